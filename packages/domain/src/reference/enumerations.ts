/** Fixed option lists of the portal (document types, statuses, modes, event types ...). */

// Documents

export type DocumentType = {
  readonly code: string;
  readonly name: string;
  readonly raftValue: string;
  readonly quickBooking: boolean;
};

export const documentTypes = [
  { code: 'COMMINVOICE', name: 'Commercial Invoice', raftValue: 'commercial-invoice', quickBooking: true },
  { code: 'PACKLIST', name: 'Packing List', raftValue: 'packing-list', quickBooking: true },
  {
    code: 'SHIPLETTER',
    name: "Shipper's Letter of Instruction",
    raftValue: 'shipper-letter-of-instruction',
    quickBooking: true,
  },
  { code: 'CUSTOMNAME', name: 'Custom Name', raftValue: 'custom-name', quickBooking: false },
  { code: 'PurchaseOrder', name: 'Purchase Order', raftValue: 'purchase-order', quickBooking: false },
  { code: 'Other', name: 'Other Documents', raftValue: 'other-documents', quickBooking: false },
] as const satisfies readonly DocumentType[];
export type DocumentTypeCode = (typeof documentTypes)[number]['code'];

export type CodeName = {
  readonly code: string;
  readonly name: string;
};

export const visibilityOptions = [
  { code: 'PRIVATE', name: 'Private' },
  { code: 'COMPANY', name: 'Restrict to My Company' },
] as const satisfies readonly CodeName[];
export type VisibilityCode = (typeof visibilityOptions)[number]['code'];

export const exportFileTypes = ['PDF', 'Excel', 'CSV'] as const;
export type ExportFileType = (typeof exportFileTypes)[number];

export const profileImageFormats = ['jpg', 'jpeg', 'bmp', 'png', 'jfif'] as const;
export type ProfileImageFormat = (typeof profileImageFormats)[number];

// Cargo and units

export const cargoTypes = [
  { code: 'BRL', name: 'Barrel' },
  { code: 'BAL', name: 'Bale' },
  { code: 'BDL', name: 'Bundle' },
  { code: 'BOX', name: 'Box' },
  { code: 'CRT', name: 'Crate' },
  { code: 'CTN', name: 'Carton' },
  { code: 'DRM', name: 'Drum' },
  { code: 'PLT', name: 'Pallet' },
  { code: 'SKD', name: 'Skid' },
  { code: '20DC', name: "20' Dry Container" },
  { code: '20HC', name: "20' High Cube Container" },
  { code: '40DC', name: "40' Dry Container" },
  { code: '40HC', name: "40' High Cube Container" },
  { code: '45HC', name: "45' High Cube Container" },
  { code: 'OTH', name: 'Other' },
] as const satisfies readonly CodeName[];
export type CargoTypeCode = (typeof cargoTypes)[number]['code'];

export const measureUnits = ['IN', 'CM'] as const;
export type MeasureUnit = (typeof measureUnits)[number];

export const weightUnits = ['LB', 'KG'] as const;
export type WeightUnit = (typeof weightUnits)[number];

// Terms

export type FreightTerm = {
  readonly code: string;
  readonly name: string;
  readonly description: string;
};

export const freightTerms = [
  { code: 'PREPAID', name: 'Prepaid', description: 'Billable at origin/shipper' },
  { code: 'Collect', name: 'Collect', description: 'Billable at destination/consignee' },
] as const satisfies readonly FreightTerm[];
export type FreightTermCode = (typeof freightTerms)[number]['code'];

export const deliveryTerms = [
  { code: 'DoorToDoor', name: 'Door to Door' },
  { code: 'DoorToPort', name: 'Door to Port' },
  { code: 'PortToDoor', name: 'Port to Door' },
  { code: 'PortToPort', name: 'Port to Port' },
] as const satisfies readonly CodeName[];
export type DeliveryTermCode = (typeof deliveryTerms)[number]['code'];

/** Incoterms 2020 rules (ICC). */
export const incoterms = [
  { code: 'EXW', name: 'Ex Works' },
  { code: 'FCA', name: 'Free Carrier' },
  { code: 'CPT', name: 'Carriage Paid To' },
  { code: 'CIP', name: 'Carriage and Insurance Paid To' },
  { code: 'DAP', name: 'Delivered at Place' },
  { code: 'DPU', name: 'Delivered at Place Unloaded' },
  { code: 'DDP', name: 'Delivered Duty Paid' },
  { code: 'FAS', name: 'Free Alongside Ship' },
  { code: 'FOB', name: 'Free on Board' },
  { code: 'CFR', name: 'Cost and Freight' },
  { code: 'CIF', name: 'Cost, Insurance and Freight' },
] as const satisfies readonly CodeName[];
export type IncotermCode = (typeof incoterms)[number]['code'];

// Modes and service levels

/** Display labels of the booking modes; `bookingModeCodes` holds the matching codes in the same order. */
export const bookingModes = ['Air', 'Ocean-LCL', 'Ocean-FCL', 'Domestic'] as const;
export type BookingMode = (typeof bookingModes)[number];

export const bookingModeCodes = ['AIR', 'OCEAN-LCL', 'OCEAN-FCL', 'DOMESTIC'] as const;
export type BookingModeCode = (typeof bookingModeCodes)[number];

export const transportModes = ['AIR', 'OCEAN', 'DOMESTIC', 'SURFACE'] as const;
export type TransportMode = (typeof transportModes)[number];

export const serviceLevels = [
  { code: 'STD', name: 'Standard' },
  { code: 'EXP', name: 'Express' },
] as const satisfies readonly CodeName[];
export type ServiceLevelCode = (typeof serviceLevels)[number]['code'];

export const estimatorServiceLevels = ['Economy', 'Express'] as const;
export type EstimatorServiceLevel = (typeof estimatorServiceLevels)[number];

// Parties and addresses

/** Ultimate consignee types; the codes are those of the US export filing (AES). */
export const consigneeTypes = [
  { code: 'D', name: 'Direct Consumer' },
  { code: 'G', name: 'Government Entity' },
  { code: 'R', name: 'Reseller' },
  { code: 'O', name: 'Other/Unknown' },
] as const satisfies readonly CodeName[];
export type ConsigneeTypeCode = (typeof consigneeTypes)[number]['code'];

export const partyTypes = ['SHIPPER', 'NOTIFY', 'CONSIGNEE', 'IMPORTER', 'PICKUP', 'DELIVERY', 'FORWARDER'] as const;
export type PartyType = (typeof partyTypes)[number];

export const addressTypes = [
  'BILLING',
  'CONSIGNEE',
  'DELIVER',
  'PRIMARY',
  'SHIPPER',
  'SUB_OFFICE',
  'WAREHOUSE',
  'OVERSEAS',
] as const;
export type AddressType = (typeof addressTypes)[number];

export const partyTypeCodes = {
  export: 'E',
  consignee: 'C',
  internationalConsignee: 'I',
  forwardingAgent: 'F',
} as const;
export type PartyTypeCode = (typeof partyTypeCodes)[keyof typeof partyTypeCodes];

// Search

export type ShipmentSearchType = {
  readonly label: string;
  readonly value: string;
};

export const shipmentSearchTypes = [
  { label: 'House Bill #', value: 'billNo' },
  { label: 'Master Bill #', value: 'mbillNo' },
  { label: 'Commercial Invoice #', value: 'INV' },
  { label: 'Purchase Order #', value: 'PO' },
] as const satisfies readonly ShipmentSearchType[];
export type ShipmentSearchTypeValue = (typeof shipmentSearchTypes)[number]['value'];

// Events and notifications

export const eventModules = ['shipments', 'billing', 'bookings', 'wms'] as const;
export type EventModule = (typeof eventModules)[number];

export type EventType = {
  readonly code: number;
  readonly name: string;
  readonly module: EventModule;
};

export const eventTypes = [
  { code: 25, name: 'Shipper Booked', module: 'shipments' },
  { code: 1, name: 'Shipment Pickup', module: 'shipments' },
  { code: 12, name: 'Shipment Received', module: 'shipments' },
  { code: 13, name: 'Export Customs Clearance', module: 'shipments' },
  { code: 112, name: 'Shipment Loaded', module: 'shipments' },
  { code: 4, name: 'Departure from Origin', module: 'shipments' },
  { code: 5, name: 'Arrival at Destination', module: 'shipments' },
  { code: 11, name: 'Import Customs Clearance', module: 'shipments' },
  { code: 6, name: 'Delivered to Consignee', module: 'shipments' },
  { code: 21, name: 'Exceptions', module: 'shipments' },
  { code: 8888, name: 'Shipment Notes', module: 'shipments' },
  { code: 6666, name: 'Prealert', module: 'shipments' },
  { code: 7777, name: 'Prealert with Attachment', module: 'shipments' },
  { code: 9999, name: 'Invoice Posted', module: 'billing' },
  { code: 5555, name: 'Booking Accepted', module: 'bookings' },
  { code: 4444, name: 'Booking Rejected', module: 'bookings' },
  { code: 3333, name: 'Booking Notes', module: 'bookings' },
  { code: 2222, name: 'Booking Submitted', module: 'bookings' },
  { code: 1001, name: 'Order Allocated', module: 'wms' },
  { code: 1002, name: 'Order Confirmed', module: 'wms' },
  { code: 1003, name: 'Order Voided', module: 'wms' },
] as const satisfies readonly EventType[];
export type EventTypeCode = (typeof eventTypes)[number]['code'];

/** Event codes a user can subscribe to, per module, in display order. */
export const notificationEventIds = {
  shipments: [25, 1, 12, 13, 112, 4, 5, 11, 6, 21, 8888, 6666, 7777],
  billing: [9999],
  bookings: [5555, 4444, 3333, 2222],
  wms: [1001, 1002, 1003],
} as const satisfies Record<EventModule, readonly EventTypeCode[]>;

// Statuses

export const invoiceStatuses = [
  'Past Due',
  'Payment Posted',
  'In Process',
  'Current',
  'Credit Balance',
  'Multiple Payments in Process',
] as const;
export type InvoiceStatus = (typeof invoiceStatuses)[number];

export const directions = ['Inbound', 'Outbound'] as const;
export type Direction = (typeof directions)[number];

export const quotationStatuses = ['Quotation Requested', 'Offered', 'Accepted', 'Rejected', 'Used'] as const;
export type QuotationStatus = (typeof quotationStatuses)[number];

export const warehouseStatuses = ['On Hand', 'In Process', 'Loaded', 'Pending', 'Shipped', 'Received'] as const;
export type WarehouseStatus = (typeof warehouseStatuses)[number];

export const inboundOrderStatuses = ['INBOUND', 'RECEIVED', 'CONFIRMED', 'VOID'] as const;
export type InboundOrderStatus = (typeof inboundOrderStatuses)[number];

export const outboundOrderStatuses = ['OUTBOUND', 'ALLOCATED', 'CONFIRMED', 'VOID'] as const;
export type OutboundOrderStatus = (typeof outboundOrderStatuses)[number];

export const statusCodes = [
  'BAC',
  'BSU',
  'BCR',
  'EXC',
  'BKC',
  'RCV',
  'CLC',
  'SLI',
  'Accepted',
  'Rejected',
  'Offered',
  'Used',
  'Requested',
  'OnHand',
  'InProcess',
  'Loaded',
  'Pending',
  'Shipped',
  'Received',
] as const;
export type StatusCode = (typeof statusCodes)[number];

// Payments and reports

export const paymentMethods = [
  { code: 'CC', name: 'Credit Card' },
  { code: 'ACH', name: 'ACH (Check)' },
  { code: 'IC', name: 'Invoice Credit' },
] as const satisfies readonly CodeName[];
export type PaymentMethodCode = (typeof paymentMethods)[number]['code'];

export const achAccountTypes = ['checking', 'savings'] as const;
export type AchAccountType = (typeof achAccountTypes)[number];

export const reportPeriods = [
  { code: 'YTD', name: 'YTD' },
  { code: 'L6M', name: 'Last 6 Months' },
  { code: 'L3M', name: 'Last 3 Months' },
  { code: 'LM', name: 'Last Month' },
] as const satisfies readonly CodeName[];
export type ReportPeriodCode = (typeof reportPeriods)[number]['code'];

// Permissions

export const permissionKeys = [
  'shipment',
  'billing',
  'booking',
  'wms',
  'report',
  'resource',
  'inoutOrderCreation',
  'freight-manager',
  'addressbook',
  'billingOnlinePymt',
  'quickBooking',
  'reservedHouseBills',
  'warehousereceipt',
  /** Not in spec 1 §6: a customer's report management for this company (decision 095). */
  'reportAdmin',
] as const;
export type PermissionKey = (typeof permissionKeys)[number];
