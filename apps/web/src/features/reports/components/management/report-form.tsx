import {
  builtInReportNames,
  reportDefinitionInputSchema,
  type ReportDefinition,
} from '@connect/contracts/reports/reports.schemas';
import { Button, Group, SegmentedControl, Select, Stack, Switch, Text, TextInput, Textarea } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { schemaFieldErrors } from '@/lib/contract-message';
import { useReportCategories, useReportChange } from '@/features/reports/api/report-admin';
import { ChangeError, confirmed } from './change-error';

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

/** Adds or edits a report: a URL or a built-in report (spec 2 §5's 'Report Name is mandatory', 'Report URL is mandatory'). */
export function ReportForm({ report, onClose }: { report: ReportDefinition | null; onClose: () => void }) {
  const { t } = useTranslation();
  const categories = useReportCategories();
  const change = useReportChange();
  const [draft, setDraft] = useState<Draft>(report ? { ...report } : emptyDraft);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const set = <K extends keyof Draft>(key: K, value: Draft[K]) => setDraft((d) => ({ ...d, [key]: value }));

  const submit = () => {
    const parsed = reportDefinitionInputSchema.safeParse(draft);
    if (!parsed.success) {
      setErrors(schemaFieldErrors(parsed.error.issues));
      return;
    }
    setErrors({});
    change.mutate({ kind: 'saveReport', id: report?.id ?? null, body: draft }, { onSuccess: confirmed(onClose) });
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
