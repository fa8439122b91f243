import { categoryInputSchema } from '@connect/contracts/reports/reports.schemas';
import { Button, Group, NumberInput, Stack, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SimpleTable } from '@/components/simple-table';
import { contractMessageText } from '@/lib/contract-message';
import { useReportCategories, useReportChange } from '@/features/reports/api/report-admin';
import { ChangeError, confirmed } from './change-error';

/** The categories tab: add a category (name and sort order), see how many reports each holds, delete one. */
export function CategoriesTab() {
  const { t } = useTranslation();
  const categories = useReportCategories();
  const change = useReportChange();
  const [name, setName] = useState('');
  const [sortOrder, setSortOrder] = useState<number>(0);
  const [error, setError] = useState('');
  const add = () => {
    const parsed = categoryInputSchema.safeParse({ name, sortOrder });
    if (!parsed.success) {
      setError(contractMessageText(parsed.error.issues[0]?.message ?? ''));
      return;
    }
    setError('');
    change.mutate(
      { kind: 'saveCategory', id: null, body: { name, sortOrder } },
      { onSuccess: confirmed(() => setName('')) },
    );
  };
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
      <SimpleTable
        label={t('reports.management.tabs.categories')}
        loaded={Boolean(categories.data)}
        rows={categories.data?.items ?? []}
        rowKey={(c) => c.id}
        empty={t('reports.management.noCategories')}
        columns={[
          { header: t('reports.management.categoryName'), cell: (c) => c.name },
          { header: t('reports.management.sortOrder'), cell: (c) => c.sortOrder },
          { header: t('reports.management.reportCount'), cell: (c) => c.reportCount },
          {
            header: t('reports.management.actions'),
            hideHeader: true,
            cell: (c) => (
              <Button
                size="xs"
                color="red"
                variant="light"
                aria-label={t('reports.management.deleteCategory', { name: c.name })}
                onClick={() => change.mutate({ kind: 'deleteCategory', id: c.id }, { onSuccess: confirmed() })}
              >
                {t('reports.management.delete')}
              </Button>
            ),
          },
        ]}
      />
    </Stack>
  );
}
