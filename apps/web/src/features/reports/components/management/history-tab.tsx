import { Stack, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SimpleTable } from '@/components/simple-table';
import { useReportHistory } from '@/features/reports/api/report-admin';
import { ChangeError } from './change-error';

/** The history tab: who ran which report, when, for which company, with which parameters and format. */
export function HistoryTab() {
  const { t } = useTranslation();
  const [reportName, setReportName] = useState('');
  const history = useReportHistory({ pageNumber: 1, reportName });
  return (
    <Stack>
      <TextInput
        label={t('reports.management.history.filter')}
        type="search"
        value={reportName}
        onChange={(e) => setReportName(e.currentTarget.value)}
        maw={320}
      />
      <ChangeError error={history.error} />
      <SimpleTable
        label={t('reports.management.tabs.history')}
        loaded={Boolean(history.data)}
        rows={history.data?.items ?? []}
        rowKey={(h) => h.id}
        empty={t('reports.management.history.none')}
        columns={[
          { header: t('reports.management.history.when'), cell: (h) => new Date(h.ranAt).toLocaleString() },
          { header: t('reports.management.history.report'), cell: (h) => h.reportName },
          { header: t('reports.management.history.user'), cell: (h) => h.userEmail },
          { header: t('reports.management.history.company'), cell: (h) => h.companyCode ?? '—' },
          {
            header: t('reports.management.history.parameters'),
            cell: (h) =>
              Object.entries(h.parameters)
                .map(([k, v]) => `${k}=${v}`)
                .join(', '),
          },
          { header: t('reports.management.history.format'), cell: (h) => h.format.toUpperCase() },
          {
            header: t('reports.management.history.outcome'),
            cell: (h) => t(`reports.management.history.outcomes.${h.outcome}`),
          },
        ]}
      />
    </Stack>
  );
}
