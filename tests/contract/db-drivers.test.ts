/**
 * The same query code on every driver: embedded PGlite, node-postgres (the
 * real server when DATABASE_URL is set, and always the PGlite socket the local
 * server shares with the site build), and Neon's serverless driver through a
 * loopback WebSocket stand-in.
 */
import { count, eq, sql } from 'drizzle-orm';
import { neonConfig } from '@neondatabase/serverless';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDb, type Db, type DbHandle } from '#db/client.ts';
import { migrateDb } from '#db/migrate.ts';
import { categories } from '#db/schema.ts';
import { dbBackends, openTestDb, type TestDb } from '../support/db';
import { startWsTcpProxy } from '../support/ws-tcp-proxy';

async function exerciseQueries(db: Db) {
  const name = `Drivers ${Math.random().toString(36).slice(2, 8)}`;
  const [created] = await db.insert(categories).values({ name }).returning();
  expect(created.id).toBeGreaterThan(0);
  const [{ total }] = await db.select({ total: count() }).from(categories).where(eq(categories.name, name));
  expect(total).toBe(1); // drizzle's count() is a number on every driver
  // Transactions roll back as a unit.
  await expect(
    db.transaction(async (tx) => {
      await tx.update(categories).set({ name: `${name} renamed` }).where(eq(categories.id, created.id));
      throw new Error('rollback please');
    }),
  ).rejects.toThrow('rollback please');
  const [after] = await db.select().from(categories).where(eq(categories.id, created.id));
  expect(after.name).toBe(name);
  const rows = await db.execute(sql`select to_tsvector('english', 'Preparing for examinations') as v`);
  expect(JSON.stringify(rows)).toContain('examin');
  await db.delete(categories).where(eq(categories.id, created.id));
}

describe.each(dbBackends)('direct driver: %s', (backend) => {
  let testDb: TestDb;
  beforeAll(async () => {
    testDb = await openTestDb(backend);
  });
  afterAll(() => testDb?.dispose());
  it('runs queries, counts and transactions', () => exerciseQueries(testDb.handle.db));
});

describe('embedded database shared over the PGlite socket', () => {
  let owner: DbHandle;
  let client: DbHandle;
  let dataDir: string;
  beforeAll(async () => {
    const os = await import('node:os');
    const fs = await import('node:fs');
    const path = await import('node:path');
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-db-'));
    owner = await openDb({ databaseDriver: 'pglite', dataDir });
    await migrateDb(owner);
    await owner.shareOverSocket!();
    // A second opener of the same folder (the site build) must go through the socket.
    client = await openDb({ databaseDriver: 'pglite', dataDir });
  });
  afterAll(async () => {
    await client?.close();
    await owner?.close();
  });
  it('routes a second process-level opener through the owner socket', async () => {
    expect(client.kind).toBe('pglite-socket');
    await exerciseQueries(client.db);
  });
});

describe('neon serverless driver (loopback WebSocket stand-in)', () => {
  let proxy: Awaited<ReturnType<typeof startWsTcpProxy>>;
  let target: TestDb | DbHandle;
  let url: string;
  let neon: DbHandle;
  beforeAll(async () => {
    proxy = await startWsTcpProxy();
    neonConfig.wsProxy = (host, port) => `127.0.0.1:${proxy.port}/v1?address=${host}:${port}`;
    neonConfig.useSecureWebSocket = false;
    neonConfig.pipelineConnect = false;
    neonConfig.pipelineTLS = false;
    if (process.env.DATABASE_URL) {
      const scratch = await openTestDb('pg');
      target = scratch;
      url = scratch.url!;
    } else {
      const owner = await openDb({ databaseDriver: 'pglite', dataDir: ':memory:' });
      const port = await owner.shareOverSocket!();
      target = owner;
      url = `postgres://postgres@127.0.0.1:${port}/postgres`;
    }
    neon = await openDb({ databaseDriver: 'neon', DATABASE_URL: url, dataDir: '' });
  });
  afterAll(async () => {
    await neon?.close();
    await proxy?.close();
    if (target && 'dispose' in target) await target.dispose();
    else await (target as DbHandle | undefined)?.close();
  });
  it('applies migrations and runs the same queries', async () => {
    expect(neon.kind).toBe('neon');
    await migrateDb(neon);
    await exerciseQueries(neon.db);
  });
});
