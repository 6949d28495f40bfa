import { z } from 'zod';

/** `GET /api/health`: the process is up and answering; it asks nothing of the database. */
export const ZLiveness = z.object({
  status: z.literal('ok'),
  version: z.string(),
});
export type TLiveness = z.infer<typeof ZLiveness>;

/** `GET /api/health/ready`: whether the process can serve, its database reached. */
export const ZHealth = z.object({
  status: z.enum(['ok', 'degraded']),
  db: z.enum(['ok', 'down']),
  version: z.string(),
});
export type THealth = z.infer<typeof ZHealth>;
