import {
  airFreightObjectSchema,
  freightDeliveryTermsSchema,
  freightModes,
  freightServiceLevelSchema,
  oceanFreightObjectSchema,
  type CodeName,
  type FreightObject,
} from '@connect/contracts/freight/freight.schemas';
import { messageKeyOf } from '@connect/contracts/messages/message-keys';
import { Alert, Anchor, Button, Group, NativeSelect, NumberInput, Stack, Text } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ApiError } from '@/lib/api-client';
import { messageText } from '@/lib/message-text';
import { paths } from '@/lib/paths';
import { estimateFreight, useFreightChoices } from '@/features/dashboard/api/freight-lookups';
import { WidgetFrame, type WidgetFrameControls } from '../widget-frame';

type Mode = FreightObject['mode'] | '';
type Field = 'originPort' | 'destinationPort' | 'portOfLoading' | 'portOfDischarge' | 'carrier';
type Values = Record<Field, string> & {
  serviceLevel: FreightObject['serviceLevel'];
  deliveryTerms: NonNullable<FreightObject['deliveryTerms']> | '';
  weight: number | '';
  containers: number | '';
};

const empty: Values = {
  originPort: '',
  destinationPort: '',
  portOfLoading: '',
  portOfDischarge: '',
  carrier: '',
  serviceLevel: 'Express',
  deliveryTerms: '',
  weight: '',
  containers: '',
};

/** Each choice empties what depends on it (spec 1 §4). */
const dependents: Record<Field, Field[]> = {
  originPort: ['destinationPort'],
  destinationPort: [],
  portOfLoading: ['portOfDischarge', 'carrier'],
  portOfDischarge: ['carrier'],
  carrier: [],
};

const validationText = (message: string) => messageText({ message, messageKey: messageKeyOf(message) });
const paramsOf = (error: ApiError): Record<string, string | number> => {
  const params = (error.body as { error?: { params?: unknown } } | undefined)?.error?.params;
  return params && typeof params === 'object' ? (params as Record<string, string | number>) : {};
};

/**
 * The freight calculator widget (spec 1 §2, §4): mode, delivery terms, origin and destination airport or seaport,
 * chargeable weight, service level, ocean carrier and container count, on the estimator's /api/freight calls; the
 * answer is the estimator's explained price in short, with the full calculator one click away.
 */
export function FreightCalculatorWidget({ controls }: { controls: WidgetFrameControls }) {
  const { t, i18n } = useTranslation();
  const [mode, setMode] = useState<Mode>('');
  const [values, setValues] = useState<Values>(empty);
  const [errors, setErrors] = useState<Partial<Record<Field | 'weight' | 'form', string>>>({});
  const choices = useFreightChoices(mode, {
    origin: values.originPort,
    loading: values.portOfLoading,
    discharge: values.portOfDischarge,
  });
  const estimate = useMutation({ mutationFn: estimateFreight });
  const money = (cents: number, currency: string) =>
    new Intl.NumberFormat(i18n.language || 'en-US', { style: 'currency', currency }).format(cents / 100);

  const changeMode = (next: Mode) => {
    setMode(next);
    // Ocean-FCL sets Port to Port (spec 1 §4); every choice starts empty again.
    setValues({ ...empty, deliveryTerms: next === 'Ocean-FCL' ? 'PortToPort' : '' });
    setErrors({});
    estimate.reset();
  };
  const choose = (field: Field, value: string) => {
    setValues((current) => {
      const next = { ...current, [field]: value };
      for (const dependent of dependents[field]) next[dependent] = '';
      return next;
    });
    setErrors((current) => ({ ...current, [field]: undefined, form: undefined }));
    estimate.reset();
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (mode === '') {
      setErrors({ form: validationText('This field is required') });
      return;
    }
    const freight: Partial<FreightObject> =
      mode === 'Air'
        ? {
            mode,
            serviceLevel: values.serviceLevel,
            originPort: values.originPort || undefined,
            destinationPort: values.destinationPort || undefined,
            totalGrossWeight: values.weight === '' ? undefined : values.weight,
            weightUnit: 'LB',
          }
        : {
            mode,
            deliveryTerms: values.deliveryTerms || undefined,
            portOfLoading: values.portOfLoading || undefined,
            portOfDischarge: values.portOfDischarge || undefined,
            carrier: values.carrier || undefined,
            containerCount: values.containers === '' ? undefined : values.containers,
          };
    const parsed = (mode === 'Air' ? airFreightObjectSchema : oceanFreightObjectSchema).safeParse(freight);
    if (!parsed.success) {
      const next: typeof errors = {};
      for (const issue of parsed.error.issues) {
        const path = issue.path[0];
        const field = path === 'totalGrossWeight' ? 'weight' : typeof path === 'string' ? (path as Field) : 'form';
        next[field] ??= validationText(issue.message);
      }
      setErrors(next);
      return;
    }
    setErrors({});
    estimate.mutate(freight);
  };

  const select = (field: Field, label: string, list: { choices: readonly CodeName[] }, enabled: boolean) => (
    <NativeSelect
      label={label}
      withAsterisk
      disabled={!enabled}
      value={values[field]}
      error={errors[field]}
      onChange={(e) => choose(field, e.currentTarget.value)}
      data={[
        { value: '', label: t('freight.calculator.choose') },
        ...list.choices.map((c) => ({ value: c.code, label: c.name })),
      ]}
    />
  );

  const failure = estimate.error instanceof ApiError ? estimate.error : null;
  const failureText = (error: ApiError) =>
    error.is('FREIGHT_LANE_NOT_ALLOWED')
      ? t('freight.codes.FREIGHT_LANE_NOT_ALLOWED', paramsOf(error))
      : error.is('NO_RATES_FOUND')
        ? t('freight.codes.NO_RATES_FOUND')
        : error.message;

  const explainEstimate = (result: NonNullable<typeof estimate.data>) => {
    if (result.mode === 'Air') {
      const { estimate: air } = result.answer;
      return t('dashboard.widgets.freightCalculator.airExplained', {
        weight: new Intl.NumberFormat(i18n.language || 'en-US', { maximumFractionDigits: 3 }).format(air.billedKg),
        break: t(`freight.breaks.${air.appliedBreak.key}` as 'freight.breaks.rate0'),
        rate: money(air.lines.find((l) => l.code === 'FREIGHT')?.rateCents ?? 0, air.currency),
      });
    }
    const { estimate: ocean, rate } = result.answer;
    return t('dashboard.widgets.freightCalculator.oceanExplained', {
      containers: t('freight.calculator.containers', { count: ocean.containerCount }),
      carrier: choices.carriers.choices.find((c) => c.code === rate.carrier)?.name ?? rate.carrier,
    });
  };
  const explained = estimate.data ? explainEstimate(estimate.data) : '';

  return (
    <WidgetFrame
      id="freightCalculator"
      icon="calculator"
      title={t('dashboard.widgets.freightCalculator.title')}
      subHeading={t('dashboard.widgets.freightCalculator.subHeading')}
      controls={controls}
    >
      <form onSubmit={submit} noValidate aria-label={t('dashboard.widgets.freightCalculator.title')}>
        <Stack gap="xs">
          <NativeSelect
            label={t('freight.calculator.mode')}
            withAsterisk
            value={mode}
            error={errors.form && mode === '' ? errors.form : undefined}
            onChange={(e) => changeMode(e.currentTarget.value as Mode)}
            data={[
              { value: '', label: t('freight.calculator.choose') },
              ...freightModes.map((m) => ({ value: m, label: t(`freight.modes.${m}`) })),
            ]}
          />
          {mode === 'Air' && (
            <>
              {select('originPort', t('freight.calculator.origin'), choices.origins, true)}
              {select(
                'destinationPort',
                t('freight.calculator.destination'),
                choices.destinations,
                values.originPort !== '',
              )}
              <NativeSelect
                label={t('freight.calculator.serviceLevel')}
                withAsterisk
                value={values.serviceLevel}
                onChange={(e) => {
                  const level = freightServiceLevelSchema.safeParse(e.currentTarget.value);
                  if (level.success) setValues((v) => ({ ...v, serviceLevel: level.data }));
                }}
                data={freightServiceLevelSchema.options.map((s) => ({
                  value: s,
                  label: t(`freight.serviceLevels.${s}`),
                }))}
              />
              <NumberInput
                label={t('dashboard.widgets.freightCalculator.grossWeight')}
                withAsterisk
                min={0}
                decimalScale={2}
                value={values.weight}
                error={errors.weight}
                onChange={(value) => {
                  setValues((v) => ({ ...v, weight: typeof value === 'number' ? value : '' }));
                  setErrors((e) => ({ ...e, weight: undefined }));
                }}
              />
            </>
          )}
          {mode === 'Ocean-FCL' && (
            <>
              <NativeSelect
                label={t('freight.calculator.deliveryTerms')}
                withAsterisk
                value={values.deliveryTerms}
                onChange={(e) => {
                  const terms = freightDeliveryTermsSchema.safeParse(e.currentTarget.value);
                  setValues((v) => ({ ...v, deliveryTerms: terms.success ? terms.data : '' }));
                }}
                data={freightDeliveryTermsSchema.options.map((d) => ({
                  value: d,
                  label: t(`freight.deliveryTerms.${d}`),
                }))}
              />
              {select('portOfLoading', t('freight.calculator.portOfLoading'), choices.loadingPorts, true)}
              {select(
                'portOfDischarge',
                t('freight.calculator.portOfDischarge'),
                choices.dischargePorts,
                values.portOfLoading !== '',
              )}
              {select('carrier', t('freight.calculator.carrier'), choices.carriers, values.portOfDischarge !== '')}
              <NumberInput
                label={t('freight.calculator.containerCount')}
                withAsterisk
                min={0}
                max={999}
                allowDecimal={false}
                value={values.containers}
                onChange={(value) => setValues((v) => ({ ...v, containers: typeof value === 'number' ? value : '' }))}
              />
            </>
          )}
          {errors.form && mode !== '' && (
            <Alert color="red" variant="light" role="alert">
              {errors.form}
            </Alert>
          )}
          <Group justify="space-between">
            <Button type="submit" loading={estimate.isPending}>
              {t('dashboard.widgets.freightCalculator.estimate')}
            </Button>
            <Anchor component={Link} to={paths.freightManager.calculator()} size="sm">
              {t('dashboard.widgets.freightCalculator.openCalculator')}
            </Anchor>
          </Group>
          {failure && (
            <Alert color="red" variant="light" role="alert">
              {failureText(failure)}
            </Alert>
          )}
          {estimate.data && (
            <Stack gap={2} role="status" aria-live="polite">
              <Text fw={700}>
                {t('dashboard.widgets.freightCalculator.estimatedTotal', {
                  total: money(estimate.data.answer.estimate.totalCents, estimate.data.answer.estimate.currency),
                })}
              </Text>
              <Text size="sm">{explained}</Text>
            </Stack>
          )}
        </Stack>
      </form>
    </WidgetFrame>
  );
}
