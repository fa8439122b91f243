import type { GridFilter } from '@connect/contracts/grid/grid-query.schemas';
import {
  Button,
  Drawer,
  Group,
  MultiSelect,
  NumberInput,
  SegmentedControl,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { GridColumn, GridRow } from './grid-types';

// The toolbar's button and its count are a module of their own, so a page can show the button and load the panel
// (Drawer, MultiSelect, NumberInput, SegmentedControl) only when it is opened (issue 22).
export { AdvancedFilterButton, countActiveFilters } from './advanced-filter-button';

/** What the user typed for one column, before it becomes GridFilter entries. */
type Draft = { operator: 'contains' | 'equals'; text: string; min: string; max: string; values: string[] };

const emptyDraft: Draft = { operator: 'contains', text: '', min: '', max: '', values: [] };

/** GridFilter entries of the grid → one draft per column (so the panel shows what is active). */
export function filtersToDrafts(filters: readonly GridFilter[]): Record<string, Draft> {
  const drafts: Record<string, Draft> = {};
  for (const f of filters) {
    const d = (drafts[f.field] ??= { ...emptyDraft });
    if (f.operator === 'contains') Object.assign(d, { operator: 'contains', text: f.value });
    else if (f.operator === 'equals') {
      if (typeof f.value === 'number') Object.assign(d, { min: String(f.value), max: String(f.value) });
      else Object.assign(d, { operator: 'equals', text: f.value, values: [f.value] });
    } else if (f.operator === 'gte') d.min = String(f.value);
    else if (f.operator === 'lte') d.max = String(f.value);
    else if (f.operator === 'between') Object.assign(d, { min: String(f.value[0]), max: String(f.value[1]) });
    else d.values = f.value.map(String);
  }
  return drafts;
}

/** Drafts → the filters a request carries; blank inputs add nothing. */
export function draftsToFilters<Row extends GridRow>(
  columns: readonly GridColumn<Row>[],
  drafts: Record<string, Draft>,
): GridFilter[] {
  const filters: GridFilter[] = [];
  for (const column of columns) {
    const d = drafts[column.field];
    if (!column.filter || !d) continue;
    const field = column.field;
    switch (column.filter.type) {
      case 'text': {
        const value = d.text.trim();
        if (value) filters.push({ field, operator: d.operator, value });
        break;
      }
      case 'number':
      case 'date': {
        const parse = (v: string): string | number => (column.filter?.type === 'number' ? Number(v) : v);
        const min = d.min.trim();
        const max = d.max.trim();
        if (min && max) filters.push({ field, operator: 'between', value: [parse(min), parse(max)] });
        else if (min) filters.push({ field, operator: 'gte', value: parse(min) });
        else if (max) filters.push({ field, operator: 'lte', value: parse(max) });
        break;
      }
      case 'dropdown':
        if (d.values.length === 1 && d.values[0] !== undefined)
          filters.push({ field, operator: 'equals', value: d.values[0] });
        else if (d.values.length > 1) filters.push({ field, operator: 'in', value: d.values });
        break;
    }
  }
  return filters;
}

type Props<Row extends GridRow> = {
  opened: boolean;
  onClose: () => void;
  columns: readonly GridColumn<Row>[];
  filters: readonly GridFilter[];
  onApply: (filters: GridFilter[]) => void;
};

/**
 * Advanced Filter (spec 2 §2): one control per filterable column — text (contains or equals, ignoring case),
 * number range (minimum 0), date range, dropdown. Nothing applies until Apply; Clear removes every filter.
 */
export function AdvancedFilter<Row extends GridRow>({ opened, onClose, columns, filters, onApply }: Props<Row>) {
  const { t } = useTranslation();
  const [drafts, setDrafts] = useState<Record<string, Draft>>(() => filtersToDrafts(filters));
  const [problem, setProblem] = useState<string | null>(null);
  const filterable = columns.filter((c) => c.filter);
  const draftOf = (field: string) => drafts[field] ?? emptyDraft;
  const update = (field: string, patch: Partial<Draft>) =>
    setDrafts((all) => ({ ...all, [field]: { ...(all[field] ?? emptyDraft), ...patch } }));

  const apply = () => {
    for (const column of filterable) {
      const d = draftOf(column.field);
      if ((column.filter?.type === 'number' || column.filter?.type === 'date') && d.min && d.max && d.min > d.max) {
        const reversed =
          column.filter.type === 'number' ? Number(d.min) > Number(d.max) : d.min.localeCompare(d.max) > 0;
        if (reversed) {
          setProblem(t('grid.filter.rangeReversed', { column: column.title }));
          return;
        }
      }
    }
    setProblem(null);
    onApply(draftsToFilters(columns, drafts));
    onClose();
  };

  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      position="right"
      title={t('grid.advancedFilter')}
      closeButtonProps={{ 'aria-label': t('grid.close') }}
      onKeyDown={(event) => {
        if (event.key === 'Enter' && (event.target as HTMLElement).tagName === 'INPUT') apply();
      }}
    >
      <Stack gap="md">
        {filterable.length === 0 && <Text>{t('grid.filter.none')}</Text>}
        {filterable.map((column) => {
          const d = draftOf(column.field);
          const filter = column.filter;
          if (!filter) return null;
          if (filter.type === 'text')
            return (
              <Stack key={column.field} gap={4}>
                <TextInput
                  label={column.title}
                  value={d.text}
                  maxLength={500}
                  onChange={(e) => update(column.field, { text: e.currentTarget.value })}
                />
                <SegmentedControl
                  size="xs"
                  aria-label={t('grid.filter.operatorFor', { column: column.title })}
                  value={d.operator}
                  onChange={(v) => update(column.field, { operator: v === 'equals' ? 'equals' : 'contains' })}
                  data={[
                    { value: 'contains', label: t('grid.filter.contains') },
                    { value: 'equals', label: t('grid.filter.equals') },
                  ]}
                />
              </Stack>
            );
          if (filter.type === 'number')
            return (
              <Group key={column.field} grow align="flex-start">
                <NumberInput
                  label={t('grid.filter.minOf', { column: column.title })}
                  min={0}
                  allowNegative={false}
                  thousandSeparator={false}
                  value={d.min}
                  onChange={(v) => update(column.field, { min: v === '' ? '' : String(v) })}
                />
                <NumberInput
                  label={t('grid.filter.maxOf', { column: column.title })}
                  min={0}
                  allowNegative={false}
                  thousandSeparator={false}
                  value={d.max}
                  onChange={(v) => update(column.field, { max: v === '' ? '' : String(v) })}
                />
              </Group>
            );
          if (filter.type === 'date')
            return (
              <Group key={column.field} grow align="flex-start">
                <TextInput
                  type="date"
                  label={t('grid.filter.fromOf', { column: column.title })}
                  value={d.min}
                  onChange={(e) =>
                    update(column.field, {
                      min: e.currentTarget.value,
                      ...(filter.range === false ? { max: e.currentTarget.value } : {}),
                    })
                  }
                />
                {filter.range !== false && (
                  <TextInput
                    type="date"
                    label={t('grid.filter.toOf', { column: column.title })}
                    value={d.max}
                    onChange={(e) => update(column.field, { max: e.currentTarget.value })}
                  />
                )}
              </Group>
            );
          return (
            <MultiSelect
              key={column.field}
              label={column.title}
              data={filter.options}
              value={d.values}
              searchable
              clearable
              onChange={(values) => update(column.field, { values })}
              comboboxProps={{ withinPortal: true }}
            />
          );
        })}
        {problem && (
          <Text role="alert" c="red" size="sm">
            {problem}
          </Text>
        )}
        <Group justify="space-between">
          <Button
            variant="default"
            onClick={() => {
              setDrafts({});
              setProblem(null);
              onApply([]);
              onClose();
            }}
          >
            {t('grid.filter.clear')}
          </Button>
          <Button onClick={apply}>{t('grid.filter.apply')}</Button>
        </Group>
      </Stack>
    </Drawer>
  );
}
