import { z } from 'zod';
import { messages } from '../errors/messages';

const required = (max: number) =>
  z
    .string({ message: messages.required })
    .trim()
    .min(1, { message: messages.required })
    .max(max, { message: messages.maxValue.replace('{max}', `${max} characters`) });

/** `POST Support/SubmitTicket` with the documented field names (spec 1 §7). */
export const submitTicketSchema = z.strictObject({
  UserUrl: z.string().trim().max(2000),
  GetHelp: z.boolean(),
  RequestFeature: z.boolean(),
  ExpectedDescription: required(5000),
  ActualDescription: required(5000),
  Email: z.string().trim().min(1, { message: messages.required }).email({ message: messages.invalidEmail }).max(254),
  UserName: required(200),
  PersonId: z.string().trim().max(100).nullable().optional(),
  IsUrgent: z.boolean(),
  CopyMe: z.boolean(),
});

export const submitTicketResponseSchema = z.object({ isSuccess: z.literal(true), ticketId: z.string() });

export type SubmitTicket = z.infer<typeof submitTicketSchema>;
