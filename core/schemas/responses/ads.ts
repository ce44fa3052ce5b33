/** Advertisements on the wire. See common.ts for what this folder is. */
import { z } from 'zod';

export const AdSchema = z
  .object({
    id: z.number().int(),
    uuid: z.string(),
    title: z.string(),
    body: z.string(),
    imageUrl: z.string().nullable(),
    textUrl: z.string(),
    kind: z.enum(['house', 'network']),
    active: z.boolean(),
  })
  .meta({ id: 'Ad' });
export type Ad = z.infer<typeof AdSchema>;
