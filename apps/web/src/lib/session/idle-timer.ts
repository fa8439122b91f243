/**
 * The idle watcher of spec 1 §4 as a small state machine, free of the DOM so it can be tested with fake
 * timers: after `timeoutMs` without activity the warning phase starts and counts down `warningMs` in whole
 * seconds; activity during the warning returns to active; the end of the countdown expires the session.
 */
export type IdlePhase = 'stopped' | 'active' | 'warning' | 'expired';

export type IdleTimerOptions = {
  timeoutMs: number;
  warningMs: number;
  /** The warning starts, or its countdown moves on: whole seconds left. */
  onCountdown: (secondsLeft: number) => void;
  /** Activity ended the warning. */
  onResume: () => void;
  onExpire: () => void;
};

export type IdleTimer = {
  start: () => void;
  /** Mouse, key, touch or scroll (also reported by another tab). */
  activity: () => void;
  stop: () => void;
  phase: () => IdlePhase;
};

export function createIdleTimer(options: IdleTimerOptions): IdleTimer {
  let phase: IdlePhase = 'stopped';
  let lastActivity = 0;
  let warningEndsAt = 0;
  let idleHandle: ReturnType<typeof setTimeout> | undefined;
  let tickHandle: ReturnType<typeof setTimeout> | undefined;

  const clearTimers = () => {
    if (idleHandle !== undefined) clearTimeout(idleHandle);
    if (tickHandle !== undefined) clearTimeout(tickHandle);
    idleHandle = undefined;
    tickHandle = undefined;
  };

  const secondsLeft = () => Math.max(0, Math.ceil((warningEndsAt - Date.now()) / 1000));

  const tick = () => {
    tickHandle = undefined;
    if (phase !== 'warning') return;
    const left = secondsLeft();
    if (left <= 0) {
      phase = 'expired';
      clearTimers();
      options.onExpire();
      return;
    }
    options.onCountdown(left);
    // Wake on the next whole second of the countdown.
    const untilNext = warningEndsAt - Date.now() - (left - 1) * 1000;
    tickHandle = setTimeout(tick, Math.max(1, untilNext));
  };

  const beginWarning = () => {
    phase = 'warning';
    warningEndsAt = Date.now() + options.warningMs;
    tick();
  };

  const checkIdle = () => {
    idleHandle = undefined;
    if (phase !== 'active') return;
    const idleFor = Date.now() - lastActivity;
    if (idleFor >= options.timeoutMs) beginWarning();
    else idleHandle = setTimeout(checkIdle, options.timeoutMs - idleFor);
  };

  return {
    start() {
      clearTimers();
      phase = 'active';
      lastActivity = Date.now();
      idleHandle = setTimeout(checkIdle, options.timeoutMs);
    },
    activity() {
      if (phase === 'active') {
        // Cheap on every event: the pending timer re-checks how long it has really been.
        lastActivity = Date.now();
        return;
      }
      if (phase === 'warning') {
        clearTimers();
        phase = 'active';
        lastActivity = Date.now();
        idleHandle = setTimeout(checkIdle, options.timeoutMs);
        options.onResume();
      }
    },
    stop() {
      clearTimers();
      phase = 'stopped';
    },
    phase: () => phase,
  };
}
