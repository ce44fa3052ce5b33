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

/** Header navigation. */
export const NAV_LINKS: NavLink[] = [
  { href: '/blog', label: 'Blog' },
  { href: '/series', label: 'Series' },
  { href: '/mock-test', label: 'Mock Tests' },
  { href: '/live', label: 'Live' },
  { href: '/resource', label: 'Resources' },
];

/** Footer links of spec section 2, grouped. */
export const FOOTER_GROUPS: { title: string; links: NavLink[] }[] = [
  {
    title: 'Prepare',
    links: [
      { href: '/blog', label: 'Blog' },
      { href: '/series', label: 'Series' },
      { href: '/mock-test', label: 'Mock Tests' },
      { href: '/live', label: 'Live Updates' },
      { href: '/resource', label: 'Resources' },
      { href: '/batches', label: 'Batches' },
      { href: '/search', label: 'Search' },
    ],
  },
  {
    title: 'Company',
    links: [
      { href: '/support#about-us', label: 'About Us' },
      { href: '/support#contact-us', label: 'Contact Us' },
      { href: '/support#faq', label: 'FAQ' },
      { href: '/support#privacy-policy', label: 'Privacy Policy' },
      { href: '/support#terms-of-service', label: 'Terms of Service' },
      { href: '/utils/sitemap', label: 'Sitemap' },
    ],
  },
];

/** Every footer link path (tests and the HTML sitemap use it). */
export const FOOTER_PATHS = FOOTER_GROUPS.flatMap((g) => g.links.map((l) => l.href));
