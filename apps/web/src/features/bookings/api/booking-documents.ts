import { saveBookingResponseSchema, type SaveBookingResponse } from '@connect/contracts/bookings/bookings.schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError, apiErrorOf, apiRequest, prepareRequestHeaders } from '@/lib/api-client';
import { bookingKeys } from './booking-keys';

/**
 * PUT /api/bookings/:id/documents: the file's bytes with progress (XMLHttpRequest reports upload progress, fetch
 * does not). The server checks the file by content; its error texts come back as they do for any other call.
 */
export async function uploadBookingDocument(
  bookingId: string,
  input: { documentType: string; file: File },
  onProgress: (percent: number) => void,
  signal?: AbortSignal,
): Promise<SaveBookingResponse> {
  const headers = await prepareRequestHeaders();
  const query = new URLSearchParams({ documentType: input.documentType, fileName: input.file.name });
  const url = `/api/bookings/${encodeURIComponent(bookingId)}/documents?${query.toString()}`;
  const response = await new Promise<Response>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('PUT', url);
    for (const [name, value] of Object.entries(headers)) xhr.setRequestHeader(name, value);
    xhr.setRequestHeader('Content-Type', 'application/octet-stream');
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(Math.round((event.loaded / event.total) * 100));
    };
    xhr.onload = () =>
      resolve(
        new Response(xhr.responseText, {
          status: xhr.status,
          statusText: xhr.statusText,
          headers: { 'content-type': xhr.getResponseHeader('content-type') ?? 'application/json' },
        }),
      );
    xhr.onerror = () => reject(new ApiError('Could not connect to server', 0, undefined, undefined, false));
    xhr.onabort = () => reject(new DOMException('Upload cancelled', 'AbortError'));
    signal?.addEventListener('abort', () => xhr.abort());
    xhr.send(input.file);
  });
  if (!response.ok) throw await apiErrorOf(response);
  return saveBookingResponseSchema.parse(await response.json());
}

export function useRemoveBookingDocument() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ bookingId, documentId }: { bookingId: string; documentId: string }) =>
      apiRequest(`/api/bookings/${encodeURIComponent(bookingId)}/documents/${encodeURIComponent(documentId)}`, {
        method: 'DELETE',
        schema: saveBookingResponseSchema,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: bookingKeys.all }),
  });
}
