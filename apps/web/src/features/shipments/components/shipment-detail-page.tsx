import { shipmentIdParamsSchema, type ShipmentDetail } from '@connect/contracts/shipments/shipments.schemas';
import { Anchor, Box, Group, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { DetailSection } from '@/components/detail-section';
import { FactList } from '@/components/fact-list';
import { LoadedRecord } from '@/components/loaded-record';
import { MilestoneTimeline } from '@/entities/shipment/milestone-timeline';
import { portText, ShipmentStatusSummary, ValueOrPending } from '@/entities/shipment/shipment-status';
import { ShipmentRouteMap } from '@/entities/shipment/shipment-route-map';
import { formatNumber } from '@/entities/display/format';
import { ApiError } from '@/lib/api-client';
import { useShipmentDetail } from '../api/get-shipment-detail';
import { useTenantKey } from '@/lib/session/tenant-key';
import { ShipmentDocuments } from './shipment-documents';
import { ShipmentEmissionsFacts } from './shipment-emissions';
import { paths } from '@/lib/paths';
import type { SectionKey, UiKey, UiStrings } from '@/lib/i18n-keys';
import { deliveryTermsKey, serviceLevelKey } from '../utils/shipment-words';
import { TextBadge } from '@/components/text-badge';
import { useDateFormat } from '@/lib/dates/use-date-format';

function Party({ title, party }: { title: string; party: { name: string; address: string } }) {
  const { t } = useTranslation();
  return (
    <Stack gap={2}>
      <Title order={3} size="h5">
        {title}
      </Title>
      <Text fw={500}>{party.name || t('shipmentStatus.notAvailable')}</Text>
      {party.address && (
        <Text size="sm" style={{ whiteSpace: 'pre-line' }}>
          {party.address}
        </Text>
      )}
    </Stack>
  );
}

/**
 * A section another area adds to the shipment detail, after the cargo facts (the app fills it, decision 089: the
 * quotations' quote versus shipment). It draws nothing when it has nothing to show.
 */
export type ShipmentDetailSlot = ComponentType<{ shipmentId: string }>;

function ShipmentDetailView({ shipment, Extra }: { shipment: ShipmentDetail; Extra?: ShipmentDetailSlot }) {
  const { t } = useTranslation();
  const { formatDate, formatDateTime } = useDateFormat();
  const d = (key: SectionKey<UiStrings['shipments']['detail']>, options?: Record<string, unknown>) =>
    t(`shipments.detail.${key}`, options);
  const none = t('shipmentStatus.notAvailable');
  const or = (text: string) => text || none;
  const word = (key: UiKey | undefined, text: string) => (key ? t(key) : text);
  const kg = (value: number) => d('kg', { value: formatNumber(value) });
  const pending = shipment.dataPending;

  const referenceFacts = [
    { label: d('masterBill'), value: or(shipment.masterBill) },
    { label: d('billStatus'), value: or(shipment.billType) },
    { label: d('billDate'), value: or(formatDate(shipment.billDate)) },
    { label: d('serviceLevel'), value: or(word(serviceLevelKey(shipment.serviceLevel), shipment.serviceLevel)) },
    { label: d('incoterms'), value: or(shipment.incoterms) },
    { label: d('deliveryTerms'), value: or(word(deliveryTermsKey(shipment.deliveryTerms), shipment.deliveryTerms)) },
    { label: d('company'), value: or(shipment.companyCode) },
    ...shipment.references.map((reference) => ({
      label: d(`referenceTypes.${reference.type}`),
      value: reference.value,
    })),
  ];
  const routeFacts = [
    { label: d('origin'), value: <ValueOrPending value={portText(shipment.origin)} pending={pending} /> },
    { label: d('destination'), value: <ValueOrPending value={portText(shipment.destination)} pending={pending} /> },
    {
      label: d('carrier'),
      value: shipment.carrier.name
        ? `${shipment.carrier.name}${shipment.carrier.code ? ` (${shipment.carrier.code})` : ''}`
        : or(shipment.carrier.code),
    },
    ...(shipment.mode === 'AIR'
      ? [{ label: d('flight'), value: or(shipment.flightNo) }]
      : shipment.mode === 'OCEAN'
        ? [{ label: d('vesselVoyage'), value: or([shipment.vessel, shipment.voyage].filter(Boolean).join(' / ')) }]
        : []),
    { label: d('etd'), value: or(formatDateTime(shipment.etd)) },
    { label: d('atd'), value: or(formatDateTime(shipment.dep)) },
    { label: d('eta'), value: <ValueOrPending value={formatDateTime(shipment.eta)} pending={pending} /> },
    { label: d('ata'), value: or(formatDateTime(shipment.ata)) },
  ];
  const cargoFacts = [
    { label: d('pieces'), value: formatNumber(shipment.pieces) },
    { label: d('grossWeight'), value: kg(shipment.grossWeightKg) },
    { label: d('chargeableWeight'), value: kg(shipment.chargeableWeightKg) },
    { label: d('volume'), value: d('m3', { value: formatNumber(shipment.volumeM3) }) },
    { label: d('commodity'), value: or(shipment.commodity) },
    { label: d('hazardous'), value: shipment.hazardous ? d('yes') : d('no') },
  ];
  const emissions = shipment.emissions;

  return (
    <Stack gap="md">
      <Stack gap="xs">
        <Group gap="sm" align="center">
          <Title order={1}>{d('heading', { houseBill: shipment.houseBill })}</Title>
          <TextBadge variant="light" color="gray" radius="sm" tt="none" size="lg">
            {t(`shipmentStatus.modes.${shipment.mode}`)}
          </TextBadge>
        </Group>
        <ShipmentStatusSummary
          status={shipment.status}
          statusCode={shipment.statusCode}
          shipment={shipment}
          dataPending={pending}
        />
        {(shipment.mode === 'AIR' || shipment.mode === 'OCEAN') && (
          <Anchor
            component={Link}
            to={paths.reports.viewer({
              documentName: shipment.mode === 'AIR' ? 'export_airway_bill' : 'export_bill_lading',
              id: shipment.id,
              companyCode: shipment.companyCode,
            })}
            w="fit-content"
          >
            {t(
              shipment.mode === 'AIR' ? 'reports.documents.export_airway_bill' : 'reports.documents.export_bill_lading',
            )}
          </Anchor>
        )}
        {pending && (
          <Text size="sm" c="dimmed">
            {t('shipmentStatus.dataPendingHint')}
          </Text>
        )}
      </Stack>

      <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="md">
        <DetailSection title={d('references')}>{() => <FactList facts={referenceFacts} />}</DetailSection>
        <DetailSection title={d('cargo')}>{() => <FactList facts={cargoFacts} />}</DetailSection>
      </SimpleGrid>

      {Extra && <Extra shipmentId={shipment.id} />}

      <DetailSection title={d('parties')}>
        {() => (
          <SimpleGrid cols={{ base: 1, md: 3 }} spacing="md">
            <Party title={d('shipper')} party={shipment.shipper} />
            <Party title={d('consignee')} party={shipment.consignee} />
            <Party title={d('notify')} party={shipment.notify} />
          </SimpleGrid>
        )}
      </DetailSection>

      <DetailSection title={d('route')}>
        {() => (
          <Stack gap="md">
            <FactList facts={routeFacts} />
            <ShipmentRouteMap origin={shipment.origin} destination={shipment.destination} mode={shipment.mode} />
          </Stack>
        )}
      </DetailSection>

      <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="md">
        <DetailSection title={t('shipmentStatus.timeline.label')}>
          {(id) => <MilestoneTimeline milestones={shipment.milestones} labelledBy={id} />}
        </DetailSection>
        <DetailSection title={d('notes')}>
          {() =>
            shipment.notes.length === 0 ? (
              <Text>{d('noNotes')}</Text>
            ) : (
              <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }}>
                {shipment.notes.map((note) => (
                  <Box
                    component="li"
                    key={note.id}
                    className="shipment-note"
                    data-kind={note.kind}
                    p="sm"
                    style={{ border: '1px solid var(--mantine-color-default-border)', borderRadius: 4 }}
                  >
                    <Group gap="xs" mb={4}>
                      <TextBadge
                        variant="light"
                        color={note.kind === 'exception' ? 'red' : 'gray'}
                        radius="sm"
                        tt="none"
                      >
                        {d(`noteKinds.${note.kind}`)}
                      </TextBadge>
                      <Text size="sm" c="dimmed">
                        {d('noteBy', { author: note.author, date: formatDateTime(note.createdAt) })}
                      </Text>
                    </Group>
                    <Text size="sm" style={{ whiteSpace: 'pre-line' }}>
                      {note.body}
                    </Text>
                  </Box>
                ))}
              </Stack>
            )
          }
        </DetailSection>
      </SimpleGrid>

      <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="md">
        <DetailSection title={d('containers')}>
          {(id) =>
            shipment.containers.length === 0 ? (
              <Text>{d('noContainers')}</Text>
            ) : (
              <Table aria-labelledby={id} striped>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th scope="col">{d('containerNo')}</Table.Th>
                    <Table.Th scope="col">{d('containerType')}</Table.Th>
                    <Table.Th scope="col">{d('sealNo')}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {shipment.containers.map((container) => (
                    <Table.Tr key={container.containerNo}>
                      <Table.Td>{container.containerNo}</Table.Td>
                      <Table.Td>{or(container.containerType)}</Table.Td>
                      <Table.Td>{or(container.sealNo)}</Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            )
          }
        </DetailSection>
        <DetailSection title={d('emissions')}>
          {() =>
            emissions ? <ShipmentEmissionsFacts emissions={emissions} /> : <Text>{d('emissionsNotAvailable')}</Text>
          }
        </DetailSection>
      </SimpleGrid>

      <DetailSection title={d('documents')}>
        {(id) => <ShipmentDocuments shipmentId={shipment.id} documents={shipment.documents} labelledBy={id} />}
      </DetailSection>
    </Stack>
  );
}

/**
 * /shipment/shipments-details?id=…: one shipment of the selected company: header with house bill, status and
 * progress; references, cargo, parties, route and carrier with the route map, milestones, notes and exceptions,
 * containers, the CO₂e estimate and documents. Missing data shows "Data pending"; a missing, malformed or
 * another company's id shows 'Record Not Found'. `Extra`: a section of another area the app mounts here.
 */
export function ShipmentDetailPage({ Extra }: { Extra?: ShipmentDetailSlot } = {}) {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const raw = (params.get('id') ?? '').trim();
  const id = shipmentIdParamsSchema.shape.shipmentId.safeParse(raw).success ? raw : undefined;
  const sessionKey = useTenantKey();
  const detail = useShipmentDetail(id, sessionKey);

  return (
    <LoadedRecord
      id={id}
      query={detail}
      title={t('breadcrumbs.shipmentDetails')}
      loadingLabel={t('shipments.detail.loading')}
      notFound={{
        message: t('errors.recordNotFound'),
        backTo: paths.shipments.dashboard(),
        backLabel: t('shipments.detail.backToList'),
      }}
      failureText={(error) => (error instanceof ApiError ? error.message : t('errors.genericError'))}
    >
      {(shipment) => <ShipmentDetailView shipment={shipment} Extra={Extra} />}
    </LoadedRecord>
  );
}
