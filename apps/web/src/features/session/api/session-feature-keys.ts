/** Query keys of the sign-in screens and the impersonation list. */
export const sessionFeatureKeys = {
  all: ['session-feature'] as const,
  invite: (token: string) => [...sessionFeatureKeys.all, 'invite', token] as const,
  impersonationUsers: () => [...sessionFeatureKeys.all, 'impersonation-users'] as const,
};
