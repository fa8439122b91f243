import {
  abbreviateNumber,
  calculateField,
  calculationMethods,
  type CalculationMethod,
} from '@connect/domain/grid/field-calculations';
import { Button, NativeSelect, Paper, Popover, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '../icons';

type Props = {
  columns: { field: string; title: string; numeric: boolean }[];
  values: (field: string) => unknown[];
  /** Server mode computes over the rows on screen; the card says so. */
  scope: 'all' | 'page';
};

/** Field-calculation card (spec 2 §2): Sum, Avg, Count, Distinct Count, Max, Min, abbreviated with K…E. */
export function FieldCalculationCard({ columns, values, scope }: Props) {
  const { t } = useTranslation();
  const [field, setField] = useState(columns.find((c) => c.numeric)?.field ?? columns[0]?.field ?? '');
  const [method, setMethod] = useState<CalculationMethod>('Sum');
  const column = columns.find((c) => c.field === field);
  const numericOnly = method !== 'Count' && method !== 'Distinct Count';
  const result = column && (!numericOnly || column.numeric) ? calculateField(method, values(field)) : undefined;
  const shown = result === undefined ? '—' : abbreviateNumber(result);

  return (
    <Popover position="bottom-end" withArrow shadow="md" trapFocus>
      <Popover.Target>
        <Button variant="default" size="xs" leftSection={<Icon name="calculator" size={16} />}>
          {t('grid.calc.button')}
        </Button>
      </Popover.Target>
      <Popover.Dropdown>
        <Paper w={260}>
          <Stack gap="xs">
            <NativeSelect
              label={t('grid.calc.column')}
              value={field}
              onChange={(e) => setField(e.currentTarget.value)}
              data={columns.map((c) => ({ value: c.field, label: c.title }))}
            />
            <NativeSelect
              label={t('grid.calc.method')}
              value={method}
              onChange={(e) => setMethod(e.currentTarget.value as CalculationMethod)}
              data={calculationMethods.map((m) => ({ value: m, label: m }))}
            />
            <Text size="sm" role="status" aria-live="polite">
              {t('grid.calc.result', { method, column: column?.title ?? '', value: shown })}
            </Text>
            {numericOnly && column && !column.numeric && (
              <Text size="xs" c="dimmed">
                {t('grid.calc.notNumeric')}
              </Text>
            )}
            <Text size="xs" c="dimmed">
              {scope === 'page' ? t('grid.calc.scopePage') : t('grid.calc.scopeAll')}
            </Text>
          </Stack>
        </Paper>
      </Popover.Dropdown>
    </Popover>
  );
}
