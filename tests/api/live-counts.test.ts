/**
 * Live counters (issue 26, items 7 and 15): a download counts once per client
 * per link per UTC day, as an article view does; GET /public/counts — the read
 * static pages make after load — shows a counted download at once and a
 * first view by a new client after the visit buffer's flush.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { visitBuffer } from '#api/_app/visit-buffer.ts';
import { articles, bookLinks } from '#db/schema.ts';
import { dbBackends, openTestDb, type TestDb } from '../support/db';
import { ARTICLE_SLUGS, seedFixtures } from './_fixtures';
import { freshIp, harness, type Harness } from './_harness';

const json = async (res: Response) => (await res.json()) as Record<string, any>;

describe.each(dbBackends)('live counts on %s', (backend) => {
  let testDb: TestDb;
  let h: Harness;

  beforeAll(async () => {
    testDb = await openTestDb(backend);
    await seedFixtures(testDb.handle.db);
    h = harness(testDb);
  });
  afterAll(async () => {
    await h?.close();
    await testDb?.dispose();
  });

  const links = () => testDb.handle.db.select().from(bookLinks).orderBy(bookLinks.id);
  const stored = async (id: number) => (await testDb.handle.db.select({ n: bookLinks.downloadCount }).from(bookLinks).where(eq(bookLinks.id, id)))[0].n;
  const download = (id: number, ip: string) => h.request(`/resources/links/${id}/download`, { method: 'POST', ip });
  const liveCount = async (id: number) => (await json(await h.request(`/public/counts?links=${id}`, { ip: freshIp() }))).links[String(id)];

  it('counts a download once per client per link per day; another client and the next day count again', async () => {
    const [link, other] = await links();
    const before = await stored(link.id);
    const reader = freshIp();
    for (let i = 0; i < 5; i++) {
      const res = await download(link.id, reader);
      expect(res.status).toBe(200);
      expect(await json(res)).toEqual({ url: link.url, downloadCount: before + 1 });
    }
    expect(await stored(link.id)).toBe(before + 1);
    expect(await liveCount(link.id)).toBe(before + 1);

    // The same client's first download of another link counts; so does another client.
    await download(other.id, reader);
    expect(await stored(other.id)).toBe(other.downloadCount + 1);
    await download(link.id, freshIp());
    expect(await stored(link.id)).toBe(before + 2);

    // The next (UTC) day the first client counts again, once.
    h.clock.now = Date.now() + 86_400_000;
    try {
      await download(link.id, reader);
      await download(link.id, reader);
      expect(await stored(link.id)).toBe(before + 3);
    } finally {
      h.clock.now = null;
    }
    expect((await download(999_999, freshIp())).status).toBe(404);
    expect((await download(999_999, reader)).status).toBe(404);
  });

  it('shows a counted download in GET /public/counts at once (no cache in between) and revalidates with an ETag', async () => {
    const [, , link] = await links();
    const url = `/public/counts?links=${link.id},999999&articles=${ARTICLE_SLUGS[0]},no-such-article`;
    const first = await h.request(url, { ip: freshIp() });
    expect(first.status).toBe(200);
    expect(first.headers.get('cache-control')).toMatch(/^public, max-age=0, s-maxage=\d+/);
    const body = await json(first);
    expect(Object.keys(body.links)).toEqual([String(link.id)]);
    expect(Object.keys(body.articles)).toEqual([ARTICLE_SLUGS[0]]);
    const etag = first.headers.get('etag')!;
    expect((await h.request(url, { ip: freshIp(), headers: { 'if-none-match': etag } })).status).toBe(304);

    await download(link.id, freshIp());
    const after = await h.request(url, { ip: freshIp(), headers: { 'if-none-match': etag } });
    expect(after.status).toBe(200);
    expect((await json(after)).links[String(link.id)]).toBe(body.links[String(link.id)] + 1);
  });

  it('counts the first view of an article page by a new client (POST …/visit), once a day, and GET /public/counts shows it', async () => {
    const slug = ARTICLE_SLUGS[5];
    const visits = async () => {
      await visitBuffer(h.deps.db, h.deps.log).flush();
      return (await json(await h.request(`/public/counts?articles=${slug}`, { ip: freshIp() }))).articles[slug];
    };
    const before = await visits();
    const reader = freshIp();
    expect(await json(await h.request(`/public/content/${slug}/visit`, { method: 'POST', ip: reader }))).toEqual({ counted: true });
    expect(await visits()).toBe(before + 1);
    for (let i = 0; i < 3; i++) expect(await json(await h.request(`/public/content/${slug}/visit`, { method: 'POST', ip: reader }))).toEqual({ counted: false });
    // The API read of the article shares the rule: the same client's GET counts nothing more.
    await h.request(`/public/content/${slug}`, { ip: reader });
    expect(await visits()).toBe(before + 1);
    await h.request(`/public/content/${slug}/visit`, { method: 'POST', ip: freshIp() });
    expect(await visits()).toBe(before + 2);
    const [row] = await testDb.handle.db.select({ v: articles.visits }).from(articles).where(eq(articles.slug, slug));
    expect(row.v).toBe(before + 2);
    expect((await h.request('/public/content/no-such-article/visit', { method: 'POST', ip: freshIp() })).status).toBe(404);
  });

  it.each([
    ['links=abc', 'links', 'links must be comma-separated link ids'],
    ['links=0', 'links', 'links must be comma-separated link ids'],
    [`links=${Array.from({ length: 201 }, (_, i) => i + 1).join(',')}`, 'links', 'links must name at most 200 link ids'],
    ['articles=bad%20slug!', 'articles', 'articles must be comma-separated article slugs'],
    ['links=1%002', 'links', 'links must not contain control characters'],
  ])('GET /public/counts?%s → 400', async (query, field, message) => {
    const res = await h.request(`/public/counts?${query}`, { ip: freshIp() });
    expect(res.status).toBe(400);
    expect(await json(res)).toMatchObject({ code: 'VALIDATION_ERROR', field, error: message });
  });
});
