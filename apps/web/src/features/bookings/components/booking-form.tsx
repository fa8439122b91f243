import type { Booking } from '@connect/contracts/bookings/bookings.schemas';
import { messages } from '@connect/contracts/errors/messages';
import { problemsBeforeSubmit, sameOriginAndDestination } from '@connect/domain/bookings/booking-rules';
import { initialCargoRows } from '@connect/domain/cargo/cargo-rows';
import type { CargoRow } from '@connect/domain/cargo/chargeable-weight';
import { freightTerms, bookingModeCodes, serviceLevels } from '@connect/domain/reference/enumerations';
import {
  Alert,
  Anchor,
  Button,
  Group,
  List,
  Modal,
  Paper,
  SimpleGrid,
  Stack,
  TagsInput,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useIncotermOptions } from '@/entities/display/incoterm';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { CargoPanel, readStoredCargoUnits, type CargoUnits } from '@/entities/cargo/cargo-panel';
import { DateField, SelectField, TextField } from '@/components/form/form-fields';
import { TextAreaField } from '@/components/form/text-area-field';
import { YesNoSwitch } from '@/components/form/yes-no-switch';
import { useAddressBookCache } from '@/entities/address/address-book-cache';
import { ApiError } from '@/lib/api-client';
import { fieldErrorsOf } from '@/lib/form-errors';
import { notifySuccess } from '@/lib/notify';
import { useSaveBooking, useSaveTemplate, useSubmitBooking } from '../api/save-booking';
import { useBookingSession } from '../hooks/use-booking-session';
import { paths } from '@/lib/paths';
import {
  blankBookingValues,
  cargoRowsFromBooking,
  partyFields,
  toBookingInput,
  valuesFromBooking,
  type BookingFormValues,
} from '../utils/booking-form-values';
import { PortSelect } from './port-select';
import { messageText } from '@/lib/message-text';
import { useDateFormat } from '@/lib/dates/use-date-format';

export type BookingFormKind = 'new' | 'edit' | 'new-template' | 'clone-template' | 'edit-template';

type Problem = { path: string; message: string };

/** Server field paths ('body.parties.shipper', 'body.cargo.0.qty') → the form's field names. */
function formErrorsOf(problems: readonly Problem[]): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const p of problems) {
    const name = p.path.replace(/^body\./, '').replace(/^parties\./, '');
    if (!(name in errors)) errors[name] = p.message;
  }
  return errors;
}

export function BookingForm({
  kind,
  source,
  fromTemplate,
}: {
  kind: BookingFormKind;
  /** The booking or template being edited or cloned, or the template a new booking starts from. */
  source: Booking | undefined;
  fromTemplate: Booking | undefined;
}) {
  const { t } = useTranslation();
  const incotermOptions = useIncotermOptions();
  const { isoDay } = useDateFormat();
  const navigate = useNavigate();
  const [, setParams] = useSearchParams();
  const { companyCode, canBook } = useBookingSession();
  const template = kind.endsWith('template');
  const start = source ?? fromTemplate;
  const [values, setValues] = useState<BookingFormValues>(() => {
    const initial = start ? valuesFromBooking(start) : blankBookingValues();
    return kind === 'clone-template' ? { ...initial, templateName: `${initial.templateName} (copy)` } : initial;
  });
  const [cargo, setCargo] = useState<CargoRow[]>(() => (start ? cargoRowsFromBooking(start) : initialCargoRows()));
  const [units, setUnits] = useState<CargoUnits>(() =>
    start ? { weightUnit: start.weightUnit, volumeUnit: start.volumeUnit } : readStoredCargoUnits(),
  );
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [summary, setSummary] = useState<Problem[] | null>(null);
  const [savedId, setSavedId] = useState<string | undefined>(kind === 'edit' ? source?.id : undefined);
  const [templateDialog, setTemplateDialog] = useState(false);
  const [templateName, setTemplateName] = useState('');
  const addresses = useAddressBookCache(companyCode, canBook);
  const saveBooking = useSaveBooking();
  const saveTemplate = useSaveTemplate();
  const submit = useSubmitBooking();

  const set = <K extends keyof BookingFormValues>(field: K, value: BookingFormValues[K]) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => {
      if (!(field in current)) return current;
      const next = { ...current };
      delete next[field];
      return next;
    });
  };
  const input = () => toBookingInput(values, cargo, units);
  const bookingParties = (addresses.data ?? []).filter((a) => a.isBookingParty);
  // The address book's own warnings travel with the choice (issue #23 item 10): in the option and under the field.
  const flagsOf = (a: (typeof bookingParties)[number]) => [
    ...(a.isDuplicate ? [t('addressbook.duplicate.badge')] : []),
    ...(a.unStandarized ? [t('addressbook.unStandarized.badge')] : []),
  ];
  const partyOptions = bookingParties.map((a) => {
    const flags = flagsOf(a);
    return { id: a.addressId, label: `${a.name} — ${a.addressText}${flags.length ? ` (${flags.join(', ')})` : ''}` };
  });
  const partyWarning = (id: string) => {
    const chosen = bookingParties.find((a) => a.addressId === id);
    if (!chosen) return undefined;
    const warnings = [
      ...(chosen.isDuplicate ? [t('bookings.form.partyDuplicate')] : []),
      ...(chosen.unStandarized ? [t('addressbook.unStandarized.hint')] : []),
    ];
    return warnings.length ? warnings.join(' ') : undefined;
  };

  /** Checks the form can be saved as a draft (format and a different origin and destination). */
  const draftProblems = (): Problem[] =>
    sameOriginAndDestination(values) ? [{ path: 'destinationCode', message: messages.originDestinationSame }] : [];

  const failWith = (problems: Problem[], title: boolean) => {
    setErrors(formErrorsOf(problems));
    setSummary(title ? problems : null);
  };

  const onServerError = (error: unknown) => {
    if (!(error instanceof ApiError)) return;
    const fields = fieldErrorsOf(error.body);
    const problems = Object.entries(fields).map(([path, message]) => ({ path, message }));
    failWith(problems.length > 0 ? problems : [{ path: 'form', message: error.message }], true);
  };

  const saveDraft = async (thenSubmit: boolean) => {
    const local = draftProblems();
    if (thenSubmit) {
      const body = input();
      local.push(
        ...problemsBeforeSubmit(
          {
            mode: values.mode,
            isQuick: false,
            originCode: values.originCode,
            destinationCode: values.destinationCode,
            cargoReadyDate: values.cargoReadyDate || null,
            freightTerms: values.freightTerms,
            incoterms: values.incoterms,
            commodity: values.commodity,
            parties: { shipper: values.shipper || null, consignee: values.consignee || null },
            cargo: body.cargo ?? [],
            documentTypes: [],
          },
          // The user's day, as the server counts it (their profile's time zone).
          isoDay(new Date()),
        ).filter((p) => p.path !== 'destinationCode' || !local.some((l) => l.path === 'destinationCode')),
      );
    }
    if (local.length > 0) return failWith(local, true);
    try {
      const answer = await saveBooking.mutateAsync({ id: savedId, values: input() });
      setSavedId(answer.booking.id);
      if (!thenSubmit) {
        notifySuccess(messageText(answer));
        return navigate(paths.bookings.details({ id: answer.booking.id }));
      }
      // Saved: from now on this is the booking's edit page, whatever the submit says.
      setParams({ id: answer.booking.id }, { replace: true });
      const submitted = await submit.mutateAsync(answer.booking.id);
      notifySuccess(submitted.message);
      return navigate(paths.bookings.details({ id: submitted.booking.id }));
    } catch (error) {
      onServerError(error);
    }
  };

  const saveAsTemplate = async (name: string, afterwards: 'stay' | 'templates') => {
    const local = draftProblems();
    if (local.length > 0) return failWith(local, true);
    if (!name.trim()) return setErrors((e) => ({ ...e, templateName: messages.enterTemplateName }));
    try {
      // A template keeps no quotation number (a quote is booked once).
      const { quotationNumber: _quote, ...fields } = input();
      void _quote;
      const answer = await saveTemplate.mutateAsync({
        id: kind === 'edit-template' ? source?.id : undefined,
        values: { ...fields, templateName: name },
      });
      notifySuccess(messageText(answer));
      setTemplateDialog(false);
      if (afterwards === 'templates') navigate(paths.bookings.templates());
    } catch (error) {
      onServerError(error);
    }
  };

  const busy = saveBooking.isPending || submit.isPending || saveTemplate.isPending;
  const title = {
    new: t('bookings.form.newTitle'),
    edit: t('bookings.form.editTitle', { reference: source?.reference ?? '' }),
    'new-template': t('bookings.form.newTemplateTitle'),
    'clone-template': t('bookings.form.cloneTemplateTitle'),
    'edit-template': t('bookings.form.editTemplateTitle'),
  }[kind];
  const err = (field: string) => errors[field];

  return (
    <Stack>
      <Title order={1}>{title}</Title>
      {fromTemplate && kind === 'new' && (
        <Text c="dimmed">{t('bookings.form.fromTemplate', { name: fromTemplate.templateName })}</Text>
      )}
      {summary && summary.length > 0 && (
        <Alert color="red" variant="light" role="alert" title={t('bookings.form.problems')}>
          <List size="sm">
            {summary.map((p) => (
              <List.Item key={`${p.path}:${p.message}`}>{p.message}</List.Item>
            ))}
          </List>
        </Alert>
      )}
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          if (template) void saveAsTemplate(values.templateName, 'templates');
          else void saveDraft(false);
        }}
      >
        <Stack>
          {template && (
            <TextField
              label={t('bookings.form.templateName')}
              withAsterisk
              maxLength={100}
              value={values.templateName}
              onChange={(v) => set('templateName', v)}
              error={err('templateName')}
            />
          )}
          <Paper withBorder p="md" component="section" aria-labelledby="booking-route">
            <Title order={2} size="h4" id="booking-route" mb="sm">
              {t('bookings.form.route')}
            </Title>
            <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
              <SelectField
                label={t('bookings.form.mode')}
                withAsterisk
                options={bookingModeCodes.map((m) => ({ id: m, label: t(`bookings.modes.${m}`) }))}
                value={values.mode}
                onChange={(v) => set('mode', v === '-1' ? '' : v)}
                error={err('mode')}
              />
              <SelectField
                label={t('bookings.form.serviceLevel')}
                withEmptyItem={false}
                options={serviceLevels.map((s) => ({ id: s.code, label: s.name }))}
                value={values.serviceLevel}
                onChange={(v) => set('serviceLevel', v)}
              />
              <DateField
                label={t('bookings.form.cargoReadyDate')}
                withAsterisk
                value={values.cargoReadyDate}
                onChange={(v) => set('cargoReadyDate', v)}
                error={err('cargoReadyDate')}
              />
              <PortSelect
                label={t('bookings.form.origin')}
                withAsterisk
                mode={values.mode}
                value={values.originCode}
                onChange={(v) => set('originCode', v)}
                error={err('originCode')}
              />
              <PortSelect
                label={t('bookings.form.destination')}
                withAsterisk
                mode={values.mode}
                value={values.destinationCode}
                onChange={(v) => set('destinationCode', v)}
                error={err('destinationCode')}
              />
              <SelectField
                label={t('bookings.form.incoterms')}
                withAsterisk
                options={incotermOptions}
                value={values.incoterms}
                onChange={(v) => set('incoterms', v === '-1' ? '' : v)}
                error={err('incoterms')}
              />
              <SelectField
                label={t('bookings.form.freightTerms')}
                withAsterisk
                options={freightTerms.map((f) => ({ id: f.code, label: `${f.code} — ${f.description}` }))}
                value={values.freightTerms}
                onChange={(v) => set('freightTerms', v === '-1' ? '' : v)}
                error={err('freightTerms')}
              />
              <TextField
                label={t('bookings.form.commodity')}
                withAsterisk
                maxLength={200}
                value={values.commodity}
                onChange={(v) => set('commodity', v)}
                error={err('commodity')}
              />
              <YesNoSwitch
                label={t('bookings.form.hazardous')}
                checked={values.hazardous}
                onChange={(v) => set('hazardous', v)}
              />
            </SimpleGrid>
          </Paper>

          <Paper withBorder p="md" component="section" aria-labelledby="booking-parties">
            <Title order={2} size="h4" id="booking-parties" mb="sm">
              {t('bookings.form.parties')}
            </Title>
            {addresses.isSuccess && partyOptions.length === 0 && (
              <Text size="sm" mb="sm">
                {t('bookings.form.noAddresses')}{' '}
                <Anchor component={Link} to={paths.addressBook.addresses()}>
                  {t('bookings.form.addAddress')}
                </Anchor>
              </Text>
            )}
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              {partyFields.map((party) => (
                <SelectField
                  key={party}
                  label={t(`bookings.form.parties_${party}`)}
                  withAsterisk={party === 'shipper' || party === 'consignee'}
                  options={partyOptions}
                  value={values[party]}
                  onChange={(v) => set(party, v === '-1' ? '' : v)}
                  description={partyWarning(values[party])}
                  error={err(party)}
                />
              ))}
            </SimpleGrid>
          </Paper>

          <CargoPanel
            rows={cargo}
            units={units}
            onChange={(next) => {
              setCargo(next.rows);
              setUnits(next.units);
            }}
            errors={cargoErrors(errors)}
          />
          {err('cargo') && (
            <Text c="var(--mantine-color-error)" size="sm" role="alert">
              {err('cargo')}
            </Text>
          )}

          <Paper withBorder p="md" component="section" aria-labelledby="booking-more">
            <Title order={2} size="h4" id="booking-more" mb="sm">
              {t('bookings.form.more')}
            </Title>
            <Stack>
              {!template && (
                <TextField
                  label={t('bookings.form.quotationNumber')}
                  description={t('bookings.form.quotationHint')}
                  maxLength={30}
                  value={values.quotationNumber}
                  onChange={(v) => set('quotationNumber', v)}
                  error={err('quotationNumber')}
                />
              )}
              <TagsInput
                label={t('bookings.form.customerReferences')}
                description={t('bookings.form.referencesHint')}
                value={values.customerReferences}
                onChange={(v) => set('customerReferences', v.slice(0, 20))}
                maxTags={20}
                clearable
              />
              <TextAreaField
                label={t('bookings.form.notes')}
                rows={3}
                value={values.notes}
                onChange={(v) => set('notes', v)}
              />
            </Stack>
          </Paper>

          <Group justify="flex-end">
            <Button
              variant="default"
              component={Link}
              to={template ? paths.bookings.templates() : paths.bookings.dashboard()}
            >
              {t('bookings.form.cancel')}
            </Button>
            {template ? (
              <Button type="submit" loading={busy}>
                {t('bookings.form.saveTemplate')}
              </Button>
            ) : (
              <>
                <Button variant="default" onClick={() => setTemplateDialog(true)} disabled={busy}>
                  {t('bookings.form.saveAsTemplate')}
                </Button>
                <Button variant="light" type="submit" loading={saveBooking.isPending && !submit.isPending}>
                  {t('bookings.form.saveDraft')}
                </Button>
                <Button onClick={() => void saveDraft(true)} loading={submit.isPending}>
                  {t('bookings.form.saveAndSubmit')}
                </Button>
              </>
            )}
          </Group>
        </Stack>
      </form>
      <Modal
        opened={templateDialog}
        onClose={() => setTemplateDialog(false)}
        title={t('bookings.form.saveAsTemplateTitle')}
      >
        <form
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            void saveAsTemplate(templateName, 'stay');
          }}
        >
          <Stack>
            <TextInput
              label={t('bookings.form.templateName')}
              withAsterisk
              data-autofocus
              maxLength={100}
              value={templateName}
              onChange={(e) => setTemplateName(e.currentTarget.value)}
              error={err('templateName')}
            />
            <Group justify="flex-end">
              <Button variant="default" onClick={() => setTemplateDialog(false)}>
                {t('bookings.form.cancel')}
              </Button>
              <Button type="submit" loading={saveTemplate.isPending}>
                {t('bookings.form.saveTemplate')}
              </Button>
            </Group>
          </Stack>
        </form>
      </Modal>
    </Stack>
  );
}

/** 'cargo.0.grossWeight' errors → the cargo panel's per-row messages. */
function cargoErrors(errors: Record<string, string>) {
  const rows: Record<number, Partial<Record<'qty' | 'length' | 'width' | 'height' | 'grossWeight', string>>> = {};
  for (const [path, message] of Object.entries(errors)) {
    const match = /^cargo\.(\d+)\.(qty|length|width|height|grossWeight)$/.exec(path);
    if (!match) continue;
    const index = Number(match[1]);
    const field = match[2] as 'qty' | 'length' | 'width' | 'height' | 'grossWeight';
    rows[index] = { ...rows[index], [field]: message };
  }
  return rows;
}
