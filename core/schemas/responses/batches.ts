/** Coaching batches on the wire. See common.ts for what this folder is. */
import { z } from 'zod';

export const BatchCategorySchema = z
  .object({
    id: z.number().int(),
    slug: z.string(),
    name: z.string(),
    exams: z.array(z.object({ examSlug: z.string(), batchCount: z.number().int() })),
  })
  .meta({ id: 'BatchCategory' });
export type BatchCategory = z.infer<typeof BatchCategorySchema>;

export const BatchSchema = z
  .object({
    id: z.number().int(),
    category: z.string(),
    categorySlug: z.string(),
    examSlug: z.string(),
    number: z.number().int(),
    title: z.string(),
    description: z.string(),
    language: z.string(),
    startsOn: z.string(),
    endsOn: z.string(),
    seats: z.number().int(),
    enrolled: z.number().int(),
    sessionCount: z.number().int(),
  })
  .meta({ id: 'Batch' });
export type Batch = z.infer<typeof BatchSchema>;

export const BatchSessionSchema = z.object({
  id: z.number().int(),
  position: z.number().int(),
  title: z.string(),
  subject: z.string(),
  scheduledAt: z.string(),
  durationMinutes: z.number().int(),
});
export type BatchSession = z.infer<typeof BatchSessionSchema>;

export const BatchFullSchema = BatchSchema.extend({ sessions: z.array(BatchSessionSchema) }).meta({ id: 'BatchFull' });
export type BatchFull = z.infer<typeof BatchFullSchema>;

export const BatchStatsSchema = z.object({
  batches: z.number().int(),
  seats: z.number().int(),
  enrolled: z.number().int(),
  sessions: z.number().int(),
  categories: z.array(z.object({ categorySlug: z.string(), category: z.string(), batches: z.number().int(), seats: z.number().int(), enrolled: z.number().int() })),
});
export type BatchStats = z.infer<typeof BatchStatsSchema>;
