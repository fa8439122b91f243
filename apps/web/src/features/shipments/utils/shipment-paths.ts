/** The shipment detail screen of a grid row (View Details opens it with id = document_id, spec 1 §2). */
export const shipmentDetailPath = (documentId: string) =>
  `/shipment/shipments-details?id=${encodeURIComponent(documentId)}`;
