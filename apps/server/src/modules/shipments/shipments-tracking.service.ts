import type { PublicTracking, TrackQuery } from '@connect/contracts/shipments/tracking.schemas';
import { matchesShipmentParty } from '@connect/domain/shipments/tracking-check';
import type { ServiceContext } from '../../context';
import { AppError, fieldIssue } from '../../errors/app-error';
import { findShipmentsByTrackingReference, findTimelineEvents, type ShipmentRecord } from './shipments.repository';
import { instant, isPending, portOf, statusOf, toMilestones } from './shipments.service';

/**
 * Whose shipments a tracking caller may see without the name check (decision 030): the forwarder's staff acting as
 * themselves see every shipment (as they review every company's bookings); a customer the shipments of the
 * companies where they hold the shipment permission (what their shipment list shows them); nobody else any.
 */
function trackingWithoutCheck(ctx: ServiceContext): ((s: ShipmentRecord) => boolean) | undefined {
  const auth = ctx.auth;
  if (!auth) return undefined;
  if (!auth.impersonation && (auth.actor.userType === 'EMPLOYEE' || auth.actor.isAdmin)) return () => true;
  const companyIds = new Set(
    auth.companies.filter((c) => c.permissions.some((p) => p.toLowerCase() === 'shipment')).map((c) => c.id),
  );
  return (s) => companyIds.has(s.companyId);
}

/**
 * Public tracking: the timeline and the route of exact matches, and nothing private. House bills are sequential,
 * so a match counts only with a second factor (decision 030): `party`, the start of its shipper's or consignee's
 * name, or a signed-in caller who may see the shipment anyway. A wrong check answers exactly like an unknown
 * reference (an empty list), so the lookup tells nobody which numbers exist; only a missing check from an
 * anonymous caller is refused, whatever the reference.
 */
export async function trackShipments(ctx: ServiceContext, query: TrackQuery): Promise<{ items: PublicTracking[] }> {
  const party = query.party ?? '';
  const seesWithoutCheck = trackingWithoutCheck(ctx);
  if (!seesWithoutCheck && party === '') {
    throw new AppError('VALIDATION_FAILED', {
      details: { fields: [fieldIssue('querystring.party', 'server.tracking.partyRequired')] },
    });
  }
  const candidates = await findShipmentsByTrackingReference(ctx.db, query.reference, 20);
  const found = candidates.filter(
    (s) => (party !== '' && matchesShipmentParty(party, s)) || (seesWithoutCheck?.(s) ?? false),
  );
  const events = await findTimelineEvents(
    ctx.db,
    found.map((s) => s.id),
  );
  return {
    items: found.map((s) => ({
      trackingNo: s.documentNo,
      mode: s.modeCode,
      origin: portOf(s, 'origin'),
      destination: portOf(s, 'destination'),
      etd: instant(s.etd),
      eta: instant(s.eta),
      ...statusOf(s),
      dataPending: isPending(s),
      // Milestones only: exception texts and notes may name people or goods.
      milestones: toMilestones(
        s,
        events.filter((e) => e.shipmentId === s.id),
        { milestonesOnly: true },
      ).map((m) => ({ ...m, description: '' })),
    })),
  };
}
