/** The texts of bulk invitations, company groups and a user's history on user administration (/u/admin). */
export const enUsAdminUsersStrings = {
  bulk: {
    open: 'Invite from CSV',
    title: 'Invite users from a CSV file',
    description:
      'One row per invitation with the columns email, company and permissions (keys separated by semicolons). At most {{maxRows}} rows and {{maxKb}} KB.',
    file: 'CSV file',
    placeholder: 'Choose a file',
    chooseFile: 'Choose a file first.',
    check: 'Check the file',
    summary: '{{valid}} of {{count}} rows can be invited',
    row: 'Row',
    email: 'E-mail',
    company: 'Company',
    permissions: 'Permissions',
    result: 'Result',
    ok: 'Ready to invite',
    inviteValid: 'Invite the valid rows',
    back: 'Choose another file',
    close: 'Close',
  },
} as const;
