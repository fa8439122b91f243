import { useEffect, useRef, useState } from 'react';
import { createIdleTimer, type IdleTimer } from './idle-timer';
import { noteActivity, renewSession } from './session-actions';

const activityEvents = ['mousemove', 'mousedown', 'keydown', 'touchstart', 'wheel', 'scroll'] as const;
/** Activity is shared with the other tabs of the portal through this storage key (throttled). */
const sharedActivityKey = 'connect.lastActivity';
const shareEveryMs = 5_000;

export type IdleWatcherOptions = {
  enabled: boolean;
  timeoutSeconds: number;
  warningSeconds: number;
  onExpire: () => void;
};

/**
 * Watches mouse, key, touch and scroll activity (in this tab and the portal's other tabs). Answers the
 * seconds left while the warning runs, null otherwise.
 */
export function useIdleWatcher({ enabled, timeoutSeconds, warningSeconds, onExpire }: IdleWatcherOptions) {
  const [secondsLeft, setSecondsLeft] = useState<number | null>(null);
  const expireRef = useRef(onExpire);
  useEffect(() => {
    expireRef.current = onExpire;
  }, [onExpire]);

  useEffect(() => {
    if (!enabled || timeoutSeconds <= 0) return;
    const timer: IdleTimer = createIdleTimer({
      timeoutMs: timeoutSeconds * 1000,
      warningMs: Math.max(1, warningSeconds) * 1000,
      onCountdown: setSecondsLeft,
      onResume: () => {
        setSecondsLeft(null);
        // The server ends a session idle for the timeout plus the warning since its last request: staying on
        // from the warning must reach it now, not at the next token renewal (which may come after that end).
        void renewSession().catch(() => undefined);
      },
      onExpire: () => {
        setSecondsLeft(null);
        expireRef.current();
      },
    });
    let lastShared = 0;
    const onActivity = () => {
      // Noted before the timer hears it, so a renewal started by leaving the warning counts as activity.
      noteActivity();
      timer.activity();
      const now = Date.now();
      if (now - lastShared > shareEveryMs) {
        lastShared = now;
        try {
          window.localStorage.setItem(sharedActivityKey, String(now));
        } catch {
          // storage disabled: this tab still watches its own activity
        }
      }
    };
    const onStorage = (event: StorageEvent) => {
      if (event.key === sharedActivityKey) {
        noteActivity();
        timer.activity();
      }
    };
    timer.start();
    for (const name of activityEvents) {
      window.addEventListener(name, onActivity, { passive: true, capture: true });
    }
    window.addEventListener('storage', onStorage);
    return () => {
      timer.stop();
      setSecondsLeft(null);
      for (const name of activityEvents) window.removeEventListener(name, onActivity, { capture: true });
      window.removeEventListener('storage', onStorage);
    };
  }, [enabled, timeoutSeconds, warningSeconds]);

  return secondsLeft;
}
