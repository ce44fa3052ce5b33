/**
 * Site identity and navigation, shared by the layout, SEO tags and the pages.
 */
export const SITE_NAME = 'ExamPrep Portal';
export const SITE_TAGLINE = 'Government exam preparation for UPSC, SSC, Banking, Railways and State PSC';
export const SITE_DESCRIPTION =
  'Free study articles, article series, timed mock tests, live exam updates and downloadable resources for UPSC, SSC, Banking, Railways and State PSC aspirants.';
export const CONTACT_EMAIL = 'support@examprep-portal.in';
export const GRIEVANCE_EMAIL = 'grievance@examprep-portal.in';

export interface NavLink {
  href: string;
  label: string;
}

/** Header navigation (labels: the page language's `common.nav[key]`; `label` is the English one). */
export const NAV_LINKS = [
  { href: '/blog', label: 'Blog', key: 'blog' },
  { href: '/series', label: 'Series', key: 'series' },
  { href: '/mock-test', label: 'Mock Tests', key: 'mockTests' },
  { href: '/practice', label: 'Topic Practice', key: 'practice' },
  { href: '/daily-quiz', label: 'Daily Quiz', key: 'dailyQuiz' },
  { href: '/live', label: 'Live', key: 'live' },
  { href: '/resource', label: 'Resources', key: 'resources' },
] as const satisfies (NavLink & { key: string })[];

/** Footer links of spec section 2, grouped. */
/** `key`: the label in `common.nav` (section 0) or `common.footer` (section 1) of the page's language. */
export const FOOTER_GROUPS: { title: string; key: 'prepare' | 'company'; links: (NavLink & { key: string })[] }[] = [
  {
    title: 'Prepare',
    key: 'prepare',
    links: [
      { href: '/blog', label: 'Blog', key: 'blog' },
      { href: '/series', label: 'Series', key: 'series' },
      { href: '/mock-test', label: 'Mock Tests', key: 'mockTests' },
      { href: '/pyq', label: 'Previous Year Papers', key: 'pyq' },
      { href: '/practice', label: 'Topic Practice', key: 'practice' },
      { href: '/daily-quiz', label: 'Daily Quiz', key: 'dailyQuiz' },
      { href: '/live', label: 'Live Updates', key: 'liveUpdates' },
      { href: '/resource', label: 'Resources', key: 'resources' },
      { href: '/batches', label: 'Batches', key: 'batches' },
      { href: '/search', label: 'Search', key: 'search' },
    ],
  },
  {
    title: 'Company',
    key: 'company',
    links: [
      { href: '/support#about-us', label: 'About Us', key: 'aboutUs' },
      { href: '/support#contact-us', label: 'Contact Us', key: 'contactUs' },
      { href: '/support#faq', label: 'FAQ', key: 'faq' },
      { href: '/support#privacy-policy', label: 'Privacy Policy', key: 'privacy' },
      { href: '/support#terms-of-service', label: 'Terms of Service', key: 'terms' },
      { href: '/utils/sitemap', label: 'Sitemap', key: 'sitemap' },
    ],
  },
];

/** Every footer link path (tests and the HTML sitemap use it). */
export const FOOTER_PATHS = FOOTER_GROUPS.flatMap((g) => g.links.map((l) => l.href));
