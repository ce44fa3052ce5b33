/**
 * The database being away (stopped, unreachable, out of connections) is an
 * outage, not a bug: requests that needed it get 503 JSON
 * `DATABASE_UNAVAILABLE` with Retry-After, while cached reads keep serving
 * from the cache. The outage is logged once when it starts and once when it
 * ends (found by a `select 1` probe at most every PROBE_INTERVAL_MS while it
 * lasts), not once per request.
 */
import { sql } from 'drizzle-orm';
import type { Context, MiddlewareHandler } from 'hono';
import type { Db } from '#db/client.ts';
import { keepAlive } from '#infra/after-response.ts';
import type { Logger } from '#infra/log.ts';
import type { AppBindings } from './context';

export const DB_RETRY_AFTER_SECONDS = 5;
const PROBE_INTERVAL_MS = 1_000;

export const DATABASE_UNAVAILABLE = {
  code: 'DATABASE_UNAVAILABLE',
  error: 'The service is temporarily unavailable. Please try again in a few seconds.',
} as const;

interface Outage {
  since: number;
  answered: number;
  lastProbe: number;
  probing: boolean;
}

/** Per database handle (one per process). */
const outages = new WeakMap<Db, Outage>();

/** Whether an outage of this database is in progress (as far as this process knows). */
export const databaseDown = (db: Db): boolean => outages.has(db);

/** The 503 for a request that failed because the database is unavailable. */
export function databaseUnavailable(c: Context<AppBindings>, err: Error) {
  const deps = c.var.deps;
  let outage = outages.get(deps.db);
  if (!outage) {
    outage = { since: Date.now(), answered: 0, lastProbe: Date.now(), probing: false };
    outages.set(deps.db, outage);
    const { log } = deps;
    log.error(`database unavailable (${rootMessage(err)}); answering 503 ${DATABASE_UNAVAILABLE.code} until it is back`);
  }
  outage.answered++;
  return c.json({ ...DATABASE_UNAVAILABLE, retryAfter: DB_RETRY_AFTER_SECONDS }, 503, {
    'Retry-After': String(DB_RETRY_AFTER_SECONDS),
    'Cache-Control': 'no-store',
  });
}

/** During an outage, probes the database now and then (after the response on Vercel) to log its end. */
export const watchDatabaseOutage: MiddlewareHandler<AppBindings> = async (c, next) => {
  const deps = c.var.deps;
  const outage = outages.get(deps.db);
  if (outage && !outage.probing && Date.now() - outage.lastProbe >= PROBE_INTERVAL_MS) {
    outage.probing = true;
    outage.lastProbe = Date.now();
    keepAlive(probe(deps.db, deps.log, outage));
  }
  await next();
};

async function probe(db: Db, log: Logger, outage: Outage): Promise<void> {
  try {
    await db.execute(sql`select 1`);
    if (outages.get(db) === outage) {
      outages.delete(db);
      log.info(`database reachable again after ${((Date.now() - outage.since) / 1000).toFixed(1)} s (${outage.answered} request(s) answered 503)`);
    }
  } catch {
    // still down: the next probe comes with a later request
  } finally {
    outage.probing = false;
  }
}

function rootMessage(err: unknown): string {
  let e = err as { cause?: unknown; message?: string; code?: string } | undefined;
  while (e?.cause && typeof e.cause === 'object') e = e.cause as typeof e;
  const code = e?.code ? `${e.code}: ` : '';
  return `${code}${e?.message ?? String(err)}`.slice(0, 300);
}
