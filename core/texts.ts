/** The spec's UI texts used by more than one page or island (verbatim). */

/** Spec texts used by more than one page or island. */
export const TEXT = {
  readMoreGrid: 'Read More!',
  readMoreHome: 'Click To Read More!',
  contentUnavailable: 'Content unavailable',
  unknownDate: 'Unknown date',
  untitled: 'Untitled Article',
  noContentReadingTime: '5 min read',
  latestArticles: 'Latest Articles',
  allCategories: 'All Categories',
  all: 'All',
  emptyTitle: 'No articles available',
  emptyBody: 'Check back later for new content.',
  searchEmptyTitle: 'No articles found',
  searchEmptyBody: 'Try adjusting your search terms or browse categories above.',
  viewAllArticles: 'View All Articles',
  viewAllCategories: 'View All Categories',
  categoriesUnavailable: 'Categories temporarily unavailable',
  series: 'Series',
  first: 'First',
  previous: 'Previous',
  next: 'Next',
  last: 'Last',
  searchPlaceholder: 'Search for an exam, topic, or course...',
  noResults: 'No results found',
  searchInBlog: 'Search in blog',
  viewAllResults: 'View all results',
  relatedResources: 'Related Resources',
} as const;

/** The resources page's title (the site's own text, not the spec's): the page, the sitemap and its site-search result show it. */
export const RESOURCES_PAGE_TITLE = 'Study Resources';
