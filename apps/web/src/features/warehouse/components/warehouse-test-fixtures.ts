import type { InventoryItem, WarehouseOrder } from '@connect/contracts/warehouse/warehouse.schemas';

/** Records as the warehouse API answers them, for the component tests. */
export const dfw = {
  warehouseId: '9d0c0a6e-4b7e-4c52-9a59-5b1c1f6c0001',
  code: 'MGL-DFW',
  name: 'Meridian Dallas Distribution Center',
  addressText: '4700 Mountain Creek Pkwy, Dallas, TX 75236, US',
  city: 'Dallas',
  countryCode: 'US',
};

export const cable: InventoryItem = {
  itemId: '3f2d1c0b-0000-4000-8000-000000000001',
  companyCode: 'LSCOMP',
  sku: 'LSC-CBL-M12',
  description: 'M12 sensor cable, 5 m, 4-pin',
  unitOfMeasure: 'EA',
  lengthCm: 20,
  widthCm: 20,
  heightCm: 5,
  weightKg: 0.21,
  hsCode: '8544.42',
  trackLot: false,
  trackSerial: false,
  trackExpiry: false,
  lowStockThreshold: 300,
  totals: { onHand: 1200, allocated: 150, available: 1050, incoming: 400 },
  balances: [{ warehouse: dfw, onHand: 1200, allocated: 150, available: 1050, incoming: 400 }],
};

export function makeOrder(over: Partial<WarehouseOrder> = {}): WarehouseOrder {
  return {
    orderId: '5a6b7c8d-0000-4000-8000-000000000010',
    direction: 'OUTBOUND',
    status: 'ALLOCATED',
    companyCode: 'LSCOMP',
    companyName: 'Lone Star Components LLC',
    warehouse: dfw,
    fileNumber: 'OUT-LSCOMP-2009',
    referenceNo: 'SO-100200',
    supplierName: '',
    expectedDate: null,
    carrier: '',
    containerNo: '',
    houseBill: '',
    shipmentId: null,
    shipmentEta: null,
    shipToAddressId: '6b7c8d9e-0000-4000-8000-000000000020',
    shipTo: {
      name: 'Austin Robotics Lab',
      address: '500 E 5th St',
      city: 'Austin',
      stateProvince: 'TX',
      postalCode: '78701',
      countryCode: 'US',
    },
    requestedDate: '2026-12-01',
    serviceLevel: 'STD',
    notes: '',
    voidReason: '',
    totalQty: 150,
    lines: [
      {
        lineId: '7c8d9e0f-0000-4000-8000-000000000030',
        lineNo: 1,
        itemId: cable.itemId,
        sku: cable.sku,
        description: cable.description,
        unitOfMeasure: 'EA',
        quantity: 150,
        receivedQty: null,
        allocatedQty: 150,
        lotNumber: '',
        trackLot: false,
        trackSerial: false,
        trackExpiry: false,
      },
    ],
    history: [
      { status: 'OUTBOUND', note: '', byName: 'Dana Whitfield', at: '2026-11-20T15:00:00.000Z' },
      { status: 'ALLOCATED', note: '', byName: 'Dana Whitfield', at: '2026-11-20T15:00:01.000Z' },
    ],
    allowed: { edit: true, void: true, allocate: false, receive: false, confirm: false },
    createdAt: '2026-11-20T15:00:00.000Z',
    updatedAt: '2026-11-20T15:00:01.000Z',
    ...over,
  };
}
