import { useEffect, useRef, useState } from 'react';
import { createIdleTimer, type IdleTimer } from './idle-timer';
import { noteActivity } from './session-actions';

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
      onResume: () => setSecondsLeft(null),
      onExpire: () => {
        setSecondsLeft(null);
        expireRef.current();
      },
    });
    let lastShared = 0;
    const onActivity = () => {
      timer.activity();
      noteActivity();
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
        timer.activity();
        noteActivity();
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
