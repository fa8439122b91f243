import { initialCargoRows } from '@connect/domain/cargo/cargo-rows';
import { airPortRestrictionLists, type AirPortRestrictionList } from '@connect/domain/freight/port-restrictions';
import { summarizeCargo, type CargoRow } from '@connect/domain/cargo/chargeable-weight';
import {
  freightDeliveryTermsSchema,
  freightModes,
  freightServiceLevelSchema,
  type AirRatesResponse,
  type CodeName,
  type FreightObject,
  type OceanRatesResponse,
} from '@connect/contracts/freight/freight.schemas';
import {
  Alert,
  Button,
  Group,
  NativeSelect,
  NumberInput,
  Paper,
  SegmentedControl,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { quotationPrefillQuery, type QuotationPrefill } from '@connect/contracts/quotations/request-prefill';
import { useMutation } from '@tanstack/react-query';
import { useId, useRef, useState, type FormEvent, type JSX } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CargoPanel, readStoredCargoUnits, type CargoUnits } from '@/entities/cargo/cargo-panel';
import { ApiError } from '@/lib/api-client';
import { paths, withQuery } from '@/lib/paths';
import {
  useAirDestinations,
  useAirOrigins,
  useCarriers,
  useDischargePorts,
  useLoadingPorts,
} from '../api/get-freight-choices';
import { getAirRates, getOceanRates } from '../api/get-freight-rates';
import { AirEstimateView, OceanEstimateView } from './freight-estimate';

type Mode = (typeof freightModes)[number];
type ServiceLevel = FreightObject['serviceLevel'];
type DeliveryTerms = NonNullable<FreightObject['deliveryTerms']>;

/** The calculator's choices; '' is "not chosen" (spec 1 §5: a combo value of -1 counts as empty). */
export type CalculatorValues = {
  mode: Mode;
  serviceLevel: ServiceLevel;
  deliveryTerms: DeliveryTerms | '';
  originPort: string;
  destinationPort: string;
  portOfLoading: string;
  portOfDischarge: string;
  carrier: string;
  containerCount: number | '';
};

type Field = Exclude<keyof CalculatorValues, 'mode'> | 'totalGrossWeight';

const initialValues: CalculatorValues = {
  mode: 'Air',
  serviceLevel: 'Express',
  deliveryTerms: '',
  originPort: '',
  destinationPort: '',
  portOfLoading: '',
  portOfDischarge: '',
  carrier: '',
  containerCount: 1,
};

/** What each choice clears when it changes (spec 1 §4: each selection resets the dependent choice to empty). */
const dependents: Partial<Record<Field, readonly Field[]>> = {
  originPort: ['destinationPort'],
  portOfLoading: ['portOfDischarge', 'carrier'],
  portOfDischarge: ['carrier'],
};

const airFields = ['originPort', 'destinationPort', 'serviceLevel', 'totalGrossWeight'] as const;
const oceanFields = ['deliveryTerms', 'portOfLoading', 'portOfDischarge', 'carrier', 'containerCount'] as const;

/** The fields of spec 1 §5's freight estimate rule that are missing. */
export function missingFields(values: CalculatorValues, grossWeight: number): Field[] {
  if (values.mode === 'Air') {
    const filled: Record<(typeof airFields)[number], boolean> = {
      originPort: values.originPort !== '',
      destinationPort: values.destinationPort !== '',
      serviceLevel: values.serviceLevel.length > 0,
      totalGrossWeight: grossWeight > 0,
    };
    return airFields.filter((f) => !filled[f]);
  }
  const filled: Record<(typeof oceanFields)[number], boolean> = {
    deliveryTerms: values.deliveryTerms !== '',
    portOfLoading: values.portOfLoading !== '',
    portOfDischarge: values.portOfDischarge !== '',
    carrier: values.carrier !== '',
    containerCount: typeof values.containerCount === 'number' && values.containerCount > 0,
  };
  return oceanFields.filter((f) => !filled[f]);
}

type Estimate = { kind: 'air'; answer: AirRatesResponse } | { kind: 'ocean'; answer: OceanRatesResponse };

const choiceData = (choices: readonly CodeName[], placeholder: string) => [
  { value: '', label: placeholder },
  ...choices.map((c) => ({ value: c.code, label: c.name })),
];

const isRestrictionList = (code: string | null): code is AirPortRestrictionList =>
  code !== null && code in airPortRestrictionLists;

/** The error envelope's params (e.g. the special list's origins and destinations). */
function paramsOf(error: ApiError): Record<string, string | number> {
  const params = (error.body as { error?: { params?: unknown } } | undefined)?.error?.params;
  return params && typeof params === 'object' ? (params as Record<string, string | number>) : {};
}

/**
 * The freight calculator (`/freight-manager/calculator`, issue #18; spec 1 §4, §5, §9; spec 2 §5): mode, service
 * level and delivery terms, the cascading airport or port and carrier choices, the cargo panel, and an estimate
 * from the company's own tariffs that explains itself (`freight-estimate.tsx`), announced when it arrives.
 */
export function FreightCalculatorPage(): JSX.Element {
  const { t } = useTranslation();
  const resultHeadingId = useId();
  const [values, setValues] = useState<CalculatorValues>(initialValues);
  const [rows, setRows] = useState<CargoRow[]>(() => initialCargoRows());
  const [units, setUnits] = useState<CargoUnits>(() => readStoredCargoUnits());
  const [touched, setTouched] = useState<ReadonlySet<Field>>(() => new Set());
  const [submitted, setSubmitted] = useState(false);
  const [estimate, setEstimate] = useState<Estimate | null>(null);
  /** What the last estimate asked, for "Request a quote" (decision 066). */
  const [asked, setAsked] = useState<QuotationPrefill | null>(null);
  const resultRef = useRef<HTMLDivElement>(null);

  const isAir = values.mode === 'Air';
  const origins = useAirOrigins(isAir);
  const destinations = useAirDestinations(isAir ? values.originPort : '');
  const loadingPorts = useLoadingPorts(!isAir);
  const dischargePorts = useDischargePorts(isAir ? '' : values.portOfLoading);
  const carriers = useCarriers(isAir ? '' : values.portOfLoading, isAir ? '' : values.portOfDischarge);

  const summary = summarizeCargo(rows, units);
  const missing = missingFields(values, summary.totalGrossWeight);

  const rates = useMutation({
    mutationFn: (freight: Partial<FreightObject>) =>
      freight.mode === 'Air'
        ? getAirRates(freight).then((answer): Estimate => ({ kind: 'air', answer }))
        : getOceanRates(freight).then((answer): Estimate => ({ kind: 'ocean', answer })),
    onSuccess: (answer) => {
      setEstimate(answer);
      resultRef.current?.focus();
    },
  });

  /** A change clears the dependent choices and the estimate, which no longer answers these parameters. */
  const change = <K extends keyof CalculatorValues>(field: K, value: CalculatorValues[K]) => {
    const cleared = dependents[field as Field] ?? [];
    setValues((v) => ({ ...v, [field]: value, ...Object.fromEntries(cleared.map((d) => [d, ''])) }));
    if (cleared.length > 0) setTouched((s) => new Set([...s].filter((f) => !cleared.includes(f))));
    setEstimate(null);
    rates.reset();
  };

  const changeMode = (mode: Mode) => {
    // Spec 1 §4: Ocean-FCL sets delivery terms PortToPort; every route choice starts again.
    setValues((v) => ({
      ...initialValues,
      serviceLevel: v.serviceLevel,
      containerCount: v.containerCount,
      mode,
      deliveryTerms: mode === 'Ocean-FCL' ? 'PortToPort' : '',
    }));
    setTouched(new Set());
    setSubmitted(false);
    setEstimate(null);
    rates.reset();
  };

  const touch = (field: Field) => setTouched((s) => (s.has(field) ? s : new Set([...s, field])));
  const shown = (field: Field) => (submitted || touched.has(field)) && missing.includes(field);

  const labels: Record<Field, string> = {
    serviceLevel: t('freight.calculator.serviceLevel'),
    deliveryTerms: t('freight.calculator.deliveryTerms'),
    originPort: t('freight.calculator.origin'),
    destinationPort: t('freight.calculator.destination'),
    portOfLoading: t('freight.calculator.portOfLoading'),
    portOfDischarge: t('freight.calculator.portOfDischarge'),
    carrier: t('freight.calculator.carrier'),
    containerCount: t('freight.calculator.containerCount'),
    totalGrossWeight: t('freight.calculator.grossWeight'),
  };
  /** Air: each field its own message ('Origin airport is a required field'); ocean: 'This field is required'. */
  const errorOf = (field: Field): string | undefined => {
    if (!shown(field)) return undefined;
    return isAir ? t('errors.fieldRequired').replace('%s', labels[field]) : t('errors.required');
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (missing.length > 0) {
      setEstimate(null);
      return;
    }
    const freight: Partial<FreightObject> = isAir
      ? {
          mode: 'Air',
          serviceLevel: values.serviceLevel,
          originPort: values.originPort,
          destinationPort: values.destinationPort,
          totalGrossWeight: summary.totalGrossWeight,
          totalVolumetricWeight: summary.totalVolumetricWeight,
          weightUnit: summary.weightUnit,
          volumeUnit: summary.volumeUnit,
        }
      : {
          mode: 'Ocean-FCL',
          serviceLevel: values.serviceLevel,
          deliveryTerms: values.deliveryTerms || undefined,
          portOfLoading: values.portOfLoading,
          portOfDischarge: values.portOfDischarge,
          carrier: values.carrier,
          containerCount: typeof values.containerCount === 'number' ? values.containerCount : 0,
        };
    setAsked(
      isAir
        ? {
            mode: 'AIR',
            serviceLevel: values.serviceLevel,
            originCode: values.originPort,
            destinationCode: values.destinationPort,
            pieces: summary.totalQty > 0 ? summary.totalQty : undefined,
            grossWeight: summary.totalGrossWeight,
            weightUnit: summary.weightUnit,
            volumeCbm:
              summary.volumeUnit === 'CM' ? summary.totalVolume : Math.round(summary.totalVolume * 28.316846592) / 1000,
          }
        : {
            mode: 'OCEAN-FCL',
            serviceLevel: values.serviceLevel,
            originCode: values.portOfLoading,
            destinationCode: values.portOfDischarge,
            containerCount: typeof values.containerCount === 'number' ? values.containerCount : undefined,
          },
    );
    rates.mutate(freight);
  };
  const requestLink = asked && (
    <Button
      component={Link}
      variant="default"
      mt="sm"
      to={withQuery(paths.quotations.new.path, quotationPrefillQuery(asked))}
    >
      {t('freight.calculator.requestQuote')}
    </Button>
  );

  const placeholder = (loading: boolean, count: number, parentChosen: boolean) =>
    loading && parentChosen
      ? t('freight.calculator.loadingChoices')
      : parentChosen && count === 0
        ? t('freight.calculator.noChoices')
        : t('freight.calculator.choose');

  const select = (
    field: 'originPort' | 'destinationPort' | 'portOfLoading' | 'portOfDischarge' | 'carrier',
    look: { choices: readonly CodeName[]; isFetching: boolean },
    parentChosen: boolean,
  ) => (
    <NativeSelect
      label={labels[field]}
      withAsterisk
      data={choiceData(look.choices, placeholder(look.isFetching, look.choices.length, parentChosen))}
      value={values[field]}
      disabled={!parentChosen}
      onChange={(e) => change(field, e.currentTarget.value)}
      onBlur={() => touch(field)}
      error={errorOf(field)}
    />
  );

  const failure = rates.error instanceof ApiError ? rates.error : null;
  const failureText = (error: ApiError): { title: string; body?: string } => {
    if (error.is('FREIGHT_LANE_NOT_ALLOWED'))
      return { title: t('freight.codes.FREIGHT_LANE_NOT_ALLOWED', paramsOf(error)) };
    if (error.is('NO_RATES_FOUND')) {
      const title = t('freight.codes.NO_RATES_FOUND');
      return { title, body: error.message !== title ? error.message : undefined };
    }
    return { title: error.message };
  };
  const restriction = isAir && isRestrictionList(origins.restriction) ? origins.restriction : null;

  return (
    <Stack>
      <Title order={1}>{t('titles.freightCalculator')}</Title>
      <Text c="dimmed">{t('freight.calculator.intro')}</Text>
      <form onSubmit={submit} noValidate aria-label={t('titles.freightCalculator')}>
        <Stack>
          <Paper withBorder p="md" component="section" aria-label={t('freight.calculator.route')}>
            <Stack>
              <Stack gap={4}>
                <Text size="sm" fw={500} id="freight-mode-label">
                  {t('freight.calculator.mode')}
                </Text>
                <SegmentedControl
                  aria-labelledby="freight-mode-label"
                  value={values.mode}
                  onChange={(m) => changeMode(m as Mode)}
                  data={freightModes.map((m) => ({ value: m, label: t(`freight.modes.${m}`) }))}
                  w="fit-content"
                />
              </Stack>
              <SimpleGrid cols={{ base: 1, sm: 3 }}>
                <NativeSelect
                  label={labels.serviceLevel}
                  withAsterisk
                  data={freightServiceLevelSchema.options.map((s) => ({
                    value: s,
                    label: t(`freight.serviceLevels.${s}`),
                  }))}
                  value={values.serviceLevel}
                  onChange={(e) => change('serviceLevel', e.currentTarget.value as ServiceLevel)}
                />
                {!isAir && (
                  <NativeSelect
                    label={labels.deliveryTerms}
                    withAsterisk
                    data={[
                      { value: '', label: t('freight.calculator.choose') },
                      ...freightDeliveryTermsSchema.options.map((d) => ({
                        value: d,
                        label: t(`freight.deliveryTerms.${d}`),
                      })),
                    ]}
                    value={values.deliveryTerms}
                    onChange={(e) => change('deliveryTerms', e.currentTarget.value as DeliveryTerms | '')}
                    onBlur={() => touch('deliveryTerms')}
                    error={errorOf('deliveryTerms')}
                  />
                )}
              </SimpleGrid>
              {restriction && (
                <Text size="sm" c="dimmed">
                  {t('freight.calculator.restricted', {
                    origins: airPortRestrictionLists[restriction].origins.join(', '),
                    destinations: airPortRestrictionLists[restriction].destinations.join(', '),
                  })}
                </Text>
              )}
              {isAir ? (
                <SimpleGrid cols={{ base: 1, sm: 2 }}>
                  {select('originPort', origins, true)}
                  {select('destinationPort', destinations, values.originPort !== '')}
                </SimpleGrid>
              ) : (
                <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }}>
                  {select('portOfLoading', loadingPorts, true)}
                  {select('portOfDischarge', dischargePorts, values.portOfLoading !== '')}
                  {select('carrier', carriers, values.portOfLoading !== '' && values.portOfDischarge !== '')}
                  <NumberInput
                    label={labels.containerCount}
                    withAsterisk
                    min={1}
                    max={999}
                    allowDecimal={false}
                    allowNegative={false}
                    value={values.containerCount}
                    onChange={(v) => change('containerCount', typeof v === 'number' ? v : '')}
                    onBlur={() => touch('containerCount')}
                    error={errorOf('containerCount')}
                  />
                </SimpleGrid>
              )}
            </Stack>
          </Paper>

          {isAir && (
            <Stack gap={4}>
              <CargoPanel
                rows={rows}
                units={units}
                onChange={(next) => {
                  setRows(next.rows);
                  setUnits(next.units);
                  setEstimate(null);
                  rates.reset();
                }}
                estimatedCostUsd={
                  estimate?.kind === 'air' && estimate.answer.estimate.currency === 'USD'
                    ? estimate.answer.estimate.totalCents / 100
                    : null
                }
              />
              {errorOf('totalGrossWeight') && (
                <Text c="var(--mantine-color-error)" size="sm" role="alert">
                  {errorOf('totalGrossWeight')}
                </Text>
              )}
            </Stack>
          )}

          {submitted && !isAir && missing.length > 0 && (
            <Alert color="red" role="alert">
              {t('errors.requiredFieldsMissing')}
            </Alert>
          )}

          <Group>
            <Button type="submit" loading={rates.isPending}>
              {t('freight.calculator.estimate')}
            </Button>
          </Group>
        </Stack>
      </form>

      <div aria-live="polite" aria-atomic="false">
        {failure && (
          <Alert color="red" role="alert" title={failureText(failure).title}>
            {failureText(failure).body}
            {requestLink && <div>{requestLink}</div>}
          </Alert>
        )}
        {estimate && (
          <Paper withBorder p="md" component="section" aria-labelledby={resultHeadingId} ref={resultRef} tabIndex={-1}>
            <Title order={2} size="h3" id={resultHeadingId} mb="sm">
              {t('freight.calculator.result')}
            </Title>
            {estimate.kind === 'air' ? (
              <AirEstimateView answer={estimate.answer} />
            ) : (
              <OceanEstimateView answer={estimate.answer} />
            )}
            {requestLink}
          </Paper>
        )}
      </div>
    </Stack>
  );
}
