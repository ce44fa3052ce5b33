/** lib/storage: content sniffing, the local folder and its /uploads route, the choice of backend. */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Hono } from 'hono';
import { afterAll, describe, expect, it } from 'vitest';
import { createLocalStorage, createStorage, serveUploads, sniffImageType } from '../../lib/storage';

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

describe('createStorage', () => {
  it('picks Vercel Blob with a token, the local folder otherwise, nothing on Vercel without a token', () => {
    expect(createStorage({ dataDir: dir })?.kind).toBe('local');
    expect(createStorage({ dataDir: dir, BLOB_READ_WRITE_TOKEN: 'vercel_blob_rw_x' })?.kind).toBe('vercel-blob');
    expect(createStorage({ dataDir: dir, VERCEL_ENV: 'production' })).toBeNull();
  });
});
