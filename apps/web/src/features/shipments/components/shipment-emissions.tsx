import type { ShipmentDetail } from '@connect/contracts/shipments/shipments.schemas';
import { Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { FactList } from '@/components/fact-list';
import { formatPassages } from '@/entities/shipment/shipment-status';
import { formatNumber } from '@/entities/display/format';
import type { SectionKey, UiStrings } from '@/lib/i18n-keys';

type Emissions = NonNullable<ShipmentDetail['emissions']>;

const km = (value: number) => formatNumber(Math.round(value));

/**
 * A shipment's CO₂e estimate: the figure, the distances, weight and factor it comes from, and the method sentence
 * worded in the user's language from the estimate's route and adjustment (the server's `method` is English).
 */
export function ShipmentEmissionsFacts({ emissions }: { emissions: Emissions }) {
  const { t, i18n } = useTranslation();
  const d = (key: SectionKey<UiStrings['shipments']['detail']>, options?: Record<string, unknown>) =>
    t(`shipments.detail.${key}`, options);
  const { route, adjustment } = emissions;
  const via = formatPassages(i18n.language, route.via);
  const measured =
    route.kind === 'greatCircle'
      ? d('routeGreatCircle', { km: km(route.km) })
      : route.via.length > 0
        ? d('routeSeaVia', { km: km(route.km), via })
        : d('routeSea', { km: km(route.km) });
  const adjusted =
    adjustment.kind === 'addKm'
      ? d('adjustAddKm', { route: measured, km: formatNumber(adjustment.km) })
      : d('adjustMultiply', { route: measured, factor: formatNumber(adjustment.factor) });
  const method = d('methodSentence', {
    distance: km(emissions.distanceKm),
    basis: d(`methodBasis.${emissions.basis}`),
    route: adjusted,
    tonnes: formatNumber(emissions.tonnes),
    factor: String(emissions.factorKgPerTonneKm),
  });
  const facts = [
    { label: d('co2eLabel'), value: d('co2e', { value: formatNumber(emissions.co2eKg) }) },
    { label: d('distance'), value: d('km', { value: km(emissions.distanceKm) }) },
    ...(route.kind === 'seaRoute' ? [{ label: d('seaRoute'), value: d('km', { value: km(route.km) }) }] : []),
    { label: d('greatCircle'), value: d('km', { value: km(emissions.greatCircleKm) }) },
    { label: d('tonnes'), value: d('tonnesValue', { value: formatNumber(emissions.tonnes) }) },
    { label: d('factor'), value: d('factorValue', { value: String(emissions.factorKgPerTonneKm) }) },
  ];
  return (
    <Stack gap="sm">
      <FactList facts={facts} />
      <Text size="sm">
        <Text span fw={600} size="sm">
          {d('method')}:
        </Text>{' '}
        {method}
      </Text>
      <Text size="sm">
        <Text span fw={600} size="sm">
          {d('source')}:
        </Text>{' '}
        {emissions.source}
      </Text>
    </Stack>
  );
}
