import { describe, expect, it } from 'vitest';
import { isAirLaneAllowed, isOriginAllowed } from './port-restrictions';

describe('special customer lists (spec 1 §6)', () => {
  it('limits the DFW list to DFW → VCP or GRU and the CVG list to CVG → VCP or GRU', () => {
    expect(isAirLaneAllowed('DFW_ONLY', 'DFW', 'VCP')).toBe(true);
    expect(isAirLaneAllowed('DFW_ONLY', 'dfw', 'gru')).toBe(true);
    expect(isAirLaneAllowed('DFW_ONLY', 'CVG', 'VCP')).toBe(false);
    expect(isAirLaneAllowed('DFW_ONLY', 'DFW', 'AMS')).toBe(false);
    expect(isAirLaneAllowed('CVG_ONLY', 'CVG', 'GRU')).toBe(true);
    expect(isAirLaneAllowed('CVG_ONLY', 'DFW', 'GRU')).toBe(false);
    expect(isOriginAllowed('CVG_ONLY', 'IAH')).toBe(false);
  });

  it('leaves everyone else free', () => {
    expect(isAirLaneAllowed(null, 'IAH', 'AMS')).toBe(true);
    expect(isOriginAllowed(null, 'GRU')).toBe(true);
  });
});
