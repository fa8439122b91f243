import type { ReportDefinition } from '@connect/contracts/reports/reports.schemas';
import { Button, Group, MultiSelect, Stack } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAudienceChoices, useReportChange } from '@/features/reports/api/report-admin';
import { ChangeError, confirmed } from './change-error';

/** Who sees a report: companies and single users (the audience a portal admin may choose from). */
export function PermissionsForm({ report, onClose }: { report: ReportDefinition; onClose: () => void }) {
  const { t } = useTranslation();
  const choices = useAudienceChoices();
  const change = useReportChange();
  const [companyIds, setCompanyIds] = useState(report.companies.map((c) => c.id));
  const [userIds, setUserIds] = useState(report.users.map((u) => u.id));
  return (
    <Stack>
      <MultiSelect
        label={t('reports.management.companyIds')}
        data={(choices.data?.companies ?? []).map((c) => ({ value: c.id, label: `${c.code} · ${c.name}` }))}
        value={companyIds}
        onChange={setCompanyIds}
        searchable
        data-autofocus
      />
      <MultiSelect
        label={t('reports.management.userIds')}
        data={(choices.data?.users ?? []).map((u) => ({ value: u.id, label: `${u.email} · ${u.displayName}` }))}
        value={userIds}
        onChange={setUserIds}
        searchable
      />
      <ChangeError error={change.error} />
      <Group justify="flex-end">
        <Button variant="default" onClick={onClose}>
          {t('reports.management.cancel')}
        </Button>
        <Button
          loading={change.isPending}
          onClick={() =>
            change.mutate(
              { kind: 'permissions', id: report.id, body: { companyIds, userIds } },
              { onSuccess: confirmed(onClose) },
            )
          }
        >
          {t('reports.management.save')}
        </Button>
      </Group>
    </Stack>
  );
}
