/**
 * Live counters on the wire (GET /public/counts): what static pages print as
 * of their build and refresh after load. Keys are link ids and article slugs.
 */
import { z } from 'zod';

export const LiveCountsSchema = z
  .object({
    /** Link id → download count. */
    links: z.record(z.string(), z.number().int()),
    /** Article slug → visits. */
    articles: z.record(z.string(), z.number().int()),
  })
  .meta({ id: 'LiveCounts' });
export type LiveCounts = z.infer<typeof LiveCountsSchema>;

/** POST /public/content/{slug}/visit: whether this view was counted (the first of the client's day). */
export const VisitSchema = z.object({ counted: z.boolean() });
export type Visit = z.infer<typeof VisitSchema>;
