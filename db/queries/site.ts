/**
 * Build-only reads for the static site that the shared query files do not
 * offer: the series membership of every article in one query (series
 * navigation without a query per article page) and the HTML of a batch of
 * articles (only the pages that actually re-render load their content).
 */
import { and, inArray, isNotNull, sql } from 'drizzle-orm';
import type { Db } from '../client';
import { articles, contentVersion as contentVersionTable } from '../schema';
import { inLang, type LangOption } from './content';

export interface ArticleSeriesMember {
  id: number;
  slug: string;
  title: string;
  seriesId: number;
  seriesOrder: number | null;
}

/** Every article of a language (English by default) that belongs to a series, in series order (as getArticleBySlug orders members). */
export async function allSeriesMembers(db: Db, options: LangOption = {}): Promise<ArticleSeriesMember[]> {
  const rows = await db
    .select({ id: articles.id, slug: articles.slug, title: articles.title, seriesId: articles.seriesId, seriesOrder: articles.seriesOrder })
    .from(articles)
    .where(and(isNotNull(articles.seriesId), inLang(options.lang)))
    .orderBy(articles.seriesId, sql`${articles.seriesOrder} asc nulls last`, articles.id);
  return rows as ArticleSeriesMember[];
}

/** The stored HTML of some articles, by slug. */
export async function articleContents(db: Db, slugs: string[]): Promise<Map<string, string>> {
  if (!slugs.length) return new Map();
  const rows = await db.select({ slug: articles.slug, html: articles.contentHtml }).from(articles).where(inArray(articles.slug, slugs));
  return new Map(rows.map((r) => [r.slug, r.html]));
}

/** The site's content version (migration 0006): `epoch` is random per database, `version` counts writes to rendered tables. */
export async function contentVersion(db: Db): Promise<{ epoch: string; version: number }> {
  const [row] = await db.select({ epoch: contentVersionTable.epoch, version: contentVersionTable.version }).from(contentVersionTable);
  return row ?? { epoch: 'none', version: -1 };
}
