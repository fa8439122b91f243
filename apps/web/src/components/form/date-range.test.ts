import { describe, expect, it } from 'vitest';
import {
  daysInRange,
  defaultPresetRange,
  isCompleteRange,
  presetRange,
  senderReceiverDefaultRange,
} from './date-range';

const today = new Date(2025, 5, 30, 21, 45); // June 30, 2025, late evening local time

describe('date range presets (spec 2 §4)', () => {
  it('covers the last N days ending today, today included', () => {
    expect(presetRange('last7', today)).toEqual({ from: '2025-06-24', to: '2025-06-30' });
    expect(presetRange('last30', today)).toEqual({ from: '2025-06-01', to: '2025-06-30' });
    expect(presetRange('last60', today)).toEqual({ from: '2025-05-02', to: '2025-06-30' });
    expect(presetRange('last90', today)).toEqual({ from: '2025-04-02', to: '2025-06-30' });
    for (const [preset, days] of [
      ['last7', 7],
      ['last30', 30],
      ['last60', 60],
      ['last90', 90],
    ] as const) {
      expect(daysInRange(presetRange(preset, today))).toBe(days);
    }
  });
  it('runs the current year from January 1, and custom keeps the given days', () => {
    expect(presetRange('currentYear', today)).toEqual({ from: '2025-01-01', to: '2025-06-30' });
    const custom = { from: '2024-02-01', to: '2024-02-29' };
    expect(presetRange('custom', today, custom)).toEqual(custom);
  });
  it('starts at the last 30 days; sender and receiver filters at July 1 to September 30', () => {
    expect(defaultPresetRange(today)).toEqual({ preset: 'last30', from: '2025-06-01', to: '2025-06-30' });
    expect(senderReceiverDefaultRange(today)).toEqual({ preset: 'custom', from: '2025-07-01', to: '2025-09-30' });
  });
  it('knows a reversed or half-chosen range is incomplete', () => {
    expect(isCompleteRange({ from: '2025-06-30', to: '2025-06-30' })).toBe(true);
    expect(isCompleteRange({ from: '2025-07-01', to: '2025-06-30' })).toBe(false);
    expect(isCompleteRange({ from: '', to: '2025-06-30' })).toBe(false);
  });
});
