/** Live update pages on the wire. See common.ts for what this folder is. */
import { z } from 'zod';
import { LOCALES } from '../../i18n/locales';

export const LiveEventSchema = z.object({ id: z.number().int(), title: z.string(), body: z.string(), createdAt: z.string() });
export type LiveEvent = z.infer<typeof LiveEventSchema>;

export const LivePageSchema = z
  .object({
    id: z.number().int(),
    title: z.string(),
    slug: z.string(),
    description: z.string(),
    status: z.enum(['live', 'archived']),
    // The language its updates are written in (issue 27).
    lang: z.enum(LOCALES),
    eventCount: z.number().int(),
    createdAt: z.string(),
    updatedAt: z.string(),
    // Newest event time (ISO) or null.
    lastEventAt: z.string().nullable(),
  })
  .meta({ id: 'LivePage' });
export type LivePage = z.infer<typeof LivePageSchema>;

export const LivePageWithEventsSchema = LivePageSchema.extend({ events: z.array(LiveEventSchema) }).meta({
  id: 'LivePageWithEvents',
  description: 'Events newest first.',
});
export type LivePageWithEvents = z.infer<typeof LivePageWithEventsSchema>;
