import { describe, expect, it } from 'vitest';
import { tenantKeyOf, userKeyOf } from './tenant-key';
import type { SessionState } from './session-store';

type User = NonNullable<SessionState['user']>;
type Impersonation = NonNullable<SessionState['impersonation']>;

const user = { userId: 'u1', selectedCompany: 'LSCOMP', permissions: [], admin: false } as unknown as User;
const base: SessionState = {
  status: 'signed-in',
  user,
  impersonation: null,
  impersonationToken: null,
  accessToken: 'a',
  expiresAt: 0,
};

describe('tenant key of query keys', () => {
  it('changes with the selected company, so a switch never reuses the other company’s rows', () => {
    const other = { ...base, user: { ...user, selectedCompany: 'GCMEDS' } };
    expect(tenantKeyOf(base)).not.toBe(tenantKeyOf(other));
    expect(userKeyOf(base)).toBe(userKeyOf(other));
  });

  it('changes when impersonating, with the impersonated user’s company', () => {
    const impersonation = { userId: 'c9', selectedCompanyCode: 'GCMEDS', permissions: [] } as unknown as Impersonation;
    const acting = { ...base, impersonation };
    expect(tenantKeyOf(acting)).toBe('u1:c9:GCMEDS');
    expect(tenantKeyOf(base)).toBe('u1::LSCOMP');
    expect(userKeyOf(acting)).toBe('u1:c9');
  });
});
