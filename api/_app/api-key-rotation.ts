/**
 * The public API key (spec section 7: every request carries `x-api-key`).
 *
 * WHAT THIS IS NOT: authentication. The current key is handed to every
 * browser by GET /api/public/current-api-key without any credentials, so
 * anyone can obtain it. It is an anti-scraping speed bump: a scraper has to
 * fetch and refresh it like the site does, and stale keys lapse within the
 * hour. The real guards are the per-IP rate limits (infra/rate-limit.ts), the
 * admin session (api/_app/middleware/admin-auth.ts) and the signed-in user's
 * verified token.
 *
 * Rotation
 * - A rotating key is current for API_KEY_ROTATION_MINUTES (default 60) from
 *   its creation, and accepted until `expiresAt` = creation + rotation +
 *   API_KEY_GRACE_MINUTES (default 15). The client refreshes every 5 minutes,
 *   so at a rotation the previous key is still accepted long enough for every
 *   well-behaved client to pick up the new one (current + previous valid).
 * - Exactly one instance rotates: the rotation runs under a lock taken with
 *   SET NX EX on the shared cache (`apikey:lock`); the others wait for the new
 *   key to appear. When the cache is unreachable the best-effort wrapper gives
 *   an in-process lock, and the database re-check below stops duplicates.
 * - Every issued key is recorded in the `api_keys` table. The cache only
 *   mirrors it (`apikey:current`, `apikey:valid:<key>`), so after a Redis
 *   flush the current key is restored from the table instead of rotating, and
 *   keys clients hold keep validating.
 * - PUBLIC_API_KEY, a long-lived key baked into the client at build time, is
 *   accepted as well and reported as keyType 'public'.
 *
 * Validation is served from process memory on the hot path (the handful of
 * live keys), then the cache, then the table.
 */
import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { Db } from '#db/client.ts';
import { apiKeyExpiry, insertRotatingKey, latestRotatingKey } from '#db/queries/api-keys.ts';
import type { Cache } from '#infra/cache/index.ts';
import type { Env } from '#infra/env.ts';
import type { Logger } from '#infra/log.ts';

export type ApiKeyType = 'rotating' | 'public';

export interface IssuedKey {
  apiKey: string;
  keyType: ApiKeyType;
  createdAt: Date;
  /** When the key stops being accepted (null: does not expire). */
  expiresAt: Date | null;
  /** When the next key takes over as the current one (null: never). */
  rotatesAt: Date | null;
}

export type KeyCheck =
  | { ok: true; keyType: ApiKeyType }
  | { ok: false; code: 'API_KEY_MISSING' | 'API_KEY_INVALID' };

export interface ApiKeyRotationOptions {
  db: Db;
  cache: Cache;
  env: Pick<Env, 'API_KEY_ROTATION_MINUTES' | 'API_KEY_GRACE_MINUTES' | 'PUBLIC_API_KEY'>;
  log: Logger;
  now?: () => number;
  /** How long a losing instance waits for the winner's key. Default 3000 ms. */
  lockWaitMs?: number;
}

export class ApiKeyUnavailableError extends Error {}

const KEY_PATTERN = /^pk_[A-Za-z0-9_-]{43}$/;
const CURRENT = 'apikey:current';
const LOCK = 'apikey:lock';
const LOCK_SECONDS = 10;
const validKey = (key: string) => `apikey:valid:${key}`;
const MAX_KNOWN = 64;
const MAX_REJECTED = 5_000;
const REJECT_MEMO_MS = 60_000;

interface StoredKey {
  apiKey: string;
  createdAt: number;
  expiresAt: number;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function safeEqual(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

export class ApiKeyRotation {
  private readonly db: Db;
  private readonly cache: Cache;
  private readonly log: Logger;
  private readonly now: () => number;
  private readonly rotationMs: number;
  private readonly graceMs: number;
  private readonly publicKey: string | undefined;
  private readonly lockWaitMs: number;
  /** The current key as last seen by this process. */
  private current: StoredKey | undefined;
  /** Keys known valid here, with their expiry (a few per hour). */
  private readonly known = new Map<string, number>();
  /** Recently rejected well-formed keys, so a flood of guesses does not reach the database. */
  private readonly rejected = new Map<string, number>();
  private inflight: Promise<StoredKey> | undefined;

  constructor(options: ApiKeyRotationOptions) {
    this.db = options.db;
    this.cache = options.cache;
    this.log = options.log;
    this.now = options.now ?? Date.now;
    this.rotationMs = options.env.API_KEY_ROTATION_MINUTES * 60_000;
    this.graceMs = options.env.API_KEY_GRACE_MINUTES * 60_000;
    this.publicKey = options.env.PUBLIC_API_KEY;
    this.lockWaitMs = options.lockWaitMs ?? 3_000;
  }

  /** The key to hand out now, rotating it when due. Falls back to PUBLIC_API_KEY if no key can be issued. */
  async currentKey(): Promise<IssuedKey> {
    try {
      const key = await this.currentRotating();
      const rotatesAt = key.createdAt + this.rotationMs;
      return {
        apiKey: key.apiKey,
        keyType: 'rotating',
        createdAt: new Date(key.createdAt),
        expiresAt: new Date(key.expiresAt),
        rotatesAt: new Date(rotatesAt),
      };
    } catch (error) {
      if (!this.publicKey) throw error;
      this.log.warn(`rotating API key unavailable, handing out PUBLIC_API_KEY: ${(error as Error).message}`);
      return { apiKey: this.publicKey, keyType: 'public', createdAt: new Date(0), expiresAt: null, rotatesAt: null };
    }
  }

  /** Checks a presented key. */
  async verify(presented: string | undefined | null): Promise<KeyCheck> {
    if (!presented) return { ok: false, code: 'API_KEY_MISSING' };
    if (this.publicKey && safeEqual(presented, this.publicKey)) return { ok: true, keyType: 'public' };
    if (!KEY_PATTERN.test(presented)) return { ok: false, code: 'API_KEY_INVALID' };
    const now = this.now();

    const knownUntil = this.known.get(presented);
    if (knownUntil !== undefined) {
      return knownUntil > now ? { ok: true, keyType: 'rotating' } : { ok: false, code: 'API_KEY_INVALID' };
    }
    const rejectedUntil = this.rejected.get(presented);
    if (rejectedUntil !== undefined && rejectedUntil > now) return { ok: false, code: 'API_KEY_INVALID' };

    const cachedExpiry = Number((await this.cache.get(validKey(presented))) ?? NaN);
    let expiresAt = Number.isFinite(cachedExpiry) ? cachedExpiry : undefined;
    if (expiresAt === undefined) {
      const stored = await apiKeyExpiry(this.db, presented);
      if (stored) {
        expiresAt = stored.getTime();
        await this.mirror({ apiKey: presented, createdAt: 0, expiresAt }, false);
      }
    }
    if (expiresAt !== undefined && expiresAt > now) {
      this.remember(presented, expiresAt);
      return { ok: true, keyType: 'rotating' };
    }
    this.reject(presented, now);
    return { ok: false, code: 'API_KEY_INVALID' };
  }

  // ------------------------------------------------------------ internals

  private isCurrent(key: StoredKey | undefined): key is StoredKey {
    return !!key && this.now() < key.createdAt + this.rotationMs;
  }

  private async currentRotating(): Promise<StoredKey> {
    if (this.isCurrent(this.current)) return this.current;
    // Concurrent requests of this process share one lookup/rotation.
    this.inflight ??= this.resolveCurrent().finally(() => (this.inflight = undefined));
    return this.inflight;
  }

  private async resolveCurrent(): Promise<StoredKey> {
    const found = await this.lookupCurrent();
    if (found) return this.adopt(found);

    const won = await this.cache.setIfAbsent(LOCK, String(process.pid), LOCK_SECONDS);
    if (won) {
      try {
        // Another instance may have rotated between our lookup and the lock.
        return this.adopt((await this.fromTable()) ?? (await this.issue()));
      } finally {
        await this.cache.del(LOCK);
      }
    }
    const deadline = Date.now() + this.lockWaitMs;
    while (Date.now() < deadline) {
      await sleep(50);
      const next = await this.lookupCurrent();
      if (next) return this.adopt(next);
    }
    throw new ApiKeyUnavailableError('timed out waiting for another instance to rotate the API key');
  }

  /** The current key from the cache, else from the table (restoring the cache). */
  private async lookupCurrent(): Promise<StoredKey | undefined> {
    const raw = await this.cache.get(CURRENT);
    if (raw) {
      try {
        const parsed = JSON.parse(raw) as StoredKey;
        if (this.isCurrent(parsed) && KEY_PATTERN.test(parsed.apiKey)) return parsed;
      } catch {
        // corrupt entry: fall through to the table
      }
    }
    const fromTable = await this.fromTable();
    if (fromTable) await this.mirror(fromTable, true);
    return fromTable;
  }

  private async fromTable(): Promise<StoredKey | undefined> {
    const row = await latestRotatingKey(this.db);
    if (!row) return undefined;
    const key = { apiKey: row.key, createdAt: row.createdAt.getTime(), expiresAt: row.expiresAt.getTime() };
    return this.isCurrent(key) ? key : undefined;
  }

  private async issue(): Promise<StoredKey> {
    const createdAt = this.now();
    const key: StoredKey = {
      apiKey: `pk_${randomBytes(32).toString('base64url')}`,
      createdAt,
      expiresAt: createdAt + this.rotationMs + this.graceMs,
    };
    await insertRotatingKey(this.db, { key: key.apiKey, createdAt: new Date(key.createdAt), expiresAt: new Date(key.expiresAt) });
    await this.mirror(key, true);
    this.log.info(`rotated the public API key (current until ${new Date(createdAt + this.rotationMs).toISOString()})`);
    return key;
  }

  /** Copies a key into the cache: its validity, and (for the current key) the pointer. */
  private async mirror(key: StoredKey, asCurrent: boolean): Promise<void> {
    const now = this.now();
    const validSeconds = Math.ceil((key.expiresAt - now) / 1000);
    if (validSeconds >= 1) await this.cache.set(validKey(key.apiKey), String(key.expiresAt), validSeconds);
    const currentSeconds = Math.ceil((key.createdAt + this.rotationMs - now) / 1000);
    if (asCurrent && currentSeconds >= 1) await this.cache.set(CURRENT, JSON.stringify(key), currentSeconds);
  }

  private adopt(key: StoredKey): StoredKey {
    this.current = key;
    this.remember(key.apiKey, key.expiresAt);
    return key;
  }

  private remember(key: string, expiresAt: number): void {
    this.known.set(key, expiresAt);
    this.rejected.delete(key);
    if (this.known.size > MAX_KNOWN) {
      const now = this.now();
      for (const [k, until] of this.known) if (until <= now) this.known.delete(k);
      while (this.known.size > MAX_KNOWN) this.known.delete(this.known.keys().next().value!);
    }
  }

  private reject(key: string, now: number): void {
    this.rejected.set(key, now + REJECT_MEMO_MS);
    if (this.rejected.size > MAX_REJECTED) this.rejected.delete(this.rejected.keys().next().value!);
  }
}

/** One manager per deps object (i.e. per process), so the in-memory state is shared by requests. */
const managers = new WeakMap<object, ApiKeyRotation>();

export function apiKeyRotation(owner: object, options: () => ApiKeyRotationOptions): ApiKeyRotation {
  let manager = managers.get(owner);
  if (!manager) {
    manager = new ApiKeyRotation(options());
    managers.set(owner, manager);
  }
  return manager;
}
