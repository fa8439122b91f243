import type { PostShipmentEventInput, UpsertShipmentInput } from '@connect/contracts/shipments/shipments-feed.schemas';
import { applyShipmentEvent, shipmentEventName } from '@connect/domain/shipments/milestones';
import { AppError, fieldIssue } from '../../errors/app-error';
import type { ServiceContext } from '../../context';
import { notifyShipmentEvent } from '../notifications/notifications.service';
import {
  addShipmentPartyNames,
  findCompanyIdByCode,
  findShipmentByDocumentNo,
  insertShipment,
  insertShipmentEvent,
  insertShipmentNote,
  refreshShipmentSearchText,
  replaceShipmentContainers,
  replaceShipmentReferences,
  updateShipment,
} from './shipments-feed.repository';

/**
 * The writes of the forwarder's integration feed: shipments upserted by house bill and milestones recorded once
 * per event id. The feed names the company by code and may write any company's shipments (no caller scope).
 */

const toDate = (value: string | null | undefined) => (value ? new Date(value) : value === null ? null : undefined);

/** PUT integration/shipments/{houseBill}: creates or updates a shipment from the forwarder's system. */
export async function upsertShipmentFromFeed(
  ctx: ServiceContext,
  houseBill: string,
  input: UpsertShipmentInput,
): Promise<{ id: string; created: boolean }> {
  return ctx.db.transaction(async (tx) => {
    const companyId = await findCompanyIdByCode(tx, input.companyCode);
    if (!companyId)
      throw new AppError('VALIDATION_FAILED', {
        details: { fields: [fieldIssue('body.companyCode', 'server.shipments.noCompanyWithCode')] },
      });
    const existing = await findShipmentByDocumentNo(tx, houseBill);
    const values = {
      companyId,
      masterDocumentNo: input.masterBill,
      modeCode: input.mode,
      serviceLevelCode: input.serviceLevel,
      incoterms: input.incoterms,
      deliveryTerms: input.deliveryTerms,
      originCode: input.origin?.code.toUpperCase(),
      originName: input.origin?.name,
      originCountry: input.origin?.country,
      originLat: input.origin?.lat,
      originLon: input.origin?.lon,
      destinationCode: input.destination?.code.toUpperCase(),
      destinationName: input.destination?.name,
      destinationCountry: input.destination?.country,
      destinationLat: input.destination?.lat,
      destinationLon: input.destination?.lon,
      carrierCode: input.carrier?.code,
      carrierName: input.carrier?.name,
      vessel: input.vessel,
      voyage: input.voyage,
      flightNo: input.flightNo,
      shipperName: input.shipper?.name,
      shipperAddress: input.shipper?.address,
      consigneeName: input.consignee?.name,
      consigneeAddress: input.consignee?.address,
      notifyName: input.notify?.name,
      notifyAddress: input.notify?.address,
      totalPieces: input.pieces,
      grossWeightKg: input.grossWeightKg?.toFixed(2),
      volumeM3: input.volumeM3?.toFixed(3),
      chargeableWeightKg: input.chargeableWeightKg?.toFixed(2),
      commodity: input.commodity,
      hazardous: input.hazardous,
      billType: input.billType,
      billDate: input.billDate,
      etd: toDate(input.etd),
      eta: toDate(input.eta),
      containerNos: input.containers?.map((c) => c.containerNo).join(', '),
    };
    const defined = Object.fromEntries(Object.entries(values).filter(([, v]) => v !== undefined)) as typeof values;
    let id: string;
    if (existing) {
      if (existing.companyId !== companyId)
        throw new AppError('CONFLICT', { messageKey: 'server.shipments.houseBillOfOtherCompany' });
      id = existing.id;
      await updateShipment(tx, id, { ...defined, deletedAt: null });
    } else {
      id = await insertShipment(tx, {
        ...defined,
        documentNo: houseBill,
        modeCode: input.mode,
        billDate: input.billDate,
      });
    }
    if (input.references)
      await replaceShipmentReferences(
        tx,
        id,
        input.references.map((r) => ({ refType: r.type, refValue: r.value })),
      );
    if (input.containers)
      await replaceShipmentContainers(
        tx,
        id,
        input.containers.map((c) => ({
          containerNo: c.containerNo,
          containerType: c.containerType ?? '',
          sealNo: c.sealNo ?? '',
        })),
      );
    await refreshShipmentSearchText(tx, id);
    await addShipmentPartyNames(tx, companyId, [input.shipper?.name ?? '', input.consignee?.name ?? '']);
    return { id, created: !existing };
  });
}

/**
 * POST integration/shipments/{houseBill}/events: records a milestone once per `eventId` (a repeat changes
 * nothing and answers duplicate), moves the dates, flags and status, and notifies subscribed users.
 */
export async function recordShipmentEvent(
  ctx: ServiceContext,
  houseBill: string,
  input: PostShipmentEventInput,
): Promise<{ shipmentId: string; eventId: string; duplicate: boolean; status: string }> {
  if (!input.estimatedAt && !input.actualAt && input.code !== 8888 && input.code !== 21)
    throw new AppError('VALIDATION_FAILED', {
      details: { fields: [fieldIssue('body.actualAt', 'server.shipments.eventNeedsDate')] },
    });
  const outcome = await ctx.db.transaction(async (tx) => {
    const shipment = await findShipmentByDocumentNo(tx, houseBill);
    if (!shipment || shipment.deletedAt) throw new AppError('NOT_FOUND');
    const estimatedAt = toDate(input.estimatedAt) ?? null;
    const actualAt = toDate(input.actualAt) ?? null;
    const inserted = await insertShipmentEvent(tx, {
      shipmentId: shipment.id,
      eventCode: input.code,
      estimatedAt,
      actualAt,
      locationCode: input.location?.code ?? '',
      locationName: input.location?.name ?? '',
      description: input.description ?? '',
      sourceEventId: input.eventId,
    });
    if (!inserted) return { shipment, duplicate: true, status: shipment.eventDescription };
    const { messageCountIncrement, ...patch } = applyShipmentEvent(shipment, {
      code: input.code,
      estimatedAt,
      actualAt,
      description: input.description,
      deliveryException: input.deliveryException,
    });
    await updateShipment(tx, shipment.id, patch, { messageCountIncrement });
    if (input.code === 21 || input.code === 8888)
      await insertShipmentNote(tx, {
        shipmentId: shipment.id,
        kind: input.code === 21 ? 'exception' : 'note',
        body: input.description?.trim() || shipmentEventName(input.code),
        author: 'Operations',
        createdAt: actualAt ?? undefined,
      });
    return { shipment, duplicate: false, status: patch.eventDescription ?? shipment.eventDescription };
  });
  if (!outcome.duplicate) {
    await notifyShipmentEvent(ctx, {
      companyId: outcome.shipment.companyId,
      shipmentId: outcome.shipment.id,
      houseBill: outcome.shipment.documentNo,
      eventCode: input.code,
      eventName: shipmentEventName(input.code),
      status: outcome.status,
      at: input.actualAt ?? input.estimatedAt ?? new Date().toISOString(),
      location: input.location?.name ?? '',
    });
  }
  return {
    shipmentId: outcome.shipment.id,
    eventId: input.eventId,
    duplicate: outcome.duplicate,
    status: outcome.status,
  };
}
