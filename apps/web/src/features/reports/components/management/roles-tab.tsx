import type { ReportRole } from '@connect/contracts/reports/reports.schemas';
import { Button, Group, Modal, MultiSelect, Select, Stack, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SimpleTable } from '@/components/simple-table';
import {
  useAudienceChoices,
  useReportChange,
  useReportDefinitions,
  useReportRoles,
} from '@/features/reports/api/report-admin';
import { ChangeError, confirmed } from './change-error';

/** One role's form: its company, name, reports and users (role management, decision 095). */
function RoleForm({ role, onClose }: { role: ReportRole | null; onClose: () => void }) {
  const { t } = useTranslation();
  const choices = useAudienceChoices();
  const definitions = useReportDefinitions();
  const change = useReportChange();
  const companies = choices.data?.companies ?? [];
  const [companyId, setCompanyId] = useState<string | null>(role?.companyId ?? null);
  // A report admin of one company needs not choose it.
  const chosenCompany = companyId ?? (companies.length === 1 ? (companies[0]?.id ?? null) : null);
  const [name, setName] = useState(role?.name ?? '');
  const [reportIds, setReportIds] = useState(role?.reports.map((r) => r.id) ?? []);
  const [userIds, setUserIds] = useState(role?.users.map((u) => u.id) ?? []);
  const [nameMissing, setNameMissing] = useState(false);
  const save = () => {
    if (!name.trim()) {
      setNameMissing(true);
      return;
    }
    change.mutate(
      { kind: 'saveRole', id: role?.id ?? null, body: { companyId: chosenCompany ?? '', name, reportIds, userIds } },
      { onSuccess: confirmed(onClose) },
    );
  };
  return (
    <Stack>
      <Select
        label={t('reports.management.roles.company')}
        data={companies.map((c) => ({ value: c.id, label: `${c.code} · ${c.name}` }))}
        value={chosenCompany}
        onChange={setCompanyId}
        searchable
        required
        data-autofocus
      />
      <TextInput
        label={t('reports.management.roles.name')}
        value={name}
        onChange={(e) => {
          setName(e.currentTarget.value);
          setNameMissing(false);
        }}
        error={nameMissing ? t('reports.management.messages.roleNameMandatory') : undefined}
        required
      />
      <MultiSelect
        label={t('reports.management.roles.reports')}
        data={(definitions.data?.items ?? []).map((r) => ({ value: r.id, label: r.name }))}
        value={reportIds}
        onChange={setReportIds}
        searchable
      />
      <MultiSelect
        label={t('reports.management.roles.users')}
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
        <Button loading={change.isPending} onClick={save}>
          {t('reports.management.save')}
        </Button>
      </Group>
    </Stack>
  );
}

/** The roles tab: each company's report roles with their reports and users; add, edit, delete. */
export function RolesTab() {
  const { t } = useTranslation();
  const roles = useReportRoles();
  const change = useReportChange();
  const [editing, setEditing] = useState<ReportRole | 'new' | null>(null);
  return (
    <Stack>
      <Group>
        <Button onClick={() => setEditing('new')}>{t('reports.management.roles.add')}</Button>
      </Group>
      <ChangeError error={roles.error ?? change.error} />
      <SimpleTable
        label={t('reports.management.tabs.roles')}
        loaded={Boolean(roles.data)}
        rows={roles.data?.items ?? []}
        rowKey={(r) => r.id}
        empty={t('reports.management.roles.none')}
        columns={[
          { header: t('reports.management.roles.company'), cell: (r) => r.companyCode },
          { header: t('reports.management.roles.name'), cell: (r) => r.name },
          { header: t('reports.management.roles.reports'), cell: (r) => r.reports.map((x) => x.name).join(', ') },
          { header: t('reports.management.roles.users'), cell: (r) => r.users.map((u) => u.email).join(', ') },
          {
            header: t('reports.management.actions'),
            hideHeader: true,
            cell: (r) => (
              <Group gap="xs" wrap="nowrap">
                <Button
                  size="xs"
                  variant="default"
                  aria-label={t('reports.management.roles.editNamed', { name: r.name })}
                  onClick={() => setEditing(r)}
                >
                  {t('reports.management.roles.edit')}
                </Button>
                <Button
                  size="xs"
                  color="red"
                  variant="light"
                  aria-label={t('reports.management.roles.deleteNamed', { name: r.name })}
                  onClick={() => change.mutate({ kind: 'deleteRole', id: r.id }, { onSuccess: confirmed() })}
                >
                  {t('reports.management.delete')}
                </Button>
              </Group>
            ),
          },
        ]}
      />
      <Modal
        opened={editing !== null}
        onClose={() => setEditing(null)}
        title={editing === 'new' ? t('reports.management.roles.add') : t('reports.management.roles.edit')}
      >
        {editing !== null && <RoleForm role={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />}
      </Modal>
    </Stack>
  );
}
