/** Admin live-page writes: pages, status, events. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { livePages } from '#db/schema.ts';
import { dbBackends } from '../support/db';
import { expect400, expectJson, openAdmin, type AdminContext } from './_admin';

describe.each(dbBackends)('admin live pages on %s', (backend) => {
  let a: AdminContext;
  beforeAll(async () => {
    a = await openAdmin(backend);
  });
  afterAll(async () => a?.close());

  it('creates a page (slug from the title), edits it, archives it and deletes it', async () => {
    const created = await a.expectInvalidates(['live'], async () =>
      expectJson(await a.call('POST', '/live/pages', { json: { title: 'SSC CGL 2026 Result Live', description: 'All updates' } }), 201),
    );
    const page = created.data;
    expect(page).toMatchObject({ slug: 'ssc-cgl-2026-result-live', status: 'live', description: 'All updates' });
    expect(a.rebuilds.at(-1)).toBe('live page created: /live/ssc-cgl-2026-result-live');
    expect((await expectJson(await a.h.request(`/live/pages/${page.slug}`), 200)).data.title).toBe('SSC CGL 2026 Result Live');

    const edited = await expectJson(await a.call('PUT', `/live/pages/${page.id}`, { json: { title: 'SSC CGL Result', slug: 'ssc-cgl-result' } }), 200);
    expect(edited.data).toMatchObject({ title: 'SSC CGL Result', slug: 'ssc-cgl-result' });
    expect(a.rebuilds.at(-1)).toBe('live page updated: /live/ssc-cgl-result (was /live/ssc-cgl-2026-result-live)');
    expect((await a.h.request('/live/pages/ssc-cgl-2026-result-live')).status).toBe(404);

    const archived = await a.expectInvalidates(['live'], async () => expectJson(await a.call('PUT', `/live/pages/${page.id}/status`, { json: { status: 'archived' } }), 200));
    expect(archived.data.status).toBe('archived');
    expect(a.rebuilds.at(-1)).toBe('live page archived: /live/ssc-cgl-result');
    const live = await expectJson(await a.h.request('/live/pages?status=live'), 200);
    expect(live.data.map((p: { id: number }) => p.id)).not.toContain(page.id);
    await expectJson(await a.call('PUT', `/live/pages/${page.id}/status`, { json: { status: 'live' } }), 200);
    expect(a.rebuilds.at(-1)).toBe('live page set live: /live/ssc-cgl-result');

    const event = await expectJson(await a.call('POST', `/live/pages/${page.id}/events`, { json: { title: 'Tier 1 result out', body: 'Cut-offs published' } }), 201);
    const deleted = await a.expectInvalidates(['live'], async () => expectJson(await a.call('DELETE', `/live/pages/${page.id}`), 200));
    expect(deleted).toEqual({ deleted: { id: page.id, slug: 'ssc-cgl-result', events: 1 } });
    expect((await a.call('DELETE', `/live/pages/${page.id}/events/${event.data.id}`)).status).toBe(404);
    expect((await a.call('DELETE', `/live/pages/${page.id}`)).status).toBe(404);
  });

  it.each([
    ['POST', '/live/pages', { title: '' }, 'title', 'Title is required'],
    ['POST', '/live/pages', { title: 'x', slug: 'Bad Slug' }, 'slug', "Slug must be 1-200 lower-case letters, digits or '-' (not starting or ending with '-')"],
    ['POST', '/live/pages', { title: 'x', status: 'paused' }, 'status', "status must be 'live' or 'archived'"],
    ['POST', '/live/pages', { title: 'x', description: 'y'.repeat(2001) }, 'description', 'Description must be at most 2000 characters'],
    ['POST', '/live/pages', { title: 'x', id: 3, eventCount: 9, createdAt: 'now' }, '(root)', 'Unknown or server-owned fields: id, eventCount, createdAt'],
    ['PUT', '/live/pages/1', { updatedAt: '2020-01-01' }, '(root)', 'Unknown or server-owned field: updatedAt'],
    ['PUT', '/live/pages/1', { status: 'archived' }, '(root)', 'Unknown or server-owned field: status'],
    ['PUT', '/live/pages/1', {}, '(root)', 'Nothing to update: send at least one field'],
    ['PUT', '/live/pages/1/status', { status: 'closed' }, 'status', "status must be 'live' or 'archived'"],
    ['PUT', '/live/pages/1/status', {}, 'status', "status must be 'live' or 'archived'"],
    ['POST', '/live/pages/1/events', { title: '' }, 'title', 'Event title is required'],
    ['POST', '/live/pages/1/events', { title: 'x', id: 1, createdAt: '2020-01-01' }, '(root)', 'Unknown or server-owned fields: id, createdAt'],
  ])('%s %s %j → 400', async (method, path, json, field, message) => {
    await expect400(await a.call(method, path, { json }), field, message);
  });

  it('the dashboard list counts every update of a page (issue 26: "Events 1" for pages with 6–10 updates)', async () => {
    const page = (await expectJson(await a.call('POST', '/live/pages', { json: { title: 'Events count check' } }), 201)).data;
    for (let i = 1; i <= 7; i++) await expectJson(await a.call('POST', `/live/pages/${page.id}/events`, { json: { title: `Update ${i}` } }), 201);
    const empty = (await expectJson(await a.call('POST', '/live/pages', { json: { title: 'Events count check, none yet' } }), 201)).data;
    try {
      const list = await expectJson(await a.call('GET', '/admin/live/pages?search=events%20count%20check'), 200);
      const counts = Object.fromEntries(list.data.map((p: { id: number; eventCount: number }) => [p.id, p.eventCount]));
      expect(counts).toEqual({ [page.id]: 7, [empty.id]: 0 });
      expect(list.pagination.total).toBe(2);
      // The public list agrees.
      const live = await expectJson(await a.h.request('/live/pages?limit=100'), 200);
      expect(live.data.find((p: { id: number }) => p.id === page.id).eventCount).toBe(7);
    } finally {
      await a.call('DELETE', `/live/pages/${page.id}`);
      await a.call('DELETE', `/live/pages/${empty.id}`);
    }
  });

  it('409 for a slug another page has', async () => {
    const [first, second] = await a.testDb.handle.db.select().from(livePages).orderBy(livePages.id).limit(2);
    const res = await expectJson(await a.call('PUT', `/live/pages/${second.id}`, { json: { slug: first.slug } }), 409);
    expect(res).toMatchObject({ code: 'SLUG_TAKEN', error: `A live page with the slug '${first.slug}' already exists` });
  });

  it('posts and deletes events (newest first in the feed); 404 for an event of another page', async () => {
    const [budget, results] = await a.testDb.handle.db.select().from(livePages).orderBy(livePages.id).limit(2);
    const posted = await a.expectInvalidates(['live'], async () => expectJson(await a.call('POST', `/live/pages/${budget.id}/events`, { json: { title: 'Fiscal deficit target' } }), 201));
    expect(posted.data).toMatchObject({ title: 'Fiscal deficit target', body: '' });
    expect(a.rebuilds.at(-1)).toBe(`live event posted on /live/${budget.slug}`);
    const feed = await expectJson(await a.call('GET', `/admin/live/pages/${budget.id}`), 200);
    expect(feed.data.events[0].title).toBe('Fiscal deficit target');
    expect(new Date(feed.data.updatedAt).getTime()).toBeGreaterThan(budget.updatedAt.getTime());

    const wrongPage = await expectJson(await a.call('DELETE', `/live/pages/${results.id}/events/${posted.data.id}`), 404);
    expect(wrongPage.error).toBe(`Event ${posted.data.id} not found on live page ${results.id}`);
    const removed = await expectJson(await a.call('DELETE', `/live/pages/${budget.id}/events/${posted.data.id}`), 200);
    expect(removed.deleted).toEqual({ id: posted.data.id, title: 'Fiscal deficit target' });
    expect((await a.call('POST', '/live/pages/999999/events', { json: { title: 'x' } })).status).toBe(404);
  });

  it('lists pages of every status for the dashboard', async () => {
    const all = await expectJson(await a.call('GET', '/admin/live/pages'), 200);
    expect(new Set(all.data.map((p: { status: string }) => p.status))).toEqual(new Set(['live', 'archived']));
    const archived = await expectJson(await a.call('GET', '/admin/live/pages?status=archived&search=results'), 200);
    expect(archived.data.map((p: { slug: string }) => p.slug)).toEqual(['results-2025']);
  });
});
