import type { AirRatesResponse, OceanRatesResponse } from '@connect/contracts/freight/freight.schemas';
import { Group, List, Stack, Table, Text } from '@mantine/core';
import type { JSX } from 'react';
import { useTranslation } from 'react-i18next';
import { useDateFormat } from '@/lib/dates/use-date-format';
import { useFreightFormat } from '../utils/freight-format';

/** Noon UTC of an ISO day, so the day shown is that day in every time zone. */
const dayOf = (isoDay: string) => `${isoDay}T12:00:00Z`;

function TotalLine(props: {
  total: string;
  transitDays: number | null;
  co2e?: AirRatesResponse['estimate']['co2e'];
}): JSX.Element {
  const { t } = useTranslation();
  const format = useFreightFormat('USD');
  return (
    <Group gap="lg" align="baseline" wrap="wrap">
      <Text fw={700} size="xl" data-testid="freight-total">
        {t('freight.explain.total')}: {props.total}
      </Text>
      {props.transitDays !== null && <Text>{t('freight.explain.transitDays', { count: props.transitDays })}</Text>}
      {props.co2e && (
        <Text
          title={t('freight.calculator.co2eSource', {
            source: props.co2e.source,
            distance: format.number(props.co2e.distanceKm),
          })}
        >
          {t('freight.calculator.co2e', { co2e: format.number(props.co2e.co2eKg) })}
        </Text>
      )}
    </Group>
  );
}

function TariffLine(props: { tariffNumber: string; validFrom: string; validTo: string }): JSX.Element {
  const { t } = useTranslation();
  const { formatDate } = useDateFormat();
  return (
    <Text size="sm" c="dimmed">
      {t('freight.calculator.tariff', {
        number: props.tariffNumber,
        from: formatDate(dayOf(props.validFrom)),
        to: formatDate(dayOf(props.validTo)),
      })}
    </Text>
  );
}

/**
 * The air estimate, explained (issue #18, decision 043): the chargeable weight and which weight gave it, the break
 * applied, what the higher-break rule saved or what the next break would cost, every charge line with its minimum
 * and margin, the total beside transit time and CO₂e.
 */
export function AirEstimateView({ answer }: { answer: AirRatesResponse }): JSX.Element {
  const { t } = useTranslation();
  const { estimate, rates } = answer;
  const f = useFreightFormat(estimate.currency);
  const { chargeable } = estimate;
  const freightLine = estimate.lines.find((l) => l.code === 'FREIGHT');
  const unitLabel = chargeable.weightUnit === 'LB' ? 'lb' : 'kg';

  return (
    <Stack gap="sm">
      <TotalLine total={f.money(estimate.totalCents)} transitDays={rates.transitDays} co2e={estimate.co2e} />
      <List size="sm" spacing={4}>
        <List.Item>
          {t(
            chargeable.basis === 'gross' ? 'freight.explain.chargeableGross' : 'freight.explain.chargeableVolumetric',
            {
              weight: f.weight(chargeable.chargeableWeight),
              unit: unitLabel,
            },
          )}{' '}
          ({t('freight.calculator.grossWeight')} {f.weight(chargeable.grossWeight)} {unitLabel} ·{' '}
          {f.weight(chargeable.volumetricWeight)} {unitLabel})
          {chargeable.weightUnit === 'LB' && (
            <> — {t('freight.explain.inKilograms', { weight: f.weight(chargeable.chargeableKg) })}</>
          )}
        </List.Item>
        <List.Item>
          {t('freight.explain.breakApplied', {
            break: t(`freight.breaks.${estimate.appliedBreak.key}` as 'freight.breaks.rate0'),
            rate: f.money(freightLine?.rateCents ?? 0),
          })}
        </List.Item>
        {estimate.higherBreakApplied && (
          <List.Item>
            {t('freight.explain.higherBreakApplied', {
              weight: f.weight(estimate.billedKg),
              break: t(`freight.breaks.${estimate.appliedBreak.key}` as 'freight.breaks.rate0'),
              saving: f.money(estimate.savingCents),
              actual: f.weight(chargeable.chargeableKg),
            })}
          </List.Item>
        )}
        {estimate.nextBreak && (
          <List.Item>
            {t('freight.explain.nextBreak', {
              weight: f.weight(estimate.nextBreak.break.fromKg),
              extra: f.money(estimate.nextBreak.extraCents),
            })}
          </List.Item>
        )}
      </List>
      <Table.ScrollContainer minWidth={640}>
        <Table striped withTableBorder>
          <Table.Caption>{t('freight.calculator.charges')}</Table.Caption>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{t('freight.calculator.charge')}</Table.Th>
              <Table.Th scope="col">{t('freight.calculator.rate')}</Table.Th>
              <Table.Th scope="col">{t('freight.calculator.quantity')}</Table.Th>
              <Table.Th scope="col">{t('freight.calculator.calculated')}</Table.Th>
              <Table.Th scope="col">{t('freight.calculator.minimum')}</Table.Th>
              <Table.Th scope="col">{t('freight.calculator.margin')}</Table.Th>
              <Table.Th scope="col">{t('freight.calculator.amount')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {estimate.lines.map((line) => (
              <Table.Tr key={line.code}>
                <Table.Th scope="row">{t(`freight.lines.${line.code}`)}</Table.Th>
                <Table.Td>
                  {f.money(line.rateCents)} {t(`freight.units.${line.unit}`)}
                </Table.Td>
                <Table.Td>
                  {line.quantityKg === null ? t('freight.calculator.none') : `${f.weight(line.quantityKg)} kg`}
                </Table.Td>
                <Table.Td>{f.money(line.calculatedCents)}</Table.Td>
                <Table.Td>
                  {f.money(line.minimumCents)}
                  {line.minimumApplied && (
                    <Text size="xs" c="dimmed">
                      {t('freight.explain.minimumApplied', { minimum: f.money(line.minimumCents) })}
                    </Text>
                  )}
                </Table.Td>
                <Table.Td>
                  {line.margin ? (
                    <>
                      {f.money(line.margin.cents)}{' '}
                      <Text span size="xs" c="dimmed">
                        ({t(`freight.marginTypes.${line.margin.type}`)})
                      </Text>
                    </>
                  ) : (
                    t('freight.calculator.none')
                  )}
                </Table.Td>
                <Table.Td>{f.money(line.amountCents)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
          <Table.Tfoot>
            <Table.Tr>
              <Table.Th scope="row" colSpan={6}>
                {t('freight.explain.total')}
              </Table.Th>
              <Table.Td fw={700}>{f.money(estimate.totalCents)}</Table.Td>
            </Table.Tr>
          </Table.Tfoot>
        </Table>
      </Table.ScrollContainer>
      <TariffLine tariffNumber={rates.tariffNumber} validFrom={rates.validFrom} validTo={rates.validTo} />
    </Stack>
  );
}

/** The ocean FCL estimate: each 20' GP charge, per container × count or once, and the total. */
export function OceanEstimateView({ answer }: { answer: OceanRatesResponse }): JSX.Element {
  const { t } = useTranslation();
  const { estimate, rate } = answer;
  const f = useFreightFormat(estimate.currency);
  return (
    <Stack gap="sm">
      <TotalLine total={f.money(estimate.totalCents)} transitDays={rate.transitDays} />
      <Text size="sm">{t('freight.calculator.containers', { count: estimate.containerCount })}</Text>
      <Table.ScrollContainer minWidth={480}>
        <Table striped withTableBorder>
          <Table.Caption>{t('freight.calculator.charges')}</Table.Caption>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{t('freight.calculator.charge')}</Table.Th>
              <Table.Th scope="col">{t('freight.calculator.rate')}</Table.Th>
              <Table.Th scope="col">{t('freight.calculator.quantity')}</Table.Th>
              <Table.Th scope="col">{t('freight.calculator.amount')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {estimate.lines.map((line) => (
              <Table.Tr key={line.chargeCode}>
                <Table.Th scope="row">{line.description}</Table.Th>
                <Table.Td>
                  {f.money(line.amountCents)}{' '}
                  {line.isPerUnit ? t('freight.calculator.perContainer') : t('freight.calculator.perShipment')}
                </Table.Td>
                <Table.Td>{f.number(line.quantity)}</Table.Td>
                <Table.Td>{f.money(line.lineCents)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
          <Table.Tfoot>
            <Table.Tr>
              <Table.Th scope="row" colSpan={3}>
                {t('freight.explain.total')}
              </Table.Th>
              <Table.Td fw={700}>{f.money(estimate.totalCents)}</Table.Td>
            </Table.Tr>
          </Table.Tfoot>
        </Table>
      </Table.ScrollContainer>
      <TariffLine tariffNumber={rate.tariffNumber} validFrom={rate.validFrom} validTo={rate.validTo} />
    </Stack>
  );
}
