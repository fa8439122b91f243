import type { AdminUsersQuery } from '@connect/contracts/admin/admin.schemas';

/** Query keys of user administration; a change refreshes the lists. */
export const adminKeys = {
  all: ['admin'] as const,
  users: () => [...adminKeys.all, 'users'] as const,
  userList: (query: AdminUsersQuery) => [...adminKeys.users(), query] as const,
  outbox: () => [...adminKeys.all, 'outbox'] as const,
  outboxPage: (pageNumber: number, pageSize: number) => [...adminKeys.outbox(), pageNumber, pageSize] as const,
};
