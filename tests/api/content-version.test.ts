/**
 * The site's content version (migration 0006, issue 19): every write to a
 * table the static site renders from bumps it, a counted visit does not, and
 * the tables no page renders leave it alone. The build fingerprint relies on
 * it (server/build-fingerprint.ts): a table or column missed here would let
 * a build be skipped over a real change.
 */
import { and, asc, eq, gt, lte, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contentVersion } from '#db/queries/site.ts';
import { rowsOf } from '#db/queries/rows.ts';
import { articles, bookLinks, categories, contentChanges, contentVersion as contentVersionTable, users } from '#db/schema.ts';
import { seedFixtures } from './_fixtures';
import { dbBackends, openTestDb, type TestDb } from '../support/db';

/** Tables the static pages are rendered from: every one has the statement trigger. */
const RENDERED = [
  'categories', 'series', 'mock_categories', 'mock_tests', 'mock_sections', 'questions', 'live_pages', 'live_events', 'ads',
  'resource_categories', 'exams', 'books', 'book_links', 'batch_categories', 'batches', 'batch_sessions',
];
/** Tables no page renders (per-user data, counters, keys): no trigger. A new table must be put in one list or the other. */
const NOT_RENDERED = [
  'content_version', 'content_changes', 'users', 'article_reads', 'series_progress', 'mock_attempts', 'mock_score_counts', 'mock_question_stats',
  'mock_section_stats', 'mock_stats_pending', 'api_keys', 'admins', 'question_bookmarks', 'question_reports',
  // Live tests (issue 28): registrations and the frozen results reach pages only through the API, after load.
  'mock_live_registrations', 'mock_live_results',
  // Daily practice (issue 30): an aspirant's answers, cards and quiz submissions, and the day's quiz (a practice set is a
  // mock_tests row, rendered as such) reach pages only through the API, after load.
  'practice_answers', 'daily_quizzes', 'daily_quiz_attempts', 'revision_cards', 'revision_watermarks',
];

describe.each(dbBackends)('content version on %s', (backend) => {
  let testDb: TestDb;
  const version = async () => (await contentVersion(testDb.handle.db)).version;
  const contentChangesBetween = (after: number, upTo: number) =>
    testDb.handle.db
      .select()
      .from(contentChanges)
      .where(and(gt(contentChanges.version, after), lte(contentChanges.version, upTo)))
      .orderBy(asc(contentChanges.version));

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

  /** The columns of a table (but `except`) and those an UPDATE OF trigger names. */
  async function triggerColumns(table: string, trigger: string, except: string[]) {
    const columns = rowsOf<{ name: string }>(
      await testDb.handle.db.execute(sql`select column_name as name from information_schema.columns where table_name = ${table} and is_generated = 'NEVER'`),
    )
      .map((r) => r.name)
      .filter((name) => !except.includes(name));
    const named = rowsOf<{ name: string }>(
      await testDb.handle.db.execute(sql`
        select a.attname as name from pg_trigger t
        join pg_attribute a on a.attrelid = t.tgrelid and a.attnum = any(t.tgattr::int2[])
        where t.tgname = ${trigger}`),
    ).map((r) => r.name);
    return { columns: columns.sort(), named: named.sort() };
  }

  it("the articles update trigger names every column but visits and the generated ones (a new column must join it)", async () => {
    const { columns, named } = await triggerColumns('articles', 'articles_content_version_update', ['id', 'visits']);
    expect(named).toEqual(columns);
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

  it('logs every bump: an article text edit with its article, anything else as a placement change (migration 0007)', async () => {
    const db = testDb.handle.db;
    const [a, b] = await db.select({ id: articles.id, categoryId: articles.categoryId }).from(articles).limit(2);
    const [other] = await db.insert(categories).values({ name: 'Content log' }).returning({ id: categories.id });
    const before = await version();
    // One statement over two rows: one bump and one log row per article.
    await db.update(articles).set({ excerptSource: 'A corrected excerpt' }).where(sql`${articles.id} in (${a.id}, ${b.id})`);
    await db.update(articles).set({ categoryId: other.id }).where(eq(articles.id, a.id));
    await db.update(articles).set({ categoryId: a.categoryId }).where(eq(articles.id, a.id));
    await db.update(categories).set({ name: 'Content log 2' }).where(eq(categories.id, other.id));
    const now = await version();
    expect(now).toBe(before + 5);
    const log = await contentChangesBetween(before, now);
    expect(log.map((c) => c.version)).toEqual([before + 1, before + 2, before + 3, before + 4, before + 5]);
    expect(log.slice(0, 2).map((c) => [c.tableName, c.placement]).sort()).toEqual([['articles', false], ['articles', false]]);
    expect(log.slice(0, 2).map((c) => c.articleId).sort()).toEqual([a.id, b.id].sort());
    expect(log[2]).toMatchObject({ tableName: 'articles', articleId: a.id, placement: true });
    expect(log[3]).toMatchObject({ tableName: 'articles', articleId: a.id, placement: true });
    expect(log[4]).toMatchObject({ tableName: 'categories', articleId: null, placement: true });
  });

  it('logs a counted download as a write only unkeyed pages show, any other book link write as before', async () => {
    const db = testDb.handle.db;
    const [link] = await db.select({ id: bookLinks.id, label: bookLinks.label }).from(bookLinks).limit(1);
    const before = await version();
    await db.update(bookLinks).set({ downloadCount: sql`${bookLinks.downloadCount} + 1` }).where(eq(bookLinks.id, link.id));
    await db.update(bookLinks).set({ label: `${link.label} (PDF)` }).where(eq(bookLinks.id, link.id));
    const log = await contentChangesBetween(before, await version());
    expect(log.map((c) => [c.tableName, c.articleId, c.placement])).toEqual([
      ['book_links', null, false],
      ['book_links', null, true],
    ]);
  });

  it('the book links trigger names every column but download_count (a new column must join it)', async () => {
    const { columns, named } = await triggerColumns('book_links', 'book_links_content_version', ['download_count']);
    expect(named).toEqual(columns);
  });

  it('keeps the last 10,000 log rows', async () => {
    const db = testDb.handle.db;
    const before = await version();
    // Jump ahead without logging (as if 20,000 writes had happened): the next write prunes everything older.
    await db.update(contentVersionTable).set({ version: sql`${contentVersionTable.version} + 20000` });
    await db.update(articles).set({ excerptSource: 'Pruned log' }).where(sql`${articles.id} = (select min(id) from articles)`);
    const now = await version();
    expect(await contentChangesBetween(0, now - 1)).toEqual([]);
    expect((await contentChangesBetween(before, now)).map((c) => c.version)).toEqual([now]);
  });
});
