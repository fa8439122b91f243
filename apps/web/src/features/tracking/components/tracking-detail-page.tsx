import { Alert, Anchor, Center, Group, Loader, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useSearchParams } from 'react-router';
import { DetailSection } from '@/components/detail-section';
import { FactList } from '@/components/fact-list';
import { MilestoneTimeline } from '@/entities/shipment/milestone-timeline';
import { portText, ShipmentStatusSummary, ValueOrPending } from '@/entities/shipment/shipment-status';
import { ShipmentRouteMap } from '@/entities/shipment/shipment-route-map';
import { ApiError } from '@/lib/api-client';
import {
  trackFormPath,
  trackingResultsPath,
  useTrackShipments,
  type PublicTracking,
  type TrackLookup,
} from '../api/track-shipments';
import { paths } from '@/lib/paths';
import { useSession } from '@/lib/session/session-store';
import { userKeyOf } from '@/lib/session/tenant-key';
import { trackingCheckFor, trackingReferenceOf } from '../utils/tracking-checks';
import { TextBadge } from '@/components/text-badge';
import { useDateFormat } from '@/lib/dates/use-date-format';

/** The reference of the page's address, when it is one the server would accept. */
export function useTrackingReference(): string | undefined {
  const [params] = useSearchParams();
  return trackingReferenceOf(params.get('ref') ?? '');
}

/**
 * What a tracking page looks up (decision 030): the address's reference with the name check typed for it in this
 * tab, as the signed-in user or as nobody. `needsCheck` when a signed-out visitor has no name for it (a shared or
 * bookmarked address, another tab): the page then sends them to the form, the reference filled in. Nothing is
 * looked up while a stored session is being restored.
 */
export function useTrackingLookup(): {
  reference: string | undefined;
  lookup: TrackLookup | undefined;
  needsCheck: boolean;
  restoring: boolean;
} {
  const reference = useTrackingReference();
  const session = useSession();
  const restoring = session.status === 'restoring';
  const party = reference ? trackingCheckFor(reference) : '';
  const needsCheck = reference !== undefined && session.status === 'signed-out' && party === '';
  const lookup = reference && !restoring && !needsCheck ? { reference, party, viewer: userKeyOf(session) } : undefined;
  return { reference, lookup, needsCheck, restoring };
}

/** The frame of a tracking page: its heading, the content, and the way back to the form. */
export function TrackingFrame({ title, children }: { title: string; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <Stack gap="md">
      <Title order={1}>{title}</Title>
      {children}
      <Anchor component={Link} to={paths.tracking.track()} w="fit-content">
        {t('tracking.trackAnother')}
      </Anchor>
    </Stack>
  );
}

/** Loading, refused (429 and others) and nothing found, as every tracking page shows them. */
export function TrackingState({
  query,
  restoring = false,
}: {
  query: ReturnType<typeof useTrackShipments> | undefined;
  restoring?: boolean;
}) {
  const { t } = useTranslation();
  if (restoring || query?.isPending) {
    return (
      <Center py="xl">
        <Loader aria-label={t('tracking.loading')} />
      </Center>
    );
  }
  if (query?.isError) {
    return (
      <Alert color="red" role="alert">
        {query.error instanceof ApiError ? query.error.message : t('errors.genericError')}
      </Alert>
    );
  }
  return (
    <Alert color="red" role="alert">
      {t('errors.recordNotFound')}
    </Alert>
  );
}

function TrackingDetail({ item, reference, matches }: { item: PublicTracking; reference: string; matches: number }) {
  const { t } = useTranslation();
  const { formatDateTime } = useDateFormat();
  const pending = item.dataPending;
  const origin = portText(item.origin);
  const destination = portText(item.destination);
  const none = t('shipmentStatus.notAvailable');
  return (
    <>
      {matches > 1 && (
        <Alert color="blue" variant="light">
          <Group gap="xs">
            <Text size="sm">{t('tracking.severalMatches', { count: matches })}</Text>
            <Anchor component={Link} to={trackingResultsPath(reference)} size="sm">
              {t('tracking.seeAllMatches')}
            </Anchor>
          </Group>
        </Alert>
      )}
      <Group gap="sm">
        <TextBadge variant="light" color="gray" radius="sm" tt="none" size="lg">
          {t(`shipmentStatus.modes.${item.mode}`)}
        </TextBadge>
      </Group>
      <ShipmentStatusSummary status={item.status} statusCode={item.statusCode} shipment={item} dataPending={pending} />
      <DetailSection title={t('tracking.summary')}>
        {() => (
          <FactList
            facts={[
              { label: t('tracking.mode'), value: t(`shipmentStatus.modes.${item.mode}`) },
              { label: t('tracking.origin'), value: <ValueOrPending value={origin} pending={pending} /> },
              { label: t('tracking.destination'), value: <ValueOrPending value={destination} pending={pending} /> },
              { label: t('tracking.etd'), value: formatDateTime(item.etd) || none },
              {
                label: t('tracking.eta'),
                value: <ValueOrPending value={formatDateTime(item.eta)} pending={pending} />,
              },
            ]}
          />
        )}
      </DetailSection>
      <DetailSection title={t('tracking.route')}>
        {() => (
          <Stack gap="sm">
            <Text>
              {origin && destination
                ? t('tracking.routeText', { origin, destination })
                : t('shipmentStatus.routePending')}
            </Text>
            <ShipmentRouteMap origin={item.origin} destination={item.destination} mode={item.mode} height={280} />
          </Stack>
        )}
      </DetailSection>
      <DetailSection title={t('shipmentStatus.timeline.label')}>
        {(id) => <MilestoneTimeline milestones={item.milestones} labelledBy={id} />}
      </DetailSection>
    </>
  );
}

/**
 * /tracking/tracking-detail?ref=…: the public view of one shipment: mode, route (with the map), ETD/ETA, status and
 * progress, and the milestone timeline. Nothing private (parties, prices, documents, notes) ever reaches it, nor
 * the name check, which stays out of the address (decision 030).
 */
export function TrackingDetailPage() {
  const { t } = useTranslation();
  const { reference, lookup, needsCheck, restoring } = useTrackingLookup();
  const query = useTrackShipments(lookup);
  const items = query.data?.items ?? [];
  const lowered = reference?.toLowerCase();
  const exact = items.find((item) => item.trackingNo.toLowerCase() === lowered);
  const item = exact ?? items[0];

  if (reference && needsCheck) return <Navigate to={trackFormPath(reference)} replace />;
  if (!reference || !item) {
    return (
      <TrackingFrame title={t('titles.trackingDetail')}>
        <TrackingState query={lookup ? query : undefined} restoring={restoring && reference !== undefined} />
      </TrackingFrame>
    );
  }
  return (
    <TrackingFrame title={t('tracking.detailHeading', { reference: item.trackingNo })}>
      <TrackingDetail item={item} reference={reference} matches={exact ? 1 : items.length} />
    </TrackingFrame>
  );
}
