import { and, count, eq, sum } from 'drizzle-orm';
import type { SiteStats } from '#core/schemas/responses/site.ts';
import type { Db } from '../client';
import { articles, bookLinks, books, categories, livePages, mockTests, questions, series } from '../schema';

/** Site-wide counts (GET /stats, the home page's figures). */
export async function siteStats(db: Db): Promise<SiteStats> {
  const one = async <T>(q: Promise<T[]>) => (await q)[0];
  const [a, c, s, m, q, l, b, d] = await Promise.all([
    one(db.select({ n: count(), visits: sum(articles.visits).mapWith(Number) }).from(articles)),
    one(db.select({ n: count() }).from(categories)),
    one(db.select({ n: count() }).from(series)),
    one(db.select({ n: count() }).from(mockTests).where(and(eq(mockTests.status, 'published'), eq(mockTests.kind, 'test')))),
    one(db.select({ n: count() }).from(questions)),
    one(db.select({ n: count() }).from(livePages)),
    one(db.select({ n: count() }).from(books)),
    one(db.select({ n: sum(bookLinks.downloadCount).mapWith(Number) }).from(bookLinks)),
  ]);
  return {
    articles: a.n,
    visits: a.visits ?? 0,
    categories: c.n,
    series: s.n,
    mockTests: m.n,
    questions: q.n,
    livePages: l.n,
    books: b.n,
    downloads: d.n ?? 0,
  };
}
