import { messageKeyOf } from '@connect/contracts/messages/message-keys';
import {
  inboundOrderInputSchema,
  orderIdParamsSchema,
  orderReferenceMaxLength,
  outboundOrderInputSchema,
  serviceLevels,
  type OrderDirection,
  type WarehouseOrder,
} from '@connect/contracts/warehouse/warehouse.schemas';
import { Alert, Button, Group, Loader, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { useAddressBookCache } from '@/entities/address/address-book-cache';
import { DateField, FormNotValidAlert, SelectField, TextField } from '@/components/form/form-fields';
import { TextAreaField } from '@/components/form/text-area-field';
import { NumericField } from '@/components/form/numeric-field';
import { ApiError } from '@/lib/api-client';
import { messageText } from '@/lib/message-text';
import { notifySuccess } from '@/lib/notify';
import { paths } from '@/lib/paths';
import { useTenantKey } from '@/lib/session/tenant-key';
import { getInventory, useOrder, useWarehouses } from '../api/get-warehouse';
import { useSaveOrder } from '../api/save-order';
import { warehouseKeys } from '../api/warehouse-keys';
import { useWmsSession } from '../hooks/use-wms-session';

type LineValues = { itemId: string; quantity: number | ''; lotNumber: string };
type FormValues = {
  warehouseId: string;
  fileNumber: string;
  referenceNo: string;
  supplierName: string;
  expectedDate: string;
  carrier: string;
  containerNo: string;
  houseBill: string;
  shipToAddressId: string;
  requestedDate: string;
  serviceLevel: string;
  notes: string;
  lines: LineValues[];
};

const emptyLine = (): LineValues => ({ itemId: '', quantity: '', lotNumber: '' });
const unselected = (value: string) => (value === '-1' ? '' : value);

function valuesOf(order: WarehouseOrder | undefined): FormValues {
  return {
    warehouseId: order?.warehouse.warehouseId ?? '',
    fileNumber: order?.fileNumber ?? '',
    referenceNo: order?.referenceNo ?? '',
    supplierName: order?.supplierName ?? '',
    expectedDate: order?.expectedDate ?? '',
    carrier: order?.carrier ?? '',
    containerNo: order?.containerNo ?? '',
    houseBill: order?.houseBill ?? '',
    shipToAddressId: order?.shipToAddressId ?? '',
    requestedDate: order?.requestedDate ?? '',
    serviceLevel: order?.serviceLevel || 'STD',
    notes: order?.notes ?? '',
    lines: order
      ? order.lines.map((l) => ({ itemId: l.itemId, quantity: l.quantity, lotNumber: l.lotNumber }))
      : [emptyLine()],
  };
}

/** The body a direction's contract takes (the same zod schema the server checks). */
function bodyOf(direction: OrderDirection, v: FormValues) {
  const lines = v.lines.map((l) => ({
    itemId: l.itemId,
    quantity: l.quantity === '' ? 0 : l.quantity,
    lotNumber: l.lotNumber,
  }));
  const common = {
    warehouseId: v.warehouseId,
    fileNumber: v.fileNumber,
    referenceNo: v.referenceNo,
    notes: v.notes,
    lines,
  };
  return direction === 'INBOUND'
    ? {
        ...common,
        supplierName: v.supplierName,
        expectedDate: v.expectedDate,
        carrier: v.carrier,
        containerNo: v.containerNo,
        houseBill: v.houseBill,
      }
    : { ...common, shipToAddressId: v.shipToAddressId, requestedDate: v.requestedDate, serviceLevel: v.serviceLevel };
}

/** The company's items for the line pickers (one row per item, whatever the warehouse). */
function useItemOptions() {
  const tenant = useTenantKey();
  return useQuery({
    queryKey: warehouseKeys.inventory({ picker: true }, tenant),
    queryFn: async ({ signal }) => {
      const page = await getInventory({ pageSize: 1000, sort: [{ field: 'sku', dir: 'asc' }] }, signal);
      const seen = new Map<string, string>();
      for (const row of page.items) if (!seen.has(row.itemId)) seen.set(row.itemId, `${row.sku} — ${row.description}`);
      return [...seen].map(([id, label]) => ({ id, label }));
    },
  });
}

function OrderForm({ direction, order }: { direction: OrderDirection; order?: WarehouseOrder }) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const { company } = useWmsSession();
  const inbound = direction === 'INBOUND';
  const [values, setValues] = useState<FormValues>(() => valuesOf(order));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [problem, setProblem] = useState<string | null>(null);
  const warehouses = useWarehouses();
  const items = useItemOptions();
  const addresses = useAddressBookCache(company, !inbound);
  const save = useSaveOrder(inbound ? 'inbound' : 'outbound');

  /** A contract's en-US text in the user's language (the spec's catalogue), as the server's messages are. */
  const word = (text: string) => {
    const key = messageKeyOf(text);
    return key && i18n.exists(key) ? t(key as 'errors.required') : text;
  };
  const set = <K extends keyof FormValues>(field: K, value: FormValues[K]) => {
    setValues((v) => ({ ...v, [field]: value }));
    setErrors((e) => {
      const { [field]: _gone, ...rest } = e;
      return rest;
    });
  };
  const setLine = (index: number, line: Partial<LineValues>) =>
    setValues((v) => ({ ...v, lines: v.lines.map((l, i) => (i === index ? { ...l, ...line } : l)) }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setProblem(null);
    const body = bodyOf(direction, values);
    const schema = inbound ? inboundOrderInputSchema : outboundOrderInputSchema;
    const checked = schema.safeParse(body);
    if (!checked.success) {
      const found: Record<string, string> = {};
      for (const issue of checked.error.issues) {
        const path = issue.path.join('.');
        if (!(path in found)) found[path] = word(issue.message);
      }
      setErrors(found);
      return;
    }
    setErrors({});
    save.mutate(
      { id: order?.orderId, values: body as never },
      {
        onSuccess: (answer) => {
          notifySuccess(messageText(answer));
          void navigate(
            inbound
              ? paths.wms.inboundDetail({ id: answer.order.orderId })
              : paths.wms.outboundDetail({ id: answer.order.orderId }),
          );
        },
        onError: (error) => {
          const fields =
            error instanceof ApiError
              ? ((
                  error.body as {
                    error?: { details?: { fields?: { path: string; message: string; messageKey?: string }[] } };
                  }
                )?.error?.details?.fields ?? [])
              : [];
          if (fields.length > 0)
            setErrors(Object.fromEntries(fields.map((f) => [f.path.replace(/^body\./, ''), messageText(f)])));
          setProblem(error.message);
        },
      },
    );
  };

  const title = t(
    inbound
      ? order
        ? 'warehouse.pages.updateInbound'
        : 'warehouse.pages.createInbound'
      : order
        ? 'warehouse.pages.updateOutbound'
        : 'warehouse.pages.createOutbound',
  );
  const submitted = Object.keys(errors).length > 0;
  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        <Title order={1}>{title}</Title>
        <FormNotValidAlert visible={submitted} />
        {problem && !submitted && (
          <Alert color="red" role="alert">
            {problem}
          </Alert>
        )}
        {errors.lines && (
          <Alert color="red" role="alert">
            {errors.lines}
          </Alert>
        )}
        <Paper withBorder p="md" radius="md">
          <SimpleGrid cols={{ base: 1, md: 2 }}>
            <SelectField
              label={t('warehouse.orders.warehouse')}
              required
              options={(warehouses.data?.items ?? []).map((w) => ({
                id: w.warehouseId,
                label: `${w.code} — ${w.name}`,
              }))}
              value={values.warehouseId}
              onChange={(v) => set('warehouseId', unselected(v))}
              error={errors.warehouseId}
            />
            <TextField
              label={t('warehouse.orders.fileNumber')}
              required
              maxLength={orderReferenceMaxLength + 5}
              value={values.fileNumber}
              onChange={(v) => set('fileNumber', v)}
              error={errors.fileNumber}
            />
            <TextField
              label={t('warehouse.orders.referenceNo')}
              required
              maxLength={orderReferenceMaxLength + 5}
              value={values.referenceNo}
              onChange={(v) => set('referenceNo', v)}
              error={errors.referenceNo}
            />
            {inbound ? (
              <>
                <TextField
                  label={t('warehouse.orders.supplier')}
                  required
                  maxLength={200}
                  value={values.supplierName}
                  onChange={(v) => set('supplierName', v)}
                  error={errors.supplierName}
                />
                <DateField
                  label={t('warehouse.orders.expectedDate')}
                  required
                  value={values.expectedDate}
                  onChange={(v) => set('expectedDate', v)}
                  error={errors.expectedDate}
                />
                <TextField
                  label={t('warehouse.orders.carrier')}
                  maxLength={100}
                  value={values.carrier}
                  onChange={(v) => set('carrier', v)}
                  error={errors.carrier}
                />
                <TextField
                  label={t('warehouse.orders.containerNo')}
                  maxLength={20}
                  value={values.containerNo}
                  onChange={(v) => set('containerNo', v)}
                  error={errors.containerNo}
                />
                <TextField
                  label={t('warehouse.orders.houseBill')}
                  maxLength={40}
                  value={values.houseBill}
                  onChange={(v) => set('houseBill', v)}
                  error={errors.houseBill}
                />
              </>
            ) : (
              <>
                <SelectField
                  label={t('warehouse.orders.shipTo')}
                  required
                  options={(addresses.data ?? []).map((a) => ({ id: a.addressId, label: `${a.name} — ${a.city}` }))}
                  value={values.shipToAddressId}
                  onChange={(v) => set('shipToAddressId', unselected(v))}
                  error={errors.shipToAddressId}
                />
                <DateField
                  label={t('warehouse.orders.requestedDate')}
                  required
                  value={values.requestedDate}
                  onChange={(v) => set('requestedDate', v)}
                  error={errors.requestedDate}
                />
                <SelectField
                  label={t('warehouse.orders.serviceLevel')}
                  withEmptyItem={false}
                  options={serviceLevels.map((s) => ({ id: s, label: t(`warehouse.serviceLevels.${s}`) }))}
                  value={values.serviceLevel}
                  onChange={(v) => set('serviceLevel', v)}
                />
              </>
            )}
            <TextAreaField
              label={t('warehouse.orders.notes')}
              maxLength={2000}
              value={values.notes}
              onChange={(v) => set('notes', v)}
            />
          </SimpleGrid>
        </Paper>
        <Paper withBorder p="md" radius="md" component="fieldset">
          <Text component="legend" fw={600}>
            {t('warehouse.orders.lines')}
          </Text>
          <Stack>
            {items.isPending && <Loader size="sm" aria-label={t('warehouse.orders.lines')} />}
            {values.lines.map((line, index) => (
              <Group key={index} align="flex-start" wrap="wrap">
                <SelectField
                  label={`${t('warehouse.orders.item')} ${index + 1}`}
                  options={items.data ?? []}
                  value={line.itemId}
                  onChange={(v) => setLine(index, { itemId: unselected(v) })}
                  error={errors[`lines.${index}.itemId`]}
                  w={360}
                />
                <NumericField
                  label={`${t('warehouse.orders.quantity')} ${index + 1}`}
                  decimals={0}
                  value={line.quantity}
                  onChange={(v) => setLine(index, { quantity: v })}
                  error={errors[`lines.${index}.quantity`]}
                  w={160}
                />
                <TextField
                  label={`${t('warehouse.orders.lot')} ${index + 1}`}
                  maxLength={40}
                  value={line.lotNumber}
                  onChange={(v) => setLine(index, { lotNumber: v })}
                  w={180}
                />
                <Button
                  variant="subtle"
                  color="red"
                  mt={24}
                  onClick={() => setValues((v) => ({ ...v, lines: v.lines.filter((_, i) => i !== index) }))}
                >
                  {t('warehouse.orders.removeLine', { lineNo: index + 1 })}
                </Button>
              </Group>
            ))}
            <Group>
              <Button variant="default" onClick={() => setValues((v) => ({ ...v, lines: [...v.lines, emptyLine()] }))}>
                {t('warehouse.orders.addLine')}
              </Button>
            </Group>
          </Stack>
        </Paper>
        <Group justify="flex-end">
          <Button variant="default" onClick={() => void navigate(-1)}>
            {t('warehouse.orders.cancel')}
          </Button>
          <Button type="submit" loading={save.isPending}>
            {t('warehouse.orders.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** An update page: the order from the path's id (only while it may still be changed). */
function UpdateOrderPage({ direction }: { direction: OrderDirection }) {
  const { t } = useTranslation();
  const params = useParams();
  const parsed = orderIdParamsSchema.safeParse({ orderId: params.id ?? '' });
  const query = useOrder(parsed.success ? parsed.data.orderId : undefined);
  if (
    !parsed.success ||
    query.isError ||
    (query.data && (query.data.direction !== direction || !query.data.allowed.edit))
  )
    return (
      <Stack>
        <Title order={1}>
          {t(direction === 'INBOUND' ? 'warehouse.pages.updateInbound' : 'warehouse.pages.updateOutbound')}
        </Title>
        <Alert color="red" role="alert">
          {query.error && !(query.error instanceof ApiError && query.error.status === 404)
            ? query.error.message
            : t('warehouse.orders.notFound')}
        </Alert>
      </Stack>
    );
  if (!query.data) return <Loader aria-label={t('warehouse.orders.lines')} />;
  return <OrderForm direction={direction} order={query.data} />;
}

/** /wms/create-inbound-order (inoutOrderCreation_{company}). */
export function CreateInboundOrderPage() {
  return <OrderForm direction="INBOUND" />;
}
/** /wms/create-outbound-order (inoutOrderCreation_{company}). */
export function CreateOutboundOrderPage() {
  return <OrderForm direction="OUTBOUND" />;
}
/** /wms/inbound-update/{id}. */
export function UpdateInboundOrderPage() {
  return <UpdateOrderPage direction="INBOUND" />;
}
/** /wms/outbound-update/{id}. */
export function UpdateOutboundOrderPage() {
  return <UpdateOrderPage direction="OUTBOUND" />;
}
