import { makeOfferSchema, type MakeOfferInput, type Quotation } from '@connect/contracts/quotations/quotations.schemas';
import { estimatorServiceLevels } from '@connect/domain/reference/enumerations';
import { ActionIcon, Alert, Button, Fieldset, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { DateField, FormNotValidAlert, SelectField, TextField } from '@/components/form/form-fields';
import { TextAreaField } from '@/components/form/text-area-field';
import { NumericField } from '@/components/form/numeric-field';
import { Icon } from '@/components/icons';
import { formatUsdCents } from '@/entities/display/format';
import { ApiError } from '@/lib/api-client';
import { fieldErrorsOf } from '@/lib/form-errors';
import { messageText } from '@/lib/message-text';
import { notifySuccess } from '@/lib/notify';
import { useMakeOffer } from '../api/quotations-api';
import { centsOf, useErrorText } from '../utils/form-text';

type LineDraft = { description: string; amount: number | '' };
type OptionDraft = {
  carrier: string;
  serviceLevel: (typeof estimatorServiceLevels)[number];
  transitDays: number | '';
  lines: LineDraft[];
};

const inAWeek = () => new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10);

const lineCodes = ['ORIGIN', 'FREIGHT', 'DEST_HANDLING'] as const;
type LineCode = (typeof lineCodes)[number];
const isLineCode = (code: string): code is LineCode => (lineCodes as readonly string[]).includes(code);

function draftsOf(q: Quotation, defaultLine: string, lineName: (code: string) => string): OptionDraft[] {
  if (q.options.length === 0 && q.suggestion)
    return [
      {
        carrier: q.suggestion.carrier ?? '',
        serviceLevel: q.suggestion.serviceLevel,
        transitDays: q.suggestion.transitDays ?? '',
        lines: q.suggestion.lines.map((l) => ({ description: lineName(l.code), amount: l.amountCents / 100 })),
      },
    ];
  if (q.options.length === 0)
    return [
      { carrier: '', serviceLevel: q.serviceLevel, transitDays: '', lines: [{ description: defaultLine, amount: '' }] },
    ];
  return q.options.map((o) => ({
    carrier: o.carrier,
    serviceLevel: o.serviceLevel,
    transitDays: o.transitDays,
    lines: o.lines.map((l) => ({ description: l.description, amount: l.amountCents / 100 })),
  }));
}

/** The offer as the contract takes it: amounts in cents, exact to the cent. */
function offerOf(validUntil: string, note: string, options: OptionDraft[]): MakeOfferInput {
  return {
    validUntil,
    note,
    options: options.map((o) => ({
      carrier: o.carrier,
      serviceLevel: o.serviceLevel,
      transitDays: o.transitDays === '' ? Number.NaN : o.transitDays,
      lines: o.lines.map((l) => ({
        description: l.description,
        amountCents: l.amount === '' ? Number.NaN : centsOf(l.amount),
      })),
    })),
  };
}

/**
 * The forwarder's staff make or revise the offer (issue #18): options side by side in the customer's eyes, each
 * with carrier, service level, transit time and its price lines, and the last day the offer is valid. Checked with
 * the contract's schema; the server's field messages land under their fields.
 */
export function QuotationOfferForm({ quotation }: { quotation: Quotation }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const makeOffer = useMakeOffer();
  const revising = quotation.options.length > 0;
  const [validUntil, setValidUntil] = useState(quotation.validUntil ?? inAWeek());
  const [note, setNote] = useState(quotation.offerNote);
  const [options, setOptions] = useState<OptionDraft[]>(() =>
    draftsOf(quotation, t('quotations.offerForm.defaultLine'), (code) =>
      isLineCode(code) ? t(`freight.lines.${code}`) : code,
    ),
  );
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);

  const err = (path: string) => errorText(errors[path]);
  const setOption = (index: number, change: Partial<OptionDraft>) =>
    setOptions((all) => all.map((o, i) => (i === index ? { ...o, ...change } : o)));
  const setLine = (index: number, lineIndex: number, change: Partial<LineDraft>) =>
    setOptions((all) =>
      all.map((o, i) =>
        i === index ? { ...o, lines: o.lines.map((l, j) => (j === lineIndex ? { ...l, ...change } : l)) } : o,
      ),
    );

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setFailure(null);
    const offer = offerOf(validUntil, note, options);
    const parsed = makeOfferSchema.safeParse(offer);
    if (!parsed.success) {
      const next: Record<string, string> = {};
      for (const issue of parsed.error.issues) next[issue.path.join('.')] ??= issue.message;
      setErrors(next);
      return;
    }
    setErrors({});
    makeOffer.mutate(
      { id: quotation.id, offer: parsed.data },
      {
        onSuccess: (answer) => notifySuccess(messageText(answer)),
        onError: (error) => {
          if (!(error instanceof ApiError)) return;
          const fields = fieldErrorsOf(error.body);
          setErrors(fields);
          if (Object.keys(fields).length === 0) setFailure(error.message);
        },
      },
    );
  };

  const requiredNumber = (value: number | '') => (value === '' ? t('errors.required') : undefined);

  return (
    <form
      noValidate
      onSubmit={submit}
      aria-label={t(revising ? 'quotations.offerForm.revise' : 'quotations.offerForm.make')}
    >
      <Stack>
        <FormNotValidAlert visible={Object.keys(errors).length > 0} />
        {!revising && quotation.suggestion && (
          <Text size="sm">
            {t('quotations.offerForm.fromTariff', {
              tariff: quotation.suggestion.tariffNumber,
              total: formatUsdCents(quotation.suggestion.totalCents),
            })}
          </Text>
        )}
        {failure && (
          <Alert color="red" variant="light" role="alert">
            {failure}
          </Alert>
        )}
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <DateField
            label={t('quotations.offerForm.validUntil')}
            withAsterisk
            value={validUntil}
            onChange={setValidUntil}
            error={err('validUntil')}
          />
          <TextAreaField
            label={t('quotations.offerForm.note')}
            rows={2}
            maxLength={2000}
            value={note}
            onChange={setNote}
            error={err('note')}
          />
        </SimpleGrid>
        {options.map((option, index) => {
          const n = index + 1;
          const total = option.lines.reduce((sum, l) => sum + centsOf(l.amount), 0);
          return (
            <Fieldset key={index} legend={t('quotations.offerForm.option', { n })}>
              <Stack gap="sm">
                <SimpleGrid cols={{ base: 1, sm: 3 }}>
                  <TextField
                    label={t('quotations.offerForm.carrier')}
                    withAsterisk
                    maxLength={100}
                    value={option.carrier}
                    onChange={(carrier) => setOption(index, { carrier })}
                    error={err(`options.${index}.carrier`)}
                  />
                  <SelectField
                    label={t('quotations.offerForm.serviceLevel')}
                    withEmptyItem={false}
                    options={estimatorServiceLevels.map((s) => ({ id: s, label: t(`quotations.serviceLevels.${s}`) }))}
                    value={option.serviceLevel}
                    onChange={(value) =>
                      setOption(index, { serviceLevel: value === 'Economy' ? 'Economy' : 'Express' })
                    }
                  />
                  <NumericField
                    label={t('quotations.offerForm.transitDays')}
                    withAsterisk
                    decimals={0}
                    value={option.transitDays}
                    onChange={(transitDays) => setOption(index, { transitDays })}
                    error={
                      errors[`options.${index}.transitDays`]
                        ? (requiredNumber(option.transitDays) ?? err(`options.${index}.transitDays`))
                        : undefined
                    }
                  />
                </SimpleGrid>
                {option.lines.map((line, lineIndex) => (
                  <Group key={lineIndex} align="flex-end" wrap="nowrap">
                    <TextField
                      style={{ flex: 2 }}
                      label={t('quotations.offerForm.charge')}
                      withAsterisk
                      maxLength={100}
                      value={line.description}
                      onChange={(description) => setLine(index, lineIndex, { description })}
                      error={err(`options.${index}.lines.${lineIndex}.description`)}
                    />
                    <NumericField
                      style={{ flex: 1 }}
                      label={t('quotations.offerForm.amount')}
                      withAsterisk
                      decimals={2}
                      value={line.amount}
                      onChange={(amount) => setLine(index, lineIndex, { amount })}
                      error={
                        errors[`options.${index}.lines.${lineIndex}.amountCents`]
                          ? (requiredNumber(line.amount) ?? err(`options.${index}.lines.${lineIndex}.amountCents`))
                          : undefined
                      }
                    />
                    <ActionIcon
                      variant="subtle"
                      color="red"
                      size="lg"
                      mb={4}
                      disabled={option.lines.length === 1}
                      aria-label={t('quotations.offerForm.removeLine', { n: lineIndex + 1 })}
                      onClick={() => setOption(index, { lines: option.lines.filter((_, j) => j !== lineIndex) })}
                    >
                      <Icon name="close" size={18} aria-hidden />
                    </ActionIcon>
                  </Group>
                ))}
                <Group justify="space-between">
                  <Group gap="xs">
                    <Button
                      variant="default"
                      size="xs"
                      onClick={() => setOption(index, { lines: [...option.lines, { description: '', amount: '' }] })}
                    >
                      {t('quotations.offerForm.addLine')}
                    </Button>
                    {options.length > 1 && (
                      <Button
                        variant="subtle"
                        color="red"
                        size="xs"
                        onClick={() => setOptions((all) => all.filter((_, i) => i !== index))}
                      >
                        {t('quotations.offerForm.removeOption', { n })}
                      </Button>
                    )}
                  </Group>
                  <Text fw={600}>
                    {t('quotations.detail.total')}: {formatUsdCents(total)}
                  </Text>
                </Group>
              </Stack>
            </Fieldset>
          );
        })}
        <Group justify="space-between">
          <Button
            variant="default"
            disabled={options.length >= 6}
            onClick={() =>
              setOptions((all) => [
                ...all,
                {
                  carrier: '',
                  serviceLevel: 'Economy',
                  transitDays: '',
                  lines: [{ description: t('quotations.offerForm.defaultLine'), amount: '' }],
                },
              ])
            }
          >
            {t('quotations.offerForm.addOption')}
          </Button>
          <Button type="submit" loading={makeOffer.isPending}>
            {t('quotations.offerForm.send')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
