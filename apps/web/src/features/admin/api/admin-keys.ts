/** Query keys of user administration; a change refreshes the lists (the grid appends its request). */
export const adminKeys = {
  all: ['admin'] as const,
  users: () => [...adminKeys.all, 'users'] as const,
  userList: (quick: object) => [...adminKeys.users(), quick] as const,
  knownCompanies: () => [...adminKeys.all, 'known-companies'] as const,
  outbox: () => [...adminKeys.all, 'outbox'] as const,
};
