/**
 * Deployments that share one Redis / Upstash database (issue 26, item 8):
 * every key lives under the deployment's prefix (infra/cache/prefix.ts), so
 * two apps with different prefixes do not see each other's API key, cached
 * content or rate-limit bucket, and two with the same prefix do share them.
 *
 * Runs on every shared backend: the real Redis when REDIS_URL is set, and the
 * Upstash stand-in (over that Redis, or in memory) always. Each run's keys
 * live under prefixes derived from per-run database names and are deleted after.
 */
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cached, cacheKeyPrefix, createCache, invalidate, type BestEffortCache, type CacheConfig } from '#infra/cache/index.ts';
import { checkRateLimit, type RateLimitRule } from '#infra/rate-limit.ts';
import { harness, type Harness } from '../api/_harness';
import { openTestDb, type TestDb } from '../support/db';
import { startUpstashStandin, type UpstashStandin } from '../support/upstash-standin';

const REDIS_URL = process.env.REDIS_URL?.trim() || undefined;
const RUN = `${process.pid}_${Date.now().toString(36)}`;
const silent = { info() {}, warn() {} };

describe('cacheKeyPrefix', () => {
  const prod = 'postgres://app:secret@db.example.com:5432/portal';

  it('CACHE_KEY_PREFIX wins, ending in one colon', () => {
    expect(cacheKeyPrefix({ CACHE_KEY_PREFIX: 'shop-prod', VERCEL_ENV: 'production', DATABASE_URL: prod })).toBe('shop-prod:');
    expect(cacheKeyPrefix({ CACHE_KEY_PREFIX: 'shop:' })).toBe('shop:');
  });

  it('Preview and Production differ on one database; different databases differ; a password change does not', () => {
    const production = cacheKeyPrefix({ VERCEL_ENV: 'production', DATABASE_URL: prod });
    expect(production).toMatch(/^production-[0-9a-f]{10}:$/);
    expect(cacheKeyPrefix({ VERCEL_ENV: 'preview', DATABASE_URL: prod })).not.toBe(production);
    expect(cacheKeyPrefix({ VERCEL_ENV: 'production', DATABASE_URL: prod.replace('/portal', '/portal_preview') })).not.toBe(production);
    expect(cacheKeyPrefix({ VERCEL_ENV: 'production', DATABASE_URL: prod.replace('db.example.com', 'db2.example.com') })).not.toBe(production);
    expect(cacheKeyPrefix({ VERCEL_ENV: 'production', DATABASE_URL: prod.replace('secret', 'rotated') })).toBe(production);
  });

  it('is stable locally (the embedded database folder)', () => {
    const local = cacheKeyPrefix({ deployment: 'local', dataDir: '/srv/portal/.data' });
    expect(local).toMatch(/^local-[0-9a-f]{10}:$/);
    expect(cacheKeyPrefix({ deployment: 'local', dataDir: '/srv/portal/.data' })).toBe(local);
    expect(cacheKeyPrefix({ deployment: 'local', dataDir: '/srv/other/.data' })).not.toBe(local);
  });
});

let standin: UpstashStandin;
beforeAll(async () => {
  standin = await startUpstashStandin({ redisUrl: REDIS_URL });
});
afterAll(async () => {
  await standin?.close();
});

const stores: { name: string; config: () => CacheConfig }[] = [
  ...(REDIS_URL ? [{ name: 'redis', config: () => ({ REDIS_URL }) }] : []),
  { name: 'upstash', config: () => ({ UPSTASH_REDIS_REST_URL: standin.url, UPSTASH_REDIS_REST_TOKEN: standin.token }) },
];

describe.each(stores)('two apps on one $name database', ({ name, config }) => {
  // Production and Preview on one store, each with its own database; a third app is Production again (same prefix).
  const deployments = {
    production: { VERCEL_ENV: 'production', DATABASE_URL: `postgres://app:one@db.example.com:5432/prod_${name}_${RUN}` },
    preview: { VERCEL_ENV: 'preview', DATABASE_URL: `postgres://app:one@db.example.com:5432/preview_${name}_${RUN}` },
    productionAgain: { VERCEL_ENV: 'production', DATABASE_URL: `postgres://app:two@db.example.com:5432/prod_${name}_${RUN}` },
  };
  let dbProduction: TestDb;
  let dbPreview: TestDb;
  let production: Harness;
  let preview: Harness;
  let productionAgain: Harness;
  const app = (db: TestDb, deployment: CacheConfig) => harness(db, { cache: createCache({ ...config(), ...deployment }, { logger: silent }) });

  beforeAll(async () => {
    [dbProduction, dbPreview] = await Promise.all([openTestDb('pglite'), openTestDb('pglite')]);
    production = app(dbProduction, deployments.production);
    preview = app(dbPreview, deployments.preview);
    productionAgain = app(dbPreview, deployments.productionAgain); // another database, but the same prefix
  });
  afterAll(async () => {
    await Promise.all([production?.close(), preview?.close(), productionAgain?.close()]);
    if (REDIS_URL) {
      const admin = new Redis(REDIS_URL, { maxRetriesPerRequest: 1 });
      for (const deployment of Object.values(deployments)) {
        const keys = await admin.keys(`${cacheKeyPrefix(deployment)}*`);
        if (keys.length) await admin.del(...keys);
      }
      await admin.quit();
    }
    await Promise.all([dbProduction?.dispose(), dbPreview?.dispose()]);
  });

  it('puts the keys under the prefix on the shared store', async () => {
    expect(cacheKeyPrefix(deployments.production)).toBe(cacheKeyPrefix(deployments.productionAgain));
    expect(cacheKeyPrefix(deployments.production)).not.toBe(cacheKeyPrefix(deployments.preview));
    if (!REDIS_URL) return;
    await production.cache.set('probe', 'x', 30);
    const admin = new Redis(REDIS_URL, { maxRetriesPerRequest: 1 });
    expect(await admin.get(`${cacheKeyPrefix(deployments.production)}probe`)).toBe('x');
    expect(await admin.get('probe')).toBeNull();
    await admin.quit();
  });

  it('API key: Preview neither adopts nor accepts Production’s key; the same prefix shares it', async () => {
    const productionKey = await production.currentKey();
    const previewKey = await preview.currentKey();
    expect(previewKey).not.toBe(productionKey);
    expect((await preview.request('/ping', { key: productionKey })).status).toBe(401);
    expect((await production.request('/ping', { key: previewKey })).status).toBe(401);
    expect((await production.request('/ping', { key: productionKey })).status).toBe(200);
    // Same prefix: the cache's current key is adopted and accepted, though this database never issued it.
    expect(await productionAgain.currentKey()).toBe(productionKey);
    expect((await productionAgain.request('/ping', { key: productionKey })).status).toBe(200);
  });

  it('cached content: a response cached by one app is not served by the other; the same prefix shares it', async () => {
    const cacheOf = (h: Harness) => h.cache as BestEffortCache;
    const load = (label: string) => async () => ({ from: label });
    expect(await cached(cacheOf(production), 'articles', 'page-1', 60, load('production'))).toEqual({ from: 'production' });
    expect(await cached(cacheOf(preview), 'articles', 'page-1', 60, load('preview'))).toEqual({ from: 'preview' });
    expect(await cached(cacheOf(productionAgain), 'articles', 'page-1', 60, load('again'))).toEqual({ from: 'production' });
    // An invalidation in Preview leaves Production's entries alone.
    await invalidate(cacheOf(preview), 'articles');
    expect(await cached(cacheOf(production), 'articles', 'page-1', 60, load('reloaded'))).toEqual({ from: 'production' });
  });

  it('rate limits: one app’s bucket does not count against the other’s; the same prefix shares it', async () => {
    const rule: RateLimitRule = { name: `prefix-${name}`, limit: 2, windowSeconds: 60 };
    const now = Date.now();
    for (let i = 0; i < 2; i++) expect((await checkRateLimit(production.cache, rule, '203.0.113.9', now)).allowed).toBe(true);
    expect((await checkRateLimit(production.cache, rule, '203.0.113.9', now)).allowed).toBe(false);
    expect((await checkRateLimit(preview.cache, rule, '203.0.113.9', now)).allowed).toBe(true);
    expect((await checkRateLimit(productionAgain.cache, rule, '203.0.113.9', now)).allowed).toBe(false);
  });
});
