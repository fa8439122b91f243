import { requestQuotationSchema, type RequestQuotationInput } from '@connect/contracts/quotations/quotations.schemas';
import { quotationPrefillOf } from '@connect/contracts/quotations/request-prefill';
import { bookingModeCodes, estimatorServiceLevels, weightUnits } from '@connect/domain/reference/enumerations';
import { Alert, Button, Group, Paper, SimpleGrid, Stack, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useIncotermOptions } from '@/entities/display/incoterm';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { DateField, FormNotValidAlert, SelectField, TextField } from '@/components/form/form-fields';
import { TextAreaField } from '@/components/form/text-area-field';
import { YesNoSwitch } from '@/components/form/yes-no-switch';
import { NumericField } from '@/components/form/numeric-field';
import { ApiError } from '@/lib/api-client';
import { fieldErrorsOf } from '@/lib/form-errors';
import { messageText } from '@/lib/message-text';
import { notifySuccess } from '@/lib/notify';
import { paths } from '@/lib/paths';
import { useSchemaForm } from '@/lib/use-schema-form';
import { useRequestQuotation } from '../api/quotations-api';
import { fromSelect, useErrorText } from '../utils/form-text';

/** The form's values: the contract's input with every field present; numbers '' while empty. */
export type RequestFormValues = {
  [K in keyof Required<RequestQuotationInput>]: K extends 'pieces' | 'grossWeight' | 'volumeCbm' | 'containerCount'
    ? number | ''
    : Required<RequestQuotationInput>[K];
};

const blank: RequestFormValues = {
  mode: '' as RequestFormValues['mode'],
  serviceLevel: 'Express',
  originCode: '',
  destinationCode: '',
  incoterms: '',
  cargoReadyDate: '',
  commodity: '',
  hazardous: false,
  pieces: '',
  grossWeight: '',
  weightUnit: 'KG',
  volumeCbm: 0,
  containerCount: 0,
  notes: '',
};

/**
 * /quotations/new (issue #18): a customer asks the forwarder for a price — mode, service level, origin and
 * destination, incoterm, ready date and the cargo (prefilled from a freight estimate's query string, decision 066).
 * Checked with the same schema the server reads; sent, the
 * customer lands on the quotation's detail to follow the offer.
 */
export function QuotationRequestPage() {
  const { t } = useTranslation();
  const incotermOptions = useIncotermOptions();
  const navigate = useNavigate();
  const errorText = useErrorText();
  const request = useRequestQuotation();
  // From a freight estimate (/quotations/new?mode=…): the estimate's mode, lane and cargo, each checked (decision 066).
  const [params] = useSearchParams();
  const form = useSchemaForm<RequestFormValues>(requestQuotationSchema, { ...blank, ...quotationPrefillOf(params) });
  const [invalid, setInvalid] = useState(false);
  const failure = request.error instanceof ApiError && !fieldErrorsOf(request.error.body).length ? request.error : null;

  const field = (name: keyof RequestFormValues) => {
    const props = form.getInputProps(name);
    return { ...props, error: errorText(props.error) };
  };
  const select = (name: keyof RequestFormValues) => ({
    ...field(name),
    onChange: (value: string) => form.setFieldValue(name, fromSelect(value) as never),
  });
  const upper = (name: 'originCode' | 'destinationCode') => ({
    ...field(name),
    onChange: (value: string) => form.setFieldValue(name, value.toUpperCase()),
  });
  const fcl = form.values.mode === 'OCEAN-FCL';

  return (
    <Stack maw={880}>
      <Title order={1}>{t('quotations.titles.new')}</Title>
      <Paper withBorder p="md">
        <form
          noValidate
          aria-label={t('quotations.titles.new')}
          onSubmit={form.onSubmit(
            (values) => {
              setInvalid(false);
              request.mutate(values as RequestQuotationInput, {
                onSuccess: (answer) => {
                  notifySuccess(messageText(answer));
                  void navigate(paths.quotations.detail({ id: answer.quotation.id }));
                },
                onError: (error) => {
                  if (error instanceof ApiError) {
                    const errors = fieldErrorsOf(error.body);
                    form.setErrors(errors);
                  }
                },
              });
            },
            () => setInvalid(true),
          )}
        >
          <Stack>
            <FormNotValidAlert visible={invalid && Object.keys(form.errors).length > 0} />
            {failure && (
              <Alert color="red" variant="light" role="alert">
                {failure.message}
              </Alert>
            )}
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <SelectField
                label={t('quotations.form.mode')}
                withAsterisk
                options={bookingModeCodes.map((m) => ({ id: m, label: t(`quotations.modes.${m}`) }))}
                {...select('mode')}
              />
              <SelectField
                label={t('quotations.form.serviceLevel')}
                withEmptyItem={false}
                options={estimatorServiceLevels.map((s) => ({ id: s, label: t(`quotations.serviceLevels.${s}`) }))}
                {...select('serviceLevel')}
              />
              <TextField
                label={t('quotations.form.origin')}
                description={t('quotations.form.locationHint')}
                withAsterisk
                maxLength={5}
                {...upper('originCode')}
              />
              <TextField
                label={t('quotations.form.destination')}
                description={t('quotations.form.locationHint')}
                withAsterisk
                maxLength={5}
                {...upper('destinationCode')}
              />
              <SelectField
                label={t('quotations.form.incoterms')}
                withAsterisk
                options={incotermOptions}
                {...select('incoterms')}
              />
              <DateField label={t('quotations.form.cargoReadyDate')} withAsterisk {...field('cargoReadyDate')} />
              <TextField label={t('quotations.form.commodity')} withAsterisk maxLength={200} {...field('commodity')} />
              <YesNoSwitch
                label={t('quotations.form.hazardous')}
                {...form.getInputProps('hazardous', { type: 'checkbox' })}
              />
              <NumericField label={t('quotations.form.pieces')} withAsterisk decimals={0} {...field('pieces')} />
              <Group grow align="flex-start">
                <NumericField
                  label={t('quotations.form.grossWeight')}
                  withAsterisk
                  decimals={3}
                  {...field('grossWeight')}
                />
                <SelectField
                  label={t('quotations.form.weightUnit')}
                  withEmptyItem={false}
                  options={weightUnits.map((u) => ({ id: u, label: u }))}
                  {...select('weightUnit')}
                />
              </Group>
              <NumericField label={t('quotations.form.volumeCbm')} decimals={3} {...field('volumeCbm')} />
              {fcl && (
                <NumericField label={t('quotations.form.containerCount')} decimals={0} {...field('containerCount')} />
              )}
            </SimpleGrid>
            <TextAreaField label={t('quotations.form.notes')} rows={3} maxLength={2000} {...field('notes')} />
            <Group justify="flex-end">
              <Button component={Link} to={paths.quotations.dashboard()} variant="default">
                {t('quotations.form.cancel')}
              </Button>
              <Button type="submit" loading={request.isPending}>
                {t('quotations.form.submit')}
              </Button>
            </Group>
          </Stack>
        </form>
      </Paper>
    </Stack>
  );
}
