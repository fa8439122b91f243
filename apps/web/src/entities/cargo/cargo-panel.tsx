import {
  addCargoRow,
  acceptCargoValue,
  canRemoveCargoRow,
  cargoDecimals,
  cargoMinimum,
  duplicateCargoRow,
  initialCargoRows,
  removeCargoRow,
} from '@connect/domain/cargo/cargo-rows';
import {
  convertRows,
  rowVolume,
  summarizeCargo,
  totalCubicUnits,
  type CargoRow,
  type FreightSummary,
  type MeasureUnit,
  type WeightUnit,
} from '@connect/domain/cargo/chargeable-weight';
import {
  ActionIcon,
  Box,
  Button,
  Checkbox,
  Group,
  NativeSelect,
  NumberInput,
  Paper,
  SimpleGrid,
  Stack,
  Table,
  Text,
  Title,
  Tooltip,
} from '@mantine/core';
import { useEffect, useId, useMemo, useRef, useState, type ClipboardEvent, type JSX, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '@/components/icons';

export type CargoUnits = { volumeUnit: MeasureUnit; weightUnit: WeightUnit };
export type CargoField = keyof typeof cargoDecimals;
export type CargoRowErrors = Partial<Record<CargoField, string>>;

export type CargoPanelProps = {
  rows: CargoRow[];
  units: CargoUnits;
  onChange: (next: { rows: CargoRow[]; units: CargoUnits; summary: FreightSummary }) => void;
  /** Estimated cost in USD to show in the totals, if the host knows one (else shown as '—'). */
  estimatedCostUsd?: number | null;
  /** Per-row validation messages from the host (e.g. after submit): rowindex → field → message. */
  errors?: Record<number, CargoRowErrors>;
  readOnly?: boolean;
};

/** The browser storage keys of the chosen units (spec 2 §4), unprefixed as the spec names them. */
export const cargoUnitStorageKeys = { weightUnit: 'WeightUnit', volumeUnit: 'VolumeUnit' } as const;
export const defaultCargoUnits: CargoUnits = { volumeUnit: 'IN', weightUnit: 'LB' };

const measureUnits: readonly MeasureUnit[] = ['IN', 'CM'];
const weightUnits: readonly WeightUnit[] = ['LB', 'KG'];
const dimensionFields = ['length', 'width', 'height'] as const;

function readKey(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

function writeKey(key: string, value: string): void {
  try {
    window.localStorage.setItem(key, value);
  } catch {
    // Storage unavailable (private mode, quota): the units only last this visit.
  }
}

const isMeasureUnit = (value: unknown): value is MeasureUnit => measureUnits.some((u) => u === value);
const isWeightUnit = (value: unknown): value is WeightUnit => weightUnits.some((u) => u === value);

/** The units kept in browser storage under WeightUnit and VolumeUnit (defaults LB and IN). */
export function readStoredCargoUnits(): CargoUnits {
  const volumeUnit = readKey(cargoUnitStorageKeys.volumeUnit);
  const weightUnit = readKey(cargoUnitStorageKeys.weightUnit);
  return {
    volumeUnit: isMeasureUnit(volumeUnit) ? volumeUnit : defaultCargoUnits.volumeUnit,
    weightUnit: isWeightUnit(weightUnit) ? weightUnit : defaultCargoUnits.weightUnit,
  };
}

function writeStoredCargoUnits(units: CargoUnits): void {
  writeKey(cargoUnitStorageKeys.volumeUnit, units.volumeUnit);
  writeKey(cargoUnitStorageKeys.weightUnit, units.weightUnit);
}

/** An info mark (circle with i), decorative: its button carries the name. */
function InfoIcon() {
  return (
    <svg
      width={16}
      height={16}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.8}
      strokeLinecap="round"
      aria-hidden="true"
      focusable="false"
    >
      <circle cx="12" cy="12" r="9" />
      <path d="M12 11v6" />
      <path d="M12 7.5h.01" />
    </svg>
  );
}

/** What is typed in the focused box, shown as typed until it is left (then rounded by `acceptCargoValue`). */
type Draft = { index: number; field: CargoField; value: number | string };

const toNumber = (value: number | string): number => (typeof value === 'number' ? value : Number(value.trim() || 0));

/** Row indexes after a duplicate of `index` (the copy, at index + 1, takes the original's state) or a remove. */
function shiftIndexes(set: ReadonlySet<number>, index: number, change: 'duplicate' | 'remove'): Set<number> {
  const next = new Set<number>();
  for (const i of set) {
    if (change === 'remove') {
      if (i < index) next.add(i);
      else if (i > index) next.add(i - 1);
    } else {
      next.add(i > index ? i + 1 : i);
      if (i === index) next.add(index + 1);
    }
  }
  return next;
}

/**
 * The cargo details panel of the booking form (spec 2 §2, §4, §5, §9): a disclosure, expanded by default, with the
 * volume and weight unit selectors (a change converts every row and is kept in browser storage), the row grid
 * (add on the last row, duplicate, remove while more than one row is left, read-only volume per row) and the
 * totals, whose chargeable weight explains its working in a tooltip. Controlled: every change calls `onChange` with
 * the rows, the units and their summary (IATA reading, docs/decisions/011-chargeable-weight.md).
 */
export function CargoPanel({
  rows,
  units,
  onChange,
  estimatedCostUsd = null,
  errors,
  readOnly = false,
}: CargoPanelProps): JSX.Element {
  const { t, i18n } = useTranslation();
  const headingId = useId();
  const bodyId = useId();
  const [expanded, setExpanded] = useState(true);
  const [draft, setDraft] = useState<Draft | null>(null);
  /** Rows whose gross weight has been left at least once: the required message shows only then. */
  const [touched, setTouched] = useState<ReadonlySet<number>>(() => new Set());
  const quantityInputs = useRef(new Map<number, HTMLInputElement>());
  const pendingFocus = useRef<number | null>(null);

  const summary = useMemo(() => summarizeCargo(rows, units), [rows, units]);
  const cubic = useMemo(() => totalCubicUnits(rows), [rows]);

  const format = useMemo(() => {
    const locale = i18n.language || 'en-US';
    const upTo = (digits: number) => new Intl.NumberFormat(locale, { maximumFractionDigits: digits });
    return {
      whole: upTo(0),
      weight: upTo(2),
      volume: upTo(3),
      factor: upTo(5),
      money: new Intl.NumberFormat(locale, { style: 'currency', currency: 'USD' }),
    };
  }, [i18n.language]);

  // After add, duplicate or remove, focus goes to the quantity of the row that was made or moved up.
  useEffect(() => {
    if (pendingFocus.current === null) return;
    quantityInputs.current.get(pendingFocus.current)?.focus();
    pendingFocus.current = null;
  }, [rows]);

  const emit = (nextRows: CargoRow[], nextUnits: CargoUnits = units) =>
    onChange({ rows: nextRows, units: nextUnits, summary: summarizeCargo(nextRows, nextUnits) });

  const setField = (index: number, patch: Partial<CargoRow>) =>
    emit(rows.map((r, i) => (i === index ? { ...r, ...patch } : r)));

  const changeUnits = (next: CargoUnits) => {
    if (next.volumeUnit === units.volumeUnit && next.weightUnit === units.weightUnit) return;
    writeStoredCargoUnits(next);
    setDraft(null);
    emit(convertRows(rows, units, next), next);
  };

  const add = (index: number) => {
    pendingFocus.current = rows.length;
    emit(addCargoRow(rows, index));
  };
  const duplicate = (index: number) => {
    pendingFocus.current = index + 1;
    setTouched((s) => shiftIndexes(s, index, 'duplicate'));
    emit(duplicateCargoRow(rows, index));
  };
  const remove = (index: number) => {
    if (!canRemoveCargoRow(rows)) return;
    pendingFocus.current = Math.min(index, rows.length - 2);
    setTouched((s) => shiftIndexes(s, index, 'remove'));
    emit(removeCargoRow(rows, index));
  };
  const reset = () => {
    setTouched(new Set());
    setDraft(null);
    emit(initialCargoRows());
  };

  const volumeSymbol = t(`cargo.volumeSymbol.${units.volumeUnit}`);
  const cubicSymbol = t(`cargo.cubicSymbol.${units.volumeUnit}`);
  const weight = (value: number) =>
    t('cargo.totals.weightValue', { value: format.weight.format(value), unit: units.weightUnit });

  const working = t('cargo.working.text', {
    cubic: format.weight.format(cubic),
    cubicUnit: cubicSymbol,
    divisor: format.whole.format(summary.working.divisor),
    factor:
      summary.working.factor === 1
        ? ''
        : t('cargo.working.factor', { factor: format.factor.format(summary.working.factor) }),
    volumetric: format.weight.format(summary.totalVolumetricWeight),
    gross: format.weight.format(summary.totalGrossWeight),
    rounding: t(
      summary.working.rounding === 'up to the next 0.5' ? 'cargo.working.roundingUp' : 'cargo.working.roundingNearest',
    ),
    chargeable: format.weight.format(summary.totalChargeableWeight),
    weightUnit: units.weightUnit,
  });

  const numberCell = (row: CargoRow, index: number, field: CargoField) => {
    const decimals = cargoDecimals[field];
    const shown =
      draft && draft.index === index && draft.field === field ? draft.value : row[field] === 0 ? '' : row[field];
    const required = field === 'grossWeight';
    const message =
      errors?.[row.rowindex]?.[field] ??
      (required && touched.has(index) && row[field] === 0 ? t('errors.required') : undefined);
    return (
      <Table.Td key={field} style={{ verticalAlign: 'top' }}>
        <NumberInput
          ref={
            field === 'qty'
              ? (el: HTMLInputElement | null) => {
                  if (el) quantityInputs.current.set(index, el);
                  else quantityInputs.current.delete(index);
                }
              : undefined
          }
          aria-label={t(`cargo.fields.${field}`, { row: index + 1 })}
          aria-required={required || undefined}
          value={shown}
          min={cargoMinimum}
          allowNegative={false}
          allowDecimal={decimals > 0}
          thousandSeparator={false}
          clampBehavior="none"
          hideControls
          inputMode={decimals > 0 ? 'decimal' : 'numeric'}
          readOnly={readOnly}
          error={message}
          miw={field === 'qty' ? 72 : 96}
          onChange={(value) => {
            setDraft({ index, field, value });
            const n = toNumber(value);
            if (Number.isFinite(n) && n !== row[field]) setField(index, { [field]: n });
          }}
          onBlur={(e) => {
            setDraft(null);
            const accepted = acceptCargoValue(field, e.currentTarget.value) ?? 0;
            if (accepted !== row[field]) setField(index, { [field]: accepted });
            if (required && !touched.has(index)) setTouched((s) => new Set(s).add(index));
          }}
          onKeyDown={(e: KeyboardEvent<HTMLInputElement>) => {
            // Spec 2 §5: the minus key is refused.
            if (e.key === '-') e.preventDefault();
          }}
          onPasteCapture={(e: ClipboardEvent<HTMLInputElement>) => {
            // Spec 2 §5: a pasted value below 1 (or not a number) is refused, before the input reformats it.
            if (acceptCargoValue(field, e.clipboardData.getData('text')) === undefined) {
              e.preventDefault();
              e.stopPropagation();
            }
          }}
        />
      </Table.Td>
    );
  };

  const total = (label: string, value: string, extra?: JSX.Element) => (
    <Box key={label}>
      <Text component="dt" size="sm" c="dimmed">
        <Group component="span" gap={4} wrap="nowrap">
          {label}
          {extra}
        </Group>
      </Text>
      <Text component="dd" fw={600} m={0}>
        {value}
      </Text>
    </Box>
  );

  return (
    <Paper component="section" aria-labelledby={headingId} withBorder p="md" radius="md">
      <Group justify="space-between" wrap="wrap" gap="sm">
        <Title order={2} size="h4" id={headingId}>
          <Button
            variant="subtle"
            color="dark"
            px={4}
            aria-expanded={expanded}
            aria-controls={bodyId}
            leftSection={<Icon name={expanded ? 'chevron-down' : 'chevron-right'} size={18} />}
            onClick={() => setExpanded((e) => !e)}
            styles={{ label: { fontSize: 'inherit', fontWeight: 'inherit' } }}
          >
            {t('cargo.title')}
          </Button>
        </Title>
      </Group>
      <Stack id={bodyId} hidden={!expanded} gap="md" mt="sm">
        <Group gap="md" align="flex-end" wrap="wrap">
          <NativeSelect
            label={t('cargo.volumeUnit')}
            value={units.volumeUnit}
            disabled={readOnly}
            onChange={(e) => {
              const value = e.currentTarget.value;
              if (isMeasureUnit(value)) changeUnits({ ...units, volumeUnit: value });
            }}
            data={measureUnits.map((u) => ({ value: u, label: t(`cargo.units.${u}`) }))}
          />
          <NativeSelect
            label={t('cargo.weightUnit')}
            value={units.weightUnit}
            disabled={readOnly}
            onChange={(e) => {
              const value = e.currentTarget.value;
              if (isWeightUnit(value)) changeUnits({ ...units, weightUnit: value });
            }}
            data={weightUnits.map((u) => ({ value: u, label: t(`cargo.units.${u}`) }))}
          />
        </Group>

        <Box style={{ overflowX: 'auto' }}>
          <Table verticalSpacing="xs" horizontalSpacing="xs" captionSide="top">
            <Table.Caption style={{ textAlign: 'start' }}>{t('cargo.grid')}</Table.Caption>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">{t('cargo.columns.row')}</Table.Th>
                <Table.Th scope="col">{t('cargo.columns.qty')}</Table.Th>
                {dimensionFields.map((field) => (
                  <Table.Th key={field} scope="col">
                    {t(`cargo.columns.${field}`, { unit: units.volumeUnit })}
                  </Table.Th>
                ))}
                <Table.Th scope="col">
                  {t('cargo.columns.grossWeight', { unit: units.weightUnit })}
                  <span aria-hidden="true"> *</span>
                </Table.Th>
                <Table.Th scope="col">{t('cargo.columns.rowWeight', { unit: units.weightUnit })}</Table.Th>
                <Table.Th scope="col">{t('cargo.columns.boxPackaging')}</Table.Th>
                <Table.Th scope="col">{t('cargo.columns.volume', { unit: volumeSymbol })}</Table.Th>
                {!readOnly && <Table.Th scope="col">{t('cargo.columns.actions')}</Table.Th>}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((row, index) => {
                const last = index === rows.length - 1;
                return (
                  <Table.Tr key={index}>
                    <Table.Th scope="row" style={{ verticalAlign: 'top' }}>
                      <Text size="sm" lh="36px">
                        {index + 1}
                      </Text>
                    </Table.Th>
                    {numberCell(row, index, 'qty')}
                    {dimensionFields.map((field) => numberCell(row, index, field))}
                    {numberCell(row, index, 'grossWeight')}
                    <Table.Td style={{ verticalAlign: 'top', whiteSpace: 'nowrap' }}>
                      {/* The row's weight: pieces × weight per piece, what the totals add up. */}
                      <Text size="sm" lh="36px">
                        {weight(row.qty * row.grossWeight)}
                      </Text>
                    </Table.Td>
                    <Table.Td style={{ verticalAlign: 'top' }}>
                      <Checkbox
                        mt={8}
                        aria-label={t('cargo.fields.boxPackaging', { row: index + 1 })}
                        checked={row.boxPackaging}
                        disabled={readOnly}
                        onChange={(e) => setField(index, { boxPackaging: e.currentTarget.checked })}
                      />
                    </Table.Td>
                    <Table.Td style={{ verticalAlign: 'top', whiteSpace: 'nowrap' }}>
                      <Text size="sm" lh="36px">
                        {t('cargo.volumeValue', {
                          value: format.volume.format(rowVolume(row, units.volumeUnit)),
                          unit: volumeSymbol,
                        })}
                      </Text>
                    </Table.Td>
                    {!readOnly && (
                      <Table.Td style={{ verticalAlign: 'top' }}>
                        <Group gap={4} wrap="nowrap">
                          {last && (
                            <Button
                              size="xs"
                              variant="light"
                              mt={4}
                              aria-label={t('cargo.actions.addLabel', { row: index + 1 })}
                              onClick={() => add(index)}
                            >
                              {t('cargo.actions.add')}
                            </Button>
                          )}
                          <Button
                            size="xs"
                            variant="default"
                            mt={4}
                            aria-label={t('cargo.actions.duplicateLabel', { row: index + 1 })}
                            onClick={() => duplicate(index)}
                          >
                            {t('cargo.actions.duplicate')}
                          </Button>
                          {canRemoveCargoRow(rows) && (
                            <Button
                              size="xs"
                              variant="default"
                              color="red"
                              mt={4}
                              aria-label={t('cargo.actions.removeLabel', { row: index + 1 })}
                              onClick={() => remove(index)}
                            >
                              {t('cargo.actions.remove')}
                            </Button>
                          )}
                        </Group>
                      </Table.Td>
                    )}
                  </Table.Tr>
                );
              })}
            </Table.Tbody>
          </Table>
        </Box>

        <Box component="section" aria-label={t('cargo.totals.title')}>
          <SimpleGrid component="dl" cols={{ base: 1, xs: 2, md: 4 }} spacing="sm" verticalSpacing="sm" m={0}>
            {total(t('cargo.totals.qty'), format.whole.format(summary.totalQty))}
            {total(
              t('cargo.totals.volume'),
              t('cargo.volumeValue', { value: format.volume.format(summary.totalVolume), unit: volumeSymbol }),
            )}
            {total(t('cargo.totals.grossWeight'), weight(summary.totalGrossWeight))}
            {total(t('cargo.totals.volumetricWeight'), weight(summary.totalVolumetricWeight))}
            {total(
              t('cargo.totals.chargeableWeight'),
              weight(summary.totalChargeableWeight),
              <Tooltip label={working} multiline w={320} withArrow events={{ hover: true, focus: true, touch: true }}>
                <ActionIcon variant="subtle" color="gray" size="sm" aria-label={t('cargo.working.label')}>
                  <InfoIcon />
                </ActionIcon>
              </Tooltip>,
            )}
            {total(
              t('cargo.totals.estimatedCost'),
              estimatedCostUsd == null ? t('cargo.totals.noValue') : format.money.format(estimatedCostUsd),
            )}
            {rows.some((r) => r.boxPackaging) &&
              total(t('cargo.totals.boxPackaging'), format.money.format(summary.boxPackagingTotal))}
          </SimpleGrid>
        </Box>

        {!readOnly && (
          <Group>
            <Button variant="default" onClick={reset}>
              {t('cargo.reset')}
            </Button>
          </Group>
        )}
      </Stack>
    </Paper>
  );
}
