import type { ReportDefinition } from '@connect/contracts/reports/reports.schemas';
import { Badge, Button, Group, Modal, Stack } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SimpleTable } from '@/components/simple-table';
import { useReportChange, useReportDefinitions } from '@/features/reports/api/report-admin';
import { ChangeError, confirmed } from './change-error';
import { PermissionsForm } from './permissions-form';
import { ReportForm } from './report-form';

/**
 * The reports tab: every report definition with its category, kind and audience; add, edit, share, delete. A
 * customer's report admin (`canDefine` false) only shares the reports of their companies (decision 095).
 */
export function ReportsTab({ canDefine }: { canDefine: boolean }) {
  const { t } = useTranslation();
  const definitions = useReportDefinitions();
  const change = useReportChange();
  const [editing, setEditing] = useState<ReportDefinition | 'new' | null>(null);
  const [sharing, setSharing] = useState<ReportDefinition | null>(null);
  return (
    <Stack>
      {canDefine && (
        <Group>
          <Button onClick={() => setEditing('new')}>{t('reports.management.addReport')}</Button>
        </Group>
      )}
      <ChangeError error={definitions.error ?? change.error} />
      <SimpleTable
        label={t('reports.management.tabs.reports')}
        loaded={Boolean(definitions.data)}
        rows={definitions.data?.items ?? []}
        rowKey={(r) => r.id}
        empty={t('reports.management.none')}
        columns={[
          {
            header: t('reports.management.name'),
            cell: (r) => (
              <>
                {r.name} {!r.active && <Badge color="gray">{t('reports.management.inactive')}</Badge>}
              </>
            ),
          },
          {
            header: t('reports.management.category'),
            cell: (r) => r.categoryName ?? t('reports.management.noCategory'),
          },
          {
            header: t('reports.management.kind'),
            cell: (r) => (r.kind === 'url' ? r.url : t(`reports.documents.${r.builtIn ?? 'billing_statement'}`)),
          },
          {
            header: t('reports.management.sharedWith'),
            cell: (r) => {
              const shared = [...r.companies.map((c) => c.code), ...r.users.map((u) => u.email)];
              return shared.length ? shared.join(', ') : t('reports.management.sharedWithNobody');
            },
          },
          {
            header: t('reports.management.actions'),
            hideHeader: true,
            cell: (r) => (
              <Group gap="xs" wrap="nowrap">
                {canDefine && (
                  <Button
                    size="xs"
                    variant="default"
                    aria-label={t('reports.management.editReportNamed', { name: r.name })}
                    onClick={() => setEditing(r)}
                  >
                    {t('reports.management.editReport')}
                  </Button>
                )}
                <Button
                  size="xs"
                  variant="default"
                  aria-label={t('reports.management.permissionsNamed', { name: r.name })}
                  onClick={() => setSharing(r)}
                >
                  {t('reports.management.permissions')}
                </Button>
                {canDefine && (
                  <Button
                    size="xs"
                    color="red"
                    variant="light"
                    aria-label={t('reports.management.deleteReport', { name: r.name })}
                    onClick={() => change.mutate({ kind: 'deleteReport', id: r.id }, { onSuccess: confirmed() })}
                  >
                    {t('reports.management.delete')}
                  </Button>
                )}
              </Group>
            ),
          },
        ]}
      />
      <Modal
        opened={editing !== null}
        onClose={() => setEditing(null)}
        title={editing === 'new' ? t('reports.management.addReport') : t('reports.management.editReport')}
      >
        {editing !== null && (
          <ReportForm report={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />
        )}
      </Modal>
      <Modal
        opened={sharing !== null}
        onClose={() => setSharing(null)}
        title={sharing ? t('reports.management.permissionsOf', { name: sharing.name }) : ''}
      >
        {sharing && <PermissionsForm report={sharing} onClose={() => setSharing(null)} />}
      </Modal>
    </Stack>
  );
}
