import { apiFetchFile } from '@/lib/api-client';

/** Where a shipment document is read: inline to view it, attachment to save it. */
export function shipmentDocumentPath(
  shipmentId: string,
  documentId: string,
  disposition: 'inline' | 'attachment',
): string {
  return `/api/shipments/${encodeURIComponent(shipmentId)}/documents/${encodeURIComponent(documentId)}?disposition=${disposition}`;
}

/** GET …/documents/{id}?disposition=attachment: the file's bytes, saved by the caller. */
export async function downloadShipmentDocument(
  shipmentId: string,
  documentId: string,
  signal?: AbortSignal,
): Promise<Blob> {
  const response = await apiFetchFile(shipmentDocumentPath(shipmentId, documentId, 'attachment'), { signal });
  return response.blob();
}
