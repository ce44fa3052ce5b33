/**
 * Server environment, parsed once with zod. Everything that reads process.env
 * on the server side goes through `loadEnv()`, so a missing production setting
 * fails at start-up with a clear message instead of at the first request.
 */
import path from 'node:path';
import { z } from 'zod';
import { localSecrets, type LocalSecrets } from './local-secrets';
import { parseProxyList } from './trusted-proxy';

const optionalUrl = z
  .string()
  .trim()
  .transform((v) => (v === '' ? undefined : v))
  .pipe(z.url().optional())
  .optional();

const optionalText = z
  .string()
  .trim()
  .transform((v) => (v === '' ? undefined : v))
  .optional();

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
  /** Vercel sets this: 'production', 'preview' (every other branch/PR), or 'development' (`vercel dev`). */
  VERCEL_ENV: optionalText,
  HOST: z.string().default('127.0.0.1'),
  PORT: z.coerce.number().int().min(0).max(65535).default(4321),
  /** Public origin of the site, used for canonical URLs, sitemaps and the admin cookie. */
  SITE_URL: optionalUrl,

  DATABASE_URL: optionalText,
  /** Which driver talks to DATABASE_URL; inferred when unset (neon for *.neon.tech, else pg). */
  DATABASE_DRIVER: z.enum(['pglite', 'pg', 'neon']).optional(),
  /** Where the embedded database and uploads live when DATABASE_URL is unset. */
  DATA_DIR: z.string().default('.data'),

  /**
   * Local test runs only (issue 30): '1' lets POST /api/__dev/clock move the API's clock (server/dev-clock.ts), so an
   * end-to-end test can cross midnight in India. A deployment refuses to start with it.
   */
  DEV_CLOCK: z.enum(['0', '1']).default('0'),
  /** Local builds: folder for dist/, .cache/astro and .build/ (default: the project). */
  SITE_BUILD_ROOT: optionalText,

  REDIS_URL: optionalText,
  UPSTASH_REDIS_REST_URL: optionalUrl,
  UPSTASH_REDIS_REST_TOKEN: optionalText,
  /**
   * Prefix of every cache key (infra/cache/prefix.ts). Unset: the deployment
   * plus a hash of the database's host and name, so Preview and Production on
   * one Redis/Upstash database never share keys.
   */
  CACHE_KEY_PREFIX: optionalText,

  /** Long-lived key baked into the client at build time; accepted alongside the rotating key. */
  PUBLIC_API_KEY: optionalText,
  API_KEY_ROTATION_MINUTES: z.coerce.number().int().min(1).default(60),
  /**
   * How long a key stays accepted after it stopped being the current one. Longer
   * than the client's 5-minute refresh, so a rotation never fails a client.
   */
  API_KEY_GRACE_MINUTES: z.coerce.number().int().min(6).default(15),

  ADMIN_ID: optionalText,
  ADMIN_PASSWORD: optionalText,
  ADMIN_SESSION_SECRET: optionalText,

  /**
   * Mock tests (docs/mock-tests.md). MOCK_ATTEMPT_SECRET signs anonymous attempt
   * tokens; unset, a key derived from ADMIN_SESSION_SECRET is used (locally
   * without either, the key kept in DATA_DIR/secrets.json). A submit arriving later than the deadline plus
   * MOCK_SUBMIT_GRACE_SECONDS is scored but marked late and not ranked.
   */
  MOCK_ATTEMPT_SECRET: optionalText,
  MOCK_SUBMIT_GRACE_SECONDS: z.coerce.number().int().min(0).max(3600).default(60),

  /**
   * Accounts (docs/accounts.md). The Firebase project whose ID tokens the API
   * accepts: FIREBASE_PROJECT_ID, else PUBLIC_FIREBASE_PROJECT_ID. The
   * PUBLIC_FIREBASE_* values are the web config baked into the client at build
   * time (public by design). FIREBASE_AUTH_EMULATOR_HOST (host:port) makes the
   * API accept the Auth emulator's unsigned tokens: local and tests only,
   * refused in production. FIREBASE_AUTH_EMULATOR_PORT is the port `npm start`
   * starts the emulator on (default 9099).
   */
  FIREBASE_PROJECT_ID: optionalText,
  FIREBASE_AUTH_EMULATOR_HOST: optionalText,
  FIREBASE_AUTH_EMULATOR_PORT: z.preprocess((v) => (v === '' ? undefined : v), z.coerce.number().int().min(0).max(65535).optional()),
  PUBLIC_FIREBASE_API_KEY: optionalText,
  PUBLIC_FIREBASE_AUTH_DOMAIN: optionalText,
  PUBLIC_FIREBASE_PROJECT_ID: optionalText,
  PUBLIC_FIREBASE_APP_ID: optionalText,
  PUBLIC_FIREBASE_AUTH_EMULATOR_HOST: optionalText,

  REBUILD_HOOK_URL: optionalUrl,
  /** Bearer token for REBUILD_HOOK_URL (a GitHub token allowed to dispatch workflows; a Vercel deploy hook needs none). */
  REBUILD_HOOK_TOKEN: optionalText,
  /** Admin uploads (book covers) go to Vercel Blob when set, else to DATA_DIR/uploads (infra/storage). */
  BLOB_READ_WRITE_TOKEN: optionalText,
  /**
   * Client identity for rate limits (api/_app/middleware/client-ip.ts). Unset:
   * the socket address, except on Vercel (VERCEL=1), whose edge sets and
   * overwrites x-real-ip. TRUSTED_IP_HEADER names the header(s) a platform in
   * front of every request sets; TRUSTED_PROXY lists the proxy addresses
   * (IPs, CIDRs, 'loopback', 'private') whose forwarding header is believed.
   * An explicit TRUSTED_IP_HEADER='' trusts no header, even on Vercel.
   */
  TRUSTED_IP_HEADER: z.string().trim().toLowerCase().optional(),
  TRUSTED_PROXY: optionalText.superRefine((value, ctx) => {
    try {
      if (value) parseProxyList(value);
    } catch (err) {
      ctx.addIssue({ code: 'custom', message: (err as Error).message });
    }
  }),
  /** Set to 1 by Vercel at build and run time. */
  VERCEL: optionalText,
  /** Set by Vercel (host names, no scheme): this deployment, its branch alias, the production domain. */
  VERCEL_URL: optionalText,
  VERCEL_BRANCH_URL: optionalText,
  VERCEL_PROJECT_PRODUCTION_URL: optionalText,
  LOG_LEVEL: z.enum(['debug', 'info', 'warn', 'error', 'silent']).default('info'),
});

/**
 * Where the process runs. 'local': `npm start`, `npm run dev`, tests, `vercel dev`;
 * 'preview' and 'production': a deployment (Vercel, or NODE_ENV=production for
 * production). Deployments never get demo content or the dev admin, and
 * refuse to start without their settings.
 */
export type Deployment = 'local' | 'preview' | 'production';

export type Env = z.infer<typeof envSchema> & {
  deployment: Deployment;
  /** A preview or production deployment. */
  isDeployed: boolean;
  /** The production deployment (HSTS, canonical origin). */
  isProduction: boolean;
  databaseDriver: 'pglite' | 'pg' | 'neon';
  dataDir: string;
};

export class EnvError extends Error {}

export function parseEnv(source: Record<string, string | undefined> = process.env): Env {
  const parsed = envSchema.safeParse(source);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  - ${i.path.join('.')}: ${i.message}`);
    throw new EnvError(`Invalid environment:\n${lines.join('\n')}`);
  }
  const env = parsed.data;
  const deployment = deploymentOf(env);
  const isProduction = deployment === 'production';
  const isDeployed = deployment !== 'local';
  const databaseDriver =
    env.DATABASE_DRIVER ?? (!env.DATABASE_URL ? 'pglite' : /\.neon\.tech\b/.test(env.DATABASE_URL) ? 'neon' : 'pg');

  if (isDeployed) {
    const missing: string[] = [];
    if (!env.DATABASE_URL) missing.push('DATABASE_URL (the embedded database is for local use only)');
    if (!env.ADMIN_ID) missing.push('ADMIN_ID');
    if (!env.ADMIN_PASSWORD) missing.push('ADMIN_PASSWORD');
    if (!env.ADMIN_SESSION_SECRET) missing.push('ADMIN_SESSION_SECRET');
    if (env.ADMIN_PASSWORD && env.ADMIN_PASSWORD.length < 12) missing.push('ADMIN_PASSWORD of at least 12 characters');
    if (env.UPSTASH_REDIS_REST_URL && !env.UPSTASH_REDIS_REST_TOKEN) missing.push('UPSTASH_REDIS_REST_TOKEN');
    if (env.DEV_CLOCK === '1') missing.push('DEV_CLOCK unset (it lets anyone move the API\'s clock)');
    if (env.FIREBASE_AUTH_EMULATOR_HOST) missing.push('FIREBASE_AUTH_EMULATOR_HOST unset (it makes the API accept unsigned emulator tokens)');
    if (missing.length) {
      throw new EnvError(`Missing ${deployment} settings:\n${missing.map((m) => `  - ${m}`).join('\n')}`);
    }
  }
  if (databaseDriver !== 'pglite' && !env.DATABASE_URL) {
    throw new EnvError(`DATABASE_DRIVER=${databaseDriver} needs DATABASE_URL`);
  }
  return { ...env, deployment, isDeployed, isProduction, databaseDriver, dataDir: path.resolve(env.DATA_DIR) };
}

function deploymentOf(env: { NODE_ENV: string; VERCEL_ENV?: string }): Deployment {
  if (env.VERCEL_ENV === 'production' || (env.NODE_ENV === 'production' && !env.VERCEL_ENV)) return 'production';
  // Any other Vercel environment but `vercel dev` (preview, or a custom environment) is a deployment too.
  if (env.VERCEL_ENV && env.VERCEL_ENV !== 'development') return 'preview';
  return 'local';
}

/**
 * The origins this site is served from, for the admin's Origin check
 * (api/_app/middleware/admin-auth.ts): never the request's own Host header,
 * which the client chooses. SITE_URL's origin; on Vercel also the
 * deployment's own addresses (Vercel's settings, so a Preview works without
 * SITE_URL). Locally without SITE_URL, the local server's origin
 * (http://HOST:PORT and its loopback names; `npm run dev` serves pages on the
 * same PORT). A deployment with none of these refuses every cross-origin-checked
 * browser write until SITE_URL is set.
 */
export function siteOrigins(env: Pick<Env, 'SITE_URL' | 'VERCEL_URL' | 'VERCEL_BRANCH_URL' | 'VERCEL_PROJECT_PRODUCTION_URL' | 'HOST' | 'PORT' | 'isDeployed'>): Set<string> {
  const origins = new Set<string>();
  if (env.SITE_URL) origins.add(new URL(env.SITE_URL).origin);
  for (const host of [env.VERCEL_URL, env.VERCEL_BRANCH_URL, env.VERCEL_PROJECT_PRODUCTION_URL]) {
    if (host) origins.add(new URL(`https://${host}`).origin);
  }
  if (!env.SITE_URL && !env.isDeployed) {
    const host = env.HOST.includes(':') ? `[${env.HOST}]` : env.HOST;
    for (const name of new Set([host, 'localhost', '127.0.0.1', '[::1]'])) origins.add(new URL(`http://${name}:${env.PORT}`).origin);
  }
  return origins;
}

/**
 * A local run without configured signing secrets gets the ones kept in
 * DATA_DIR/secrets.json (infra/local-secrets.ts, made on first start).
 * Deployments are left alone: parseEnv already refused them without
 * ADMIN_SESSION_SECRET. If the folder cannot be written, the secrets stay
 * unset and each process signs with its own random key.
 */
export function withLocalSecrets(env: Env): Env {
  if (env.isDeployed || (env.ADMIN_SESSION_SECRET && env.MOCK_ATTEMPT_SECRET)) return env;
  let secrets: LocalSecrets;
  try {
    secrets = localSecrets(env.dataDir);
  } catch (error) {
    console.warn(`could not keep local secrets in ${env.dataDir} (${(error as Error).message}); signing with per-process keys`);
    return env;
  }
  return {
    ...env,
    ADMIN_SESSION_SECRET: env.ADMIN_SESSION_SECRET ?? secrets.adminSessionSecret,
    // Configured ADMIN_SESSION_SECRET keeps deriving the attempt key, as documented.
    MOCK_ATTEMPT_SECRET: env.MOCK_ATTEMPT_SECRET ?? (env.ADMIN_SESSION_SECRET ? undefined : secrets.mockAttemptSecret),
  };
}

let cached: Env | undefined;
/** The process-wide environment (parsed on first use; local runs get their kept secrets). */
export function loadEnv(): Env {
  cached ??= withLocalSecrets(parseEnv());
  return cached;
}
