/**
 * The API's response ("wire") shapes, one zod schema per shape, each with its
 * TypeScript type (`z.infer`) exported next to it. Everyone uses these:
 * the route handlers answer with them, the OpenAPI document is generated from
 * them (`.meta({ id })` names a component), db/queries declares its return
 * types with them, and the islands and src/lib/client import the types
 * (type-only, so no schema code reaches a bundle). The INPUT schemas live one
 * folder up (core/schemas/*.ts). Files by area: content, mocks, live, ads,
 * resources, batches, progress, accounts, site, admin (the dashboard's reads
 * and the admin writes' answers).
 *
 * This file: the envelopes every area uses.
 */
import { z } from 'zod';

export const PaginationSchema = z
  .object({ total: z.number().int(), page: z.number().int(), limit: z.number().int(), totalPages: z.number().int() })
  .meta({ id: 'Pagination' });
export type Pagination = z.infer<typeof PaginationSchema>;

/** `{ data: T }` */
export const dataOf = <T extends z.ZodType>(schema: T) => z.object({ data: schema });
/** `{ data: T[], pagination }` */
export const pageOf = <T extends z.ZodType>(schema: T) => z.object({ data: z.array(schema), pagination: PaginationSchema });

/** The type of `dataOf(schema)` for a given item type. */
export type Data<T> = z.infer<ReturnType<typeof dataOf<z.ZodType<T>>>>;
/** The type of `pageOf(schema)` for a given item type. */
export type Paginated<T> = z.infer<ReturnType<typeof pageOf<z.ZodType<T>>>>;
