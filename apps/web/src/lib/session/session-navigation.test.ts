import { afterEach, describe, expect, it, vi } from 'vitest';
import { expectNavigation, isNavigationPending, isSafeReturnPath } from './session-navigation';

describe('return addresses', () => {
  it('accepts only paths inside the portal', () => {
    expect(isSafeReturnPath('/my-profile')).toBe(true);
    expect(isSafeReturnPath('/search?keyword=A1&type=billNo')).toBe(true);
    expect(isSafeReturnPath('//evil.example/x')).toBe(false);
    expect(isSafeReturnPath('/\\evil.example')).toBe(false);
    expect(isSafeReturnPath('https://evil.example/')).toBe(false);
    expect(isSafeReturnPath('/u/login')).toBe(false);
    expect(isSafeReturnPath(undefined)).toBe(false);
  });
});

describe('announced navigations', () => {
  afterEach(() => vi.useRealTimers());

  it('holds until the destination is reached', () => {
    expectNavigation('/u/admin');
    expect(isNavigationPending('/')).toBe(true);
    expect(isNavigationPending('/u/admin')).toBe(false);
    expect(isNavigationPending('/')).toBe(false);
  });

  it('gives up after a few seconds', () => {
    vi.useFakeTimers();
    expectNavigation('/');
    expect(isNavigationPending('/u/admin')).toBe(true);
    vi.advanceTimersByTime(3_001);
    expect(isNavigationPending('/u/admin')).toBe(false);
  });
});
