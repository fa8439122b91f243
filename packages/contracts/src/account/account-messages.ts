/**
 * The server's own texts for the account-security calls of My Profile (issue #16, decision 036): Your sessions,
 * Invite Colleagues and the change of the sign-in e-mail. Registered under `server.account.*`.
 */
export const accountMessages = {
  sessionEnded: 'The session has been signed out.',
  otherSessionsEnded_one: '{{count}} other session has been signed out.',
  otherSessionsEnded_other: '{{count}} other sessions have been signed out.',
  notWhileImpersonating: "This is not available while impersonating: these are the user's own sessions and e-mail.",
  invitesSent_one: 'Invitation sent to {{count}} address.',
  invitesSent_other: 'Invitations sent to {{count}} addresses.',
  inviteResent: 'Invitation sent again. The earlier link no longer works.',
  inviteRevoked: 'Invitation revoked. Its link no longer works.',
  inviteNotPending: 'Only a pending invitation can be sent again or revoked.',
  inviteResendTooSoon: 'This invitation was sent a moment ago. Wait a minute before sending it again.',
  inviteResendLimit: 'This invitation has been sent {{max}} times. Revoke it and invite again if needed.',
  alreadyHasAccount: '{{email}} already has a Connect account. Ask your administrator to add it to this company.',
  alreadyInvited: '{{email}} already has a pending invitation. Send it again from the list instead.',
  permissionsBeyondOwn: 'You can only give the permissions you have yourself for this company.',
  emailChangeRequested:
    'We sent a link to your current and your new address. The change is made once both have been confirmed.',
  emailInUse: 'This e-mail address cannot be used. Choose another one.',
  emailSameAsCurrent: 'This is already your sign-in e-mail address.',
  emailChangeInvalid: 'This link is not valid. Request the change again from My Profile.',
  emailChangeExpired: 'This e-mail change has expired. Request it again from My Profile.',
  emailChangeCancelled: 'The e-mail change has been cancelled.',
  emailChangeConfirmed: 'Thank you, this address is confirmed.',
  emailChangeCompleted: 'Your sign-in e-mail address has been changed. Sign in with the new address.',
  emailChangeNone: 'There is no e-mail change in progress.',
} as const;
