/** Admin ad writes: POST /ads, PUT /ads/{id}, DELETE /ads/{id}, GET /admin/ads. */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ads } from '#db/schema.ts';
import { dbBackends } from '../support/db';
import { expect400, expectJson, openAdmin, type AdminContext } from './_admin';

describe.each(dbBackends)('admin ads on %s', (backend) => {
  let a: AdminContext;
  beforeAll(async () => {
    a = await openAdmin(backend);
  });
  afterAll(async () => a?.close());

  const valid = { title: 'New UPSC batch', body: 'Enrol today', textUrl: 'https://example.com/new', imageUrl: 'https://example.com/new.png' };

  it('creates an ad, invalidates the ads cache and asks for a rebuild', async () => {
    const before = await expectJson<{ data: unknown[] }>(await a.h.request('/ads'), 200);
    const created = await a.expectInvalidates(['ads'], async () => expectJson(await a.call('POST', '/ads', { json: valid }), 201));
    expect(created.data).toMatchObject({ ...valid, kind: 'house', active: true, id: expect.any(Number), uuid: expect.any(String) });
    expect(a.rebuilds.at(-1)).toBe(`ad ${created.data.id} created`);
    const after = await expectJson<{ data: { title: string }[] }>(await a.h.request('/ads'), 200);
    expect(after.data.length).toBe(before.data.length + 1);
    expect(after.data.map((ad) => ad.title)).toContain(valid.title);
  });

  it.each([
    [{ ...valid, title: '' }, '(title)', 'Title is required'],
    [{ ...valid, textUrl: 'javascript:alert(1)' }, 'textUrl', 'Link URL must be an http(s) URL or a path starting with /'],
    [{ ...valid, textUrl: '//evil.example/x' }, 'textUrl', 'Link URL must be an http(s) URL or a path starting with /'],
    [{ ...valid, textUrl: '/\\evil.example/x' }, 'textUrl', 'Link URL must be an http(s) URL or a path starting with /'],
    [{ ...valid, textUrl: '/mock\\test' }, 'textUrl', 'Link URL must be an http(s) URL or a path starting with /'],
    [{ ...valid, textUrl: '/mock\u0000test' }, 'textUrl', 'Link URL must be an http(s) URL or a path starting with /'],
    [{ ...valid, textUrl: '/mock test' }, 'textUrl', 'Link URL must be an http(s) URL or a path starting with /'],
    [{ ...valid, textUrl: 'https://exam\u0007ple.com/' }, 'textUrl', 'Link URL must be an http(s) URL or a path starting with /'],
    [{ ...valid, textUrl: 'mailto:ads@example.com' }, 'textUrl', 'Link URL must be an http(s) URL or a path starting with /'],
    [{ ...valid, textUrl: 'ftp://example.com/a' }, 'textUrl', 'Link URL must be an http(s) URL or a path starting with /'],
    [{ ...valid, textUrl: 'mock-test' }, 'textUrl', 'Link URL must be an http(s) URL or a path starting with /'],
    [{ ...valid, textUrl: 'https://' }, 'textUrl', 'Link URL must be an http(s) URL or a path starting with /'],
    [{ ...valid, imageUrl: '//evil.example/x.png' }, 'imageUrl', 'Image URL must be an http(s) URL or a path starting with /'],
    [{ ...valid, imageUrl: '/\\evil.example/x.png' }, 'imageUrl', 'Image URL must be an http(s) URL or a path starting with /'],
    [{ title: 'x' }, 'textUrl', 'Link URL is required'],
    [{ ...valid, imageUrl: 'data:image/png;base64,xx' }, 'imageUrl', 'Image URL must be an http(s) URL or a path starting with /'],
    [{ ...valid, kind: 'popup' }, 'kind', "kind must be 'house' or 'network'"],
    [{ ...valid, active: 'yes' }, 'active', 'active must be true or false'],
    [{ ...valid, title: 'x'.repeat(121) }, 'title', 'Title must be at most 120 characters'],
  ])('400 for %j', async (json, field, message) => {
    await expect400(await a.call('POST', '/ads', { json }), field === '(title)' ? 'title' : field, message);
  });

  it('accepts same-site links like the seeded ads use, on create and update', async () => {
    const created = await expectJson<{ data: { id: number; textUrl: string } }>(await a.call('POST', '/ads', { json: { ...valid, textUrl: '/mock-test' } }), 201);
    expect(created.data.textUrl).toBe('/mock-test');
    const updated = await expectJson<{ data: { textUrl: string } }>(
      await a.call('PUT', `/ads/${created.data.id}`, { json: { textUrl: '/series/upsc-polity?from=ad#top' } }),
      200,
    );
    expect(updated.data.textUrl).toBe('/series/upsc-polity?from=ad#top');
    await expect400(await a.call('PUT', `/ads/${created.data.id}`, { json: { textUrl: '//evil.example' } }), 'textUrl', 'Link URL must be an http(s) URL or a path starting with /');
  });

  it('refuses server-owned fields (mass assignment) and changes nothing', async () => {
    const [{ n }] = await a.testDb.handle.db.$count(ads).then((n) => [{ n }]);
    const res = await a.call('POST', '/ads', { json: { ...valid, id: 999, uuid: '00000000-0000-0000-0000-000000000000', createdAt: '2020-01-01' } });
    await expect400(res, '(root)', 'Unknown or server-owned fields: id, uuid, createdAt');
    expect(await a.testDb.handle.db.$count(ads)).toBe(n);
    const [first] = await a.testDb.handle.db.select().from(ads).limit(1);
    await expect400(await a.call('PUT', `/ads/${first.id}`, { json: { uuid: 'x' } }), '(root)', 'Unknown or server-owned field: uuid');
  });

  it('updates given fields only; 404 for an unknown ad; 400 for an empty update', async () => {
    const [row] = await a.testDb.handle.db.select().from(ads).where(eq(ads.title, 'Free SSC mock'));
    const updated = await a.expectInvalidates(['ads'], async () => expectJson(await a.call('PUT', `/ads/${row.id}`, { json: { active: false } }), 200));
    expect(updated.data).toMatchObject({ id: row.id, uuid: row.uuid, title: 'Free SSC mock', active: false });
    expect(a.rebuilds.at(-1)).toBe(`ad ${row.id} updated`);
    expect(((await expectJson<{ data: { id: number }[] }>(await a.h.request('/ads'), 200)).data).map((x) => x.id)).not.toContain(row.id);

    expect(await expectJson(await a.call('PUT', '/ads/999999', { json: { active: true } }), 404)).toMatchObject({ code: 'NOT_FOUND', error: 'Ad 999999 not found' });
    await expect400(await a.call('PUT', `/ads/${row.id}`, { json: {} }), '(root)', 'Nothing to update: send at least one field');
    await expect400(await a.call('PUT', '/ads/abc', { json: { active: true } }), 'id', 'id must be a whole number');
  });

  it('deletes an ad (404 the second time)', async () => {
    const [row] = await a.testDb.handle.db.select().from(ads).where(eq(ads.title, 'Old offer'));
    const res = await a.expectInvalidates(['ads'], async () => expectJson(await a.call('DELETE', `/ads/${row.id}`), 200));
    expect(res).toEqual({ deleted: { id: row.id, title: 'Old offer' } });
    expect(a.rebuilds.at(-1)).toBe(`ad ${row.id} deleted`);
    expect((await a.call('DELETE', `/ads/${row.id}`)).status).toBe(404);
  });

  it('lists every ad for the dashboard, inactive ones too, with search and paging', async () => {
    const all = await expectJson(await a.call('GET', '/admin/ads?limit=2'), 200);
    expect(all.pagination).toMatchObject({ page: 1, limit: 2 });
    expect(all.data).toHaveLength(2);
    const found = await expectJson(await a.call('GET', '/admin/ads?search=ssc'), 200);
    expect(found.data.map((x: { title: string }) => x.title)).toEqual(['Free SSC mock']);
    expect(found.data[0].active).toBe(false);
  });

  it('refuses writes without a session, for a non-admin user and without the CSRF token', async () => {
    expect((await a.call('POST', '/ads', { json: valid, session: false })).status).toBe(401);
    expect((await a.call('POST', '/ads', { json: valid, session: false, headers: { authorization: 'Bearer user-token' } })).status).toBe(403);
    expect(await expectJson(await a.call('POST', '/ads', { json: valid, csrf: false }), 403)).toMatchObject({ code: 'CSRF_INVALID' });
  });

  it('answers malformed JSON with a 400, not a 500', async () => {
    const res = await a.call('POST', '/ads', { body: '{"title":', headers: { 'content-type': 'application/json' } });
    expect(res.status).toBe(400);
  });
});
