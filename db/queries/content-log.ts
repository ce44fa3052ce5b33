/**
 * The content log (migration 0007) as a changed-only build's plan reads it
 * (src/integrations/changed-only.ts): with a bare node-postgres client and
 * plain SQL, because the plan runs in Astro's config, where loading drizzle
 * would add ~0.6 s to every build.
 */

/** What node-postgres' Client and Pool offer. */
export interface Queryable {
  query<R>(text: string, values?: unknown[]): Promise<{ rows: R[] }>;
}

export interface ContentChange {
  version: number;
  tableName: string;
  /** The article of an article update; null for any other write. */
  articleId: number | null;
  /**
   * Whether the write can move content between pages: for an article update, whether its URL, category, series,
   * series order or creation date changed; false for a counted download (shown only on pages every build renders);
   * true for any other write.
   */
  placement: boolean;
}

export interface ContentLog {
  /** The database's epoch and content version (as db/queries/site.ts contentVersion reads them). */
  epoch: string;
  version: number;
  /** The logged writes after the version asked for, up to `version`, oldest first. */
  changes: ContentChange[];
}

/** The content version and the writes logged after `after` (none when `after` is null), in one statement. */
export async function contentLogSince(client: Queryable, after: number | null): Promise<ContentLog> {
  const { rows } = await client.query<{ epoch: string; version: string; changes: { version: string | number; table_name: string; article_id: number | null; placement: boolean }[] }>(
    `select v.epoch::text as epoch, v.version::text as version,
       coalesce((select json_agg(c order by c.version) from content_changes c where $1::bigint is not null and c.version > $1::bigint and c.version <= v.version), '[]'::json) as changes
     from content_version v where v.id = 1`,
    [after],
  );
  const row = rows[0];
  if (!row) return { epoch: 'none', version: -1, changes: [] };
  return {
    epoch: row.epoch,
    version: Number(row.version),
    changes: row.changes.map((c) => ({ version: Number(c.version), tableName: c.table_name, articleId: c.article_id, placement: c.placement })),
  };
}

/** The slugs of some articles, by id (those that no longer exist are left out). */
export async function articleSlugsOf(client: Queryable, ids: number[]): Promise<string[]> {
  if (!ids.length) return [];
  const { rows } = await client.query<{ slug: string }>('select slug from articles where id = any($1::int[])', [ids]);
  return rows.map((r) => r.slug);
}
