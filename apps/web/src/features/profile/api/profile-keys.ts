/** Query keys of the profile area. */
export const profileKeys = {
  all: ['profile'] as const,
  detail: (sessionKey: string) => [...profileKeys.all, 'detail', sessionKey] as const,
};
