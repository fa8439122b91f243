import type { ServiceContext } from '../../context';
import { everyMinutes, type JobDefinition } from '../../lib/jobs';
import { runDueSchedules } from './report-deliveries.service';

/**
 * The due-run job (decisions 034 and 069): every minute one instance claims the job; inside it each due schedule
 * is claimed again on its own row, so a schedule runs once even when two passes overlap.
 */
export function reportScheduleJobs(context: () => ServiceContext): JobDefinition[] {
  return [
    {
      name: 'report-schedules.due',
      next: everyMinutes(1),
      run: async () => {
        await runDueSchedules(context());
      },
    },
  ];
}
