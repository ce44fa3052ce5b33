/**
 * The shapes the query module returns. They follow the spec's entity fields
 * (section 3: `_id`, `postSlug`, `postTitle`, ...) so the API can return them
 * as they are and the static pages render the very same objects.
 */

export interface Pagination {
  total: number;
  page: number;
  limit: number;
  totalPages: number;
}

export interface Paginated<T> {
  data: T[];
  pagination: Pagination;
}

export interface CategoryDto {
  _id: string;
  name: string;
  createdAt: string;
  articleCount: number;
  /** Latest change of the category or any of its articles (ISO), for cache keys. */
  updatedAt: string;
}

/** An article in listings: no full HTML, a plain-text excerpt source instead. */
export interface ArticleSummaryDto {
  _id: string;
  postId: number;
  postSlug: string;
  postTitle: string;
  /** Plain text, at most ~300 characters: enough for every excerpt length. */
  postExcerpt: string;
  postCategory: string;
  postDateCreated: string;
  postDateUpdated: string;
  visits: number;
  series: boolean;
  /** Word count of the whole article, for reading time in listings. */
  wordCount: number;
}

export interface SeriesRefDto {
  _id: string;
  name: string;
  slug: string;
  order: number | null;
  total: number;
  previous: { postSlug: string; postTitle: string } | null;
  next: { postSlug: string; postTitle: string } | null;
}

export interface ArticleDto extends ArticleSummaryDto {
  /** Sanitized HTML. */
  postContent: string;
  seriesInfo: SeriesRefDto | null;
}

export interface SeriesDto {
  _id: string;
  name: string;
  slug: string;
  description: string;
  articleCount: number;
  createdAt: string;
  updatedAt: string;
}

export interface SeriesWithArticlesDto extends SeriesDto {
  articles: (ArticleSummaryDto & { seriesOrder: number | null })[];
}

export interface MockCategoryDto {
  id: number;
  name: string;
  description: string;
  testCount: number;
}

export interface MockTestDto {
  id: number;
  name: string;
  slug: string;
  description: string;
  category_id: number;
  category_name: string;
  /** Minutes. */
  timer: number;
  /** Marks deducted per wrong answer; null = no negative marking. */
  negative_marks: number | null;
  question_count: number;
  updated_at: string;
}

/** A question as served to a test taker: no correct answer, no explanations. */
export interface MockQuestionDto {
  id: number;
  position: number;
  question: string;
  options: string[];
}

export interface AnswerKeyEntryDto {
  id: number;
  position: number;
  correct: number;
  explanations: string[];
}

export interface LiveEventDto {
  id: number;
  title: string;
  body: string;
  createdAt: string;
}

export interface LivePageDto {
  id: number;
  title: string;
  slug: string;
  description: string;
  status: 'live' | 'archived';
  eventCount: number;
  createdAt: string;
  updatedAt: string;
  /** Newest event time (ISO) or null. */
  lastEventAt: string | null;
}

export interface LivePageWithEventsDto extends LivePageDto {
  /** Newest first. */
  events: LiveEventDto[];
}

export interface AdDto {
  id: number;
  uuid: string;
  title: string;
  body: string;
  imageUrl: string | null;
  textUrl: string;
  kind: 'house' | 'network';
  active: boolean;
}

export interface NamedDto {
  id: number;
  name: string;
  bookCount: number;
}

export interface BookLinkDto {
  id: number;
  label: string;
  url: string;
  downloadCount: number;
}

export interface BookDto {
  id: number;
  title: string;
  author: string;
  description: string;
  year: number | null;
  cover_image: string | null;
  category: string;
  category_id: number;
  exam: string;
  exam_id: number;
  links: BookLinkDto[];
  downloads: number;
  updatedAt: string;
}

export interface BatchCategoryDto {
  id: number;
  slug: string;
  name: string;
  exams: { examSlug: string; batchCount: number }[];
}

export interface BatchDto {
  id: number;
  category: string;
  categorySlug: string;
  examSlug: string;
  number: number;
  title: string;
  description: string;
  language: string;
  startsOn: string;
  endsOn: string;
  seats: number;
  enrolled: number;
  sessionCount: number;
}

export interface BatchSessionDto {
  id: number;
  position: number;
  title: string;
  subject: string;
  scheduledAt: string;
  durationMinutes: number;
}

export interface BatchFullDto extends BatchDto {
  sessions: BatchSessionDto[];
}
