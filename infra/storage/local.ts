/**
 * Local upload storage: files under DATA_DIR/uploads, served at /uploads/…
 * by the local server (server/local-server.ts → serveUploads). Names are
 * random, so responses can be cached for good.
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Context } from 'hono';
import type { PutInput, StoredObject, UploadStorage } from './types';

export const UPLOADS_PATH = '/uploads';

const SAFE_SEGMENT = /^[a-z0-9][a-z0-9-]{0,40}$/;
const SAFE_NAME = /^[a-z0-9][a-z0-9-]{0,120}$/;

export function createLocalStorage(dir: string, publicBase = UPLOADS_PATH): UploadStorage {
  const root = path.resolve(dir);
  const base = publicBase.replace(/\/+$/, '');

  const fileOf = (url: string): string | null => {
    if (!url.startsWith(`${base}/`)) return null;
    const relative = url.slice(base.length + 1);
    if (!/^[a-z0-9/_.-]+$/i.test(relative) || relative.includes('..')) return null;
    const full = path.resolve(root, relative);
    return full.startsWith(root + path.sep) ? full : null;
  };

  return {
    kind: 'local',
    async put({ folder, extension, contentType, data, name }: PutInput): Promise<StoredObject> {
      if (!SAFE_SEGMENT.test(folder) || !/^[a-z0-9]{1,8}$/.test(extension) || (name !== undefined && !SAFE_NAME.test(name))) {
        throw new Error(`unsafe upload name ${folder}/${name ?? '*'}.${extension}`);
      }
      const key = name ? `${folder}/${name}.${extension}` : `${folder}/${new Date().getUTCFullYear()}/${randomBytes(16).toString('hex')}.${extension}`;
      const file = path.join(root, key);
      await fs.promises.mkdir(path.dirname(file), { recursive: true });
      const tmp = `${file}.${process.pid}.tmp`;
      await fs.promises.writeFile(tmp, data);
      await fs.promises.rename(tmp, file);
      return { url: `${base}/${key}`, key, contentType, size: data.byteLength };
    },
    owns: (url) => fileOf(url) !== null,
    async remove(url) {
      const file = fileOf(url);
      if (!file) return false;
      try {
        await fs.promises.unlink(file);
        return true;
      } catch {
        return false;
      }
    },
  };
}

const TYPES: Record<string, string> = { '.jpg': 'image/jpeg', '.jpeg': 'image/jpeg', '.png': 'image/png', '.webp': 'image/webp', '.pdf': 'application/pdf' };

/**
 * GET/HEAD /uploads/* for the local server: only known types (images, and
 * PDFs as attachments), from inside the folder, with nosniff and a long
 * cache (a name never changes its content).
 */
export function serveUploads(dir: string) {
  const storage = createLocalStorage(dir);
  const root = path.resolve(dir);
  return (c: Context) => {
    let url: string;
    try {
      url = decodeURIComponent(new URL(c.req.url).pathname);
    } catch {
      return c.text('Not found', 404);
    }
    if (!storage.owns(url)) return c.text('Not found', 404);
    const file = path.resolve(root, url.slice(UPLOADS_PATH.length + 1));
    const type = TYPES[path.extname(file).toLowerCase()];
    let stat: fs.Stats;
    try {
      stat = fs.statSync(file);
    } catch {
      return c.text('Not found', 404);
    }
    if (!type || !stat.isFile()) return c.text('Not found', 404);
    const headers: Record<string, string> = {
      'content-type': type,
      'content-length': String(stat.size),
      'cache-control': 'public, max-age=31536000, immutable',
      'x-content-type-options': 'nosniff',
      'content-security-policy': "default-src 'none'",
    };
    // A download is saved, never shown inside the site's origin (the link's download attribute names the file).
    if (type === 'application/pdf') headers['content-disposition'] = 'attachment';
    if (c.req.method === 'HEAD') return c.body(null, 200, headers);
    return c.body(fs.readFileSync(file), 200, headers);
  };
}
