import { describe, expect, it } from 'vitest';
import {
  defaultInactivityOptionCode,
  defaultInactivitySeconds,
  inactivityOptions,
  inactivitySecondsForCode,
} from './portal-constants';

describe('inactivity options', () => {
  it('offers one to eight hours', () => {
    expect(inactivityOptions.map((o) => o.Seconds)).toEqual([3600, 7200, 10800, 14400, 18000, 21600, 25200, 28800]);
  });

  it('makes the default option code mean the default timeout of 3600 s', () => {
    expect(inactivitySecondsForCode(defaultInactivityOptionCode)).toBe(defaultInactivitySeconds);
  });

  it('answers undefined for a code that is not offered', () => {
    expect(inactivitySecondsForCode(1)).toBeUndefined();
    expect(inactivitySecondsForCode(10)).toBeUndefined();
  });
});
