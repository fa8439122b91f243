import { Alert, Stack, Tabs, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useReportManager } from '@/features/reports/api/report-admin';
import { CategoriesTab } from './management/categories-tab';
import { ChangeError } from './management/change-error';
import { HistoryTab } from './management/history-tab';
import { ReportsTab } from './management/reports-tab';
import { RolesTab } from './management/roles-tab';
import { SchedulerTab } from './management/scheduler-tab';

/**
 * /u/reports: reports defined by name and URL or as a built-in report (spec 2 §5's 'Report Name is mandatory',
 * 'Report URL is mandatory'), categories, who sees which report (companies and users), report roles, the report
 * history (who ran what, when, with which parameters), and the scheduler (decision 069; `?tab=scheduler` opens it).
 * A portal admin manages everything; a customer's report admin (decision 095) their own companies only, without
 * the forwarder's definitions and categories.
 */
export function ReportManagementPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const manager = useReportManager();
  const wanted = params.get('tab');
  const tab = wanted === 'scheduler' || wanted === 'roles' ? wanted : 'reports';
  if (!manager.data) {
    return (
      <Stack>
        <Title order={1}>{t('reports.management.heading')}</Title>
        <ChangeError error={manager.error} />
      </Stack>
    );
  }
  const forwarder = manager.data.all;
  return (
    <Stack>
      <Title order={1}>{t('reports.management.heading')}</Title>
      {!forwarder && (
        <Alert color="blue">
          <Text size="sm">
            {t('reports.management.ownCompanies', { companies: manager.data.companies.join(', ') })}
          </Text>
        </Alert>
      )}
      <Tabs defaultValue={tab} keepMounted={false}>
        <Tabs.List>
          <Tabs.Tab value="reports">{t('reports.management.tabs.reports')}</Tabs.Tab>
          {forwarder && <Tabs.Tab value="categories">{t('reports.management.tabs.categories')}</Tabs.Tab>}
          <Tabs.Tab value="roles">{t('reports.management.tabs.roles')}</Tabs.Tab>
          <Tabs.Tab value="history">{t('reports.management.tabs.history')}</Tabs.Tab>
          <Tabs.Tab value="scheduler">{t('reportSchedules.tab')}</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="reports" pt="md">
          <ReportsTab canDefine={forwarder} />
        </Tabs.Panel>
        {forwarder && (
          <Tabs.Panel value="categories" pt="md">
            <CategoriesTab />
          </Tabs.Panel>
        )}
        <Tabs.Panel value="roles" pt="md">
          <RolesTab />
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
