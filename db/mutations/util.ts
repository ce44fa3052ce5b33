/** Helpers shared by the write modules. */
import { and, eq, like, ne, or, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../client';
import { slugify } from '#core/urls.ts';
import { conflict, pgCode, UNIQUE_VIOLATION } from './errors';

/** A transaction handle: the same query API as Db. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** Runs `work` in a transaction; a unique violation that slipped past our checks (a race) becomes a 409. */
export async function inTransaction<T>(db: Db, work: (tx: Tx) => Promise<T>, onUnique = 'That value is already taken; reload and try again'): Promise<T> {
  try {
    return await db.transaction(work);
  } catch (err) {
    if (pgCode(err) === UNIQUE_VIOLATION) throw conflict('ALREADY_EXISTS', onUnique);
    throw err;
  }
}

/** `column = value` ignoring case and surrounding spaces (names that differ only in case are the same name). */
export const sameText = (column: PgColumn, value: string): SQL => sql`lower(${column}) = lower(${value})`;

/**
 * The slug for a new or renamed row: the explicit one (409 when another row
 * has it), else one derived from the title, made unique with -2, -3, …
 * (`reserved` slugs count as taken).
 */
export async function chooseSlug(
  tx: Tx,
  table: PgTable & { id: PgColumn; slug: PgColumn },
  explicit: string | undefined,
  title: string,
  /** With its article, e.g. 'an article'. */
  what: string,
  excludeId?: number,
  reserved: readonly string[] = [],
): Promise<string> {
  const others = (condition: SQL) => (excludeId ? and(condition, ne(table.id, excludeId)) : condition);
  if (explicit) {
    const [taken] = await tx.select({ id: table.id }).from(table).where(others(eq(table.slug, explicit))).limit(1);
    if (taken) throw conflict('SLUG_TAKEN', `${what[0].toUpperCase()}${what.slice(1)} with the slug '${explicit}' already exists`, { field: 'slug' });
    return explicit;
  }
  const base = slugify(title).replace(/-+$/, '') || 'item'; // (a cut at the length limit may end in '-')
  const rows = await tx
    .select({ slug: table.slug })
    .from(table)
    .where(others(or(eq(table.slug, base), like(table.slug, `${base}-%`))!));
  const used = new Set([...reserved, ...rows.map((r) => r.slug as string)]);
  if (!used.has(base)) return base;
  for (let n = 2; ; n++) if (!used.has(`${base}-${n}`)) return `${base}-${n}`;
}

/** The fields of a partial update that were actually given. */
export function given<T extends Record<string, unknown>>(input: T): Partial<T> {
  return Object.fromEntries(Object.entries(input).filter(([, v]) => v !== undefined)) as Partial<T>;
}
