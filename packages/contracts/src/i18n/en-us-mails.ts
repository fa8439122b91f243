import { enUsNoticeMailStrings } from './en-us-notice-mails';

/**
 * en-US words of the account and export e-mails the server sends (issue #17): the password reset, the invitation,
 * the sign-in e-mail change, a change of the sign-in settings (two-step sign-in), a support ticket and a grid export
 * sent by e-mail. Merged as `mails`; each mail is written in its recipient's language (decision 098). A line break inside a text is
 * part of the mail. `textMessage` holds the text messages (SMS) sent the same way; `notices` the event notices
 * (their mails, pushes and digests, decision 100).
 */
export const enUsMailStrings = {
  greeting: 'Hello {{name}},',
  passwordReset: {
    subject: 'Reset your Connect password',
    asked:
      'Someone asked to reset the password of your Connect account. To choose a new password, open this link\nwithin {{minutes}} minutes (it works once):',
    ignore: 'If you did not ask for this, ignore this e-mail: your password stays as it is.',
  },
  invite: {
    subject: 'You are invited to Connect ({{company}})',
    greeting: 'Hello,',
    invited: '{{inviter}} invited you to Connect, the customer portal, for {{company}}.',
    wrote: '{{inviter}} wrote:',
    accept: 'To accept, choose your password here within {{days}} days (the link works once):',
  },
  emailChange: {
    confirmOld: {
      subject: 'Confirm the change of your Connect sign-in e-mail',
      asked: 'Someone signed in to your Connect account asked to change its sign-in e-mail from {{from}} to {{to}}.',
      both: 'The change is made once this address and the new one have both confirmed it, within {{hours}} hours.',
      open: 'Open this link to confirm it, or to cancel it if you did not ask for this:',
      notYou: 'If you did not ask for this, cancel it and change your password.',
    },
    confirmNew: {
      subject: 'Confirm your new Connect sign-in e-mail',
      asked: 'You asked to sign in to Connect with this address ({{to}}) instead of {{from}}.',
      open: 'Open this link within {{hours}} hours to confirm it; your current address must confirm it too:',
      ignore: 'If you did not ask for this, ignore this e-mail: nothing changes without it.',
    },
    changed: {
      subject: 'Your Connect sign-in e-mail was changed',
      changed: 'The sign-in e-mail of your Connect account was changed from {{from}} to {{to}}.',
      both: 'Both addresses confirmed the change. Every other signed-in session has been signed out.',
      notYou: 'If you did not ask for this, contact your administrator at once.',
    },
    cancelled: {
      subject: 'The change of your Connect sign-in e-mail was cancelled',
      cancelled: 'The change of your Connect sign-in e-mail to {{to}} was cancelled from this address.',
      keep: 'You keep signing in with {{email}}.',
    },
  },
  securityChange: {
    subject: 'Your Connect sign-in settings changed',
    changes: {
      phoneAdded: 'A phone ({{phone}}) was added as a second sign-in step to your account on {{when}}.',
      appAdded: 'An authenticator app was added as a second sign-in step to your account on {{when}}.',
      passkeyAdded: 'A passkey was added as a second sign-in step to your account on {{when}}.',
      turnedOff: 'Two-step sign-in was turned off for your account on {{when}}.',
      stepRemoved: 'A second sign-in step was removed from your account on {{when}}.',
      recoveryCodesRenewed: 'New recovery codes were made for your account (the old ones no longer work) on {{when}}.',
      recoveryCodeUsed: 'A recovery code was used to sign in to your account on {{when}}.',
      adminReset: 'Your administrator reset two-step sign-in for your account on {{when}}.',
    },
    notYou: 'If this was not you, reset your password at once and tell your Connect administrator.',
  },
  support: {
    deskSubject: 'Support ticket {{ticket}}',
    deskSubjectUrgent: '[URGENT] Support ticket {{ticket}}',
    ticket: 'Ticket {{ticket}}',
    ticketUrgent: 'Ticket {{ticket}} (URGENT)',
    typeHelp: 'Type: Help or bug',
    typeFeature: 'Type: Feature request',
    from: 'From: {{name}} <{{email}}>',
    actingAs: 'Submitted by {{actor}} while acting as {{user}}',
    page: 'Page: {{url}}',
    expected: 'What was expected:',
    happened: 'What happened:',
    copySubject: 'Your support ticket {{ticket}}',
    received: 'We received your ticket.',
  },
  textMessage: {
    code: '{{code}} is your Connect verification code. It expires in {{minutes}} minutes. Never share it.',
  },
  export: {
    subject: 'Connect export: {{file}}',
    sent: '{{sender}} sent you an export from Connect.',
    attached: 'Attached: {{file}} ({{rows}} rows; columns: {{columns}}).',
    sentBy: 'Sent by {{sender}} <{{email}}> through Connect.',
  },
  notices: enUsNoticeMailStrings,
};
