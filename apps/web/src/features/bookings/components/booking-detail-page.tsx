import {
  bookingModeSchema,
  bookingIdParamsSchema,
  bookingPartyTypes,
  type Booking,
  type BookingParty,
} from '@connect/contracts/bookings/bookings.schemas';
import { bookingProgress } from '@connect/domain/grid/progress';
import { cargoTypes, incoterms } from '@connect/domain/reference/enumerations';
import { Anchor, Box, Button, Group, Progress, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useIncotermName } from '@/entities/display/incoterm';
import { Link, useSearchParams } from 'react-router';
import { DetailSection } from '@/components/detail-section';
import { FactList } from '@/components/fact-list';
import { LoadedRecord } from '@/components/loaded-record';
import { formatNumber } from '@/entities/display/format';
import { ApiError } from '@/lib/api-client';
import { notifySuccess } from '@/lib/notify';
import { bookingKeys } from '../api/booking-keys';
import { useBooking } from '../api/get-bookings';
import { useSubmitBooking } from '../api/save-booking';
import { useBookingSession } from '../hooks/use-booking-session';
import { portLabel } from '../utils/port-label';
import { paths } from '@/lib/paths';
import { BookingConfirmations, confirmationKindsOf } from './booking-detail-confirmations';
import { BookingDocumentsPanel } from './booking-detail-documents';
import { failureText, fieldIssuesOf, ProblemAlert, useCatalogText, type BookingChanged } from './booking-detail-parts';
import { BookingReview } from './booking-detail-review';
import { messageText } from '@/lib/message-text';
import { TextBadge } from '@/components/text-badge';
import { useDateFormat } from '@/lib/dates/use-date-format';

/**
 * The booking's progress (spec 2 §4) as a labelled bar with its text, and the tooltip text written out beneath:
 * the status notes when there are some, else the default text for an accepted or rejected booking.
 */
function StatusProgress({ booking, forwarder }: { booking: Booking; forwarder: string }) {
  const { t } = useTranslation();
  const progress = bookingProgress(booking.status, { statusNotes: booking.statusNotes, forwarderShortName: forwarder });
  const text = t(`bookings.statuses.${booking.status}`);
  const notes = booking.statusNotes.trim();
  const tooltip = notes
    ? notes
    : progress.tooltip
      ? t(`bookings.detail.statusTooltip.${booking.status}`, { forwarder, defaultValue: progress.tooltip })
      : undefined;
  return (
    <Stack gap={4}>
      <Group gap="xs" wrap="nowrap">
        <Progress
          value={progress.percent}
          color={progress.tone === 'danger' ? 'red' : undefined}
          w={160}
          size="lg"
          aria-label={t('bookings.detail.progressLabel', { text, percent: progress.percent })}
        />
        <Text size="sm" fw={500} c={progress.tone === 'danger' ? 'red.8' : undefined}>
          {t('bookings.detail.progressText', { text, percent: progress.percent })}
        </Text>
      </Group>
      {tooltip && (
        <Text size="sm" c="dimmed" style={{ whiteSpace: 'pre-line' }}>
          {tooltip}
        </Text>
      )}
    </Stack>
  );
}

function Party({ title, party }: { title: string; party: BookingParty | null }) {
  const { t } = useTranslation();
  const address = party
    ? [party.address, party.city, [party.stateProvince, party.postalCode].filter(Boolean).join(' '), party.countryCode]
        .map((part) => part.trim())
        .filter(Boolean)
        .join(', ')
    : '';
  const contact = party ? [party.contactPersonName, party.telNo, party.email].filter(Boolean).join(' · ') : '';
  return (
    <Stack gap={2}>
      <Title order={3} size="h5">
        {title}
      </Title>
      {party ? (
        <>
          <Text fw={500}>{party.name}</Text>
          {address && <Text size="sm">{address}</Text>}
          {contact && <Text size="sm">{t('bookings.detail.contact', { value: contact })}</Text>}
        </>
      ) : (
        <Text size="sm" c="dimmed">
          {t('bookings.detail.notGiven')}
        </Text>
      )}
    </Stack>
  );
}

function CargoTable({ booking, labelledBy }: { booking: Booking; labelledBy: string }) {
  const { t } = useTranslation();
  const unit = (value: number, symbol: string) =>
    t('bookings.detail.unitValue', { value: formatNumber(value), unit: symbol });
  const cargoTypeName = (code: string) => cargoTypes.find((c) => c.code === code)?.name ?? code;
  const totals = booking.totals;
  return (
    <Stack gap="sm">
      {booking.cargo.length === 0 ? (
        <Text>{t('bookings.detail.noCargo')}</Text>
      ) : (
        <Table.ScrollContainer minWidth={560}>
          <Table aria-labelledby={labelledBy} striped>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">{t('bookings.detail.cargoColumns.qty')}</Table.Th>
                <Table.Th scope="col">{t('bookings.detail.cargoColumns.dimensions')}</Table.Th>
                <Table.Th scope="col">{t('bookings.detail.cargoColumns.grossWeight')}</Table.Th>
                <Table.Th scope="col">{t('bookings.detail.cargoColumns.boxPackaging')}</Table.Th>
                <Table.Th scope="col">{t('bookings.detail.cargoColumns.cargoType')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {booking.cargo.map((row, index) => (
                <Table.Tr key={index}>
                  <Table.Td>{formatNumber(row.qty)}</Table.Td>
                  <Table.Td>
                    {t('bookings.detail.dimensionsValue', {
                      length: formatNumber(row.length),
                      width: formatNumber(row.width),
                      height: formatNumber(row.height),
                      unit: booking.volumeUnit,
                    })}
                  </Table.Td>
                  <Table.Td>{unit(row.grossWeight, booking.weightUnit)}</Table.Td>
                  <Table.Td>{row.boxPackaging ? t('bookings.detail.yes') : t('bookings.detail.no')}</Table.Td>
                  <Table.Td>{row.cargoType ? cargoTypeName(row.cargoType) : t('bookings.detail.notGiven')}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      <Title order={3} size="h5">
        {t('cargo.totals.title')}
      </Title>
      <FactList
        facts={[
          { label: t('cargo.totals.qty'), value: formatNumber(totals.totalQty) },
          { label: t('cargo.totals.grossWeight'), value: unit(totals.totalGrossWeight, booking.weightUnit) },
          {
            label: t('cargo.totals.volume'),
            value: unit(totals.totalVolume, t(`cargo.volumeSymbol.${booking.volumeUnit}`)),
          },
          {
            label: t('cargo.totals.chargeableWeight'),
            value: unit(totals.totalChargeableWeight, booking.weightUnit),
          },
        ]}
      />
    </Stack>
  );
}

function History({ booking, labelledBy }: { booking: Booking; labelledBy: string }) {
  const { t } = useTranslation();
  const { formatDateTime } = useDateFormat();
  if (booking.history.length === 0) return <Text>{t('bookings.detail.noHistory')}</Text>;
  return (
    <Stack component="ol" gap="sm" p={0} m={0} aria-labelledby={labelledBy} style={{ listStyle: 'none' }}>
      {booking.history.map((entry, index) => (
        <Box
          component="li"
          key={`${index}-${entry.at}`}
          p="sm"
          style={{ border: '1px solid var(--mantine-color-default-border)', borderRadius: 4 }}
        >
          <Text fw={500}>
            {t('bookings.detail.historyEntry', {
              action: t(`bookings.detail.actions.${entry.action}`, { defaultValue: entry.action }),
              name: entry.actorName,
            })}
          </Text>
          <Text size="sm" c="dimmed">
            {t('bookings.detail.historyMeta', {
              date: formatDateTime(entry.at),
              status: t(`bookings.statuses.${entry.status}`),
            })}
          </Text>
          {entry.notes && (
            <Text size="sm" style={{ whiteSpace: 'pre-line' }}>
              {entry.notes}
            </Text>
          )}
        </Box>
      ))}
    </Stack>
  );
}

/** Edit and Submit for the customer; a refused submit lists every missing field and keeps the booking as it is. */
function CustomerActions({ booking, onBooking }: { booking: Booking; onBooking: BookingChanged }) {
  const { t } = useTranslation();
  const catalog = useCatalogText();
  const submit = useSubmitBooking();
  if (!booking.allowed.edit && !booking.allowed.submit) return null;
  const error = submit.isError ? submit.error : null;
  return (
    <Stack gap="sm">
      <Group gap="sm" role="group" aria-label={t('bookings.detail.customerActions')}>
        {booking.allowed.edit && (
          <Button component={Link} to={paths.bookings.edit({ id: booking.id })} variant="default">
            {t('bookings.detail.edit')}
          </Button>
        )}
        {booking.allowed.submit && (
          <Button
            loading={submit.isPending}
            onClick={() =>
              submit.mutate(booking.id, {
                onSuccess: (answer) => {
                  onBooking(answer.booking);
                  notifySuccess(messageText(answer));
                },
              })
            }
          >
            {t('bookings.detail.submit')}
          </Button>
        )}
      </Group>
      {error && (
        <ProblemAlert
          title={error instanceof ApiError ? catalog(error.message) : t('bookings.detail.submitFailed')}
          problems={fieldIssuesOf(error).map((issue) => catalog(issue.message))}
        />
      )}
    </Stack>
  );
}

function BookingDetailView({ booking, onBooking }: { booking: Booking; onBooking: BookingChanged }) {
  const { t } = useTranslation();
  const incotermName = useIncotermName();
  const { formatDate, formatDateTime } = useDateFormat();
  const { isReviewer, canSeeQuotations, forwarderShortName } = useBookingSession();
  const none = t('bookings.detail.notGiven');
  const or = (text: string) => text || none;
  const code = (group: string, value: string) =>
    value ? t(`bookings.detail.${group}.${value}`, { defaultValue: value }) : none;
  const incoterm = incoterms.find((i) => i.code === booking.incoterms);
  const canUpload = booking.allowed.edit || (booking.status === 'submitted' && !isReviewer);
  const hasConfirmations = confirmationKindsOf(booking.status).length > 0;

  const summaryFacts = [
    { label: t('bookings.detail.status'), value: <StatusProgress booking={booking} forwarder={forwarderShortName} /> },
    ...(isReviewer
      ? [
          {
            label: t('bookings.detail.company'),
            value: booking.companyName
              ? t('bookings.detail.companyValue', { name: booking.companyName, code: booking.companyCode })
              : booking.companyCode,
          },
        ]
      : []),
    ...(booking.houseBill
      ? [
          {
            label: t('bookings.detail.houseBill'),
            value: (
              <Anchor component={Link} to={paths.shipments.dashboard({ billno: booking.houseBill })}>
                {booking.houseBill}
              </Anchor>
            ),
          },
        ]
      : []),
    ...(booking.quotationNumber
      ? [
          {
            label: t('bookings.form.quotationNumber'),
            // The quote's detail: the customer's screen, or the forwarder's for its staff; plain text for a customer
            // without the quotation screens (they could not open the link).
            value:
              booking.quotationId && (isReviewer || canSeeQuotations) ? (
                <Anchor
                  component={Link}
                  to={
                    isReviewer
                      ? paths.freightManager.quotationDetail({ id: booking.quotationId })
                      : paths.quotations.detail({ id: booking.quotationId })
                  }
                >
                  {booking.quotationNumber}
                </Anchor>
              ) : (
                booking.quotationNumber
              ),
          },
        ]
      : []),
    { label: t('bookings.detail.submittedAt'), value: or(formatDateTime(booking.submittedAt)) },
  ];
  const mode = bookingModeSchema.safeParse(booking.mode);
  const routeFacts = [
    { label: t('bookings.form.mode'), value: mode.success ? t(`bookings.modes.${mode.data}`) : booking.mode || none },
    { label: t('bookings.form.serviceLevel'), value: code('serviceLevels', booking.serviceLevel) },
    {
      label: t('bookings.form.incoterms'),
      value: incoterm
        ? t('bookings.detail.codeName', { code: incoterm.code, name: incotermName(incoterm.code) })
        : or(booking.incoterms),
    },
    { label: t('bookings.form.freightTerms'), value: code('freightTerms', booking.freightTerms) },
    // Names with codes, as the form lists them (issue #23 item 10).
    { label: t('bookings.form.origin'), value: or(portLabel(booking.mode, booking.originCode)) },
    { label: t('bookings.form.destination'), value: or(portLabel(booking.mode, booking.destinationCode)) },
    { label: t('bookings.form.cargoReadyDate'), value: or(formatDate(booking.cargoReadyDate)) },
    { label: t('bookings.form.commodity'), value: or(booking.commodity) },
    {
      label: t('bookings.form.hazardous'),
      value: booking.hazardous ? t('bookings.detail.yes') : t('bookings.detail.no'),
    },
  ];

  return (
    <Stack gap="md">
      <Stack gap="xs">
        <Group gap="sm" align="center">
          <Title order={1}>{t('bookings.detail.title', { reference: booking.reference })}</Title>
          {booking.isQuick && (
            <TextBadge variant="light" color="grape" radius="sm" tt="none" size="lg">
              {t('bookings.detail.quick')}
            </TextBadge>
          )}
        </Group>
        <CustomerActions booking={booking} onBooking={onBooking} />
      </Stack>

      <DetailSection title={t('bookings.detail.summary')}>{() => <FactList facts={summaryFacts} />}</DetailSection>

      {booking.allowed.review && (
        <DetailSection title={t('bookings.detail.review')}>
          {() => <BookingReview booking={booking} onBooking={onBooking} />}
        </DetailSection>
      )}

      <DetailSection title={t('bookings.form.route')}>{() => <FactList facts={routeFacts} />}</DetailSection>

      {!booking.isQuick || bookingPartyTypes.some((p) => booking.parties[p]) ? (
        <DetailSection title={t('bookings.form.parties')}>
          {() => (
            <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
              {bookingPartyTypes.map((type) => (
                <Party key={type} title={t(`bookings.form.parties_${type}`)} party={booking.parties[type]} />
              ))}
            </SimpleGrid>
          )}
        </DetailSection>
      ) : null}

      <DetailSection title={t('bookings.form.cargo')}>
        {(id) => <CargoTable booking={booking} labelledBy={id} />}
      </DetailSection>

      <DetailSection title={t('bookings.form.more')}>
        {() => (
          <FactList
            facts={[
              {
                label: t('bookings.form.customerReferences'),
                value:
                  booking.customerReferences.length > 0
                    ? booking.customerReferences.join(', ')
                    : t('bookings.detail.noReferences'),
              },
              {
                label: t('bookings.form.notes'),
                value: booking.notes ? (
                  <Text component="span" style={{ whiteSpace: 'pre-line' }}>
                    {booking.notes}
                  </Text>
                ) : (
                  t('bookings.detail.noNotes')
                ),
              },
            ]}
          />
        )}
      </DetailSection>

      <DetailSection title={t('bookings.detail.documents')}>
        {(id) => (
          <BookingDocumentsPanel booking={booking} canUpload={canUpload} labelledBy={id} onBooking={onBooking} />
        )}
      </DetailSection>

      {hasConfirmations && (
        <DetailSection title={t('bookings.detail.confirmations')}>
          {() => <BookingConfirmations booking={booking} />}
        </DetailSection>
      )}

      <DetailSection title={t('bookings.detail.history')}>
        {(id) => <History booking={booking} labelledBy={id} />}
      </DetailSection>
    </Stack>
  );
}

/**
 * /booking/bookings-details?id=…: one booking with its progress, route and terms, parties, cargo with totals,
 * references and notes, documents (upload with progress while the customer may still add them), the PDFs the
 * server renders, the customer's Edit and Submit, the staff's review, and the history. A missing, malformed or
 * another company's id shows 'Record Not Found'.
 */
export function BookingDetailPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const raw = (params.get('id') ?? '').trim();
  const id = bookingIdParamsSchema.shape.bookingId.safeParse(raw).success ? raw : undefined;
  const { sessionKey } = useBookingSession();
  const detail = useBooking(id, sessionKey);
  const queryClient = useQueryClient();
  const onBooking = useCallback<BookingChanged>(
    (booking) => queryClient.setQueryData(bookingKeys.detail(booking.id, sessionKey), booking),
    [queryClient, sessionKey],
  );

  return (
    <LoadedRecord
      id={id}
      query={detail}
      title={t('titles.bookingDetails')}
      loadingLabel={t('bookings.detail.loading')}
      notFound={{
        message: t('errors.recordNotFound'),
        backTo: paths.bookings.dashboard(),
        backLabel: t('bookings.detail.backToList'),
      }}
      failureText={(error) => t('bookings.form.loadFailed', { message: failureText(error) })}
    >
      {(booking) => <BookingDetailView booking={booking} onBooking={onBooking} />}
    </LoadedRecord>
  );
}
