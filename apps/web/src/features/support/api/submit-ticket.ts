import { submitTicketResponseSchema, type SubmitTicket } from '@connect/contracts/support/support.schemas';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** POST /api/Support/SubmitTicket: works signed in or not; answers the ticket id. */
export function submitTicket(body: SubmitTicket): Promise<{ isSuccess: true; ticketId: string }> {
  return apiRequest('/api/Support/SubmitTicket', { method: 'POST', body, schema: submitTicketResponseSchema });
}

export function useSubmitTicket() {
  return useMutation({ mutationFn: submitTicket });
}
