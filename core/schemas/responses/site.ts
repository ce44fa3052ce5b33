/** Site-wide answers: counts and the health probe. See common.ts for what this folder is. */
import { z } from 'zod';

export const SiteStatsSchema = z
  .object({
    articles: z.number().int(),
    visits: z.number().int(),
    categories: z.number().int(),
    series: z.number().int(),
    mockTests: z.number().int(),
    questions: z.number().int(),
    livePages: z.number().int(),
    books: z.number().int(),
    downloads: z.number().int(),
  })
  .meta({ id: 'SiteStats' });
export type SiteStats = z.infer<typeof SiteStatsSchema>;

export const HealthSchema = z
  .object({
    status: z.enum(['ok', 'degraded']),
    database: z.object({ ok: z.boolean(), latencyMs: z.number().nullable() }),
    cache: z.object({ ok: z.boolean(), kind: z.string(), latencyMs: z.number().nullable() }),
    time: z.string(),
  })
  .meta({ id: 'Health' });
export type Health = z.infer<typeof HealthSchema>;
