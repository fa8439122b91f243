/**
 * The server's own texts of user administration at scale (`server.adminUsers.*`): bulk invitations from a CSV
 * file and company groups. The spec's texts ('Please enter valid email address', 'email address already exist in
 * list', 'Please add one company.', 'Please select atleast one user') stay in `errors.*`.
 */
export const adminUsersMessages = {
  sendCsv: 'Send the file as text/csv',
  fileTooLarge: 'The file is larger than {{max}} KB. Split it into smaller files.',
  tooManyRows: 'The file has more than {{max}} rows. Split it into smaller files.',
  noRows: 'The file has no rows under its header row.',
  missingColumn: 'The file has no column {{column}}. The header row names email, company and permissions.',
  unknownCompany: 'Unknown company {{company}}.',
  unknownPermission: 'Unknown permission {{permission}}.',
  noPermissions: 'Name at least one permission.',
  alreadyUser: '{{email}} is already a user.',
  alreadyInvited: '{{email}} already has a pending invitation to {{company}}.',
  invitesSent_one: '{{count}} invitation sent',
  invitesSent_other: '{{count}} invitations sent',
  nothingToInvite: 'No row of the file can be invited.',
  groupCodeTaken: 'A company group with the code {{code}} exists already.',
  groupCreated: 'Company group created',
  groupSaved: 'Company group saved',
  groupDeleted: 'Company group deleted',
  notAMember: '{{name}} does not belong to {{company}}.',
  permissionsSaved: 'Permissions saved',
  companyTwice: '{{company}} is listed more than once. Give each company one list of permissions.',
  invitationResent: 'Invitation sent again to {{email}}',
  invitationRevoked: 'Invitation revoked',
  invitationClosed: 'This invitation was accepted already; it cannot be sent again or revoked.',
  invitationWasRevoked: 'This invitation was revoked. Invite {{email}} again instead.',
} as const;
