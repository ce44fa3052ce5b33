/**
 * Vercel Blob storage (when BLOB_READ_WRITE_TOKEN is set). The client is
 * injectable so tests can run against a stand-in; by default it is
 * @vercel/blob, loaded on first use.
 */
import { randomBytes } from 'node:crypto';
import type { PutInput, StoredObject, UploadStorage } from './types';

/** The part of @vercel/blob we use. */
export interface BlobClient {
  put(
    pathname: string,
    body: Buffer,
    options: { access: 'public'; contentType: string; token: string; addRandomSuffix: boolean; allowOverwrite?: boolean; cacheControlMaxAge?: number },
  ): Promise<{ url: string; pathname: string; contentType: string; downloadUrl?: string }>;
  del(url: string, options: { token: string }): Promise<void>;
}

const defaultClient = async (): Promise<BlobClient> => {
  const blob = await import('@vercel/blob');
  return { put: (p, b, o) => blob.put(p, b, o), del: (u, o) => blob.del(u, o) };
};

export function createBlobStorage(token: string, client?: BlobClient): UploadStorage {
  let loaded: Promise<BlobClient> | undefined;
  const blob = () => (loaded ??= client ? Promise.resolve(client) : defaultClient());
  const owned = new Set<string>();
  const owns = (url: string) => {
    if (owned.has(url)) return true;
    try {
      return new URL(url).hostname.endsWith('.blob.vercel-storage.com');
    } catch {
      return false;
    }
  };
  return {
    kind: 'vercel-blob',
    async put({ folder, extension, contentType, data, name }: PutInput): Promise<StoredObject> {
      const key = `${folder}/${name ?? randomBytes(16).toString('hex')}.${extension}`;
      const result = await (await blob()).put(key, Buffer.from(data), {
        access: 'public',
        contentType,
        token,
        addRandomSuffix: false,
        // A stable name is derived from the content: writing it again writes the same bytes.
        ...(name ? { allowOverwrite: true } : {}),
        cacheControlMaxAge: 31_536_000,
      });
      owned.add(result.url);
      return { url: result.url, key: result.pathname, contentType, size: data.byteLength, ...(result.downloadUrl ? { downloadUrl: result.downloadUrl } : {}) };
    },
    owns,
    async remove(url) {
      if (!owns(url)) return false;
      try {
        await (await blob()).del(url, { token });
        owned.delete(url);
        return true;
      } catch {
        return false;
      }
    },
  };
}
