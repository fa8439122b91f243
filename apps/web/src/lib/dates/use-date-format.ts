import { userTimeZone } from '@connect/domain/dates/time-zones';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useConfiguration } from '../configuration-context';
import { useSession } from '../session/session-store';
import { createDateFormat, type DateFormat } from './date-format';

/**
 * The signed-in user's date formatter (decision 027): instants in their profile's time zone (else the
 * configuration's default zone, else UTC), days in the configuration's date format, the pieces joined by the UI
 * catalogue. Every screen, grid cell and browser export shows dates through it, so a screen has one format.
 */
export function useDateFormat(): DateFormat {
  const { t } = useTranslation();
  const { user } = useSession();
  const { defaultTimeZone, dateFormat } = useConfiguration();
  const timeZone = userTimeZone(user?.timezone, defaultTimeZone);
  return useMemo(
    () =>
      createDateFormat({
        timeZone,
        dateFormat,
        texts: {
          dateTime: (parts) => t('common.dateTime', parts),
          time: (parts) => t('common.timeOfDay', parts),
        },
      }),
    [t, timeZone, dateFormat],
  );
}
