/**
 * Upload storage, chosen from the environment:
 *
 *   BLOB_READ_WRITE_TOKEN set   → Vercel Blob (public URLs on *.blob.vercel-storage.com)
 *   otherwise, not on Vercel    → local folder DATA_DIR/uploads, served at /uploads/…
 *   otherwise (Vercel, no token) → null: uploads are refused (a function's disk is not kept)
 */
import path from 'node:path';
import { createBlobStorage, type BlobClient } from './blob';
import { createLocalStorage } from './local';
import type { UploadStorage } from './types';

export type { PutInput, StoredObject, UploadStorage } from './types';
export type { BlobClient } from './blob';
export { createBlobStorage } from './blob';
export { createLocalStorage, serveUploads, UPLOADS_PATH } from './local';
export { IMAGE_EXTENSIONS, sniffImageType, type ImageType } from './images';

export interface StorageConfig {
  dataDir: string;
  BLOB_READ_WRITE_TOKEN?: string;
  VERCEL_ENV?: string;
}

export const uploadsDir = (dataDir: string) => path.join(dataDir, 'uploads');

export function createStorage(config: StorageConfig, options: { blobClient?: BlobClient } = {}): UploadStorage | null {
  const token = config.BLOB_READ_WRITE_TOKEN?.trim();
  if (token) return createBlobStorage(token, options.blobClient);
  if (config.VERCEL_ENV) return null;
  return createLocalStorage(uploadsDir(config.dataDir));
}
