import type { Delivery, Schedule } from '@connect/contracts/report-schedules/report-schedules.schemas';
import { Anchor, Badge, Button, Group, Modal, Stack } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DirectLink } from '@/components/data-grid/export-kit/download';
import { SimpleTable } from '@/components/simple-table';
import {
  downloadDelivery,
  useDeliveries,
  useScheduleChange,
  useScheduleChoices,
  useSchedules,
} from '@/features/reports/api/report-schedules';
import { ChangeError, confirmed } from './change-error';
import { ScheduleForm, weekdayNames } from './schedule-form';

const statusColor = { sent: 'green', skippedEmpty: 'gray', noRecipients: 'yellow', failed: 'red' } as const;

function useWhen() {
  const { t, i18n } = useTranslation();
  const format = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });
  return {
    when: (iso: string | null) => (iso ? format.format(new Date(iso)) : t('reportSchedules.statuses.never')),
    describe: (s: Schedule) => {
      if (s.frequency === 'cron') return t('reportSchedules.describe.cron', { expression: s.cronExpression });
      if (s.frequency === 'weekly')
        return t('reportSchedules.describe.weekly', {
          day: weekdayNames(i18n.language)[s.dayOfWeek ?? 1] ?? '',
          time: s.timeOfDay,
        });
      if (s.frequency === 'monthly')
        return t('reportSchedules.describe.monthly', { day: s.dayOfMonth ?? 1, time: s.timeOfDay });
      return t('reportSchedules.describe.daily', { time: s.timeOfDay });
    },
  };
}

/** A schedule's delivery log: each run's status, rows and recipients, with the archived file and re-send. */
function DeliveryLog({ schedule }: { schedule: Schedule }) {
  const { t } = useTranslation();
  const { when } = useWhen();
  const deliveries = useDeliveries(schedule.id);
  const change = useScheduleChange();
  const [link, setLink] = useState<DirectLink | null>(null);
  const [downloadError, setDownloadError] = useState<Error | null>(null);
  const recipientOf = (o: Delivery['sentTo'][number]) => {
    const user = schedule.recipients.find((r) => r.kind === 'user' && r.userId === o.to);
    const name = o.address || (user ? user.email : o.to);
    return `${name} (${t(`reportSchedules.log.outcomes.${o.outcome}`)})`;
  };
  return (
    <Stack>
      <ChangeError error={deliveries.error ?? change.error ?? downloadError} />
      {link && (
        <Anchor href={link.href} download={link.fileName}>
          {link.fileName}
        </Anchor>
      )}
      <SimpleTable
        label={t('reportSchedules.logNamed', { name: schedule.name })}
        loaded={Boolean(deliveries.data)}
        rows={deliveries.data?.items ?? []}
        rowKey={(d) => d.id}
        empty={t('reportSchedules.log.none')}
        columns={[
          { header: t('reportSchedules.log.when'), cell: (d) => when(d.startedAt) },
          { header: t('reportSchedules.log.trigger'), cell: (d) => t(`reportSchedules.log.triggers.${d.trigger}`) },
          {
            header: t('reportSchedules.log.status'),
            cell: (d) => (
              <Badge color={statusColor[d.status]} variant="light" title={d.error ?? undefined}>
                {t(`reportSchedules.statuses.${d.status}`)}
              </Badge>
            ),
          },
          { header: t('reportSchedules.log.rows'), cell: (d) => (d.rowCount === null ? '—' : String(d.rowCount)) },
          { header: t('reportSchedules.log.sentTo'), cell: (d) => d.sentTo.map(recipientOf).join(', ') || '—' },
          {
            header: t('reportSchedules.log.file'),
            hideHeader: true,
            cell: (d) =>
              d.hasFile ? (
                <Group gap="xs" wrap="nowrap">
                  <Button
                    size="xs"
                    variant="default"
                    aria-label={t('reportSchedules.actions.downloadNamed', { fileName: d.fileName ?? '' })}
                    onClick={() => {
                      setDownloadError(null);
                      downloadDelivery(schedule.id, d).then(setLink, (e: unknown) =>
                        setDownloadError(e instanceof Error ? e : new Error(String(e))),
                      );
                    }}
                  >
                    {t('reportSchedules.actions.download')}
                  </Button>
                  <Button
                    size="xs"
                    variant="default"
                    aria-label={t('reportSchedules.actions.resendNamed', { when: when(d.startedAt) })}
                    loading={change.isPending}
                    onClick={() =>
                      change.mutate({ kind: 'resend', id: schedule.id, deliveryId: d.id }, { onSuccess: confirmed() })
                    }
                  >
                    {t('reportSchedules.actions.resend')}
                  </Button>
                </Group>
              ) : null,
          },
        ]}
      />
    </Stack>
  );
}

/**
 * The Scheduler tab of Report Management (spec 1 §6 `scheduler`, decision 069): scheduled reports with their
 * timing, recipients, next and last run; add, edit, run now, delete and each schedule's delivery log.
 */
export function SchedulerTab() {
  const { t } = useTranslation();
  const { when, describe } = useWhen();
  const schedules = useSchedules();
  const change = useScheduleChange();
  const [editing, setEditing] = useState<Schedule | 'new' | null>(null);
  const [logOf, setLogOf] = useState<Schedule | null>(null);
  const choices = useScheduleChoices();
  const reportName = (key: string) =>
    key === 'billing_statement'
      ? t('reports.documents.billing_statement')
      : (choices.data?.reports.find((r) => r.key === key)?.name ?? key);
  return (
    <Stack>
      <Group>
        <Button onClick={() => setEditing('new')}>{t('reportSchedules.add')}</Button>
      </Group>
      <ChangeError error={schedules.error ?? change.error} />
      <SimpleTable
        label={t('reportSchedules.heading')}
        loaded={Boolean(schedules.data)}
        rows={schedules.data?.items ?? []}
        rowKey={(s) => s.id}
        empty={t('reportSchedules.none')}
        columns={[
          {
            header: t('reportSchedules.columns.name'),
            cell: (s) => (
              <>
                {s.name} {!s.active && <Badge color="gray">{t('reportSchedules.statuses.paused')}</Badge>}
              </>
            ),
          },
          {
            header: t('reportSchedules.columns.report'),
            cell: (s) =>
              `${reportName(s.reportKey)} · ${t(`reportSchedules.formats.${s.format}`)}${
                s.parameters.periodCode ? ` · ${s.parameters.periodCode}` : ''
              }`,
          },
          { header: t('reportSchedules.columns.company'), cell: (s) => s.companyCode },
          { header: t('reportSchedules.columns.frequency'), cell: (s) => `${describe(s)} (${s.timeZone})` },
          {
            header: t('reportSchedules.columns.recipients'),
            cell: (s) => s.recipients.map((r) => r.email).join(', '),
          },
          { header: t('reportSchedules.columns.nextRun'), cell: (s) => when(s.nextRunAt) },
          {
            header: t('reportSchedules.columns.lastStatus'),
            cell: (s) =>
              s.lastStatus ? (
                <Badge color={statusColor[s.lastStatus]} variant="light">
                  {t(`reportSchedules.statuses.${s.lastStatus}`)}
                </Badge>
              ) : (
                t('reportSchedules.statuses.never')
              ),
          },
          {
            header: t('reportSchedules.columns.actions'),
            hideHeader: true,
            cell: (s) => (
              <Group gap="xs" wrap="nowrap">
                <Button
                  size="xs"
                  aria-label={t('reportSchedules.runNowNamed', { name: s.name })}
                  loading={change.isPending && change.variables.kind === 'run' && change.variables.id === s.id}
                  onClick={() => change.mutate({ kind: 'run', id: s.id }, { onSuccess: confirmed() })}
                >
                  {t('reportSchedules.actions.runNow')}
                </Button>
                <Button
                  size="xs"
                  variant="default"
                  aria-label={t('reportSchedules.logNamed', { name: s.name })}
                  onClick={() => setLogOf(s)}
                >
                  {t('reportSchedules.actions.log')}
                </Button>
                <Button
                  size="xs"
                  variant="default"
                  aria-label={t('reportSchedules.editNamed', { name: s.name })}
                  onClick={() => setEditing(s)}
                >
                  {t('reportSchedules.edit')}
                </Button>
                <Button
                  size="xs"
                  color="red"
                  variant="light"
                  aria-label={t('reportSchedules.deleteNamed', { name: s.name })}
                  onClick={() => change.mutate({ kind: 'delete', id: s.id }, { onSuccess: confirmed() })}
                >
                  {t('reportSchedules.actions.delete')}
                </Button>
              </Group>
            ),
          },
        ]}
      />
      <Modal
        opened={editing !== null}
        onClose={() => setEditing(null)}
        size="lg"
        closeButtonProps={{ 'aria-label': t('reportSchedules.actions.close') }}
        title={editing === 'new' ? t('reportSchedules.add') : t('reportSchedules.edit')}
      >
        {editing !== null && (
          <ScheduleForm schedule={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />
        )}
      </Modal>
      <Modal
        opened={logOf !== null}
        onClose={() => setLogOf(null)}
        size="xl"
        closeButtonProps={{ 'aria-label': t('reportSchedules.actions.close') }}
        title={logOf ? t('reportSchedules.logNamed', { name: logOf.name }) : ''}
      >
        {logOf && <DeliveryLog schedule={logOf} />}
      </Modal>
    </Stack>
  );
}
