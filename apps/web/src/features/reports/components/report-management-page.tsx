import {
  builtInReportNames,
  categoryInputSchema,
  reportDefinitionInputSchema,
  type ReportDefinition,
} from '@connect/contracts/reports/reports.schemas';
import { messageKeyOf } from '@connect/contracts/messages/message-keys';
import {
  Alert,
  Badge,
  Button,
  Group,
  Modal,
  MultiSelect,
  NumberInput,
  SegmentedControl,
  Select,
  Stack,
  Switch,
  Table,
  Tabs,
  Text,
  TextInput,
  Textarea,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { UiKey } from '../../../lib/i18n-keys';
import { messageText } from '../../../lib/message-text';
import { notifySuccess } from '../../../lib/notify';
import {
  useAudienceChoices,
  useReportCategories,
  useReportChange,
  useReportDefinitions,
  useReportHistory,
} from '../api/report-admin';

type Draft = {
  name: string;
  description: string;
  categoryId: string | null;
  kind: 'url' | 'builtIn';
  url: string;
  builtIn: 'billing_statement' | null;
  active: boolean;
};
const emptyDraft: Draft = {
  name: '',
  description: '',
  categoryId: null,
  kind: 'url',
  url: '',
  builtIn: null,
  active: true,
};

/** A contract's message in the user's language (its catalogue key), else as it came. */
function useWord() {
  const { t } = useTranslation();
  return (text: string) => {
    const key = messageKeyOf(text);
    return key ? t(key as UiKey) : text;
  };
}

function ChangeError({ error }: { error: Error | null }) {
  if (!error) return null;
  return (
    <Alert color="red" role="alert">
      {error.message}
    </Alert>
  );
}

function ReportForm({ report, onClose }: { report: ReportDefinition | null; onClose: () => void }) {
  const { t } = useTranslation();
  const word = useWord();
  const categories = useReportCategories();
  const change = useReportChange();
  const [draft, setDraft] = useState<Draft>(report ? { ...report } : emptyDraft);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const set = <K extends keyof Draft>(key: K, value: Draft[K]) => setDraft((d) => ({ ...d, [key]: value }));

  const submit = () => {
    const parsed = reportDefinitionInputSchema.safeParse(draft);
    if (!parsed.success) {
      const next: Record<string, string> = {};
      for (const issue of parsed.error.issues) next[String(issue.path[0] ?? '')] ??= word(issue.message);
      setErrors(next);
      return;
    }
    setErrors({});
    change.mutate(
      { kind: 'saveReport', id: report?.id ?? null, body: draft },
      {
        onSuccess: (answer) => {
          notifySuccess(messageText(answer));
          onClose();
        },
      },
    );
  };

  return (
    <Stack>
      <TextInput
        label={t('reports.management.name')}
        withAsterisk
        value={draft.name}
        onChange={(e) => set('name', e.currentTarget.value)}
        error={errors.name}
        data-autofocus
      />
      <Textarea
        label={t('reports.management.description')}
        value={draft.description}
        onChange={(e) => set('description', e.currentTarget.value)}
        autosize
        minRows={2}
      />
      <Select
        label={t('reports.management.category')}
        data={(categories.data?.items ?? []).map((c) => ({ value: c.id, label: c.name }))}
        value={draft.categoryId}
        onChange={(value) => set('categoryId', value)}
        placeholder={t('reports.management.noCategory')}
        clearable
      />
      <Stack gap={4}>
        <Text size="sm" fw={500} id="report-kind-label">
          {t('reports.management.kind')}
        </Text>
        <SegmentedControl
          aria-labelledby="report-kind-label"
          value={draft.kind}
          onChange={(value) => set('kind', value === 'builtIn' ? 'builtIn' : 'url')}
          data={[
            { value: 'url', label: t('reports.management.kinds.url') },
            { value: 'builtIn', label: t('reports.management.kinds.builtIn') },
          ]}
          w="fit-content"
        />
      </Stack>
      {draft.kind === 'url' ? (
        <TextInput
          label={t('reports.management.url')}
          withAsterisk
          type="url"
          value={draft.url}
          onChange={(e) => set('url', e.currentTarget.value)}
          error={errors.url}
        />
      ) : (
        <Select
          label={t('reports.management.builtIn')}
          withAsterisk
          data={builtInReportNames.map((n) => ({ value: n, label: t(`reports.documents.${n}`) }))}
          value={draft.builtIn}
          onChange={(value) => set('builtIn', value === 'billing_statement' ? value : null)}
          error={errors.builtIn}
        />
      )}
      <Switch
        label={t('reports.management.active')}
        checked={draft.active}
        onChange={(e) => set('active', e.currentTarget.checked)}
      />
      <ChangeError error={change.error} />
      <Group justify="flex-end">
        <Button variant="default" onClick={onClose}>
          {t('reports.management.cancel')}
        </Button>
        <Button onClick={submit} loading={change.isPending}>
          {t('reports.management.save')}
        </Button>
      </Group>
    </Stack>
  );
}

function PermissionsForm({ report, onClose }: { report: ReportDefinition; onClose: () => void }) {
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
              {
                onSuccess: (answer) => {
                  notifySuccess(messageText(answer));
                  onClose();
                },
              },
            )
          }
        >
          {t('reports.management.save')}
        </Button>
      </Group>
    </Stack>
  );
}

function ReportsTab() {
  const { t } = useTranslation();
  const definitions = useReportDefinitions();
  const change = useReportChange();
  const [editing, setEditing] = useState<ReportDefinition | 'new' | null>(null);
  const [sharing, setSharing] = useState<ReportDefinition | null>(null);
  const items = definitions.data?.items ?? [];
  return (
    <Stack>
      <Group>
        <Button onClick={() => setEditing('new')}>{t('reports.management.addReport')}</Button>
      </Group>
      <ChangeError error={definitions.error ?? change.error} />
      {definitions.data && items.length === 0 ? (
        <Text role="status">{t('reports.management.none')}</Text>
      ) : (
        <Table striped aria-label={t('reports.management.tabs.reports')}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{t('reports.management.name')}</Table.Th>
              <Table.Th scope="col">{t('reports.management.category')}</Table.Th>
              <Table.Th scope="col">{t('reports.management.kind')}</Table.Th>
              <Table.Th scope="col">{t('reports.management.sharedWith')}</Table.Th>
              <Table.Th scope="col">
                <VisuallyHidden>{t('reports.management.actions')}</VisuallyHidden>
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {items.map((r) => {
              const shared = [...r.companies.map((c) => c.code), ...r.users.map((u) => u.email)];
              return (
                <Table.Tr key={r.id}>
                  <Table.Td>
                    {r.name} {!r.active && <Badge color="gray">{t('reports.management.inactive')}</Badge>}
                  </Table.Td>
                  <Table.Td>{r.categoryName ?? t('reports.management.noCategory')}</Table.Td>
                  <Table.Td>
                    {r.kind === 'url' ? r.url : t(`reports.documents.${r.builtIn ?? 'billing_statement'}`)}
                  </Table.Td>
                  <Table.Td>{shared.length ? shared.join(', ') : t('reports.management.sharedWithNobody')}</Table.Td>
                  <Table.Td>
                    <Group gap="xs" wrap="nowrap">
                      <Button
                        size="xs"
                        variant="default"
                        aria-label={t('reports.management.editReportNamed', { name: r.name })}
                        onClick={() => setEditing(r)}
                      >
                        {t('reports.management.editReport')}
                      </Button>
                      <Button
                        size="xs"
                        variant="default"
                        aria-label={t('reports.management.permissionsNamed', { name: r.name })}
                        onClick={() => setSharing(r)}
                      >
                        {t('reports.management.permissions')}
                      </Button>
                      <Button
                        size="xs"
                        color="red"
                        variant="light"
                        aria-label={t('reports.management.deleteReport', { name: r.name })}
                        onClick={() =>
                          change.mutate(
                            { kind: 'deleteReport', id: r.id },
                            { onSuccess: (answer) => notifySuccess(messageText(answer)) },
                          )
                        }
                      >
                        {t('reports.management.delete')}
                      </Button>
                    </Group>
                  </Table.Td>
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      )}
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

function CategoriesTab() {
  const { t } = useTranslation();
  const word = useWord();
  const categories = useReportCategories();
  const change = useReportChange();
  const [name, setName] = useState('');
  const [sortOrder, setSortOrder] = useState<number>(0);
  const [error, setError] = useState('');
  const add = () => {
    const parsed = categoryInputSchema.safeParse({ name, sortOrder });
    if (!parsed.success) {
      setError(word(parsed.error.issues[0]?.message ?? ''));
      return;
    }
    setError('');
    change.mutate(
      { kind: 'saveCategory', id: null, body: { name, sortOrder } },
      {
        onSuccess: (answer) => {
          notifySuccess(messageText(answer));
          setName('');
        },
      },
    );
  };
  const items = categories.data?.items ?? [];
  return (
    <Stack>
      <Group align="flex-start">
        <TextInput
          label={t('reports.management.categoryName')}
          withAsterisk
          value={name}
          onChange={(e) => setName(e.currentTarget.value)}
          error={error || undefined}
        />
        <NumberInput
          label={t('reports.management.sortOrder')}
          value={sortOrder}
          onChange={(value) => setSortOrder(typeof value === 'number' ? value : 0)}
          min={0}
          max={999}
          w={100}
        />
        <Button mt={25} onClick={add} loading={change.isPending}>
          {t('reports.management.addCategory')}
        </Button>
      </Group>
      <ChangeError error={categories.error ?? change.error} />
      {categories.data && items.length === 0 ? (
        <Text role="status">{t('reports.management.noCategories')}</Text>
      ) : (
        <Table striped aria-label={t('reports.management.tabs.categories')}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{t('reports.management.categoryName')}</Table.Th>
              <Table.Th scope="col">{t('reports.management.sortOrder')}</Table.Th>
              <Table.Th scope="col">{t('reports.management.reportCount')}</Table.Th>
              <Table.Th scope="col">
                <VisuallyHidden>{t('reports.management.actions')}</VisuallyHidden>
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {items.map((c) => (
              <Table.Tr key={c.id}>
                <Table.Td>{c.name}</Table.Td>
                <Table.Td>{c.sortOrder}</Table.Td>
                <Table.Td>{c.reportCount}</Table.Td>
                <Table.Td>
                  <Button
                    size="xs"
                    color="red"
                    variant="light"
                    aria-label={t('reports.management.deleteCategory', { name: c.name })}
                    onClick={() =>
                      change.mutate(
                        { kind: 'deleteCategory', id: c.id },
                        { onSuccess: (answer) => notifySuccess(messageText(answer)) },
                      )
                    }
                  >
                    {t('reports.management.delete')}
                  </Button>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </Stack>
  );
}

function HistoryTab() {
  const { t } = useTranslation();
  const [reportName, setReportName] = useState('');
  const history = useReportHistory({ pageNumber: 1, reportName });
  const items = history.data?.items ?? [];
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
      {history.data && items.length === 0 ? (
        <Text role="status">{t('reports.management.history.none')}</Text>
      ) : (
        <Table striped aria-label={t('reports.management.tabs.history')}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{t('reports.management.history.when')}</Table.Th>
              <Table.Th scope="col">{t('reports.management.history.report')}</Table.Th>
              <Table.Th scope="col">{t('reports.management.history.user')}</Table.Th>
              <Table.Th scope="col">{t('reports.management.history.company')}</Table.Th>
              <Table.Th scope="col">{t('reports.management.history.parameters')}</Table.Th>
              <Table.Th scope="col">{t('reports.management.history.format')}</Table.Th>
              <Table.Th scope="col">{t('reports.management.history.outcome')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {items.map((h) => (
              <Table.Tr key={h.id}>
                <Table.Td>{new Date(h.ranAt).toLocaleString()}</Table.Td>
                <Table.Td>{h.reportName}</Table.Td>
                <Table.Td>{h.userEmail}</Table.Td>
                <Table.Td>{h.companyCode ?? '—'}</Table.Td>
                <Table.Td>
                  {Object.entries(h.parameters)
                    .map(([k, v]) => `${k}=${v}`)
                    .join(', ')}
                </Table.Td>
                <Table.Td>{h.format.toUpperCase()}</Table.Td>
                <Table.Td>{t(`reports.management.history.outcomes.${h.outcome}`)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </Stack>
  );
}

/**
 * /u/reports (portal admins): reports defined by name and URL or as a built-in report (spec 2 §5's 'Report Name is
 * mandatory', 'Report URL is mandatory'), categories, who sees which report (companies and users), and the report
 * history (who ran what, when, with which parameters).
 */
export function ReportManagementPage() {
  const { t } = useTranslation();
  return (
    <Stack>
      <Title order={1}>{t('reports.management.heading')}</Title>
      <Tabs defaultValue="reports" keepMounted={false}>
        <Tabs.List>
          <Tabs.Tab value="reports">{t('reports.management.tabs.reports')}</Tabs.Tab>
          <Tabs.Tab value="categories">{t('reports.management.tabs.categories')}</Tabs.Tab>
          <Tabs.Tab value="history">{t('reports.management.tabs.history')}</Tabs.Tab>
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
      </Tabs>
    </Stack>
  );
}
