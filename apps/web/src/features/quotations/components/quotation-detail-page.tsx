import { quotationIdParamsSchema, type Quotation } from '@connect/contracts/quotations/quotations.schemas';
import { requestProgress } from '@connect/domain/grid/progress';
import {
  Alert,
  Anchor,
  Badge,
  Button,
  Group,
  Paper,
  Progress,
  SimpleGrid,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useIncotermName } from '@/entities/display/incoterm';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { DetailSection } from '@/components/detail-section';
import { FactList } from '@/components/fact-list';
import { LoadedRecord } from '@/components/loaded-record';
import { formatNumber, formatUsdCents } from '@/entities/display/format';
import { ApiError } from '@/lib/api-client';
import { useDateFormat } from '@/lib/dates/use-date-format';
import { messageText } from '@/lib/message-text';
import { notifySuccess } from '@/lib/notify';
import { paths } from '@/lib/paths';
import { useAnswerQuotation, useQuotation } from '../api/quotations-api';
import { useQuotationSession } from '../hooks/use-quotation-session';
import { QuotationAnswerButtons } from './quotation-answer';
import { QuotationOfferForm } from './quotation-offer-form';

/** The clock, ticking every 30 seconds (enough for a countdown in minutes). */
function useNow(): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), 30_000);
    return () => window.clearInterval(timer);
  }, []);
  return now;
}

/** Spec 2 §4's request progress as a labelled bar: requested 33.33, offered 50, accepted 75, used 100; rejected red. */
function StatusProgress({ status }: { status: Quotation['status'] }) {
  const { t } = useTranslation();
  const progress = requestProgress(status);
  const text = t(`quotations.statuses.${status}`);
  return (
    <Group gap="xs" wrap="nowrap">
      <Progress
        value={progress.percent}
        color={progress.tone === 'danger' ? 'red' : undefined}
        w={160}
        size="lg"
        aria-label={`${t('quotations.detail.progress')}: ${text}`}
      />
      <Text size="sm" fw={500} c={progress.tone === 'danger' ? 'red.8' : undefined}>
        {text}
      </Text>
    </Group>
  );
}

/** What is left of an open offer: days, hours and minutes; null once it has ended. */
function remaining(expiresAt: string | null, now: number) {
  if (!expiresAt) return null;
  const ms = new Date(expiresAt).getTime() - now;
  if (ms <= 0) return null;
  const minutes = Math.floor(ms / 60_000);
  return { days: Math.floor(minutes / 1440), hours: Math.floor((minutes % 1440) / 60), minutes: minutes % 60 };
}

function OfferOptions({ quotation, canAccept }: { quotation: Quotation; canAccept: boolean }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const accept = useAnswerQuotation();
  const [failure, setFailure] = useState<string | null>(null);
  const choose = (optionId: string) => {
    setFailure(null);
    accept.mutate(
      { id: quotation.id, answer: { kind: 'accept', optionId } },
      {
        onSuccess: (answer) => {
          notifySuccess(messageText(answer));
          if (answer.quotation.bookingId) void navigate(paths.bookings.details({ id: answer.quotation.bookingId }));
        },
        onError: (error) => setFailure(error instanceof ApiError ? error.message : String(error)),
      },
    );
  };
  return (
    <Stack>
      {failure && (
        <Alert color="red" variant="light" role="alert">
          {failure}
        </Alert>
      )}
      <SimpleGrid cols={{ base: 1, md: Math.min(quotation.options.length, 3) }}>
        {quotation.options.map((option, index) => {
          const n = index + 1;
          const chosen = option.id === quotation.acceptedOptionId;
          return (
            <Paper
              key={option.id}
              component="section"
              aria-label={t('quotations.detail.option', { n })}
              withBorder
              p="md"
              radius="md"
            >
              <Stack gap="xs">
                <Group justify="space-between">
                  <Title order={3} size="h5">
                    {t('quotations.detail.option', { n })}
                  </Title>
                  {chosen && <Badge color="green">{t('quotations.detail.chosen')}</Badge>}
                </Group>
                <FactList
                  facts={[
                    { label: t('quotations.detail.carrier'), value: option.carrier },
                    {
                      label: t('quotations.detail.serviceLevel'),
                      value: t(`quotations.serviceLevels.${option.serviceLevel}`),
                    },
                    { label: t('quotations.detail.transitDays'), value: formatNumber(option.transitDays) },
                    {
                      label: t('quotations.detail.co2e'),
                      value:
                        option.co2eKg === null
                          ? t('quotations.detail.co2eUnknown')
                          : t('quotations.detail.co2eValue', { kg: formatNumber(option.co2eKg) }),
                    },
                  ]}
                />
                <Table>
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th>{t('quotations.detail.charge')}</Table.Th>
                      <Table.Th ta="right">{t('quotations.detail.amount')}</Table.Th>
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {option.lines.map((line, lineIndex) => (
                      <Table.Tr key={lineIndex}>
                        <Table.Td>{line.description}</Table.Td>
                        <Table.Td ta="right">{formatUsdCents(line.amountCents)}</Table.Td>
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                  <Table.Tfoot>
                    <Table.Tr>
                      <Table.Th>{t('quotations.detail.total')}</Table.Th>
                      <Table.Th ta="right">{formatUsdCents(option.totalCents)}</Table.Th>
                    </Table.Tr>
                  </Table.Tfoot>
                </Table>
                {canAccept && (
                  <Button onClick={() => choose(option.id)} loading={accept.isPending}>
                    {t('quotations.detail.accept', { n })}
                  </Button>
                )}
              </Stack>
            </Paper>
          );
        })}
      </SimpleGrid>
    </Stack>
  );
}

function QuotationDetail({ quotation: q, isStaff }: { quotation: Quotation; isStaff: boolean }) {
  const { t } = useTranslation();
  const incotermName = useIncotermName();
  const { formatDate, formatDateTime } = useDateFormat();
  const now = useNow();
  const left = q.status === 'offered' ? remaining(q.expiresAt, now) : null;
  const expired = q.status === 'offered' && (q.expired || left === null);
  const yesNo = (value: boolean) => t(value ? 'quotations.detail.yes' : 'quotations.detail.no');
  return (
    <Stack>
      <Group justify="space-between" align="flex-end">
        <Title order={1}>{t('quotations.detail.heading', { number: q.number })}</Title>
        <StatusProgress status={q.status} />
      </Group>
      <DetailSection title={t('quotations.detail.request')}>
        {() => (
          <FactList
            facts={[
              ...(isStaff
                ? [{ label: t('quotations.detail.company'), value: `${q.companyName} (${q.companyCode})` }]
                : []),
              { label: t('quotations.detail.requestedBy'), value: q.requestedByName },
              { label: t('quotations.detail.lane'), value: `${q.originCode} → ${q.destinationCode}` },
              {
                label: t('quotations.form.mode'),
                value: `${t(`quotations.modes.${q.mode}`)} · ${t(`quotations.serviceLevels.${q.serviceLevel}`)}`,
              },
              {
                label: t('quotations.form.incoterms'),
                value: incotermName(q.incoterms) ? `${q.incoterms} — ${incotermName(q.incoterms)}` : q.incoterms,
              },
              { label: t('quotations.form.cargoReadyDate'), value: formatDate(q.cargoReadyDate) },
              { label: t('quotations.form.commodity'), value: q.commodity },
              {
                label: t('quotations.detail.cargo'),
                value: t('quotations.detail.cargoSummary', {
                  pieces: formatNumber(q.pieces),
                  weight: formatNumber(q.grossWeight),
                  unit: q.weightUnit,
                  volume: formatNumber(q.volumeCbm),
                }),
              },
              ...(q.mode === 'OCEAN-FCL'
                ? [{ label: t('quotations.detail.containers'), value: formatNumber(q.containerCount) }]
                : []),
              { label: t('quotations.detail.hazardous'), value: yesNo(q.hazardous) },
              ...(q.notes ? [{ label: t('quotations.detail.notes'), value: q.notes }] : []),
            ]}
          />
        )}
      </DetailSection>
      <DetailSection title={t('quotations.detail.offer')}>
        {() => (
          <Stack>
            {q.options.length === 0 && <Text>{t('quotations.detail.noOffer')}</Text>}
            {q.validUntil && q.options.length > 0 && (
              <Group gap="md">
                <Text fw={500}>{t('quotations.detail.validUntil', { date: formatDate(q.validUntil) })}</Text>
                {left && (
                  <Badge size="lg" variant="light" role="timer" aria-live="off">
                    {t('quotations.detail.expiresIn', left)}
                  </Badge>
                )}
              </Group>
            )}
            {expired && (
              <Alert color="orange" variant="light" role="status">
                {t('quotations.detail.expired')}
              </Alert>
            )}
            {q.offerNote && <FactList facts={[{ label: t('quotations.detail.offerNote'), value: q.offerNote }]} />}
            {q.counterNote && (
              <FactList facts={[{ label: t('quotations.detail.counterNote'), value: q.counterNote }]} />
            )}
            {q.rejectReason && (
              <FactList facts={[{ label: t('quotations.detail.rejectReason'), value: q.rejectReason }]} />
            )}
            {q.options.length > 0 && <OfferOptions quotation={q} canAccept={q.allowed.accept && !expired} />}
            {!isStaff && <QuotationAnswerButtons quotation={q} />}
            {q.bookingId && !isStaff && (
              <Anchor component={Link} to={paths.bookings.details({ id: q.bookingId })}>
                {t('quotations.detail.openBooking')}
              </Anchor>
            )}
          </Stack>
        )}
      </DetailSection>
      {isStaff && q.allowed.offer && (
        <DetailSection title={t(q.options.length > 0 ? 'quotations.offerForm.revise' : 'quotations.offerForm.make')}>
          {() => <QuotationOfferForm key={q.updatedAt} quotation={q} />}
        </DetailSection>
      )}
      <DetailSection title={t('quotations.detail.history')}>
        {() => (
          <Table.ScrollContainer minWidth={560}>
            <Table aria-label={t('quotations.detail.historyTable')}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('quotations.detail.when')}</Table.Th>
                  <Table.Th>{t('quotations.detail.what')}</Table.Th>
                  <Table.Th>{t('quotations.detail.who')}</Table.Th>
                  <Table.Th>{t('quotations.detail.note')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {q.history.map((h, index) => (
                  <Table.Tr key={`${index}-${h.at}`}>
                    <Table.Td>{formatDateTime(h.at)}</Table.Td>
                    <Table.Td>{t(`quotations.actions.${h.action}`)}</Table.Td>
                    <Table.Td>{h.actorName}</Table.Td>
                    <Table.Td>{h.notes}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </DetailSection>
    </Stack>
  );
}

/**
 * /quotations/receipt-detail and /freight-manager/quotation-detail (`?id=`): the request, the offer's options side
 * by side with their price lines, the validity and a countdown, and the status history. The customer accepts an
 * option (and lands on the booking made from it), rejects or counter-offers; the staff make or revise the offer.
 */
export function QuotationDetailPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const parsed = quotationIdParamsSchema.safeParse({ id: params.get('id') ?? '' });
  const id = parsed.success ? parsed.data.id : undefined;
  const { sessionKey, isStaff } = useQuotationSession();
  const query = useQuotation(id, sessionKey);
  return (
    <LoadedRecord
      id={id}
      query={query}
      title={t('quotations.titles.detail')}
      loadingLabel={t('quotations.detail.loading')}
      notFound={{
        message: t('errors.recordNotFound'),
        backTo: isStaff ? paths.freightManager.quotations() : paths.quotations.dashboard(),
        backLabel: t('quotations.detail.backToList'),
      }}
      failureText={() => t('quotations.loadFailed')}
    >
      {(quotation) => <QuotationDetail quotation={quotation} isStaff={isStaff} />}
    </LoadedRecord>
  );
}
