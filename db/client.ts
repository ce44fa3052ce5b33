/**
 * The one place that picks a database driver. Query code only ever sees `Db`.
 *
 *  - no DATABASE_URL      → embedded PGlite, data under DATA_DIR (default .data/pglite)
 *  - DATABASE_URL          → node-postgres pool
 *  - DATABASE_DRIVER=neon  → @neondatabase/serverless over WebSockets (Vercel + Neon)
 *
 * PGlite is single-process. The process that opens the data directory (the
 * local server) owns it and may share it over loopback with pglite-socket; it
 * records the port in `<dataDir>/pglite/owner.json`. Any other process (the
 * site build, `npm run seed` while the server runs) then connects through that
 * socket with node-postgres instead of opening the files a second time.
 */
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import * as schema from './schema';

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type DriverKind = 'pglite' | 'pglite-socket' | 'pg' | 'neon';

export interface DbHandle {
  db: Db;
  kind: DriverKind;
  /** Human-readable location, printed by `npm start`. */
  location: string;
  /** For the owning PGlite process: share the database over loopback TCP. */
  shareOverSocket?: (port?: number) => Promise<number>;
  /** Embedded only: the data directory as one uncompressed dump (what `pgliteTemplate` loads). */
  dumpDataDir?: () => Promise<Blob>;
  close(): Promise<void>;
}

export interface DbConfig {
  databaseDriver: 'pglite' | 'pg' | 'neon';
  DATABASE_URL?: string;
  /** Folder for the embedded database; ':memory:' for a throw-away one. */
  dataDir: string;
  /**
   * A throw-away embedded database starts as a copy of this data directory
   * (a PGlite dump): tests load one migrated copy instead of running initdb and
   * every migration for each database.
   */
  pgliteTemplate?: Blob;
  /**
   * How long a query waits for a connection (or a free client of the pool) over
   * node-postgres before it fails; default 5 s (the API then answers 503).
   */
  connectTimeoutMs?: number;
}

interface OwnerRecord {
  pid: number;
  port: number | null;
}

function pgliteDir(dataDir: string) {
  return path.join(dataDir, 'pglite');
}

function ownerFile(dataDir: string) {
  return path.join(pgliteDir(dataDir), 'owner.json');
}

function processAlive(pid: number) {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function portOpen(port: number) {
  return new Promise<boolean>((resolve) => {
    const socket = net.connect({ host: '127.0.0.1', port });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

function readOwner(dataDir: string): OwnerRecord | null {
  try {
    const owner = JSON.parse(fs.readFileSync(ownerFile(dataDir), 'utf8')) as OwnerRecord;
    // The owner may be this very process (a second handle must not reopen the files either).
    return processAlive(owner.pid) ? owner : null;
  } catch {
    return null;
  }
}

export async function openDb(config: DbConfig): Promise<DbHandle> {
  if (config.databaseDriver === 'pg') return openPg(config.DATABASE_URL!, 'pg', redact(config.DATABASE_URL!), config.connectTimeoutMs);
  if (config.databaseDriver === 'neon') return openNeon(config.DATABASE_URL!);
  if (config.dataDir === ':memory:') return openPglite(null, config.pgliteTemplate);

  const owner = readOwner(config.dataDir);
  if (owner) {
    if (owner.port && (await portOpen(owner.port))) {
      return openPg(
        `postgres://postgres@127.0.0.1:${owner.port}/postgres`,
        'pglite-socket',
        `${pgliteDir(config.dataDir)} (shared by process ${owner.pid} on 127.0.0.1:${owner.port})`,
        config.connectTimeoutMs,
      );
    }
    throw new Error(
      `The embedded database in ${pgliteDir(config.dataDir)} is open in process ${owner.pid}. ` +
        'Stop that process (or let it share the database) before opening it here, or set DATABASE_URL.',
    );
  }
  return openPglite(config.dataDir);
}

async function openPglite(dataDir: string | null, template?: Blob): Promise<DbHandle> {
  const { PGlite } = await import('@electric-sql/pglite');
  const { drizzle } = await import('drizzle-orm/pglite');
  const dir = dataDir ? pgliteDir(dataDir) : null;
  if (dir) fs.mkdirSync(dir, { recursive: true });
  const client = dir ? await PGlite.create({ dataDir: dir }) : await PGlite.create(template ? { loadDataDir: template } : {});
  const writeOwner = (port: number | null) => {
    if (dir) fs.writeFileSync(ownerFile(dataDir!), JSON.stringify({ pid: process.pid, port } satisfies OwnerRecord));
  };
  writeOwner(null);

  let socketServer: { stop(): Promise<void> } | undefined;
  return {
    db: drizzle({ client, schema }) as unknown as Db,
    kind: 'pglite',
    location: dir ?? 'in memory',
    dumpDataDir: () => client.dumpDataDir('none'),
    async shareOverSocket(port = 0) {
      const { PGLiteSocketServer } = await import('@electric-sql/pglite-socket');
      const server = new PGLiteSocketServer({ db: client, host: '127.0.0.1', port, maxConnections: 20 });
      await server.start();
      socketServer = server;
      const address = (server as unknown as { server: net.Server }).server?.address();
      const bound = typeof address === 'object' && address ? address.port : port;
      writeOwner(bound);
      return bound;
    },
    async close() {
      await socketServer?.stop();
      await client.close();
      if (dir) fs.rmSync(ownerFile(dataDir!), { force: true });
    },
  };
}

async function openPg(url: string, kind: DriverKind, location: string, connectTimeoutMs = 5_000): Promise<DbHandle> {
  const { default: pg } = await import('pg');
  const { drizzle } = await import('drizzle-orm/node-postgres');
  // A connection (or a free client of a busy pool) that does not come within 5 s is an error the API
  // answers with 503 (db/unavailable.ts) instead of a request that hangs while the database is away.
  const pool = new pg.Pool({ connectionString: url, max: kind === 'pglite-socket' ? 4 : 10, connectionTimeoutMillis: connectTimeoutMs });
  // An idle client that loses its connection must not crash the process.
  pool.on('error', (err) => console.warn(`[db] idle client error: ${err.message}`));
  return {
    db: drizzle({ client: pool, schema }) as unknown as Db,
    kind,
    location,
    close: () => pool.end(),
  };
}

async function openNeon(url: string): Promise<DbHandle> {
  const { Pool } = await import('@neondatabase/serverless');
  const { drizzle } = await import('drizzle-orm/neon-serverless');
  // Longer than pg's 5 s: a Neon compute scaled to zero takes a few seconds to wake.
  const pool = new Pool({ connectionString: url, connectionTimeoutMillis: 10_000 });
  pool.on('error', (err: Error) => console.warn(`[db] neon pool error: ${err.message}`));
  return {
    db: drizzle({ client: pool, schema }) as unknown as Db,
    kind: 'neon',
    location: redact(url),
    close: () => pool.end(),
  };
}

/** Hide the password of a connection string before printing it. */
export function redact(url: string) {
  try {
    const u = new URL(url);
    if (u.password) u.password = '***';
    return u.toString();
  } catch {
    return 'postgres (unparseable URL)';
  }
}
