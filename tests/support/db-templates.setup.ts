/**
 * Vitest global setup: one migrated database per backend, made once per run,
 * that every test database starts as a copy of (tests/support/db.ts). A fresh
 * PGlite otherwise runs initdb and all migrations for each test file's
 * database, and a scratch Postgres database runs the migrations.
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDb } from '#db/client.ts';
import { migrateDb } from '#db/migrate.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A file holding a migrated PGlite data directory (uncompressed dump). */
    pgliteTemplateFile: string;
    /** A migrated Postgres database next to DATABASE_URL's, or '' without DATABASE_URL. */
    pgTemplateDatabase: string;
  }
}

async function admin(statement: string) {
  const client = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/** Templates of runs that were killed before their teardown: older than this, removed by the next run. */
const STALE_MS = 6 * 3600_000;
const stale = (id: string) => Date.now() - parseInt(id.split('_')[0], 36) > STALE_MS;

async function removeStale() {
  for (const f of fs.readdirSync(os.tmpdir())) {
    const m = /^pglite-template-(.+)\.tar$/.exec(f);
    if (m && stale(m[1])) fs.rmSync(path.join(os.tmpdir(), f), { force: true });
  }
  if (!process.env.DATABASE_URL) return;
  const client = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await client.connect();
  try {
    const { rows } = await client.query<{ datname: string }>(`select datname from pg_database where datname like 't\\_template\\_%'`);
    for (const { datname } of rows) if (stale(datname.slice('t_template_'.length))) await client.query(`drop database if exists ${datname} with (force)`);
  } finally {
    await client.end();
  }
}

export default async function setup(project: TestProject) {
  const id = `${Date.now().toString(36)}_${randomBytes(3).toString('hex')}`;
  await removeStale();

  const handle = await openDb({ databaseDriver: 'pglite', dataDir: ':memory:' });
  await migrateDb(handle);
  const file = path.join(os.tmpdir(), `pglite-template-${id}.tar`);
  fs.writeFileSync(file, Buffer.from(await (await handle.dumpDataDir!()).arrayBuffer()));
  await handle.close();
  project.provide('pgliteTemplateFile', file);

  let database = '';
  if (process.env.DATABASE_URL) {
    database = `t_template_${id}`;
    await admin(`create database ${database}`);
    const url = new URL(process.env.DATABASE_URL);
    url.pathname = `/${database}`;
    const pgHandle = await openDb({ databaseDriver: 'pg', DATABASE_URL: url.toString(), dataDir: '' });
    await migrateDb(pgHandle);
    await pgHandle.close();
  }
  project.provide('pgTemplateDatabase', database);

  return async () => {
    fs.rmSync(file, { force: true });
    if (database) await admin(`drop database if exists ${database} with (force)`);
  };
}
