import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { UiStrings } from '@/lib/i18n-keys';

/** Words an event id of spec 1 §3 in the user's language; `fallback` is the forwarder's own name of it. */
export type EventNamer = (code: number | null | undefined, fallback: string) => string;

/**
 * The name of a milestone or a shipment's status in the user's language, by its event code (the `events` area,
 * which the event notices' mails share): the server sends the forwarder's English name with the code, and a code
 * the catalogue lacks keeps that name.
 */
export function useEventName(): EventNamer {
  const { t } = useTranslation();
  return useCallback<EventNamer>(
    (code, fallback) => {
      if (code === null || code === undefined) return fallback;
      const key = `events.${code as keyof UiStrings['events']}` as const;
      return t(key, { defaultValue: fallback });
    },
    [t],
  );
}
