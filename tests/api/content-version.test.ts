/**
 * The site's content version (migration 0006, issue 19): every write to a
 * table the static site renders from bumps it, a counted visit does not, and
 * the tables no page renders leave it alone. The build fingerprint relies on
 * it (server/build-fingerprint.ts): a table or column missed here would let
 * a build be skipped over a real change.
 */
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contentVersion } from '#db/queries/site.ts';
import { rowsOf } from '#db/queries/rows.ts';
import { articles, categories, users } from '#db/schema.ts';
import { seedFixtures } from './_fixtures';
import { dbBackends, openTestDb, type TestDb } from '../support/db';

/** Tables the static pages are rendered from: every one has the statement trigger. */
const RENDERED = [
  'categories', 'series', 'mock_categories', 'mock_tests', 'mock_sections', 'questions', 'live_pages', 'live_events', 'ads',
  'resource_categories', 'exams', 'books', 'book_links', 'batch_categories', 'batches', 'batch_sessions',
];
/** Tables no page renders (per-user data, counters, keys): no trigger. A new table must be put in one list or the other. */
const NOT_RENDERED = [
  'content_version', 'users', 'article_reads', 'series_progress', 'mock_attempts', 'mock_score_counts', 'mock_question_stats',
  'mock_section_stats', 'mock_stats_pending', 'api_keys', 'admins', 'question_bookmarks', 'question_reports',
];

describe.each(dbBackends)('content version on %s', (backend) => {
  let testDb: TestDb;
  const version = async () => (await contentVersion(testDb.handle.db)).version;

  beforeAll(async () => {
    testDb = await openTestDb(backend);
    await seedFixtures(testDb.handle.db);
  });
  afterAll(async () => {
    await testDb?.dispose();
  });

  it('every table is either rendered (with the trigger) or listed as not rendered', async () => {
    const tables = rowsOf<{ name: string }>(
      await testDb.handle.db.execute(sql`select table_name as name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE'`),
    )
      .map((r) => r.name)
      .filter((n) => !n.startsWith('__drizzle'));
    expect([...tables].sort()).toEqual([...RENDERED, ...NOT_RENDERED, 'articles'].sort());
    const triggers = rowsOf<{ table: string }>(
      await testDb.handle.db.execute(sql`select c.relname as "table" from pg_trigger t join pg_class c on c.oid = t.tgrelid where t.tgname like '%content_version%' and not t.tgisinternal`),
    ).map((r) => r.table);
    for (const t of [...RENDERED, 'articles']) expect(triggers, t).toContain(t);
    for (const t of NOT_RENDERED) expect(triggers, t).not.toContain(t);
  });

  it("the articles update trigger names every column but visits and the generated ones (a new column must join it)", async () => {
    const columns = rowsOf<{ name: string }>(
      await testDb.handle.db.execute(
        sql`select column_name as name from information_schema.columns where table_name = 'articles' and is_generated = 'NEVER' and column_name not in ('id', 'visits')`,
      ),
    ).map((r) => r.name);
    const named = rowsOf<{ name: string }>(
      await testDb.handle.db.execute(sql`
        select a.attname as name from pg_trigger t
        join pg_attribute a on a.attrelid = t.tgrelid and a.attnum = any(t.tgattr::int2[])
        where t.tgname = 'articles_content_version_update'`),
    ).map((r) => r.name);
    expect([...named].sort()).toEqual([...columns].sort());
  });

  it('a write to a rendered table bumps it; a counted visit and a user’s row do not', async () => {
    const db = testDb.handle.db;
    const [article] = await db.select({ id: articles.id }).from(articles).limit(1);
    const before = await version();
    await db.update(articles).set({ visits: sql`${articles.visits} + 5` }).where(eq(articles.id, article.id));
    await db.insert(users).values({ uid: 'content-version-reader' });
    expect(await version()).toBe(before);
    await db.update(articles).set({ title: 'A corrected title' }).where(eq(articles.id, article.id));
    expect(await version()).toBe(before + 1);
    await db.insert(categories).values({ name: 'Content version' });
    await db.delete(categories).where(eq(categories.name, 'Content version'));
    expect(await version()).toBe(before + 3);
  });
});
