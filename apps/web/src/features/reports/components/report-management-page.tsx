import { Stack, Tabs, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { CategoriesTab } from './management/categories-tab';
import { HistoryTab } from './management/history-tab';
import { ReportsTab } from './management/reports-tab';
import { SchedulerTab } from './management/scheduler-tab';

/**
 * /u/reports (portal admins): reports defined by name and URL or as a built-in report (spec 2 §5's 'Report Name is
 * mandatory', 'Report URL is mandatory'), categories, who sees which report (companies and users), and the report
 * history (who ran what, when, with which parameters), and the scheduler (decision 069; `?tab=scheduler` opens it).
 */
export function ReportManagementPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const tab = params.get('tab') === 'scheduler' ? 'scheduler' : 'reports';
  return (
    <Stack>
      <Title order={1}>{t('reports.management.heading')}</Title>
      <Tabs defaultValue={tab} keepMounted={false}>
        <Tabs.List>
          <Tabs.Tab value="reports">{t('reports.management.tabs.reports')}</Tabs.Tab>
          <Tabs.Tab value="categories">{t('reports.management.tabs.categories')}</Tabs.Tab>
          <Tabs.Tab value="history">{t('reports.management.tabs.history')}</Tabs.Tab>
          <Tabs.Tab value="scheduler">{t('reportSchedules.tab')}</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="reports" pt="md">
          <ReportsTab />
        </Tabs.Panel>
        <Tabs.Panel value="categories" pt="md">
          <CategoriesTab />
        </Tabs.Panel>
        <Tabs.Panel value="history" pt="md">
          <HistoryTab />
        </Tabs.Panel>
        <Tabs.Panel value="scheduler" pt="md">
          <SchedulerTab />
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}
