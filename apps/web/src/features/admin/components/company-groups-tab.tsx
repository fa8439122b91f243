import {
  companyGroupUsersSchema,
  createCompanyGroupSchema,
  type CompanyGroup,
} from '@connect/contracts/admin/company-groups.schemas';
import { Alert, Button, Group, Modal, MultiSelect, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SimpleTable } from '@/components/simple-table';
import { ApiError } from '@/lib/api-client';
import { schemaFieldErrors } from '@/lib/contract-message';
import { fieldErrorsOf } from '@/lib/form-errors';
import { messageText } from '@/lib/message-text';
import { notifySuccess } from '@/lib/notify';
import { useChangeCompanyGroup, useCompanyGroups } from '@/features/admin/api/company-groups';
import { useKnownCompanies } from '@/features/admin/hooks/use-known-companies';
import { UserPicker } from './user-picker';

type Errors = Record<string, string>;

/** A failed change: the fields the server named, or its message as an alert. */
function useProblems() {
  const [errors, setErrors] = useState<Errors>({});
  const [problem, setProblem] = useState<string | null>(null);
  return {
    errors,
    problem,
    setErrors,
    clear: () => {
      setErrors({});
      setProblem(null);
    },
    onError: (error: unknown) => {
      const fields = error instanceof ApiError ? fieldErrorsOf(error.body) : {};
      setErrors(fields);
      setProblem(Object.keys(fields).length > 0 ? null : error instanceof Error ? error.message : String(error));
    },
  };
}

function ProblemAlert({ problem }: { problem: string | null }) {
  return problem ? (
    <Alert color="red" role="alert">
      {problem}
    </Alert>
  ) : null;
}

function FormButtons({ onCancel, onSave, saving }: { onCancel: () => void; onSave: () => void; saving: boolean }) {
  const { t } = useTranslation();
  return (
    <Group justify="flex-end">
      <Button variant="default" onClick={onCancel}>
        {t('adminUsers.groups.cancel')}
      </Button>
      <Button onClick={onSave} loading={saving}>
        {t('adminUsers.groups.save')}
      </Button>
    </Group>
  );
}

/** Creates a group (code, name, companies) or renames one and sets its companies. */
function GroupForm({ group, onClose }: { group: CompanyGroup | null; onClose: () => void }) {
  const { t } = useTranslation();
  const known = useKnownCompanies();
  const change = useChangeCompanyGroup();
  const problems = useProblems();
  const [code, setCode] = useState(group?.code ?? '');
  const [name, setName] = useState(group?.name ?? '');
  const [companyCodes, setCompanyCodes] = useState<string[]>(group?.companies.map((c) => c.companyCode) ?? []);
  const options = new Map((known.data ?? []).map((c) => [c.companyCode, `${c.name} (${c.companyCode})`]));
  for (const c of group?.companies ?? []) if (!options.has(c.companyCode)) options.set(c.companyCode, c.name);

  const submit = () => {
    const body = { code, name, companyCodes };
    const parsed = createCompanyGroupSchema.safeParse(body);
    if (!parsed.success) {
      const found = schemaFieldErrors(parsed.error.issues);
      if (group) delete found.code;
      if (Object.keys(found).length > 0) return problems.setErrors(found);
    }
    problems.clear();
    const done = {
      onSuccess: (answer: { message: string; messageKey?: string }) => {
        notifySuccess(messageText(answer));
        onClose();
      },
      onError: problems.onError,
    };
    if (group) change.mutate({ kind: 'update', groupId: group.id, body: { name, companyCodes } }, done);
    else change.mutate({ kind: 'create', body }, done);
  };

  return (
    <Stack>
      <ProblemAlert problem={problems.problem} />
      {!group && (
        <TextInput
          label={t('adminUsers.groups.code')}
          withAsterisk
          maxLength={40}
          value={code}
          onChange={(e) => setCode(e.currentTarget.value)}
          error={problems.errors.code}
          data-autofocus
        />
      )}
      <TextInput
        label={t('adminUsers.groups.name')}
        withAsterisk
        maxLength={120}
        value={name}
        onChange={(e) => setName(e.currentTarget.value)}
        error={problems.errors.name}
      />
      <MultiSelect
        label={t('adminUsers.groups.companies')}
        withAsterisk
        searchable
        data={[...options].map(([value, label]) => ({ value, label }))}
        value={companyCodes}
        onChange={setCompanyCodes}
        error={problems.errors.companyCodes}
      />
      <FormButtons onCancel={onClose} onSave={submit} saving={change.isPending} />
    </Stack>
  );
}

/** Sets the users who work for every company of the group ('Please select atleast one user' when none). */
function GroupUsersForm({ group, onClose }: { group: CompanyGroup; onClose: () => void }) {
  const { t } = useTranslation();
  const change = useChangeCompanyGroup();
  const problems = useProblems();
  const [userIds, setUserIds] = useState(group.users.map((u) => u.userId));
  const [labels, setLabels] = useState<Record<string, string>>(() =>
    Object.fromEntries(group.users.map((u) => [u.userId, `${u.displayName || u.email} <${u.email}>`])),
  );
  const submit = () => {
    const parsed = companyGroupUsersSchema.safeParse({ userIds });
    if (!parsed.success) return problems.setErrors(schemaFieldErrors(parsed.error.issues));
    problems.clear();
    change.mutate(
      { kind: 'users', groupId: group.id, userIds },
      {
        onSuccess: (answer) => {
          notifySuccess(messageText(answer));
          onClose();
        },
        onError: problems.onError,
      },
    );
  };
  return (
    <Stack>
      <ProblemAlert problem={problems.problem} />
      <Text size="sm">{t('adminUsers.groups.usersHint')}</Text>
      <UserPicker
        label={t('adminUsers.groups.users')}
        value={userIds}
        known={labels}
        onChange={(ids, known) => {
          setUserIds(ids);
          setLabels(known);
        }}
        error={problems.errors.userIds}
      />
      <FormButtons onCancel={onClose} onSave={submit} saving={change.isPending} />
    </Stack>
  );
}

type Editing = { kind: 'new' } | { kind: 'edit'; group: CompanyGroup } | { kind: 'users'; group: CompanyGroup };

/** /u/admin?tab=groups (decision 085): company groups with their companies and users; create, edit, set users. */
export function CompanyGroupsTab() {
  const { t } = useTranslation();
  const groups = useCompanyGroups();
  const [editing, setEditing] = useState<Editing | null>(null);
  const close = () => setEditing(null);
  const title =
    editing?.kind === 'edit'
      ? t('adminUsers.groups.editNamed', { name: editing.group.name })
      : editing?.kind === 'users'
        ? t('adminUsers.groups.usersNamed', { name: editing.group.name })
        : t('adminUsers.groups.addTitle');
  return (
    <Stack>
      <Group>
        <Button onClick={() => setEditing({ kind: 'new' })}>{t('adminUsers.groups.add')}</Button>
      </Group>
      {groups.error && (
        <Alert color="red" role="alert">
          {groups.error.message}
        </Alert>
      )}
      {groups.isPending && <Text role="status">{t('adminUsers.groups.loading')}</Text>}
      <SimpleTable
        label={t('adminUsers.groups.heading')}
        loaded={Boolean(groups.data)}
        rows={groups.data?.items ?? []}
        rowKey={(g) => g.id}
        empty={t('adminUsers.groups.none')}
        columns={[
          { header: t('adminUsers.groups.code'), cell: (g) => g.code },
          { header: t('adminUsers.groups.name'), cell: (g) => g.name },
          {
            header: t('adminUsers.groups.companies'),
            cell: (g) => g.companies.map((c) => `${c.name} (${c.companyCode})`).join(', '),
          },
          {
            header: t('adminUsers.groups.users'),
            cell: (g) => t('adminUsers.groups.userCount', { count: g.users.length }),
          },
          {
            header: t('adminUsers.groups.edit'),
            hideHeader: true,
            cell: (g) => (
              <Group gap="xs" wrap="nowrap">
                <Button
                  size="xs"
                  variant="default"
                  aria-label={t('adminUsers.groups.editNamed', { name: g.name })}
                  onClick={() => setEditing({ kind: 'edit', group: g })}
                >
                  {t('adminUsers.groups.edit')}
                </Button>
                <Button
                  size="xs"
                  variant="default"
                  aria-label={t('adminUsers.groups.usersNamed', { name: g.name })}
                  onClick={() => setEditing({ kind: 'users', group: g })}
                >
                  {t('adminUsers.groups.setUsers')}
                </Button>
              </Group>
            ),
          },
        ]}
      />
      <Modal
        opened={editing !== null}
        onClose={close}
        title={title}
        closeButtonProps={{ 'aria-label': t('adminUsers.groups.cancel') }}
      >
        {editing?.kind === 'users' ? (
          <GroupUsersForm group={editing.group} onClose={close} />
        ) : editing ? (
          <GroupForm group={editing.kind === 'edit' ? editing.group : null} onClose={close} />
        ) : null}
      </Modal>
    </Stack>
  );
}
