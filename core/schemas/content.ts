/**
 * Blog content written by admins: articles, blog categories, series and
 * series membership. Shared by the dashboard forms and the API.
 */
import { z } from 'zod';
import { LOCALES } from '../i18n/locales';
import { RESERVED_BLOG_SLUGS } from '../urls';
import { hindiText, idField, MAX_ID, noControlChars, optionalSlug, optionalText, requiredLine, strictInput } from './common';

export const MAX_ARTICLE_HTML = 500_000;

/** Category names end up in URLs (/blog/category/{name}): no path or query characters. */
const categoryName = requiredLine('Category name', 60).refine((v) => !/[/\\?#%]/.test(v), 'Category name must not contain / \\ ? # or %');

export const CategoryInputSchema = strictInput({ name: categoryName, nameHi: hindiText('Hindi name', 60) });
export type CategoryInput = z.output<typeof CategoryInputSchema>;

const seriesOrder = z
  .number({ error: 'Series part must be a whole number from 1 to 1000' })
  .int('Series part must be a whole number from 1 to 1000')
  .min(1, 'Series part must be a whole number from 1 to 1000')
  .max(1000, 'Series part must be a whole number from 1 to 1000');

const articleFields = {
  title: requiredLine('Title', 200),
  /** '' or absent: derived from the title; never a path of the blog's listings. */
  slug: optionalSlug.refine((v) => !RESERVED_BLOG_SLUGS.includes(v), { error: (issue) => `Slug '${String(issue.input)}' is reserved for the blog's listing pages` }).optional(),
  /** HTML; sanitized on save with the build's sanitizer. */
  content: z
    .string({ error: 'Content must be text (HTML)' })
    .max(MAX_ARTICLE_HTML, `Content must be at most ${MAX_ARTICLE_HTML} characters`)
    .refine(...noControlChars('text', 'Content')),
  categoryId: idField('Category', 'Choose a category'),
  /** The spec's series flag (set automatically when the article is in a series). */
  series: z.boolean({ error: 'series must be true or false' }).optional(),
  /** The series the article belongs to (null: none). */
  seriesId: z
    .number({ error: 'Series must be a series id or null' })
    .int('Series must be a series id or null')
    .min(1, 'Series must be a series id or null')
    .max(MAX_ID, 'Series must be a series id or null')
    .nullable()
    .optional(),
  /** Part number inside the series (absent: appended as the last part). */
  seriesOrder: seriesOrder.nullable().optional(),
  /** The article's language (issue 27); English when a new article leaves it out. */
  lang: z.enum(LOCALES, { error: `Language must be one of: ${LOCALES.join(', ')}` }).optional(),
  /**
   * The article of the other language this one translates (null: none). It must
   * exist, be in the other language, not be a translation itself, and not
   * have a translation in this language already (checked on save).
   */
  translationOf: z
    .number({ error: 'Translation of must be an article id or null' })
    .int('Translation of must be an article id or null')
    .min(1, 'Translation of must be an article id or null')
    .max(MAX_ID, 'Translation of must be an article id or null')
    .nullable()
    .optional(),
};

export const ArticleCreateSchema = strictInput(articleFields);
/** PUT: any of the fields. */
export const ArticleUpdateSchema = strictInput(articleFields).partial();
export type ArticleCreate = z.output<typeof ArticleCreateSchema>;
export type ArticleCreateInput = z.input<typeof ArticleCreateSchema>;
export type ArticleUpdate = z.output<typeof ArticleUpdateSchema>;

const seriesFields = {
  name: requiredLine('Name', 200),
  slug: optionalSlug.optional(),
  description: optionalText('Description', 2000).optional(),
  nameHi: hindiText('Hindi name', 200),
  descriptionHi: hindiText('Hindi description', 2000),
};
export const SeriesCreateSchema = strictInput(seriesFields);
export const SeriesUpdateSchema = strictInput(seriesFields).partial();
export type SeriesCreate = z.output<typeof SeriesCreateSchema>;

/** PUT /admin/series/{id}/articles: the parts in order (the list replaces the membership). */
export const SeriesMembershipSchema = strictInput({
  articleIds: z
    .array(z.number({ error: 'articleIds must be article ids' }).int('articleIds must be article ids').min(1, 'articleIds must be article ids').max(MAX_ID, 'articleIds must be article ids'), {
      error: 'articleIds must be an array of article ids',
    })
    .max(1000, 'A series can have at most 1000 parts')
    .refine((ids) => new Set(ids).size === ids.length, 'articleIds must not repeat an article'),
});
export type SeriesMembership = z.output<typeof SeriesMembershipSchema>;
