/** en-US strings of single sign-on (merged into `enUsStrings.sso`): the sign-in page's SSO path, the admin dialog. */
export const enUsSsoStrings = {
  signInWithSso: "Sign in with your company's SSO",
  offered: '{{company}} signs in with its own identity provider.',
  finishing: 'Signing you in…',
  failure: {
    failed: 'Signing in through your company did not work. Try again, or ask your administrator.',
    expired: 'Signing in through your company took too long. Try again.',
    'no-account':
      "Your company's identity provider gave no e-mail address that may use this portal. Ask your administrator.",
    disabled: "Your account or your company's single sign-on is turned off. Ask your administrator.",
  },
  admin: {
    tab: 'Single sign-on',
    tabIntro:
      'Companies whose people sign in through their own OpenID Connect identity provider. Open a company to set it up.',
    companies: 'Companies and their single sign-on',
    company: 'Company',
    status: 'Single sign-on',
    notConfigured: 'Not set up',
    statusOn: 'On',
    statusOff: 'Off',
    statusRequired: 'On, required',
    open: 'Single sign-on',
    openFor: 'Single sign-on of {{company}}',
    title: 'Single sign-on of {{company}}',
    intro:
      "Users of this company sign in through the company's own OpenID Connect identity provider. An account is made at the first sign-in with the permissions chosen here.",
    issuer: 'Issuer URL',
    clientId: 'Client ID',
    clientSecret: 'Client secret',
    clientSecretKept: 'A secret is saved. Leave empty to keep it while the issuer stays the same.',
    domains: 'E-mail domains',
    domainsHint: 'One domain a line, such as example.com',
    defaultPermissions: 'Permissions of accounts made at first sign-in',
    enabled: 'Single sign-on is on',
    ssoRequired: 'SSO required: password sign-in is refused for this company',
    redirectUri: 'Redirect URI to register at the identity provider',
    save: 'Save',
    remove: 'Remove single sign-on',
    cancel: 'Cancel',
  },
} as const;
