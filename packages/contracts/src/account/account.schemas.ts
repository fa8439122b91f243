import { z } from 'zod';
import { emailSchema, passwordMaxLength, tokenSchema } from '../auth/auth.schemas';
import { messageKeyFields } from '../errors/error-envelope.schemas';
import { messages } from '../errors/messages';

/** Calls of My Profile's account-security sections (issue #16, decision 036). Times are epoch milliseconds. */

// ---- Your sessions ------------------------------------------------------------------------------------

export const accountSessionSchema = z.object({
  id: z.string().uuid(),
  /** Browser and operating system read from the user agent (empty when unknown). */
  browser: z.string(),
  os: z.string(),
  device: z.enum(['desktop', 'mobile', 'tablet', 'other']),
  clientAddress: z.string(),
  signInMethod: z.string(),
  startedAt: z.number().int(),
  lastActivityAt: z.number().int(),
  /** The session this request was made with. */
  current: z.boolean(),
});

export const accountSessionsResponseSchema = z.object({ items: z.array(accountSessionSchema) });

export const sessionIdParamsSchema = z.strictObject({
  sessionId: z.string().uuid({ message: messages.recordNotFound }),
});

// ---- Invite Colleagues ---------------------------------------------------------------------------------

export const maxInviteEmails = 20;
export const inviteMessageMaxLength = 1000;

export const invitationStateSchema = z.enum(['pending', 'accepted', 'expired', 'revoked']);

export const invitationSchema = z.object({
  id: z.string().uuid(),
  email: z.string(),
  companyCode: z.string(),
  state: invitationStateSchema,
  invitedBy: z.string(),
  message: z.string(),
  sendCount: z.number().int(),
  createdAt: z.number().int(),
  lastSentAt: z.number().int(),
  expiresAt: z.number().int(),
});

const companyCodeSchema = z.string().trim().min(1, { message: messages.required }).max(50);

export const invitationsQuerySchema = z.strictObject({ companyCode: companyCodeSchema.optional() });

export const invitationsResponseSchema = z.object({
  companyCode: z.string(),
  /** The companies the caller may invite to (a company-group user chooses among them). */
  companies: z.array(z.object({ code: z.string(), name: z.string() })),
  items: z.array(invitationSchema),
});

export const sendInvitationsSchema = z.strictObject({
  emails: z
    .array(emailSchema)
    .min(1, { message: messages.pleaseEnterValidEmail })
    .max(maxInviteEmails, { message: `At most ${maxInviteEmails} addresses at once` }),
  message: z.string().trim().max(inviteMessageMaxLength).default(''),
  /** One of the caller's companies; the selected company when absent. */
  companyCode: companyCodeSchema.optional(),
  /** At most the inviter's own permissions for the company; the inviter's own when absent. */
  permissions: z.array(z.string().min(1).max(100)).max(50).optional(),
});

export const sendInvitationsResponseSchema = z.object({
  message: z.string(),
  ...messageKeyFields,
  items: z.array(invitationSchema),
});

export const invitationIdParamsSchema = z.strictObject({
  invitationId: z.string().uuid({ message: messages.recordNotFound }),
});

// ---- Change of the sign-in e-mail ----------------------------------------------------------------------

export const emailChangeRequestSchema = z.strictObject({
  currentPassword: z
    .string({ message: messages.required })
    .min(1, { message: messages.required })
    .max(passwordMaxLength),
  newEmail: emailSchema,
});

export const emailChangeSchema = z.object({
  newEmail: z.string(),
  oldConfirmed: z.boolean(),
  newConfirmed: z.boolean(),
  expiresAt: z.number().int(),
});

export const pendingEmailChangeResponseSchema = z.object({ change: emailChangeSchema.nullable() });

export const emailChangeTokenSchema = z.strictObject({ token: tokenSchema });

/** What the public confirmation page shows: whose link this is and how far the change has come. */
export const emailChangeStatusSchema = z.object({
  /** Which address this link was sent to. */
  side: z.enum(['old', 'new']),
  oldEmail: z.string(),
  newEmail: z.string(),
  oldConfirmed: z.boolean(),
  newConfirmed: z.boolean(),
  state: z.enum(['pending', 'completed', 'cancelled', 'expired']),
  expiresAt: z.number().int(),
});

/** The answer of confirming or cancelling from a link: the progress and what happened. */
export const emailChangeResultSchema = emailChangeStatusSchema.extend({ message: z.string(), ...messageKeyFields });

export type AccountSession = z.infer<typeof accountSessionSchema>;
export type AccountSessionsResponse = z.infer<typeof accountSessionsResponseSchema>;
export type Invitation = z.infer<typeof invitationSchema>;
export type InvitationState = z.infer<typeof invitationStateSchema>;
export type InvitationsResponse = z.infer<typeof invitationsResponseSchema>;
export type SendInvitations = z.input<typeof sendInvitationsSchema>;
export type SendInvitationsResponse = z.infer<typeof sendInvitationsResponseSchema>;
export type EmailChangeRequest = z.infer<typeof emailChangeRequestSchema>;
export type EmailChange = z.infer<typeof emailChangeSchema>;
export type PendingEmailChangeResponse = z.infer<typeof pendingEmailChangeResponseSchema>;
export type EmailChangeStatus = z.infer<typeof emailChangeStatusSchema>;
export type EmailChangeResult = z.infer<typeof emailChangeResultSchema>;
