/** infra/storage: content sniffing, the local folder and its /uploads route, the choice of backend. */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Hono } from 'hono';
import { afterAll, describe, expect, it } from 'vitest';
import { createBlobStorage, createLocalStorage, createStorage, serveUploads, sniffImageType, type BlobClient } from '#infra/storage/index.ts';

const PNG = Buffer.from('89504e470d0a1a0a0000000d4948445200000001', 'hex');
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'storage-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

describe('sniffImageType', () => {
  it.each([
    [PNG, 'image/png'],
    [Buffer.from([0xff, 0xd8, 0xff, 0xdb]), 'image/jpeg'],
    [Buffer.from('RIFF\u0000\u0000\u0000\u0000WEBPVP8 ', 'latin1'), 'image/webp'],
    [Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'), null],
    [Buffer.from('GIF89a'), null],
    [Buffer.alloc(0), null],
  ])('%#', (bytes, type) => expect(sniffImageType(bytes)).toBe(type));
});

describe('local storage', () => {
  const storage = createLocalStorage(dir);
  const app = new Hono().get('/uploads/*', serveUploads(dir));

  it('stores under a random name, serves it with safe headers, and removes it', async () => {
    const stored = await storage.put({ folder: 'covers', extension: 'png', contentType: 'image/png', data: PNG });
    expect(stored).toMatchObject({ url: expect.stringMatching(/^\/uploads\/covers\/\d{4}\/[0-9a-f]{32}\.png$/), size: PNG.length });
    expect(storage.owns(stored.url)).toBe(true);
    const res = await app.request(stored.url);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/png');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('cache-control')).toContain('immutable');
    expect(Buffer.from(await res.arrayBuffer())).toEqual(PNG);
    expect(await storage.remove(stored.url)).toBe(true);
    expect((await app.request(stored.url)).status).toBe(404);
    expect(await storage.remove(stored.url)).toBe(false);
  });

  it('stores a stable name as given (same bytes, same name: overwritten) and serves PDFs as attachments', async () => {
    const pdf = Buffer.from('%PDF-1.7\n%demo\n');
    const input = { folder: 'downloads', extension: 'pdf', contentType: 'application/pdf', data: pdf, name: 'ssc-cgl-notes-pdf-english-0123456789ab' };
    const stored = await storage.put(input);
    expect(stored.url).toBe('/uploads/downloads/ssc-cgl-notes-pdf-english-0123456789ab.pdf');
    expect((await storage.put(input)).url).toBe(stored.url);
    const res = await app.request(stored.url);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(res.headers.get('content-disposition')).toBe('attachment');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(Buffer.from(await res.arrayBuffer())).toEqual(pdf);
    await expect(storage.put({ ...input, name: '../escape' })).rejects.toThrow(/unsafe/);
    await expect(storage.put({ ...input, name: 'Upper' })).rejects.toThrow(/unsafe/);
  });

  it('never touches files outside the folder or URLs it does not own', async () => {
    fs.writeFileSync(path.join(dir, 'notes.txt'), 'x');
    for (const url of ['/uploads/../secret', '/uploads/%2e%2e/x.png', 'https://example.com/x.png', '/other/x.png']) {
      expect(storage.owns(url), url).toBe(false);
      expect(await storage.remove(url)).toBe(false);
    }
    expect((await app.request('/uploads/notes.txt')).status).toBe(404);
    expect((await app.request('/uploads/%2e%2e/%2e%2e/etc/passwd')).status).toBe(404);
    await expect(storage.put({ folder: '../x', extension: 'png', contentType: 'image/png', data: PNG })).rejects.toThrow(/unsafe/);
  });
});

describe('Vercel Blob storage', () => {
  it('keeps a stable name (overwriting the same bytes) and hands out the download URL', async () => {
    const calls: unknown[] = [];
    const client: BlobClient = {
      async put(pathname, _body, options) {
        calls.push({ pathname, ...options });
        const url = `https://store1.public.blob.vercel-storage.com/${pathname}`;
        return { url, pathname, contentType: options.contentType, downloadUrl: `${url}?download=1` };
      },
      async del() {},
    };
    const blob = createBlobStorage('vercel_blob_rw_test', client);
    const stored = await blob.put({ folder: 'downloads', extension: 'pdf', contentType: 'application/pdf', data: Buffer.from('%PDF-'), name: 'notes-abc' });
    expect(stored).toMatchObject({
      url: 'https://store1.public.blob.vercel-storage.com/downloads/notes-abc.pdf',
      downloadUrl: 'https://store1.public.blob.vercel-storage.com/downloads/notes-abc.pdf?download=1',
    });
    expect(calls[0]).toMatchObject({ pathname: 'downloads/notes-abc.pdf', addRandomSuffix: false, allowOverwrite: true });
    await blob.put({ folder: 'covers', extension: 'png', contentType: 'image/png', data: PNG });
    expect(calls[1]).toMatchObject({ pathname: expect.stringMatching(/^covers\/[0-9a-f]{32}\.png$/) });
    expect(calls[1]).not.toHaveProperty('allowOverwrite');
  });
});

describe('createStorage', () => {
  it('picks Vercel Blob with a token, the local folder otherwise, nothing on Vercel without a token', () => {
    expect(createStorage({ dataDir: dir })?.kind).toBe('local');
    expect(createStorage({ dataDir: dir, BLOB_READ_WRITE_TOKEN: 'vercel_blob_rw_x' })?.kind).toBe('vercel-blob');
    expect(createStorage({ dataDir: dir, VERCEL_ENV: 'production' })).toBeNull();
  });
});
