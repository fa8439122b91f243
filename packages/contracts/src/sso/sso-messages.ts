/** The server's own texts of single sign-on (`server.sso.*`, decision 093). */
export const ssoMessages = {
  passwordSignInRefused:
    "Your company signs in with its own single sign-on. Use the button 'Sign in with your company's SSO'.",
  passwordResetRefused:
    "This account's company signs in with its own single sign-on, so no password is set for it. Use the button 'Sign in with your company's SSO'.",
  inviteBySso:
    "{{company}} signs in with its own single sign-on, so no password is set for this invitation. Accept it with the button 'Accept with your company's SSO'.",
  settingsSaved: 'Single sign-on settings saved',
  settingsRemoved: 'Single sign-on removed for this company',
  secretRequired: 'Give the client secret of the identity provider.',
  domainTaken: 'The domain {{domain}} already signs in through another company.',
  domainOfStaff:
    "The domain {{domain}} is used by the forwarder's staff or admins; it cannot sign in through a customer company.",
  domainInvalid: 'Give a domain such as example.com.',
  issuerInvalid: 'Give the https address of the identity provider.',
} as const;
