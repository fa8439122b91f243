import { CronExpressionParser } from 'cron-parser';

/**
 * When a schedule runs (decision 069): every frequency becomes a five-field cron expression, evaluated with
 * cron-parser in the schedule's time zone, so daily, weekly, monthly and cron schedules follow one rule (and
 * daylight-saving changes are the library's, not ours).
 */
export type TimingFields = {
  frequency: 'daily' | 'weekly' | 'monthly' | 'cron';
  timeOfDay: string;
  dayOfWeek: number | null;
  dayOfMonth: number | null;
  cronExpression: string;
  timeZone: string;
};

export function cronOf(timing: TimingFields): string {
  if (timing.frequency === 'cron') return timing.cronExpression.trim().replace(/\s+/g, ' ');
  const [hour = '8', minute = '0'] = timing.timeOfDay.split(':');
  const at = `${Number(minute)} ${Number(hour)}`;
  if (timing.frequency === 'weekly') return `${at} * * ${timing.dayOfWeek ?? 1}`;
  if (timing.frequency === 'monthly') return `${at} ${timing.dayOfMonth ?? 1} * *`;
  return `${at} * * *`;
}

/** The next `count` run instants after `from`, or null when the expression is not a valid five-field cron. */
export function nextRuns(expression: string, timeZone: string, from: Date, count: number): Date[] | null {
  if (expression.split(' ').length !== 5) return null;
  try {
    const interval = CronExpressionParser.parse(expression, { currentDate: from, tz: timeZone });
    return interval.take(count).map((d) => d.toDate());
  } catch {
    return null;
  }
}

/** The problem with a cron expression: not valid, or more often than once an hour. */
export function cronProblem(expression: string, timeZone: string): 'cronInvalid' | 'cronTooOften' | null {
  const runs = nextRuns(expression, timeZone, new Date(), 6);
  if (!runs || runs.length === 0) return 'cronInvalid';
  for (let i = 1; i < runs.length; i += 1) {
    if (runs[i]!.getTime() - runs[i - 1]!.getTime() < 3_600_000) return 'cronTooOften';
  }
  return null;
}
