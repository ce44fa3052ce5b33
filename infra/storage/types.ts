/** The upload storage interface (book covers and other admin uploads, the demo downloads). */

export interface StoredObject {
  /** Where the file is served from: a site path (/uploads/…) or an absolute URL. */
  url: string;
  /** The object's key inside the storage (e.g. covers/2026/ab12….png). */
  key: string;
  contentType: string;
  size: number;
  /**
   * A URL that makes browsers save the file instead of showing it, when the
   * storage has one (Vercel Blob's `?download=1`). Locally `url` does that
   * already for PDFs (serveUploads sends them as attachments).
   */
  downloadUrl?: string;
}

export interface PutInput {
  /** Folder inside the storage, e.g. 'covers'. */
  folder: string;
  /** File extension without the dot, e.g. 'png'. */
  extension: string;
  contentType: string;
  data: Uint8Array;
  /**
   * A stable name instead of a random one (lower-case letters, digits, '-'),
   * for files whose name is derived from their content: storing the same
   * name again overwrites the file with the same bytes (the demo downloads
   * of a re-run seed).
   */
  name?: string;
}

export interface UploadStorage {
  readonly kind: 'local' | 'vercel-blob';
  /** Stores the bytes under a fresh, unguessable name and returns where they are served. */
  put(input: PutInput): Promise<StoredObject>;
  /** Whether a URL points at an object of this storage (only those are ever deleted). */
  owns(url: string): boolean;
  /** Deletes the object behind a URL `put` returned; false when it is not ours or already gone. */
  remove(url: string): Promise<boolean>;
}
