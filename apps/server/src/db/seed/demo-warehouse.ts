import { and, eq, gt, inArray, isNull } from 'drizzle-orm';
import type { Database } from '../client';
import { addresses } from '../schema/addressbook';
import { companies, users } from '../schema/identity';
import { appSettings } from '../schema/settings';
import { shipments } from '../schema/shipments';
import {
  inventoryBalances,
  inventoryLotBalances,
  inventoryMovements,
  warehouseAccounts,
  warehouseItems,
  warehouseLocations,
  warehouseOrderEvents,
  warehouseOrderLines,
  warehouseOrders,
  warehouses,
} from '../schema/warehouse';
import { createRandom } from './random';

/**
 * Demo warehouse data (issue #19): the forwarder's three warehouses at real sites, the accounts of Lone Star
 * Components and Gulf Coast Medical Supply (Dallas) and Pacific Rim Electronics (Los Angeles), their SKUs, and four
 * months of inbound and outbound orders in every status, played through the same rules as the service (ledger
 * movements and balances agree: on hand = received − shipped, allocated = open allocations, incoming = open
 * inbound orders). The newest inbound orders carry the house bills of the company's shipments still in transit.
 */

const settingKey = 'demo_warehouse_version';

export const demoWarehouses = [
  {
    code: 'MGL-DFW',
    name: 'Meridian Dallas Distribution Center',
    address: '4700 Mountain Creek Pkwy',
    city: 'Dallas',
    stateProvince: 'TX',
    postalCode: '75236',
    countryCode: 'US',
  },
  {
    code: 'MGL-LAX',
    name: 'Meridian Los Angeles Gateway',
    address: '18400 S Santa Fe Ave',
    city: 'Rancho Dominguez',
    stateProvince: 'CA',
    postalCode: '90221',
    countryCode: 'US',
  },
  {
    code: 'MGL-VCP',
    name: 'Meridian Campinas Armazém',
    address: 'Rodovia Santos Dumont, km 66',
    city: 'Campinas',
    stateProvince: 'SP',
    postalCode: '13052-970',
    countryCode: 'BR',
  },
] as const;

type DemoItem = {
  sku: string;
  description: string;
  uom: string;
  dims: [number, number, number];
  kg: number;
  hs: string;
  lot?: boolean;
  serial?: boolean;
  expiry?: boolean;
  threshold: number;
};

export const demoWarehouseAccounts: readonly { company: string; warehouse: string; items: DemoItem[] }[] = [
  {
    company: 'LSCOMP',
    warehouse: 'MGL-DFW',
    // Lone Star's parts are counted by quantity only: receiving them needs no lot or serial (decision 073).
    items: [
      {
        sku: 'LSC-PS-2400',
        description: 'Pressure sensor 0-400 bar, 4-20 mA',
        uom: 'EA',
        dims: [12, 8, 6],
        kg: 0.35,
        hs: '9026.20',
        threshold: 120,
      },
      {
        sku: 'LSC-TC-K100',
        description: 'Thermocouple type K, 100 mm probe',
        uom: 'EA',
        dims: [15, 4, 4],
        kg: 0.08,
        hs: '9025.19',
        threshold: 200,
      },
      {
        sku: 'LSC-PLC-8IO',
        description: 'Compact PLC module, 8 I/O',
        uom: 'EA',
        dims: [14, 10, 7],
        kg: 0.62,
        hs: '8537.10',
        threshold: 40,
      },
      {
        sku: 'LSC-CBL-M12',
        description: 'M12 sensor cable, 5 m, 4-pin',
        uom: 'EA',
        dims: [20, 20, 5],
        kg: 0.21,
        hs: '8544.42',
        threshold: 300,
      },
      {
        sku: 'LSC-RLY-24V',
        description: 'Industrial relay 24 V DC, DIN rail',
        uom: 'EA',
        dims: [9, 7, 3],
        kg: 0.09,
        hs: '8536.41',
        threshold: 400,
      },
      {
        sku: 'LSC-ENC-IP67',
        description: 'Enclosure IP67, 300 × 200 × 150 mm',
        uom: 'EA',
        dims: [32, 22, 17],
        kg: 1.9,
        hs: '8538.10',
        threshold: 25,
      },
      {
        sku: 'LSC-PSU-240',
        description: 'DIN-rail power supply 24 V, 240 W',
        uom: 'EA',
        dims: [13, 7, 12],
        kg: 0.85,
        hs: '8504.40',
        threshold: 60,
      },
      {
        sku: 'LSC-FLT-EMI',
        description: 'EMI line filter 10 A (box of 10)',
        uom: 'BX',
        dims: [30, 20, 12],
        kg: 2.4,
        hs: '8548.00',
        threshold: 15,
      },
    ],
  },
  {
    company: 'GCMEDS',
    warehouse: 'MGL-DFW',
    items: [
      {
        sku: 'GCM-GLV-NTR-M',
        description: 'Nitrile exam gloves, medium (case of 1000)',
        uom: 'CS',
        dims: [40, 25, 25],
        kg: 6.5,
        hs: '4015.19',
        lot: true,
        expiry: true,
        threshold: 80,
      },
      {
        sku: 'GCM-GLV-NTR-L',
        description: 'Nitrile exam gloves, large (case of 1000)',
        uom: 'CS',
        dims: [40, 25, 25],
        kg: 6.8,
        hs: '4015.19',
        lot: true,
        expiry: true,
        threshold: 80,
      },
      {
        sku: 'GCM-SYR-10ML',
        description: 'Syringe 10 ml Luer lock, sterile (box of 100)',
        uom: 'BX',
        dims: [30, 20, 15],
        kg: 1.4,
        hs: '9018.31',
        lot: true,
        expiry: true,
        threshold: 150,
      },
      {
        sku: 'GCM-MSK-N95',
        description: 'N95 respirator (box of 20)',
        uom: 'BX',
        dims: [22, 18, 12],
        kg: 0.5,
        hs: '6307.90',
        lot: true,
        expiry: true,
        threshold: 200,
      },
      {
        sku: 'GCM-GWN-ISO',
        description: 'Isolation gown, level 2 (case of 50)',
        uom: 'CS',
        dims: [45, 35, 30],
        kg: 4.2,
        hs: '6210.10',
        lot: true,
        threshold: 40,
      },
      {
        sku: 'GCM-BPM-ARM',
        description: 'Digital blood pressure monitor, upper arm',
        uom: 'EA',
        dims: [18, 14, 10],
        kg: 0.7,
        hs: '9018.90',
        serial: true,
        threshold: 30,
      },
    ],
  },
  {
    company: 'PRELEC',
    warehouse: 'MGL-LAX',
    items: [
      {
        sku: 'PRE-LCD-15IN',
        description: '15.6 in LCD panel, 1920 × 1080',
        uom: 'EA',
        dims: [42, 28, 4],
        kg: 1.1,
        hs: '8524.11',
        serial: true,
        threshold: 50,
      },
      {
        sku: 'PRE-PCB-CTRL',
        description: 'Controller board rev. C',
        uom: 'EA',
        dims: [20, 15, 3],
        kg: 0.18,
        hs: '8473.30',
        serial: true,
        threshold: 100,
      },
      {
        sku: 'PRE-BAT-18650',
        description: 'Li-ion cell 18650, 3500 mAh (tray of 100)',
        uom: 'TR',
        dims: [30, 20, 8],
        kg: 4.9,
        hs: '8507.60',
        lot: true,
        threshold: 30,
      },
      {
        sku: 'PRE-KBD-USB',
        description: 'USB keyboard, US layout',
        uom: 'EA',
        dims: [46, 16, 4],
        kg: 0.6,
        hs: '8471.60',
        threshold: 120,
      },
      {
        sku: 'PRE-CAB-HDMI2',
        description: 'HDMI 2.1 cable, 2 m',
        uom: 'EA',
        dims: [18, 12, 3],
        kg: 0.12,
        hs: '8544.42',
        threshold: 250,
      },
    ],
  },
];

const suppliers: Record<string, string[]> = {
  LSCOMP: ['Shenzhen Huaxin Electronics Co., Ltd.', 'Baumer Sensors GmbH', 'Monterrey Cable Works S.A. de C.V.'],
  GCMEDS: ['Top Glove Sdn. Bhd.', 'Hangzhou MedTech Supplies Co.', 'Guadalajara Textiles Médicos'],
  PRELEC: ['Taipei Display Corp.', 'Samsung SDI Co., Ltd.', 'Dongguan Precision Cables'],
};
const carriers = ['Maersk', 'MSC', 'CMA CGM', 'Hapag-Lloyd', 'American Airlines Cargo', 'ONE'];

type Line = { itemId: string; quantity: number; receivedQty: number | null; allocatedQty: number };
type Event = { status: string; note: string; at: Date };
type Movement = {
  itemId: string;
  kind: 'received' | 'allocated' | 'released' | 'shipped';
  quantity: number;
  reason: string;
  at: Date;
};
type PlannedOrder = {
  direction: 'INBOUND' | 'OUTBOUND';
  status: 'INBOUND' | 'RECEIVED' | 'OUTBOUND' | 'ALLOCATED' | 'CONFIRMED' | 'VOID';
  fileNumber: string;
  referenceNo: string;
  createdAt: Date;
  columns: Partial<typeof warehouseOrders.$inferInsert>;
  lines: Line[];
  events: Event[];
  movements: Movement[];
};

const day = 86_400_000;

/**
 * Lots of Gulf Coast Medical Supply's expiry-tracked SKUs (decision 073), counted in at go-live 20 days ago: per
 * item one lot already expired, one expiring within 30 days and one good for long, so the inventory detail shows
 * every state and FEFO has a choice. The rest of their stock came before lots were tracked (no lot).
 */
const demoLots: Record<string, { lotNumber: string; expiresInDays: number; quantity: number }[]> = {
  'GCM-GLV-NTR-M': [
    { lotNumber: 'TG2406-118', expiresInDays: -12, quantity: 14 },
    { lotNumber: 'TG2411-042', expiresInDays: 21, quantity: 36 },
    { lotNumber: 'TG2509-377', expiresInDays: 540, quantity: 120 },
  ],
  'GCM-SYR-10ML': [
    { lotNumber: 'HZ-S10-2405A', expiresInDays: -3, quantity: 20 },
    { lotNumber: 'HZ-S10-2412C', expiresInDays: 12, quantity: 45 },
    { lotNumber: 'HZ-S10-2508B', expiresInDays: 700, quantity: 200 },
  ],
  'GCM-MSK-N95': [
    { lotNumber: 'N95-24-0931', expiresInDays: 27, quantity: 60 },
    { lotNumber: 'N95-25-1204', expiresInDays: 900, quantity: 240 },
  ],
};

/** The demo warehouses, accounts, items and orders, once per database (after the demo companies and shipments). */
export async function seedDemoWarehouse(db: Database, today: Date = new Date()): Promise<void> {
  const [done] = await db.select().from(appSettings).where(eq(appSettings.key, settingKey));
  if (done) return;
  const codes = demoWarehouseAccounts.map((a) => a.company);
  const companyRows = await db
    .select({ id: companies.id, code: companies.code })
    .from(companies)
    .where(inArray(companies.code, codes));
  if (companyRows.length === 0) return;
  const companyId = new Map(companyRows.map((c) => [c.code, c.id]));
  const [staff] = await db
    .select({ id: users.id, name: users.displayName })
    .from(users)
    .where(eq(users.email, 'ops@meridian-logistics.example'));
  const by = { byName: staff?.name ?? 'Meridian Operations', createdBy: staff?.id ?? null };
  const random = createRandom(19);

  await db.transaction(async (tx) => {
    const warehouseRows = await tx
      .insert(warehouses)
      .values([...demoWarehouses])
      .returning();
    const warehouseId = new Map(warehouseRows.map((w) => [w.code, w.id]));
    for (const w of warehouseRows) {
      await tx.insert(warehouseLocations).values(
        ['A', 'B', 'C'].flatMap((aisle) =>
          [1, 2, 3, 4].map((rack) => ({
            warehouseId: w.id,
            code: `${aisle}-${String(rack).padStart(2, '0')}-1`,
            zone: aisle,
          })),
        ),
      );
    }
    for (const account of demoWarehouseAccounts) {
      const cid = companyId.get(account.company);
      const wid = warehouseId.get(account.warehouse);
      if (!cid || !wid) continue;
      await tx.insert(warehouseAccounts).values({ companyId: cid, warehouseId: wid });
      const items = await tx
        .insert(warehouseItems)
        .values(
          account.items.map((i) => ({
            companyId: cid,
            sku: i.sku,
            description: i.description,
            unitOfMeasure: i.uom,
            lengthCm: String(i.dims[0]),
            widthCm: String(i.dims[1]),
            heightCm: String(i.dims[2]),
            weightKg: String(i.kg),
            hsCode: i.hs,
            trackLot: i.lot ?? false,
            trackSerial: i.serial ?? false,
            trackExpiry: i.expiry ?? false,
            lowStockThreshold: i.threshold,
          })),
        )
        .returning({ id: warehouseItems.id, sku: warehouseItems.sku, threshold: warehouseItems.lowStockThreshold });
      const inTransit = await tx
        .select({ id: shipments.id, houseBill: shipments.documentNo, eta: shipments.eta })
        .from(shipments)
        .where(and(eq(shipments.companyId, cid), gt(shipments.eta, today), isNull(shipments.ata)))
        .limit(2);
      const shipTos = await tx
        .select()
        .from(addresses)
        .where(and(eq(addresses.companyId, cid), isNull(addresses.deletedAt)))
        .limit(4);
      const plan = planOrders(account.company, items, inTransit, shipTos, today, random);
      const balances = new Map(items.map((i) => [i.id, { onHand: 0, allocated: 0, incoming: 0 }]));
      for (const order of plan) {
        for (const m of order.movements) {
          const b = balances.get(m.itemId);
          if (!b) continue;
          if (m.kind === 'received') b.onHand += m.quantity;
          if (m.kind === 'allocated') b.allocated += m.quantity;
          if (m.kind === 'released') b.allocated -= m.quantity;
          if (m.kind === 'shipped') {
            b.onHand -= m.quantity;
            b.allocated -= m.quantity;
          }
        }
        if (order.status === 'INBOUND')
          for (const l of order.lines) {
            const b = balances.get(l.itemId);
            if (b) b.incoming += l.quantity;
          }
        const [row] = await tx
          .insert(warehouseOrders)
          .values({
            ...order.columns,
            companyId: cid,
            warehouseId: wid,
            direction: order.direction,
            status: order.status,
            fileNumber: order.fileNumber,
            referenceNo: order.referenceNo,
            createdBy: null,
            createdAt: order.createdAt,
            updatedAt: order.events.at(-1)?.at ?? order.createdAt,
          })
          .returning({ id: warehouseOrders.id });
        if (!row) throw new Error(`order ${order.fileNumber} was not created`);
        await tx
          .insert(warehouseOrderLines)
          .values(order.lines.map((l, i) => ({ ...l, orderId: row.id, lineNo: i + 1 })));
        await tx.insert(warehouseOrderEvents).values(
          order.events.map((e) => ({
            orderId: row.id,
            status: e.status,
            note: e.note,
            byName: by.byName,
            createdBy: by.createdBy,
            createdAt: e.at,
          })),
        );
        if (order.movements.length > 0)
          await tx.insert(inventoryMovements).values(
            order.movements.map((m) => ({
              companyId: cid,
              itemId: m.itemId,
              warehouseId: wid,
              kind: m.kind,
              quantity: m.quantity,
              orderId: row.id,
              reason: m.reason,
              ...by,
              createdAt: m.at,
            })),
          );
      }
      for (const item of items) {
        const lots = demoLots[item.sku];
        const b = balances.get(item.id);
        if (!lots || !b) continue;
        const receivedAt = new Date(today.getTime() - 20 * day);
        for (const lot of lots) {
          const expiryDate = new Date(today.getTime() + lot.expiresInDays * day).toISOString().slice(0, 10);
          b.onHand += lot.quantity;
          await tx.insert(inventoryMovements).values({
            companyId: cid,
            itemId: item.id,
            warehouseId: wid,
            kind: 'received',
            quantity: lot.quantity,
            reason: 'lot count at go-live',
            lotNumber: lot.lotNumber,
            expiryDate,
            ...by,
            createdAt: receivedAt,
          });
          await tx.insert(inventoryLotBalances).values({
            itemId: item.id,
            warehouseId: wid,
            companyId: cid,
            lotNumber: lot.lotNumber,
            expiryDate,
            onHand: lot.quantity,
          });
        }
      }
      for (const [itemId, b] of balances) {
        if (b.onHand < 0 || b.allocated < 0 || b.allocated > b.onHand)
          throw new Error('demo warehouse plan is inconsistent');
        // Stock already at or below its threshold has had its notice (decision 063): the next drop is no crossing.
        const threshold = items.find((i) => i.id === itemId)?.threshold ?? 0;
        const lowStockAlerted = threshold > 0 && b.onHand - b.allocated <= threshold;
        await tx.insert(inventoryBalances).values({ itemId, warehouseId: wid, companyId: cid, ...b, lowStockAlerted });
      }
    }
    await tx.insert(appSettings).values({ key: settingKey, value: 1 });
  });
}

/**
 * Four months of one company's orders, in time order, with the movements each causes. Stock is tracked while
 * planning so an outbound order is allocated only from what is there (the open OUTBOUND one asks for more).
 */
function planOrders(
  company: string,
  items: { id: string; threshold: number }[],
  inTransit: { id: string; houseBill: string; eta: Date | null }[],
  shipTos: (typeof addresses.$inferSelect)[],
  today: Date,
  random: ReturnType<typeof createRandom>,
): PlannedOrder[] {
  const start = today.getTime() - 120 * day;
  const at = (d: number, hour = 10) => new Date(start + d * day + hour * 3_600_000);
  const isoDay = (d: Date) => d.toISOString().slice(0, 10);
  const available = new Map(items.map((i) => [i.id, 0]));
  const plan: PlannedOrder[] = [];
  let inboundNo = 1001;
  let outboundNo = 2001;
  const supplier = () => random.pick(suppliers[company] ?? ['Supplier']);
  const pickItems = (n: number) => [...items].sort(() => random.next() - 0.5).slice(0, n);

  const inbound = (
    d: number,
    kind: 'CONFIRMED' | 'RECEIVED' | 'VOID' | 'INBOUND',
    link?: (typeof inTransit)[number],
  ) => {
    const created = at(d);
    const lines: Line[] = (kind === 'CONFIRMED' ? items : pickItems(random.int(2, 3))).map((i) => ({
      itemId: i.id,
      // Enough to serve the outbound orders, with the last item kept lean (it shows up as low stock).
      quantity:
        i === items.at(-1)
          ? Math.max(5, Math.round(i.threshold * 0.4))
          : random.int(4, 9) * Math.max(10, Math.round(i.threshold / 2)),
      receivedQty: null,
      allocatedQty: 0,
    }));
    const order: PlannedOrder = {
      direction: 'INBOUND',
      status: kind,
      fileNumber: `IN-${company}-${inboundNo++}`,
      referenceNo: `PO-${company.slice(0, 3)}-${random.int(40000, 49999)}`,
      createdAt: created,
      columns: {
        supplierName: supplier(),
        expectedDate: isoDay(link?.eta ? new Date(link.eta.getTime() + 2 * day) : at(d + 14)),
        carrier: random.pick(carriers),
        containerNo: link ? '' : `MSKU${random.int(1000000, 9999999)}`,
        houseBill: link?.houseBill ?? '',
        shipmentId: link?.id ?? null,
      },
      lines,
      events: [{ status: 'INBOUND', note: '', at: created }],
      movements: [],
    };
    if (kind === 'CONFIRMED' || kind === 'RECEIVED') {
      const receivedAt = at(d + 14, 15);
      lines.forEach((l, i) => {
        // The RECEIVED order arrived one line short.
        const qty = kind === 'RECEIVED' && i === 0 ? l.quantity - Math.max(1, Math.round(l.quantity / 10)) : l.quantity;
        l.receivedQty = qty;
        available.set(l.itemId, (available.get(l.itemId) ?? 0) + qty);
        order.movements.push({
          itemId: l.itemId,
          kind: 'received',
          quantity: qty,
          reason: qty === l.quantity ? '' : `expected ${l.quantity}`,
          at: receivedAt,
        });
      });
      order.events.push({ status: 'RECEIVED', note: '', at: receivedAt });
      if (kind === 'CONFIRMED') order.events.push({ status: 'CONFIRMED', note: '', at: at(d + 15, 9) });
    }
    if (kind === 'VOID')
      order.events.push({ status: 'VOID', note: 'Supplier cancelled the purchase order', at: at(d + 3) });
    plan.push(order);
  };

  const outbound = (d: number, kind: 'CONFIRMED' | 'ALLOCATED' | 'OUTBOUND' | 'VOID') => {
    const created = at(d, 11);
    const chosen = pickItems(random.int(1, 3)).filter((i) => i !== items.at(-1));
    const lines: Line[] = chosen.map((i) => {
      const have = available.get(i.id) ?? 0;
      const quantity =
        kind === 'OUTBOUND'
          ? have + random.int(50, 150)
          : Math.max(1, Math.min(have, random.int(2, 8) * Math.max(5, Math.round(i.threshold / 10))));
      return { itemId: i.id, quantity, receivedQty: null, allocatedQty: 0 };
    });
    if (lines.length === 0 || (kind !== 'OUTBOUND' && lines.some((l) => (available.get(l.itemId) ?? 0) < l.quantity)))
      return;
    const address = shipTos.length > 0 ? random.pick(shipTos) : undefined;
    const order: PlannedOrder = {
      direction: 'OUTBOUND',
      status: kind,
      fileNumber: `OUT-${company}-${outboundNo++}`,
      referenceNo: `SO-${random.int(100000, 999999)}`,
      createdAt: created,
      columns: {
        shipToAddressId: address?.id ?? null,
        shipTo: address
          ? {
              name: address.name,
              address: address.address,
              city: address.city,
              stateProvince: address.stateProvince,
              postalCode: address.postalCode,
              countryCode: address.countryCode,
            }
          : null,
        requestedDate: isoDay(at(d + 5)),
        serviceLevel: random.pick(['STD', 'STD', 'EXP', 'ECO']),
      },
      lines,
      events: [{ status: 'OUTBOUND', note: '', at: created }],
      movements: [],
    };
    if (kind !== 'OUTBOUND') {
      const allocatedAt = at(d, 12);
      for (const l of lines) {
        l.allocatedQty = l.quantity;
        available.set(l.itemId, (available.get(l.itemId) ?? 0) - l.quantity);
        order.movements.push({
          itemId: l.itemId,
          kind: 'allocated',
          quantity: l.quantity,
          reason: '',
          at: allocatedAt,
        });
      }
      order.events.push({ status: 'ALLOCATED', note: '', at: allocatedAt });
    }
    if (kind === 'CONFIRMED') {
      const shippedAt = at(d + 2, 16);
      for (const l of lines)
        order.movements.push({ itemId: l.itemId, kind: 'shipped', quantity: l.quantity, reason: '', at: shippedAt });
      order.events.push({ status: 'CONFIRMED', note: '', at: shippedAt });
    }
    if (kind === 'VOID') {
      const voidAt = at(d + 1, 9);
      const reason = 'Customer cancelled the sales order';
      for (const l of lines) {
        order.movements.push({ itemId: l.itemId, kind: 'released', quantity: l.quantity, reason, at: voidAt });
        available.set(l.itemId, (available.get(l.itemId) ?? 0) + l.quantity);
        l.allocatedQty = 0;
      }
      order.events.push({ status: 'VOID', note: reason, at: voidAt });
    }
    plan.push(order);
  };

  inbound(0, 'CONFIRMED');
  for (let d = 18; d < 100; d += 9) outbound(d, 'CONFIRMED');
  inbound(40, 'CONFIRMED');
  inbound(55, 'VOID');
  inbound(80, 'CONFIRMED');
  outbound(101, 'VOID');
  outbound(104, 'CONFIRMED');
  inbound(98, 'RECEIVED');
  outbound(110, 'ALLOCATED');
  outbound(114, 'ALLOCATED');
  outbound(116, 'OUTBOUND');
  inTransit.forEach((s, i) => inbound(112 + i * 3, 'INBOUND', s));
  inbound(118, 'INBOUND');
  return plan.sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
}
