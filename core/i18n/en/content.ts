/** Dictionary area "content" (issue 27): articles, listings, series, categories; see core/i18n/index.ts. */
import { TEXT } from '../../texts.ts';
import { carouselButtonText } from '../../format/carousel.ts';
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
  /** Cards of mock tests, series, live pages and resources (carousels and lists). */
  items: {
    types: { mock: 'Mock Test', live: 'Live', series: 'Series', resource: 'Resource', other: 'Resource' },
    buttons: { mock: carouselButtonText('mock'), live: carouselButtonText('live'), series: carouselButtonText('series'), resource: carouselButtonText('resource'), other: carouselButtonText('other') },
    minutes: (n: number) => `${n} min`,
    articles: { one: '{n} article', other: '{n} articles' },
    empty: 'Nothing here yet. Check back soon.',
    slide: (i: number, n: number) => `${i} of ${n}`,
  },
  categoryIndex: {
    title: 'All Categories',
    description: (count: number, names: string) => `Browse all ${count} exam categories: ${names}.`,
    lead: 'Pick your exam family to see every article, strategy guide and update written for it.',
    label: 'Categories',
    empty: 'No categories yet',
    emptyBody: 'Check back later for new content.',
    count: { one: '{n} article', other: '{n} articles' },
    viewArticles: 'View articles',
    inCategory: (name: string) => ` in ${name}`,
    openInBlog: 'Open in blog',
  },
  seriesIndex: {
    title: 'Article Series',
    description: 'Step-by-step article series for UPSC, SSC, Banking and Railways: read the parts in order and track your preparation.',
    lead: 'Courses written as a sequence of short articles. Start with part 1 and work through in order – each part ends with a link to the next.',
    crumb: 'Series',
    label: 'All series',
    empty: 'No series yet',
    emptyBody: 'Check back later for new content.',
  },
  home: {
    eyebrow: 'UPSC · SSC · Banking · Railways · State PSC',
    heading: 'Crack Your Dream Government Job',
    lead: 'Free articles, article series, timed mock tests and downloadable resources for every major government exam in India.',
    statsLabel: 'What you will find here',
    stats: {
      articles: { one: 'study article', other: 'study articles' },
      mocks: { one: 'mock test', other: 'mock tests' },
      series: { one: 'article series', other: 'article series' },
      resources: { one: 'free resource', other: 'free resources' },
    },
    live: 'LIVE',
    joinNow: 'Join Now',
    why: 'Why Choose Us?',
    whyCards: {
      courses: {
        title: 'Expert-Led Courses',
        text: 'Live coaching batches taught by subject teachers on a fixed timetable, and structured article series following the latest UPSC, SSC, Banking, Railways and State PSC syllabi.',
        action: 'See the batches',
      },
      mocks: {
        title: 'Realistic Mock Tests',
        text: 'Timed tests in the real exam pattern with negative marking, instant scores and an explanation for every option, so you know exactly where marks slip.',
        action: 'Take a mock test',
      },
      material: {
        title: 'Curated Study Material',
        text: 'Previous year papers, notes and book lists picked exam by exam, free to download, plus live updates on notifications, admit cards and results.',
        action: 'Browse resources',
      },
    },
    mocksTitle: 'Practice Mock Tests',
    allMocks: 'All mock tests',
    seriesTitle: 'Popular Series',
    allSeries: 'All series',
    all: TEXT.all,
    chipsLabel: 'Browse articles by category',
    browseAll: 'Browse All Articles',
    browseByCategory: 'Browse by Category',
  },
} as const satisfies Messages;
