/** Dictionary area "content" (issue 27): articles, listings, series, categories; see core/i18n/index.ts. */
import { TEXT } from '../../texts.ts';
import type { Messages } from '../types.ts';

export const content = {
  blog: 'Blog',
  categories: 'Categories',
  category: 'Category',
  series: TEXT.series,
  latestArticles: TEXT.latestArticles,
  allCategories: TEXT.allCategories,
  readMore: TEXT.readMoreGrid,
  emptyTitle: TEXT.emptyTitle,
  emptyBody: TEXT.emptyBody,
  listingTitle: (what: string, page: number) => (page > 1 ? `${what} - Page ${page}` : what),
  categoryArticles: (name: string) => `${name} Articles`,
  categoryLead: (count: number, name: string) => `${count} ${count === 1 ? 'article' : 'articles'} to help you prepare for ${name}.`,
  listingDescription: (count: number, scope: string | null, page: number, pages: number) =>
    `Browse ${count} ${scope ? `${scope} articles` : 'articles for UPSC, SSC, Banking, Railways and State PSC aspirants'}: syllabus, exam pattern, preparation strategy, previous year questions and current affairs${page > 1 ? ` (page ${page} of ${pages})` : ''}.`,
  article: {
    updated: 'Updated',
    inTheSeries: 'in the series',
    previous: TEXT.previous,
    next: TEXT.next,
    pending: 'The full text of this update is being prepared. Check back later for new content.',
    /** Link to the article's other-language version (shown in that language). */
    translation: 'Read this article in English',
  },
} as const satisfies Messages;
