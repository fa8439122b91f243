import type { ServiceContext } from '../../context';
import { everyMinutes, type JobDefinition } from '../../lib/jobs';
import { releaseQuietHours, sendDailyDigests } from './notifications.service';

/**
 * The notification jobs (decision 034): the daily digest runs at the top of every hour and mails each user whose
 * local clock is in the digest hour; the quiet-hours release runs every 5 minutes.
 */
export function notificationJobs(context: () => ServiceContext): JobDefinition[] {
  return [
    {
      name: 'notifications.daily-digest',
      next: everyMinutes(60),
      run: async () => {
        await sendDailyDigests(context());
      },
    },
    {
      name: 'notifications.quiet-hours-release',
      next: everyMinutes(5),
      run: async () => {
        await releaseQuietHours(context());
      },
    },
  ];
}
