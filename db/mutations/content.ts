/**
 * Blog writes: articles (HTML sanitized on save with the build's sanitizer),
 * blog categories, series and series membership/order.
 *
 * Series parts are always numbered 1..n in order: every change of a series'
 * membership renumbers it (`placeInSeries`), so the site never shows gaps
 * such as "Part 5 of 3".
 */
import { and, asc, count, eq, inArray, ne, notInArray, sql } from 'drizzle-orm';
import { sanitizeArticleHtml } from '#core/sanitize.ts';
import type { ArticleCreate, ArticleUpdate, CategoryInput, SeriesCreate } from '#core/schemas/content.ts';
import type { Db } from '../client';
import type { Locale } from '#core/i18n/locales.ts';
import type { AdminNamed, AdminSeries, SeriesParts } from '#core/schemas/responses/admin.ts';
import { articles, categories, series } from '../schema';
import { stripTags } from '#core/format/text.ts';
import { conflict, invalid, notFound } from './errors';
import { RESERVED_BLOG_SLUGS } from '#core/urls.ts';
import { chooseSlug, given, inTransaction, sameText, type Tx } from './util';

// ---------------------------------------------------------------- categories

const categoryColumns = { id: categories.id, name: categories.name, nameHi: categories.nameHi };

async function assertCategoryNameFree(tx: Tx, name: string, excludeId?: number) {
  const [taken] = await tx
    .select({ id: categories.id })
    .from(categories)
    .where(excludeId ? and(sameText(categories.name, name), ne(categories.id, excludeId)) : sameText(categories.name, name))
    .limit(1);
  if (taken) throw conflict('NAME_TAKEN', `A category named '${name}' already exists`, { field: 'name' });
}

export async function createCategory(db: Db, input: CategoryInput): Promise<AdminNamed> {
  return inTransaction(db, async (tx) => {
    await assertCategoryNameFree(tx, input.name);
    const [row] = await tx.insert(categories).values({ name: input.name, nameHi: input.nameHi ?? null }).returning(categoryColumns);
    return row;
  });
}

export async function renameCategory(db: Db, id: number, input: CategoryInput): Promise<{ before: AdminNamed; category: AdminNamed }> {
  return inTransaction(db, async (tx) => {
    const [before] = await tx.select(categoryColumns).from(categories).where(eq(categories.id, id)).for('update');
    if (!before) throw notFound('Category', id);
    await assertCategoryNameFree(tx, input.name, id);
    const [category] = await tx
      .update(categories)
      .set({ name: input.name, ...(input.nameHi !== undefined ? { nameHi: input.nameHi } : {}), updatedAt: new Date() })
      .where(eq(categories.id, id))
      .returning(categoryColumns);
    return { before, category };
  });
}

/** 409 while articles are in the category. */
export async function deleteCategory(db: Db, id: number): Promise<AdminNamed> {
  return inTransaction(db, async (tx) => {
    const [row] = await tx.select(categoryColumns).from(categories).where(eq(categories.id, id)).for('update');
    if (!row) throw notFound('Category', id);
    const [{ used }] = await tx.select({ used: count() }).from(articles).where(eq(articles.categoryId, id));
    if (used > 0) {
      throw conflict('CATEGORY_IN_USE', `Category '${row.name}' has ${used} article${used === 1 ? '' : 's'}; move or delete ${used === 1 ? 'it' : 'them'} first`, { articles: used });
    }
    await tx.delete(categories).where(eq(categories.id, id));
    return row;
  });
}

// ---------------------------------------------------------------- series

const seriesColumns = { id: series.id, name: series.name, slug: series.slug, description: series.description, nameHi: series.nameHi, descriptionHi: series.descriptionHi };

async function lockSeries(tx: Tx, id: number, field?: string): Promise<AdminSeries> {
  const [row] = await tx.select(seriesColumns).from(series).where(eq(series.id, id)).for('update');
  if (!row) throw field ? invalid(field, `Series ${id} does not exist`) : notFound('Series', id);
  return row;
}

/** Member ids of a series in part order. */
async function memberIds(tx: Tx, seriesId: number): Promise<number[]> {
  const rows = await tx
    .select({ id: articles.id })
    .from(articles)
    .where(eq(articles.seriesId, seriesId))
    .orderBy(sql`${articles.seriesOrder} asc nulls last`, asc(articles.id));
  return rows.map((r) => r.id);
}

/**
 * Makes exactly `ids` the parts of the series, numbered 1..n in that order
 * within each language (a series' Hindi parts are numbered on their own,
 * issue 27). Articles that leave it lose their series (and the series flag);
 * articles that come from another series leave that one, which is renumbered
 * too. Two steps, because the unique (series_id, lang, series_order) index
 * is checked row by row: first negative numbers, then flipped.
 */
async function placeInSeries(tx: Tx, seriesId: number, ids: number[]): Promise<void> {
  const previous = ids.length
    ? await tx
        .selectDistinct({ seriesId: articles.seriesId })
        .from(articles)
        .where(and(inArray(articles.id, ids), ne(articles.seriesId, seriesId)))
    : [];
  await tx
    .update(articles)
    .set({ seriesId: null, seriesOrder: null, isSeries: false })
    .where(ids.length ? and(eq(articles.seriesId, seriesId), notInArray(articles.id, ids)) : eq(articles.seriesId, seriesId));
  if (ids.length) {
    const list = sql.join(
      ids.map((id) => sql`${id}`),
      sql`, `,
    );
    await tx.execute(
      sql`update ${articles} set series_id = ${seriesId}, series_order = -v.pos, is_series = true
          from (select u.id, row_number() over (partition by a.lang order by u.ord) as pos
                from unnest(array[${list}]::int[]) with ordinality as u(id, ord) join ${articles} a on a.id = u.id) v
          where ${articles.id} = v.id`,
    );
    await tx.execute(sql`update ${articles} set series_order = -series_order where series_id = ${seriesId} and series_order < 0`);
  }
  for (const { seriesId: other } of previous) if (other !== null) await placeInSeries(tx, other, await memberIds(tx, other));
}

export async function createSeries(db: Db, input: SeriesCreate): Promise<AdminSeries> {
  return inTransaction(db, async (tx) => {
    const slug = await chooseSlug(tx, series, input.slug || undefined, input.name, 'a series');
    const [row] = await tx
      .insert(series)
      .values({ name: input.name, slug, description: input.description ?? '', nameHi: input.nameHi ?? null, descriptionHi: input.descriptionHi ?? null })
      .returning(seriesColumns);
    return row;
  });
}

export async function updateSeries(db: Db, id: number, input: Partial<SeriesCreate>): Promise<{ before: AdminSeries; series: AdminSeries }> {
  return inTransaction(db, async (tx) => {
    const before = await lockSeries(tx, id);
    const changes = given(input);
    if (changes.slug !== undefined) changes.slug = await chooseSlug(tx, series, changes.slug || undefined, changes.name ?? before.name, 'a series', id);
    const [row] = await tx
      .update(series)
      .set({ ...changes, updatedAt: new Date() })
      .where(eq(series.id, id))
      .returning(seriesColumns);
    return { before, series: row };
  });
}

/** 409 while the series has parts. */
export async function deleteSeries(db: Db, id: number): Promise<AdminSeries> {
  return inTransaction(db, async (tx) => {
    const row = await lockSeries(tx, id);
    const [{ parts }] = await tx.select({ parts: count() }).from(articles).where(eq(articles.seriesId, id));
    if (parts > 0) {
      throw conflict('SERIES_IN_USE', `Series '${row.name}' has ${parts} article${parts === 1 ? '' : 's'}; remove ${parts === 1 ? 'it' : 'them'} from the series first`, { articles: parts });
    }
    await tx.delete(series).where(eq(series.id, id));
    return row;
  });
}

/** Sets the series' parts and their order; returns the parts as now stored. */
export async function setSeriesMembership(db: Db, id: number, articleIds: number[]): Promise<SeriesParts> {
  return inTransaction(db, async (tx) => {
    const row = await lockSeries(tx, id);
    if (articleIds.length) {
      const found = await tx.select({ id: articles.id }).from(articles).where(inArray(articles.id, articleIds));
      const known = new Set(found.map((f) => f.id));
      const missing = articleIds.filter((a) => !known.has(a));
      if (missing.length) throw invalid('articleIds', `No article with id ${missing.join(', ')}`);
    }
    await placeInSeries(tx, id, articleIds);
    const parts = await tx
      .select({ id: articles.id, slug: articles.slug, title: articles.title, seriesOrder: articles.seriesOrder })
      .from(articles)
      .where(eq(articles.seriesId, id))
      .orderBy(asc(articles.seriesOrder));
    return { series: row, parts };
  });
}

// ---------------------------------------------------------------- articles

export interface ArticleRow {
  id: number;
  slug: string;
  title: string;
  categoryId: number;
  isSeries: boolean;
  seriesId: number | null;
  seriesOrder: number | null;
  lang: Locale;
  translationOf: number | null;
  createdAt: Date;
  updatedAt: Date;
}
const articleColumns = {
  id: articles.id,
  slug: articles.slug,
  title: articles.title,
  categoryId: articles.categoryId,
  isSeries: articles.isSeries,
  seriesId: articles.seriesId,
  seriesOrder: articles.seriesOrder,
  lang: articles.lang,
  translationOf: articles.translationOf,
  createdAt: articles.createdAt,
  updatedAt: articles.updatedAt,
};

/** Sanitized HTML and its plain text (the excerpt/search source), exactly as the build sanitizes. */
export function articleBody(html: string): { contentHtml: string; excerptSource: string } {
  const contentHtml = sanitizeArticleHtml(html);
  return { contentHtml, excerptSource: stripTags(contentHtml) };
}

async function assertCategory(tx: Tx, id: number) {
  const [row] = await tx.select({ id: categories.id }).from(categories).where(eq(categories.id, id));
  if (!row) throw invalid('categoryId', `Category ${id} does not exist`);
}

/** Puts the article into a series at `order` among the parts in its language (1-based; absent or beyond the end: last). */
async function insertIntoSeries(tx: Tx, seriesId: number, articleId: number, order: number | null | undefined) {
  const [{ lang }] = await tx.select({ lang: articles.lang }).from(articles).where(eq(articles.id, articleId));
  const members = await tx
    .select({ id: articles.id, lang: articles.lang })
    .from(articles)
    .where(eq(articles.seriesId, seriesId))
    .orderBy(sql`${articles.seriesOrder} asc nulls last`, asc(articles.id));
  const ids = members.filter((m) => m.lang === lang && m.id !== articleId).map((m) => m.id);
  const at = order ? Math.min(order - 1, ids.length) : ids.length;
  ids.splice(at, 0, articleId);
  await placeInSeries(tx, seriesId, [...members.filter((m) => m.lang !== lang).map((m) => m.id), ...ids]);
}

/**
 * Checks the translation link of an article in `lang` (issue 27): the
 * original exists, is in the other language and is not a translation
 * itself (one level), this article is not an original of others, and the
 * original has no other translation in this language. 400s name the field.
 */
async function assertTranslation(tx: Tx, articleId: number | undefined, lang: Locale, translationOf: number | null) {
  if (translationOf === null) return;
  if (translationOf === articleId) throw invalid('translationOf', 'An article cannot be a translation of itself');
  const [original] = await tx.select({ lang: articles.lang, translationOf: articles.translationOf }).from(articles).where(eq(articles.id, translationOf));
  if (!original) throw invalid('translationOf', `Article ${translationOf} does not exist`);
  if (original.lang === lang) throw invalid('translationOf', `A ${LANG_NAMES[lang]} article must be a translation of an article in another language, not of a ${LANG_NAMES[original.lang]} one`);
  if (original.translationOf !== null) throw invalid('translationOf', `Article ${translationOf} is itself a translation; link to its original (article ${original.translationOf})`);
  const [other] = await tx
    .select({ id: articles.id })
    .from(articles)
    .where(and(eq(articles.translationOf, translationOf), eq(articles.lang, lang), articleId === undefined ? undefined : ne(articles.id, articleId)))
    .limit(1);
  if (other) throw invalid('translationOf', `Article ${translationOf} already has a ${LANG_NAMES[lang]} translation (article ${other.id})`);
  if (articleId !== undefined) {
    const [translated] = await tx.select({ id: articles.id }).from(articles).where(eq(articles.translationOf, articleId)).limit(1);
    if (translated) throw invalid('translationOf', `This article is the original of article ${translated.id}; an original cannot be a translation too`);
  }
}

const LANG_NAMES: Record<Locale, string> = { en: 'English', hi: 'Hindi' };

async function readArticle(tx: Tx, id: number): Promise<ArticleRow> {
  const [row] = await tx.select(articleColumns).from(articles).where(eq(articles.id, id));
  return row;
}

export async function createArticle(db: Db, input: ArticleCreate): Promise<ArticleRow> {
  return inTransaction(db, async (tx) => {
    await assertCategory(tx, input.categoryId);
    if (input.seriesId) await lockSeries(tx, input.seriesId, 'seriesId');
    else if (input.seriesOrder != null) throw invalid('seriesOrder', 'Choose a series before setting the part number');
    const slug = await chooseSlug(tx, articles, input.slug || undefined, input.title, 'an article', undefined, RESERVED_BLOG_SLUGS);
    const lang = input.lang ?? 'en';
    await assertTranslation(tx, undefined, lang, input.translationOf ?? null);
    const [row] = await tx
      .insert(articles)
      .values({ slug, title: input.title, ...articleBody(input.content), categoryId: input.categoryId, isSeries: input.series ?? false, lang, translationOf: input.translationOf ?? null })
      .returning({ id: articles.id });
    if (input.seriesId) {
      await insertIntoSeries(tx, input.seriesId, row.id, input.seriesOrder);
      if (input.series === false) await tx.update(articles).set({ isSeries: false }).where(eq(articles.id, row.id));
    }
    return readArticle(tx, row.id);
  });
}

/** Changes the given fields; returns the article before and after (slug and series changes matter to the rebuild). */
export async function updateArticle(db: Db, id: number, input: ArticleUpdate): Promise<{ before: ArticleRow; article: ArticleRow }> {
  return inTransaction(db, async (tx) => {
    const [before] = await tx.select(articleColumns).from(articles).where(eq(articles.id, id)).for('update');
    if (!before) throw notFound('Article', id);
    const { content, categoryId, series: flag, seriesId, seriesOrder, slug, title, lang, translationOf } = input;
    if (categoryId !== undefined) await assertCategory(tx, categoryId);
    if (seriesId) await lockSeries(tx, seriesId, 'seriesId');
    const langChanged = lang !== undefined && lang !== before.lang;
    if (langChanged || translationOf !== undefined) {
      const link = translationOf === undefined ? before.translationOf : translationOf;
      await assertTranslation(tx, id, lang ?? before.lang, link);
      // Its own translations must stay in another language.
      if (langChanged) {
        const [clash] = await tx.select({ id: articles.id }).from(articles).where(and(eq(articles.translationOf, id), eq(articles.lang, lang))).limit(1);
        if (clash) throw invalid('lang', `Article ${clash.id}, a translation of this one, is in that language already`);
      }
    }

    const set: Partial<typeof articles.$inferInsert> = { updatedAt: new Date() };
    if (title !== undefined) set.title = title;
    if (slug !== undefined) set.slug = await chooseSlug(tx, articles, slug || undefined, title ?? before.title, 'an article', id, RESERVED_BLOG_SLUGS);
    if (content !== undefined) Object.assign(set, articleBody(content));
    if (categoryId !== undefined) set.categoryId = categoryId;
    if (translationOf !== undefined) set.translationOf = translationOf;
    if (langChanged) {
      set.lang = lang;
      // Its place among the series' parts of the new language is taken below (null: no clash meanwhile).
      set.seriesOrder = null;
    }
    await tx.update(articles).set(set).where(eq(articles.id, id));

    const targetSeries = seriesId === undefined ? before.seriesId : seriesId;
    if (!targetSeries && seriesOrder != null) throw invalid('seriesOrder', 'Choose a series before setting the part number');
    const seriesChanged = targetSeries !== before.seriesId;
    if (seriesChanged && before.seriesId) {
      // Leave the old series (renumbered without this article).
      await placeInSeries(tx, before.seriesId, (await memberIds(tx, before.seriesId)).filter((a) => a !== id));
    }
    if (targetSeries && (seriesChanged || langChanged || (seriesOrder != null && seriesOrder !== before.seriesOrder))) {
      await insertIntoSeries(tx, targetSeries, id, seriesOrder);
      if (langChanged && !seriesChanged) {
        // The parts it left in its old language close the gap.
        await placeInSeries(tx, targetSeries, await memberIds(tx, targetSeries));
      }
    }
    const isSeries = flag ?? (seriesChanged ? targetSeries !== null : undefined);
    if (isSeries !== undefined) await tx.update(articles).set({ isSeries }).where(eq(articles.id, id));
    return { before, article: await readArticle(tx, id) };
  });
}

export async function deleteArticle(db: Db, id: number): Promise<ArticleRow> {
  return inTransaction(db, async (tx) => {
    const [row] = await tx.delete(articles).where(eq(articles.id, id)).returning(articleColumns);
    if (!row) throw notFound('Article', id);
    if (row.seriesId) await placeInSeries(tx, row.seriesId, await memberIds(tx, row.seriesId));
    return row;
  });
}
