import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createIdleTimer } from './idle-timer';

function setup(timeoutMs = 10_000, warningMs = 5_000) {
  const countdown: number[] = [];
  const onResume = vi.fn();
  const onExpire = vi.fn();
  const timer = createIdleTimer({
    timeoutMs,
    warningMs,
    onCountdown: (seconds) => countdown.push(seconds),
    onResume,
    onExpire,
  });
  return { timer, countdown, onResume, onExpire };
}

describe('idle timer', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('warns after the idle period, counts down each second and expires at 0', () => {
    const { timer, countdown, onExpire } = setup();
    timer.start();
    vi.advanceTimersByTime(9_999);
    expect(timer.phase()).toBe('active');
    vi.advanceTimersByTime(1);
    expect(timer.phase()).toBe('warning');
    expect(countdown).toEqual([5]);
    vi.advanceTimersByTime(4_000);
    expect(countdown).toEqual([5, 4, 3, 2, 1]);
    expect(onExpire).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1_000);
    expect(onExpire).toHaveBeenCalledTimes(1);
    expect(timer.phase()).toBe('expired');
  });

  it('postpones the warning while there is activity', () => {
    const { timer, countdown } = setup();
    timer.start();
    vi.advanceTimersByTime(8_000);
    timer.activity();
    vi.advanceTimersByTime(8_000);
    expect(timer.phase()).toBe('active');
    vi.advanceTimersByTime(2_000);
    expect(timer.phase()).toBe('warning');
    expect(countdown).toEqual([5]);
  });

  it('activity during the warning resumes and restarts the idle period', () => {
    const { timer, onResume, onExpire } = setup();
    timer.start();
    vi.advanceTimersByTime(12_000);
    expect(timer.phase()).toBe('warning');
    timer.activity();
    expect(onResume).toHaveBeenCalledTimes(1);
    expect(timer.phase()).toBe('active');
    vi.advanceTimersByTime(9_000);
    expect(timer.phase()).toBe('active');
    vi.advanceTimersByTime(30_000);
    expect(onExpire).toHaveBeenCalledTimes(1);
  });

  it('does nothing once stopped', () => {
    const { timer, countdown, onExpire } = setup();
    timer.start();
    timer.stop();
    vi.advanceTimersByTime(60_000);
    timer.activity();
    expect(countdown).toEqual([]);
    expect(onExpire).not.toHaveBeenCalled();
    expect(timer.phase()).toBe('stopped');
  });
});
