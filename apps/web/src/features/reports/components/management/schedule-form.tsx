import {
  scheduleFormats,
  scheduleFrequencies,
  scheduleInputSchema,
  type Schedule,
  type ScheduleInput,
} from '@connect/contracts/report-schedules/report-schedules.schemas';
import {
  Button,
  Group,
  List,
  MultiSelect,
  Paper,
  SegmentedControl,
  Select,
  Stack,
  Switch,
  TagsInput,
  Text,
  TextInput,
} from '@mantine/core';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { schemaFieldErrors } from '@/lib/contract-message';
import { useAudienceChoices } from '@/features/reports/api/report-admin';
import { useScheduleChange, useScheduleChoices, useSchedulePreview } from '@/features/reports/api/report-schedules';
import { ChangeError, confirmed } from './change-error';

type Format = (typeof scheduleFormats)[number];
type Frequency = (typeof scheduleFrequencies)[number];
type Draft = {
  name: string;
  companyId: string | null;
  reportKey: string | null;
  periodCode: string | null;
  format: Format;
  frequency: Frequency;
  timeOfDay: string;
  dayOfWeek: number | null;
  dayOfMonth: number | null;
  cronExpression: string;
  timeZone: string;
  userIds: string[];
  emails: string[];
  skipWhenEmpty: boolean;
  active: boolean;
};

const localZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
/** Every IANA zone the browser knows, with UTC (some engines leave it out of the list) and the local zone. */
const zones = (): string[] => {
  let known: string[] = [];
  try {
    known = Intl.supportedValuesOf('timeZone');
  } catch {
    known = [];
  }
  return [...new Set(['UTC', localZone(), ...known])];
};

function draftOf(schedule: Schedule | null): Draft {
  if (!schedule)
    return {
      name: '',
      companyId: null,
      reportKey: 'billing_statement',
      periodCode: 'LM',
      format: 'pdf',
      frequency: 'weekly',
      timeOfDay: '08:00',
      dayOfWeek: 1,
      dayOfMonth: null,
      cronExpression: '',
      timeZone: localZone(),
      userIds: [],
      emails: [],
      skipWhenEmpty: false,
      active: true,
    };
  return {
    ...schedule,
    periodCode: schedule.parameters.periodCode ?? null,
    userIds: schedule.recipients.flatMap((r) => (r.kind === 'user' ? [r.userId] : [])),
    emails: schedule.recipients.flatMap((r) => (r.kind === 'email' ? [r.email] : [])),
  };
}

function bodyOf(draft: Draft): ScheduleInput {
  return {
    name: draft.name,
    companyId: draft.companyId ?? '',
    reportKey: draft.reportKey ?? '',
    parameters: draft.periodCode ? { periodCode: draft.periodCode } : {},
    format: draft.format,
    frequency: draft.frequency,
    timeOfDay: draft.timeOfDay,
    dayOfWeek: draft.dayOfWeek,
    dayOfMonth: draft.dayOfMonth,
    cronExpression: draft.cronExpression,
    timeZone: draft.timeZone,
    recipients: [
      ...draft.userIds.map((userId) => ({ kind: 'user' as const, userId })),
      ...draft.emails.map((email) => ({ kind: 'email' as const, email })),
    ],
    skipWhenEmpty: draft.skipWhenEmpty,
    active: draft.active,
  };
}

/** The days of the week in the reader's language (0 = Sunday, as cron counts them). */
export function weekdayNames(locale: string): string[] {
  const format = new Intl.DateTimeFormat(locale, { weekday: 'long', timeZone: 'UTC' });
  // 2023-01-01 was a Sunday.
  return Array.from({ length: 7 }, (_, day) => format.format(new Date(Date.UTC(2023, 0, 1 + day))));
}

/** The next runs as the recipients' clock shows them. */
function NextRuns({ draft }: { draft: Draft }) {
  const { t, i18n } = useTranslation();
  const preview = useSchedulePreview({
    frequency: draft.frequency,
    timeOfDay: draft.timeOfDay,
    dayOfWeek: draft.dayOfWeek,
    dayOfMonth: draft.dayOfMonth,
    cronExpression: draft.cronExpression,
    timeZone: draft.timeZone,
  });
  const format = new Intl.DateTimeFormat(i18n.language, {
    dateStyle: 'full',
    timeStyle: 'short',
    timeZone: draft.timeZone,
  });
  return (
    <Paper component="section" withBorder p="sm" aria-labelledby="schedule-next-runs">
      <Text fw={500} size="sm" id="schedule-next-runs">
        {t('reportSchedules.preview.heading')}
      </Text>
      {preview.data ? (
        <List size="sm">
          {preview.data.runs.map((run) => (
            <List.Item key={run}>{format.format(new Date(run))}</List.Item>
          ))}
        </List>
      ) : preview.error ? (
        <Text size="sm" c="red">
          {preview.error.message}
        </Text>
      ) : (
        <Text size="sm" c="dimmed">
          {preview.isFetching ? t('reportSchedules.preview.loading') : t('reportSchedules.preview.hint')}
        </Text>
      )}
    </Paper>
  );
}

/** Adds or edits a schedule: report and parameters, format, when (frequency or cron, time zone) and recipients. */
export function ScheduleForm({ schedule, onClose }: { schedule: Schedule | null; onClose: () => void }) {
  const { t, i18n } = useTranslation();
  const audience = useAudienceChoices();
  const choices = useScheduleChoices();
  const change = useScheduleChange();
  const [draft, setDraft] = useState<Draft>(() => draftOf(schedule));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const set = <K extends keyof Draft>(key: K, value: Draft[K]) => setDraft((d) => ({ ...d, [key]: value }));
  const timeZones = useMemo(zones, []);
  const weekdays = useMemo(() => weekdayNames(i18n.language), [i18n.language]);
  const report = choices.data?.reports.find((r) => r.key === draft.reportKey);
  const reportLabel = (key: string, name: string) =>
    key === 'billing_statement' ? t('reports.documents.billing_statement') : name;

  const submit = () => {
    const body = bodyOf(draft);
    const parsed = scheduleInputSchema.safeParse(body);
    if (!parsed.success) {
      setErrors(schemaFieldErrors(parsed.error.issues));
      return;
    }
    setErrors({});
    change.mutate({ kind: 'save', id: schedule?.id ?? null, body }, { onSuccess: confirmed(onClose) });
  };

  return (
    <Stack>
      <TextInput
        label={t('reportSchedules.fields.name')}
        withAsterisk
        value={draft.name}
        onChange={(e) => set('name', e.currentTarget.value)}
        error={errors.name}
        data-autofocus
      />
      <Select
        label={t('reportSchedules.fields.company')}
        withAsterisk
        searchable
        data={(audience.data?.companies ?? []).map((c) => ({ value: c.id, label: `${c.code} — ${c.name}` }))}
        value={draft.companyId}
        onChange={(value) => set('companyId', value)}
        error={errors.companyId}
      />
      <Group grow align="flex-start">
        <Select
          label={t('reportSchedules.fields.report')}
          withAsterisk
          data={(choices.data?.reports ?? []).map((r) => ({ value: r.key, label: reportLabel(r.key, r.name) }))}
          value={draft.reportKey}
          onChange={(value) => set('reportKey', value)}
          error={errors.reportKey}
        />
        <Select
          label={t('reportSchedules.fields.period')}
          data={(report?.periods ?? []).map((p) => ({
            value: p,
            label: p in { YTD: 1, L6M: 1, L3M: 1, LM: 1 } ? t(`reportSchedules.periods.${p as 'YTD'}`) : p,
          }))}
          value={draft.periodCode}
          onChange={(value) => set('periodCode', value)}
        />
      </Group>
      <Stack gap={4}>
        <Text size="sm" fw={500} id="schedule-format-label">
          {t('reportSchedules.fields.format')}
        </Text>
        <SegmentedControl
          aria-labelledby="schedule-format-label"
          value={draft.format}
          onChange={(value) => set('format', scheduleFormats.find((f) => f === value) ?? 'pdf')}
          data={scheduleFormats.map((f) => ({ value: f, label: t(`reportSchedules.formats.${f}`) }))}
          w="fit-content"
        />
      </Stack>
      <Stack gap={4}>
        <Text size="sm" fw={500} id="schedule-frequency-label">
          {t('reportSchedules.fields.frequency')}
        </Text>
        <SegmentedControl
          aria-labelledby="schedule-frequency-label"
          value={draft.frequency}
          onChange={(value) => set('frequency', scheduleFrequencies.find((f) => f === value) ?? 'daily')}
          data={scheduleFrequencies.map((f) => ({ value: f, label: t(`reportSchedules.frequencies.${f}`) }))}
          w="fit-content"
        />
      </Stack>
      {draft.frequency === 'cron' ? (
        <TextInput
          label={t('reportSchedules.fields.cronExpression')}
          withAsterisk
          description={t('reportSchedules.fields.cronHelp')}
          value={draft.cronExpression}
          onChange={(e) => set('cronExpression', e.currentTarget.value)}
          error={errors.cronExpression}
          ff="monospace"
        />
      ) : (
        <Group grow align="flex-start">
          <TextInput
            label={t('reportSchedules.fields.timeOfDay')}
            withAsterisk
            type="time"
            value={draft.timeOfDay}
            onChange={(e) => set('timeOfDay', e.currentTarget.value)}
            error={errors.timeOfDay}
          />
          {draft.frequency === 'weekly' && (
            <Select
              label={t('reportSchedules.fields.dayOfWeek')}
              withAsterisk
              data={weekdays.map((name, day) => ({ value: String(day), label: name }))}
              value={draft.dayOfWeek === null ? null : String(draft.dayOfWeek)}
              onChange={(value) => set('dayOfWeek', value === null ? null : Number(value))}
              error={errors.dayOfWeek}
            />
          )}
          {draft.frequency === 'monthly' && (
            <Select
              label={t('reportSchedules.fields.dayOfMonth')}
              withAsterisk
              data={Array.from({ length: 28 }, (_, i) => String(i + 1))}
              value={draft.dayOfMonth === null ? null : String(draft.dayOfMonth)}
              onChange={(value) => set('dayOfMonth', value === null ? null : Number(value))}
              error={errors.dayOfMonth}
            />
          )}
        </Group>
      )}
      <Select
        label={t('reportSchedules.fields.timeZone')}
        withAsterisk
        searchable
        data={timeZones}
        value={draft.timeZone}
        onChange={(value) => set('timeZone', value ?? '')}
        error={errors.timeZone}
      />
      <NextRuns draft={draft} />
      <MultiSelect
        label={t('reportSchedules.fields.users')}
        description={t('reportSchedules.fields.usersHelp')}
        searchable
        data={(audience.data?.users ?? []).map((u) => ({ value: u.id, label: `${u.displayName} <${u.email}>` }))}
        value={draft.userIds}
        onChange={(value) => set('userIds', value)}
        error={errors.recipients && draft.emails.length === 0 ? errors.recipients : undefined}
      />
      <TagsInput
        label={t('reportSchedules.fields.emails')}
        description={t('reportSchedules.fields.emailsHelp')}
        value={draft.emails}
        onChange={(value) => set('emails', value)}
        error={errors.recipients && draft.emails.length > 0 ? errors.recipients : undefined}
      />
      <Group>
        <Switch
          label={t('reportSchedules.fields.skipWhenEmpty')}
          checked={draft.skipWhenEmpty}
          onChange={(e) => set('skipWhenEmpty', e.currentTarget.checked)}
        />
        <Switch
          label={t('reportSchedules.fields.active')}
          checked={draft.active}
          onChange={(e) => set('active', e.currentTarget.checked)}
        />
      </Group>
      <ChangeError error={change.error} />
      <Group justify="flex-end">
        <Button variant="default" onClick={onClose}>
          {t('reportSchedules.actions.cancel')}
        </Button>
        <Button onClick={submit} loading={change.isPending}>
          {t('reportSchedules.actions.save')}
        </Button>
      </Group>
    </Stack>
  );
}
