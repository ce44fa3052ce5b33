/**
 * Blog content on the wire: categories, article summaries (listings,
 * search), whole articles, series. Field names follow the spec's entities
 * (section 3: `_id`, `postSlug`, `postTitle`, ...) so the API returns the
 * query results as they are and the static pages render the very same
 * objects. See common.ts for what this folder is.
 */
import { z } from 'zod';
import { LOCALES } from '../../i18n/locales';
import { pageOf } from './common';

/** A content language (issue 27). */
export const LangSchema = z.enum(LOCALES).meta({ id: 'Lang' });

/** The other-language version of an article (either direction of the translation link), or null. */
export const TranslationRefSchema = z.object({ slug: z.string(), lang: LangSchema }).meta({ id: 'TranslationRef' });
export type TranslationRef = z.infer<typeof TranslationRefSchema>;

export const CategorySchema = z
  .object({
    _id: z.string(),
    name: z.string(),
    // The name on Hindi pages; null: show `name`.
    name_hi: z.string().nullable(),
    createdAt: z.string(),
    articleCount: z.number().int().meta({ description: 'Articles in the requested language' }),
    // Latest change of the category or any of its articles (ISO), for cache keys.
    updatedAt: z.string(),
  })
  .meta({ id: 'Category' });
export type Category = z.infer<typeof CategorySchema>;

/** An article in listings: no full HTML, a plain-text excerpt source instead. */
export const ArticleSummarySchema = z
  .object({
    _id: z.string(),
    postId: z.number().int(),
    postSlug: z.string(),
    postTitle: z.string(),
    postExcerpt: z.string().meta({ description: 'Plain text, up to ~300 characters' }),
    postCategory: z.string(),
    postDateCreated: z.string(),
    postDateUpdated: z.string(),
    visits: z.number().int(),
    series: z.boolean(),
    // Word count of the whole article, for reading time in listings.
    wordCount: z.number().int(),
    lang: LangSchema,
    translation: TranslationRefSchema.nullable(),
  })
  .meta({ id: 'ArticleSummary' });
export type ArticleSummary = z.infer<typeof ArticleSummarySchema>;

/** A link to an article: series neighbours, a reader's last and next article. */
export const ArticleRefSchema = z.object({ postSlug: z.string(), postTitle: z.string() });
export type ArticleRef = z.infer<typeof ArticleRefSchema>;

/** An article's place in its series. */
export const SeriesRefSchema = z.object({
  _id: z.string(),
  name: z.string(),
  name_hi: z.string().nullable(),
  slug: z.string(),
  order: z.number().int().nullable(),
  total: z.number().int(),
  previous: ArticleRefSchema.nullable(),
  next: ArticleRefSchema.nullable(),
});
export type SeriesRef = z.infer<typeof SeriesRefSchema>;

export const ArticleSchema = ArticleSummarySchema.extend({
  postContent: z.string().meta({ description: 'Sanitized HTML' }),
  seriesInfo: SeriesRefSchema.nullable(),
}).meta({ id: 'Article' });
export type Article = z.infer<typeof ArticleSchema>;

/** GET /public/search: a page of summaries and the query as searched. */
export const SearchResultsSchema = pageOf(ArticleSummarySchema).extend({
  query: z.string().meta({ description: 'The query as searched: lower-cased, runs of white space collapsed' }),
});
export type SearchResults = z.infer<typeof SearchResultsSchema>;

export const SeriesSchema = z
  .object({
    _id: z.string(),
    name: z.string(),
    slug: z.string(),
    description: z.string(),
    // Hindi name and description; null: show the English ones.
    name_hi: z.string().nullable(),
    description_hi: z.string().nullable(),
    articleCount: z.number().int().meta({ description: 'Parts in the requested language' }),
    createdAt: z.string(),
    updatedAt: z.string(),
  })
  .meta({ id: 'Series' });
export type Series = z.infer<typeof SeriesSchema>;

/** A part of a series: the summary and its place. */
export const SeriesArticleSchema = ArticleSummarySchema.extend({ seriesOrder: z.number().int().nullable() });
export type SeriesArticle = z.infer<typeof SeriesArticleSchema>;

export const SeriesWithArticlesSchema = SeriesSchema.extend({ articles: z.array(SeriesArticleSchema) }).meta({ id: 'SeriesWithArticles' });
export type SeriesWithArticles = z.infer<typeof SeriesWithArticlesSchema>;
