import { and, asc, count, desc, eq, ilike, inArray, or, sql, sum } from 'drizzle-orm';
import type { Db } from '../client';
import { bookLinks, books, exams, resourceCategories } from '../schema';
import { iso, paginate, type PageRequest } from './paging';
import type { Paginated } from '#core/schemas/responses/common.ts';
import type { Book, DownloadCount, NamedWithBookCount, ResourceStats } from '#core/schemas/responses/resources.ts';

export const BOOK_SORTS = ['newest', 'oldest', 'title', 'popular', 'year'] as const;
export type BookSort = (typeof BOOK_SORTS)[number];

export async function listResourceCategories(db: Db): Promise<NamedWithBookCount[]> {
  return db
    .select({ id: resourceCategories.id, name: resourceCategories.name, bookCount: count(books.id) })
    .from(resourceCategories)
    .leftJoin(books, eq(books.categoryId, resourceCategories.id))
    .groupBy(resourceCategories.id)
    .orderBy(asc(resourceCategories.name));
}

export async function listExams(db: Db): Promise<NamedWithBookCount[]> {
  return db
    .select({ id: exams.id, name: exams.name, bookCount: count(books.id) })
    .from(exams)
    .leftJoin(books, eq(books.examId, exams.id))
    .groupBy(exams.id)
    .orderBy(asc(exams.name));
}

export interface BookFilter extends PageRequest {
  /** Category id or name. */
  category?: string;
  /** Exam id or name. */
  exam?: string;
  sort?: BookSort;
  search?: string;
}

/** A filter value that is a row id: digits within Postgres int4 (anything else is a name). */
const isId = (value: string) => /^\d{1,10}$/.test(value) && Number(value) <= 2_147_483_647;
const categoryFilter = (v: string) => (isId(v) ? eq(books.categoryId, Number(v)) : eq(resourceCategories.name, v));
const examFilter = (v: string) => (isId(v) ? eq(books.examId, Number(v)) : eq(exams.name, v));

const downloads = sql<number>`coalesce((select sum(${bookLinks.downloadCount}) from ${bookLinks} where ${bookLinks.bookId} = ${books.id}), 0)`.mapWith(Number);

const bookColumns = {
  id: books.id,
  title: books.title,
  author: books.author,
  description: books.description,
  year: books.year,
  cover_image: books.coverImage,
  category: resourceCategories.name,
  category_id: books.categoryId,
  exam: exams.name,
  exam_id: books.examId,
  downloads,
  updatedAt: books.updatedAt,
};

function escapeLike(s: string) {
  return s.replace(/[\\%_]/g, (m) => `\\${m}`);
}

export async function listBooks(db: Db, filter: BookFilter): Promise<Paginated<Book>> {
  const search = filter.search?.trim();
  const where = and(
    filter.category ? categoryFilter(filter.category) : undefined,
    filter.exam ? examFilter(filter.exam) : undefined,
    search ? or(ilike(books.title, `%${escapeLike(search)}%`), ilike(books.author, `%${escapeLike(search)}%`)) : undefined,
  );
  const order = {
    newest: [desc(books.createdAt), desc(books.id)],
    oldest: [asc(books.createdAt), asc(books.id)],
    title: [asc(books.title), asc(books.id)],
    popular: [desc(downloads), asc(books.id)],
    year: [sql`${books.year} desc nulls last`, asc(books.id)],
  }[filter.sort ?? 'newest'];
  const [{ total }] = await db
    .select({ total: count() })
    .from(books)
    .innerJoin(resourceCategories, eq(books.categoryId, resourceCategories.id))
    .innerJoin(exams, eq(books.examId, exams.id))
    .where(where);
  const rows = await db
    .select(bookColumns)
    .from(books)
    .innerJoin(resourceCategories, eq(books.categoryId, resourceCategories.id))
    .innerJoin(exams, eq(books.examId, exams.id))
    .where(where)
    .orderBy(...order)
    .limit(filter.limit)
    .offset((filter.page - 1) * filter.limit);
  return { data: await withLinks(db, rows), pagination: paginate(total, filter.page, filter.limit) };
}

type BookRow = Omit<Book, 'links' | 'updatedAt'> & { updatedAt: Date };

/** Attaches links to a page of books with one query (no query per book). */
async function withLinks(db: Db, rows: BookRow[]): Promise<Book[]> {
  if (!rows.length) return [];
  const links = await db
    .select({ id: bookLinks.id, bookId: bookLinks.bookId, label: bookLinks.label, url: bookLinks.url, downloadCount: bookLinks.downloadCount })
    .from(bookLinks)
    .where(inArray(bookLinks.bookId, rows.map((r) => r.id)))
    .orderBy(asc(bookLinks.id));
  return rows.map((r) => ({
    ...r,
    updatedAt: iso(r.updatedAt),
    links: links.filter((l) => l.bookId === r.id).map(({ bookId: _bookId, ...l }) => l),
  }));
}

export async function getBook(db: Db, id: number): Promise<Book | null> {
  const rows = await db
    .select(bookColumns)
    .from(books)
    .innerJoin(resourceCategories, eq(books.categoryId, resourceCategories.id))
    .innerJoin(exams, eq(books.examId, exams.id))
    .where(eq(books.id, id));
  const [book] = await withLinks(db, rows);
  return book ?? null;
}

/** Every book with links (build-time resource page). */
export async function allBooks(db: Db): Promise<Book[]> {
  const rows = await db
    .select(bookColumns)
    .from(books)
    .innerJoin(resourceCategories, eq(books.categoryId, resourceCategories.id))
    .innerJoin(exams, eq(books.examId, exams.id))
    .orderBy(asc(resourceCategories.name), asc(exams.name), asc(books.title));
  return withLinks(db, rows);
}

/** A link's URL and count without counting (a repeat download of the client's day; null when missing). */
export async function getLinkDownload(db: Db, linkId: number): Promise<DownloadCount | null> {
  const [row] = await db.select({ url: bookLinks.url, downloadCount: bookLinks.downloadCount }).from(bookLinks).where(eq(bookLinks.id, linkId));
  return row ?? null;
}

/** Download counts of the given links (id → count; unknown ids are left out). */
export async function downloadCounts(db: Db, linkIds: readonly number[]): Promise<Record<string, number>> {
  if (!linkIds.length) return {};
  const rows = await db.select({ id: bookLinks.id, n: bookLinks.downloadCount }).from(bookLinks).where(inArray(bookLinks.id, [...linkIds]));
  return Object.fromEntries(rows.map((r) => [String(r.id), r.n]));
}

/** Counts a download and returns the link's URL (null when the link does not exist). */
export async function countDownload(db: Db, linkId: number): Promise<DownloadCount | null> {
  const [row] = await db
    .update(bookLinks)
    .set({ downloadCount: sql`${bookLinks.downloadCount} + 1` })
    .where(eq(bookLinks.id, linkId))
    .returning({ url: bookLinks.url, downloadCount: bookLinks.downloadCount });
  return row ?? null;
}

export async function resourceStats(db: Db): Promise<ResourceStats> {
  const [[bookTotals], [linkTotals], [categoryTotals], [examTotals]] = await Promise.all([
    db.select({ books: count() }).from(books),
    db.select({ links: count(), downloads: sum(bookLinks.downloadCount).mapWith(Number) }).from(bookLinks),
    db.select({ categories: count() }).from(resourceCategories),
    db.select({ exams: count() }).from(exams),
  ]);
  return {
    books: bookTotals.books,
    links: linkTotals.links,
    downloads: linkTotals.downloads ?? 0,
    categories: categoryTotals.categories,
    exams: examTotals.exams,
  };
}
