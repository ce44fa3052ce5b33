/** Site chrome shared by every page: header, footer, language switch, notices, listings, offline and error pages. */
import { TEXT } from '../../texts.ts';
import type { Messages } from '../types.ts';

export const common = {
  languageSwitch: {
    /** Accessible name of the switch. */
    label: 'Language',
    /** Shown on the link to the other language's page. */
    toOther: 'हिन्दी में पढ़ें',
    suggestion: 'This site is also available in हिन्दी.',
    suggestionAction: 'हिन्दी में देखें',
    dismiss: 'Dismiss',
  },
  /** Above content shown in the other language (Starlight's fallback notice). */
  fallbackNotice: 'This page is not available in English yet; it is shown in Hindi.',
  skipLink: 'Skip to main content',
  /** The header's light/dark toggle. */
  theme: { label: 'Dark theme', title: 'Toggle dark theme' },
  menu: 'Menu',
  mainNav: 'Main',
  nav: { pyq: 'Previous Year Papers', dailyQuiz: 'Daily Quiz', blog: 'Blog', series: 'Series', mockTests: 'Mock Tests', live: 'Live', resources: 'Resources', liveUpdates: 'Live Updates', batches: 'Batches', search: 'Search' },
  footer: {
    tagline: 'Government exam preparation for UPSC, SSC, Banking, Railways and State PSC. Study articles, timed mock tests, live updates and free resources in one place.',
    categories: 'Categories',
    prepare: 'Prepare',
    company: 'Company',
    aboutUs: 'About Us',
    contactUs: 'Contact Us',
    faq: 'FAQ',
    privacy: 'Privacy Policy',
    terms: 'Terms of Service',
    sitemap: 'Sitemap',
    disclaimer: 'Not affiliated with UPSC, SSC, IBPS, RRB or any State Public Service Commission.',
    rss: 'RSS feed',
    xmlSitemap: 'XML sitemap',
    rssTitle: 'Latest articles',
  },
  viewAllCategories: TEXT.viewAllCategories,
  categoriesUnavailable: TEXT.categoriesUnavailable,
  searchPlaceholder: TEXT.searchPlaceholder,
  pagination: { label: 'Pagination', first: TEXT.first, previous: TEXT.previous, next: TEXT.next, last: TEXT.last, page: (n: number) => `Page ${n}` },
  breadcrumb: 'Breadcrumb',
  home: 'Home',
  notFound: {
    title: 'Page not found',
    description: 'The page you were looking for does not exist. Search the site or pick one of the popular sections.',
    heading: 'This page could not be found',
    body: 'The link may be old or mistyped. Search for what you need, or start from one of these sections.',
    searchLabel: 'Search the site',
    search: 'Search',
    popular: 'Popular sections',
    popularCategories: 'Popular categories',
    latestArticles: 'Latest articles',
    mockTests: 'Mock tests',
    series: 'Article series',
    live: 'Live updates',
    resources: 'Study resources',
  },
  offline: {
    title: 'You are offline',
    description: 'This page is not saved on this device. Connect to the internet and try again.',
    body: 'This page is not saved on this device, so it cannot open without a connection.',
    more: 'Pages you have opened before and mock tests you have started still open offline. A test you submit while offline is sent as soon as you are back online.',
    retry: 'Try again',
    mockTests: 'Mock tests',
  },
} as const satisfies Messages;
