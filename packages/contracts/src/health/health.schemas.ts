import { z } from 'zod';

export const healthSchema = z.object({
  status: z.literal('ok'),
  uptimeSeconds: z.number(),
});

export const readinessSchema = z.object({
  status: z.enum(['ready', 'unavailable']),
  database: z.object({
    kind: z.enum(['embedded', 'postgres']),
    reachable: z.boolean(),
    migrated: z.boolean(),
  }),
  message: z.string().optional(),
});

export type Health = z.infer<typeof healthSchema>;
export type Readiness = z.infer<typeof readinessSchema>;
