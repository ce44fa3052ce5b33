/**
 * Admin resource writes: categories, exams, books (JSON and multipart with a
 * cover_image upload: type by content, size cap, storage, cleanup) and links.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookLinks, books } from '#db/schema.ts';
import { createBlobStorage, createLocalStorage, type BlobClient } from '#infra/storage/index.ts';
import { COVER_RULES } from '#core/schemas/resources.ts';
import { dbBackends } from '../support/db';
import { expect400, expectJson, openAdmin, type AdminContext } from './_admin';

/** The smallest valid PNG (1×1). */
export const PNG = Buffer.from('89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d49444154789c6360000002000100e221bc330000000049454e44ae426082', 'hex');
const JPEG = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46, 0x49, 0x46, 0, 1]);

const form = (fields: Record<string, string>, file?: { data: Buffer; type: string; name?: string }) => {
  const body = new FormData();
  for (const [k, v] of Object.entries(fields)) body.append(k, v);
  if (file) body.append('cover_image', new Blob([new Uint8Array(file.data)], { type: file.type }), file.name ?? 'cover.png');
  return body;
};

describe.each(dbBackends)('admin resources on %s', (backend) => {
  let a: AdminContext;
  let dir: string;
  let polity: number;
  let upscExam: number;
  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'uploads-'));
    a = await openAdmin(backend, { storage: createLocalStorage(dir) });
    polity = a.fx.books.laxmikanth.categoryId;
    upscExam = a.fx.books.laxmikanth.examId;
  });
  afterAll(async () => {
    await a?.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });
  const stored = (url: string) => path.join(dir, url.replace(/^\/uploads\//, ''));
  const files = () => fs.readdirSync(dir, { recursive: true }).filter((f) => String(f).includes('.')).length;

  describe('categories and exams', () => {
    it.each([
      ['/resources/categories', 'category', 'Resource category', 'Polity', 'CATEGORY_IN_USE'],
      ['/resources/exams', 'exam', 'Exam', 'UPSC CSE', 'EXAM_IN_USE'],
    ])('%s: create, 409 on a taken name or while books use it, delete', async (route, _kind, label, usedName, code) => {
      const created = await a.expectInvalidates(['resources'], async () => expectJson(await a.call('POST', route, { json: { name: 'Railways' } }), 201));
      expect(created.data).toEqual({ id: expect.any(Number), name: 'Railways' });
      expect(a.rebuilds.at(-1)).toMatch(/created: Railways$/);
      expect(await expectJson(await a.call('POST', route, { json: { name: 'railways' } }), 409)).toMatchObject({ code: 'NAME_TAKEN', error: `${label} 'railways' already exists` });
      await expect400(await a.call('POST', route, { json: { name: '' } }), 'name', 'Name is required');
      await expect400(await a.call('POST', route, { json: { name: 'X', bookCount: 1 } }), '(root)', 'Unknown or server-owned field: bookCount');

      const listed = await expectJson(await a.h.request(route), 200);
      const used = listed.data.find((r: { name: string }) => r.name === usedName);
      const conflict = await expectJson(await a.call('DELETE', `${route}/${used.id}`), 409);
      expect(conflict).toMatchObject({ code, error: expect.stringMatching(new RegExp(`^${label} '${usedName}' is used by \\d+ books?; move or delete (it|them) first$`)) });

      const deleted = await a.expectInvalidates(['resources'], async () => expectJson(await a.call('DELETE', `${route}/${created.data.id}`), 200));
      expect(deleted.deleted).toEqual({ id: created.data.id, name: 'Railways' });
      expect((await a.call('DELETE', `${route}/${created.data.id}`)).status).toBe(404);
    });
  });

  describe('books', () => {
    it('creates a book from JSON and serves it', async () => {
      const created = await a.expectInvalidates(['resources'], async () =>
        expectJson(await a.call('POST', '/resources/books', { json: { title: 'India Year Book', author: 'Publications Division', year: 2026, category_id: polity, exam_id: upscExam } }), 201),
      );
      expect(created.data).toMatchObject({ title: 'India Year Book', year: 2026, category: 'Polity', exam: 'UPSC CSE', cover_image: null, links: [], downloads: 0 });
      expect(a.rebuilds.at(-1)).toBe(`book created: India Year Book (#${created.data.id})`);
      expect((await expectJson(await a.h.request(`/resources/books/${created.data.id}`), 200)).data.title).toBe('India Year Book');
    });

    it('creates a book from multipart with a cover, stored and served from the storage', async () => {
      const created = await expectJson(
        await a.call('POST', '/resources/books', { body: form({ title: 'Modern India', author: 'Spectrum', year: '2024', category_id: String(polity), exam_id: String(upscExam) }, { data: PNG, type: 'image/png' }) }),
        201,
      );
      expect(created.data).toMatchObject({ title: 'Modern India', year: 2024, category_id: polity, cover_image: expect.stringMatching(/^\/uploads\/covers\/\d{4}\/[0-9a-f]{32}\.png$/) });
      expect(fs.readFileSync(stored(created.data.cover_image))).toEqual(PNG);
    });

    it.each([
      ['an HTML file posing as a PNG', { data: Buffer.from('<html><script>alert(1)</script></html>'), type: 'image/png' }, COVER_RULES.typeMessage],
      ['an SVG', { data: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"></svg>'), type: 'image/svg+xml', name: 'x.svg' }, COVER_RULES.typeMessage],
      ['a PNG declared as text/html', { data: PNG, type: 'text/html' }, COVER_RULES.typeMessage],
      ['a file over 2 MB', { data: Buffer.concat([PNG, Buffer.alloc(COVER_RULES.maxBytes)]), type: 'image/png' }, COVER_RULES.sizeMessage],
      ['an empty file', { data: Buffer.alloc(0), type: 'image/png', name: 'empty.png' }, COVER_RULES.emptyMessage],
    ])('400 for %s; nothing stored', async (_name, file, message) => {
      const before = [await a.testDb.handle.db.$count(books), files()];
      await expect400(await a.call('POST', '/resources/books', { body: form({ title: 'Bad cover', category_id: String(polity), exam_id: String(upscExam) }, file) }), 'cover_image', message);
      expect([await a.testDb.handle.db.$count(books), files()]).toEqual(before);
    });

    it('413 for a request far over the limit', async () => {
      const res = await a.call('POST', '/resources/books', { body: form({ title: 'Huge', category_id: String(polity), exam_id: String(upscExam) }, { data: Buffer.alloc(4 * 1024 * 1024, 1), type: 'image/png' }) });
      expect(await expectJson(res, 413)).toMatchObject({ code: 'PAYLOAD_TOO_LARGE', error: `The request is too large: ${COVER_RULES.sizeMessage}` });
    });

    it('removes the uploaded file again when the write fails (unknown category)', async () => {
      const before = files();
      await expect400(
        await a.call('POST', '/resources/books', { body: form({ title: 'Orphan', category_id: '999999', exam_id: String(upscExam) }, { data: PNG, type: 'image/png' }) }),
        'category_id',
        'Resource category 999999 does not exist',
      );
      expect(files()).toBe(before);
    });

    it.each([
      [{ category_id: 1, exam_id: 1 }, 'title', 'Title is required'],
      [{ title: 'T', exam_id: 1 }, 'category_id', 'Choose a resource category'],
      [{ title: 'T', category_id: 1 }, 'exam_id', 'Choose an exam'],
      [{ title: 'T', category_id: 1, exam_id: 1, year: 1800 }, 'year', 'Year must be a whole number from 1900 to 2100'],
      [{ title: 'T', category_id: 1, exam_id: 1, cover_image: 'javascript:alert(1)' }, 'cover_image', 'cover_image must be an http(s) URL or a path starting with /'],
      [{ title: 'T', category_id: 1, exam_id: 1, downloads: 5, id: 1 }, '(root)', 'Unknown or server-owned fields: downloads, id'],
    ])('400 for JSON %j', async (json, field, message) => {
      await expect400(await a.call('POST', '/resources/books', { json }), field, message);
    });

    it('400 for multipart mass assignment and non-numeric ids; 415 for other bodies', async () => {
      await expect400(await a.call('POST', '/resources/books', { body: form({ title: 'T', category_id: String(polity), exam_id: String(upscExam), updatedAt: 'x' }) }), '(root)', 'Unknown or server-owned field: updatedAt');
      await expect400(await a.call('POST', '/resources/books', { body: form({ title: 'T', category_id: 'polity', exam_id: String(upscExam) }) }), 'category_id', 'Choose a resource category');
      const res = await a.call('POST', '/resources/books', { body: 'title=x', headers: { 'content-type': 'text/plain' } });
      expect(await expectJson(res, 415)).toMatchObject({ code: 'UNSUPPORTED_MEDIA_TYPE' });
      const garbage = await a.call('POST', '/resources/books', { body: '--x\r\nnonsense', headers: { 'content-type': 'multipart/form-data; boundary=x' } });
      expect(await expectJson(garbage, 400)).toMatchObject({ code: 'BAD_REQUEST', error: 'Malformed form data' });
      expect(await expectJson(await a.call('POST', '/resources/books', { body: '{"title":', headers: { 'content-type': 'application/json' } }), 400)).toMatchObject({
        error: 'Malformed JSON in request body',
      });
      await expect400(await a.call('POST', '/resources/books', { body: 'null', headers: { 'content-type': 'application/json' } }), '(root)', 'The request body must be a JSON object');
    });

    it('PUT replaces the cover (old file deleted), edits fields, and DELETE removes book, links and cover', async () => {
      const created = await expectJson(
        await a.call('POST', '/resources/books', { body: form({ title: 'Cover swap', category_id: String(polity), exam_id: String(upscExam) }, { data: PNG, type: 'image/png' }) }),
        201,
      );
      const firstCover = created.data.cover_image as string;
      const updated = await a.expectInvalidates(['resources'], async () =>
        expectJson(await a.call('PUT', `/resources/books/${created.data.id}`, { body: form({ author: 'New author' }, { data: JPEG, type: 'image/jpeg', name: 'c.jpg' }) }), 200),
      );
      expect(updated.data).toMatchObject({ author: 'New author', title: 'Cover swap', cover_image: expect.stringMatching(/\.jpg$/) });
      expect(fs.existsSync(stored(firstCover))).toBe(false);
      expect(fs.existsSync(stored(updated.data.cover_image))).toBe(true);
      expect(a.rebuilds.at(-1)).toBe(`book updated: Cover swap (#${created.data.id})`);

      const json = await expectJson(await a.call('PUT', `/resources/books/${created.data.id}`, { json: { year: null, description: 'Revised' } }), 200);
      expect(json.data).toMatchObject({ year: null, description: 'Revised', cover_image: updated.data.cover_image });
      await expect400(await a.call('PUT', `/resources/books/${created.data.id}`, { json: {} }), '(root)', 'Nothing to update: send at least one field');
      await expect400(await a.call('PUT', `/resources/books/${created.data.id}`, { json: { exam_id: 999999 } }), 'exam_id', 'Exam 999999 does not exist');
      expect((await a.call('PUT', '/resources/books/999999', { json: { title: 'x' } })).status).toBe(404);

      await expectJson(await a.call('POST', `/resources/books/${created.data.id}/links`, { json: { label: 'PDF', url: 'https://example.com/a.pdf' } }), 201);
      const deleted = await a.expectInvalidates(['resources'], async () => expectJson(await a.call('DELETE', `/resources/books/${created.data.id}`), 200));
      expect(deleted.deleted).toEqual({ id: created.data.id, title: 'Cover swap', links: 1 });
      expect(fs.existsSync(stored(updated.data.cover_image))).toBe(false);
      expect(await a.testDb.handle.db.$count(bookLinks, eq(bookLinks.bookId, created.data.id))).toBe(0);
      expect((await a.call('DELETE', `/resources/books/${created.data.id}`)).status).toBe(404);
    });
  });

  describe('links', () => {
    it('adds, edits (download count kept) and deletes a link', async () => {
      const bookId = a.fx.books.rsAggarwal.id;
      const added = await a.expectInvalidates(['resources'], async () => expectJson(await a.call('POST', `/resources/books/${bookId}/links`, { json: { label: 'Solutions', url: 'https://example.com/sol.pdf' } }), 201));
      expect(added.data).toEqual({ id: expect.any(Number), bookId, label: 'Solutions', url: 'https://example.com/sol.pdf', downloadCount: 0 });
      expect(a.rebuilds.at(-1)).toBe(`link added to book #${bookId}: Solutions`);
      await a.h.request(`/resources/links/${added.data.id}/download`, { method: 'POST' });

      const edited = await expectJson(await a.call('PUT', `/resources/links/${added.data.id}`, { json: { label: 'Worked solutions' } }), 200);
      expect(edited.data).toMatchObject({ label: 'Worked solutions', downloadCount: 1 });
      await expect400(await a.call('PUT', `/resources/links/${added.data.id}`, { json: { downloadCount: 0 } }), '(root)', 'Unknown or server-owned field: downloadCount');
      await expect400(await a.call('POST', `/resources/books/${bookId}/links`, { json: { label: 'x', url: 'ftp://example.com' } }), 'url', 'URL must be an http(s) URL or a path starting with /');
      // Seeded downloads live on this site (/uploads/…): a link may be a site path too.
      expect((await expectJson(await a.call('PUT', `/resources/links/${added.data.id}`, { json: { url: '/uploads/downloads/solutions.pdf' } }), 200)).data.url).toBe('/uploads/downloads/solutions.pdf');
      await expect400(await a.call('PUT', `/resources/links/${added.data.id}`, { json: { url: '//evil.example/x.pdf' } }), 'url', 'URL must be an http(s) URL or a path starting with /');
      await expect400(await a.call('POST', `/resources/books/${bookId}/links`, { json: { url: 'https://example.com' } }), 'label', 'Label is required');
      expect((await a.call('POST', '/resources/books/999999/links', { json: { label: 'x', url: 'https://example.com' } })).status).toBe(404);

      const deleted = await expectJson(await a.call('DELETE', `/resources/links/${added.data.id}`), 200);
      expect(deleted.deleted).toEqual({ id: added.data.id, bookId, label: 'Worked solutions' });
      expect((await a.call('DELETE', `/resources/links/${added.data.id}`)).status).toBe(404);
    });
  });
});

describe('book covers on Vercel Blob (injected client)', () => {
  it('stores through the Blob client with the token and deletes replaced covers', async () => {
    const calls: string[] = [];
    const client: BlobClient = {
      async put(pathname, body, options) {
        calls.push(`put ${pathname} ${options.contentType} ${options.access} ${options.token} ${body.length}`);
        return { url: `https://store1.public.blob.vercel-storage.com/${pathname}`, pathname, contentType: options.contentType };
      },
      async del(url, options) {
        calls.push(`del ${url} ${options.token}`);
      },
    };
    const a = await openAdmin('pglite', { storage: createBlobStorage('vercel_blob_rw_test', client) });
    try {
      const polity = a.fx.books.laxmikanth.categoryId;
      const exam = a.fx.books.laxmikanth.examId;
      const created = await expectJson(await a.call('POST', '/resources/books', { body: form({ title: 'Blob book', category_id: String(polity), exam_id: String(exam) }, { data: PNG, type: 'image/png' }) }), 201);
      expect(created.data.cover_image).toMatch(/^https:\/\/store1\.public\.blob\.vercel-storage\.com\/covers\/[0-9a-f]{32}\.png$/);
      expect(calls[0]).toMatch(new RegExp(`^put covers/[0-9a-f]{32}\\.png image/png public vercel_blob_rw_test ${PNG.length}$`));
      await expectJson(await a.call('PUT', `/resources/books/${created.data.id}`, { json: { cover_image: null } }), 200);
      expect(calls[1]).toBe(`del ${created.data.cover_image} vercel_blob_rw_test`);
      // A cover URL we do not own is never deleted.
      await expectJson(await a.call('PUT', `/resources/books/${created.data.id}`, { json: { cover_image: 'https://example.com/c.png' } }), 200);
      await expectJson(await a.call('DELETE', `/resources/books/${created.data.id}`), 200);
      expect(calls).toHaveLength(2);
    } finally {
      await a.close();
    }
  });

  it('refuses uploads with 503 where no storage is configured (Vercel without a token)', async () => {
    const a = await openAdmin('pglite', { storage: null });
    try {
      const res = await a.call('POST', '/resources/books', {
        body: form({ title: 'No storage', category_id: String(a.fx.books.laxmikanth.categoryId), exam_id: String(a.fx.books.laxmikanth.examId) }, { data: PNG, type: 'image/png' }),
      });
      expect(await expectJson(res, 503)).toMatchObject({ code: 'UPLOADS_NOT_CONFIGURED' });
    } finally {
      await a.close();
    }
  });
});
