import {
  orderIdParamsSchema,
  type OrderDirection,
  type SaveOrderResponse,
  type WarehouseOrder,
} from '@connect/contracts/warehouse/warehouse.schemas';
import {
  Alert,
  Anchor,
  Button,
  Group,
  List,
  Modal,
  SimpleGrid,
  Stack,
  Table,
  Textarea,
  TextInput,
  Timeline,
  Text,
  Title,
} from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { DetailSection } from '@/components/detail-section';
import { FactList } from '@/components/fact-list';
import { NumericField } from '@/components/form/numeric-field';
import { LoadedRecord } from '@/components/loaded-record';
import { formatNumber } from '@/entities/display/format';
import { ApiError } from '@/lib/api-client';
import { useDateFormat } from '@/lib/dates/use-date-format';
import { messageText } from '@/lib/message-text';
import { notifySuccess } from '@/lib/notify';
import { paths } from '@/lib/paths';
import { useOrder } from '../api/get-warehouse';
import { useOrderStep } from '../api/save-order';
import { needsSerialsToShip, ShipDialog } from './order-ship-dialog';
import { OrderStatusBadge } from './order-status-badge';

const problemOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

function VoidDialog({ order, opened, onClose }: { order: WarehouseOrder; opened: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const step = useOrderStep();
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const submit = () => {
    if (!reason.trim()) return setProblem(t('errors.required'));
    step.mutate(
      { kind: 'void', id: order.orderId, reason },
      {
        onSuccess: (answer: SaveOrderResponse) => {
          notifySuccess(messageText(answer));
          setReason('');
          onClose();
        },
        onError: (error) => setProblem(problemOf(error)),
      },
    );
  };
  return (
    <Modal opened={opened} onClose={onClose} title={t('warehouse.orders.voidTitle', { fileNumber: order.fileNumber })}>
      <Stack>
        <Textarea
          label={t('warehouse.orders.voidReason')}
          required
          maxLength={500}
          value={reason}
          error={problem}
          onChange={(e) => {
            setReason(e.currentTarget.value);
            setProblem(null);
          }}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('warehouse.orders.cancel')}
          </Button>
          <Button color="red" onClick={submit} loading={step.isPending}>
            {t('warehouse.orders.voidConfirm')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

function ReceiveDialog({ order, opened, onClose }: { order: WarehouseOrder; opened: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const step = useOrderStep();
  const [qty, setQty] = useState<Record<string, number | ''>>(() =>
    Object.fromEntries(order.lines.map((l) => [l.lineId, l.quantity])),
  );
  const [problem, setProblem] = useState<string | null>(null);
  // Lot, expiry and serials of tracked items (decision 073); the order line's lot is the default.
  const [lot, setLot] = useState<Record<string, string>>(() =>
    Object.fromEntries(order.lines.map((l) => [l.lineId, l.lotNumber])),
  );
  const [expiry, setExpiry] = useState<Record<string, string>>({});
  const [serials, setSerials] = useState<Record<string, string>>({});
  const trackingOf = (l: WarehouseOrder['lines'][number]) => ({
    ...(l.trackLot ? { lotNumber: lot[l.lineId] ?? '' } : {}),
    ...(l.trackLot && l.trackExpiry ? { expiryDate: expiry[l.lineId] || null } : {}),
    ...(l.trackSerial
      ? {
          serialNumbers: (serials[l.lineId] ?? '')
            .split(/[\n,;]+/)
            .map((s) => s.trim())
            .filter(Boolean),
        }
      : {}),
  });
  const submit = () =>
    step.mutate(
      {
        kind: 'receive',
        id: order.orderId,
        input: {
          lines: order.lines.map((l) => ({
            lineId: l.lineId,
            receivedQty: Number(qty[l.lineId] ?? 0),
            ...trackingOf(l),
          })),
        },
      },
      {
        onSuccess: (answer) => {
          notifySuccess(messageText(answer));
          onClose();
        },
        onError: (error) => setProblem(problemOf(error)),
      },
    );
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('warehouse.orders.receiveTitle', { fileNumber: order.fileNumber })}
    >
      <Stack>
        {problem && (
          <Alert color="red" role="alert">
            {problem}
          </Alert>
        )}
        {order.lines.map((l) => (
          <Stack key={l.lineId} gap="xs">
            <NumericField
              label={t('warehouse.orders.receivedQty', { lineNo: l.lineNo })}
              description={`${l.sku} — ${t('warehouse.orders.ordered')} ${formatNumber(l.quantity)}`}
              decimals={0}
              value={qty[l.lineId] ?? ''}
              onChange={(value) => setQty((q) => ({ ...q, [l.lineId]: value }))}
            />
            {l.trackLot && (
              <TextInput
                label={t('warehouse.lots.lotForLine', { lineNo: l.lineNo })}
                value={lot[l.lineId] ?? ''}
                maxLength={40}
                onChange={(e) => {
                  const value = e.currentTarget.value;
                  setLot((v) => ({ ...v, [l.lineId]: value }));
                }}
              />
            )}
            {l.trackLot && l.trackExpiry && (
              <TextInput
                type="date"
                label={t('warehouse.lots.expiryForLine', { lineNo: l.lineNo })}
                value={expiry[l.lineId] ?? ''}
                onChange={(e) => {
                  const value = e.currentTarget.value;
                  setExpiry((v) => ({ ...v, [l.lineId]: value }));
                }}
              />
            )}
            {l.trackSerial && (
              <Textarea
                label={t('warehouse.lots.serialsForLine', { lineNo: l.lineNo })}
                description={t('warehouse.lots.serialsHint')}
                autosize
                minRows={2}
                value={serials[l.lineId] ?? ''}
                onChange={(e) => {
                  const value = e.currentTarget.value;
                  setSerials((v) => ({ ...v, [l.lineId]: value }));
                }}
              />
            )}
          </Stack>
        ))}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('warehouse.orders.cancel')}
          </Button>
          <Button onClick={submit} loading={step.isPending}>
            {t('warehouse.orders.receive')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

function OrderDetail({ order }: { order: WarehouseOrder }) {
  const { t } = useTranslation();
  const dates = useDateFormat();
  const step = useOrderStep();
  const [voiding, setVoiding] = useState(false);
  const [receiving, setReceiving] = useState(false);
  const [shipping, setShipping] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const inbound = order.direction === 'INBOUND';
  const run = (kind: 'allocate' | 'confirm') =>
    step.mutate(
      { kind, id: order.orderId },
      {
        onSuccess: (answer) => {
          setProblem(null);
          notifySuccess(messageText(answer));
        },
        onError: (error) => setProblem(error instanceof ApiError ? error.message : String(error)),
      },
    );
  const facts = [
    { label: t('warehouse.orders.fileNumber'), value: order.fileNumber },
    { label: t('warehouse.orders.referenceNo'), value: order.referenceNo },
    { label: t('warehouse.orderColumns.status'), value: <OrderStatusBadge status={order.status} /> },
    { label: t('warehouse.orders.company'), value: `${order.companyName} (${order.companyCode})` },
    { label: t('warehouse.orders.warehouse'), value: `${order.warehouse.name} — ${order.warehouse.addressText}` },
    ...(inbound
      ? [
          { label: t('warehouse.orders.supplier'), value: order.supplierName },
          {
            label: t('warehouse.orders.expectedDate'),
            value: order.expectedDate ? dates.formatDate(order.expectedDate) : '',
          },
          { label: t('warehouse.orders.carrier'), value: order.carrier },
          { label: t('warehouse.orders.containerNo'), value: order.containerNo },
          { label: t('warehouse.orders.houseBill'), value: order.houseBill },
          {
            label: t('warehouse.orders.shipmentEta'),
            value: order.shipmentEta ? dates.formatDate(order.shipmentEta) : '',
          },
        ]
      : [
          {
            label: t('warehouse.orders.shipTo'),
            value: order.shipTo
              ? [order.shipTo.name, order.shipTo.address, order.shipTo.city, order.shipTo.countryCode]
                  .filter(Boolean)
                  .join(', ')
              : '',
          },
          {
            label: t('warehouse.orders.requestedDate'),
            value: order.requestedDate ? dates.formatDate(order.requestedDate) : '',
          },
          {
            label: t('warehouse.orders.serviceLevel'),
            value: t(`warehouse.serviceLevels.${order.serviceLevel as 'STD'}`),
          },
        ]),
    ...(order.notes ? [{ label: t('warehouse.orders.notes'), value: order.notes }] : []),
    ...(order.voidReason ? [{ label: t('warehouse.orders.voidReasonShown'), value: order.voidReason }] : []),
  ];
  return (
    <Stack>
      <Group justify="space-between" align="flex-end">
        <Title order={1}>
          {t(inbound ? 'warehouse.pages.inboundDetail' : 'warehouse.pages.outboundDetail')} {order.fileNumber}
        </Title>
        <Group>
          {order.allowed.edit && (
            <Button
              component={Link}
              variant="default"
              to={
                inbound
                  ? paths.wms.inboundUpdate({ id: order.orderId })
                  : paths.wms.outboundUpdate({ id: order.orderId })
              }
            >
              {t('warehouse.orders.edit')}
            </Button>
          )}
          {order.allowed.allocate && (
            <Button onClick={() => run('allocate')} loading={step.isPending}>
              {t('warehouse.orders.allocate')}
            </Button>
          )}
          {order.allowed.receive && <Button onClick={() => setReceiving(true)}>{t('warehouse.orders.receive')}</Button>}
          {order.allowed.confirm && (
            <Button
              onClick={() => (needsSerialsToShip(order) ? setShipping(true) : run('confirm'))}
              loading={step.isPending}
            >
              {t('warehouse.orders.confirm')}
            </Button>
          )}
          {order.allowed.void && (
            <Button color="red" variant="light" onClick={() => setVoiding(true)}>
              {t('warehouse.orders.void')}
            </Button>
          )}
        </Group>
      </Group>
      {problem && (
        <Alert color="red" role="alert">
          {problem}
        </Alert>
      )}
      <SimpleGrid cols={{ base: 1, md: 2 }}>
        <DetailSection title={t(inbound ? 'warehouse.pages.inboundDetail' : 'warehouse.pages.outboundDetail')}>
          {() => <FactList facts={facts} />}
        </DetailSection>
        <DetailSection title={t('warehouse.orders.timeline')}>
          {() => (
            <Timeline active={order.history.length - 1} bulletSize={16}>
              {order.history.map((h, i) => (
                <Timeline.Item key={`${i}-${h.at}`} title={t(`warehouse.statuses.${h.status as 'VOID'}`)}>
                  <Text size="sm">{dates.formatDateTime(h.at)}</Text>
                  <Text size="sm" c="dimmed">
                    {[h.byName, h.note].filter(Boolean).join(' — ')}
                  </Text>
                </Timeline.Item>
              ))}
            </Timeline>
          )}
        </DetailSection>
      </SimpleGrid>
      <DetailSection title={t('warehouse.orders.lines')}>
        {() => (
          <Table>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('warehouse.orders.line')}</Table.Th>
                <Table.Th>{t('warehouse.orders.item')}</Table.Th>
                <Table.Th ta="right">{t('warehouse.orders.ordered')}</Table.Th>
                <Table.Th ta="right">
                  {inbound ? t('warehouse.orders.received') : t('warehouse.orders.allocated')}
                </Table.Th>
                <Table.Th>{t('warehouse.orders.lot')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {order.lines.map((l) => (
                <Table.Tr key={l.lineId}>
                  <Table.Td>{l.lineNo}</Table.Td>
                  <Table.Td>
                    <Anchor component={Link} to={paths.wms.inventoryDetail({ id: l.itemId })}>
                      {l.sku}
                    </Anchor>{' '}
                    {l.description}
                  </Table.Td>
                  <Table.Td ta="right">
                    {formatNumber(l.quantity)} {l.unitOfMeasure}
                  </Table.Td>
                  <Table.Td ta="right">
                    {inbound
                      ? l.receivedQty === null
                        ? ''
                        : formatNumber(l.receivedQty)
                      : formatNumber(l.allocatedQty)}
                  </Table.Td>
                  <Table.Td>{l.lotNumber}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )}
      </DetailSection>
      <List>
        <List.Item>
          <Anchor component={Link} to={inbound ? paths.wms.inboundOrders() : paths.wms.outboundOrders()}>
            {t(inbound ? 'warehouse.pages.inboundOrders' : 'warehouse.pages.outboundOrders')}
          </Anchor>
        </List.Item>
      </List>
      <VoidDialog order={order} opened={voiding} onClose={() => setVoiding(false)} />
      {receiving && <ReceiveDialog order={order} opened onClose={() => setReceiving(false)} />}
      {shipping && <ShipDialog order={order} opened onClose={() => setShipping(false)} />}
    </Stack>
  );
}

function OrderDetailPage({ direction }: { direction: OrderDirection }) {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const parsed = orderIdParamsSchema.safeParse({ orderId: params.get('id') ?? '' });
  const id = parsed.success ? parsed.data.orderId : undefined;
  const query = useOrder(id);
  const inbound = direction === 'INBOUND';
  const title = t(inbound ? 'warehouse.pages.inboundDetail' : 'warehouse.pages.outboundDetail');
  return (
    <LoadedRecord
      id={query.data && query.data.direction !== direction ? undefined : id}
      query={query}
      title={title}
      loadingLabel={title}
      notFound={{
        message: t('warehouse.orders.notFound'),
        backTo: inbound ? paths.wms.inboundOrders() : paths.wms.outboundOrders(),
        backLabel: t(inbound ? 'warehouse.pages.inboundOrders' : 'warehouse.pages.outboundOrders'),
      }}
      failureText={problemOf}
    >
      {(order) => <OrderDetail order={order} />}
    </LoadedRecord>
  );
}

export function InboundDetailPage() {
  return <OrderDetailPage direction="INBOUND" />;
}

export function OutboundDetailPage() {
  return <OrderDetailPage direction="OUTBOUND" />;
}
