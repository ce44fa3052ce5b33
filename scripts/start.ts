/**
 * `npm start`: migrate, seed on first start, build the site incrementally and
 * serve site + API on http://127.0.0.1:4321 (PORT/HOST override). Content
 * edits made through the API trigger a background rebuild; the served output
 * is swapped only when that build succeeds.
 */
import path from 'node:path';
import { createApiApp } from '../api/_app/app';
import { EnvError, loadEnv } from '../lib/env';
import { createLogger } from '../lib/log';
import { createRebuildTrigger } from '../lib/rebuild';
import { appDeps, databaseUrlForChildren, prepareBackend } from '../server/bootstrap';
import { startLocalServer } from '../server/local-server';
import { SiteBuilder } from '../server/site-builder';

const root = path.resolve(import.meta.dirname, '..');

async function main() {
  const env = loadEnv();
  const log = createLogger(env.LOG_LEVEL, 'start');
  const backend = await prepareBackend(env, log);
  const childDatabaseUrl = await databaseUrlForChildren(backend, env);

  const builder = new SiteBuilder({
    root,
    workDir: env.SITE_BUILD_ROOT,
    log,
    env: { DATABASE_URL: childDatabaseUrl, DATABASE_DRIVER: 'pg', SITE_URL: env.SITE_URL ?? `http://${env.HOST}:${env.PORT}` },
  });
  const requestRebuild = createRebuildTrigger({ log, run: (reasons) => void builder.request(reasons.join(', ')), debounceMs: 1500 });
  const deps = appDeps(backend, env, log, requestRebuild);
  const api = createApiApp(async () => deps);
  const { server, url } = await startLocalServer({ api, siteDir: () => builder.siteDir(), host: env.HOST, port: env.PORT });

  console.log(
    [
      '',
      `  Site      ${url}/`,
      `  API       ${url}/api  (docs: ${url}/api/openapi.json, health: ${url}/api/health)`,
      `  Admin     ${url}/admin  id: ${backend.admin.id}  password: ${backend.admin.source === 'env' ? '(from ADMIN_PASSWORD)' : backend.admin.password}`,
      `  Database  ${backend.handle.location}${backend.seeded ? '  (demo content seeded now)' : ''}`,
      `  Cache     ${backend.cache.kind}`,
      `  Builds    ${path.relative(root, builder.buildsDir)}/  (incremental cache: .cache/astro)`,
      '',
    ].join('\n'),
  );

  const first = builder.request(builder.siteDir() ? 'start (serving the previous build meanwhile)' : 'first build');
  void first.then((record) => {
    if (record.ok) console.log(`  Ready     ${url}/  (site built in ${(record.durationMs / 1000).toFixed(1)} s)\n`);
  });

  const stop = async () => {
    server.close();
    await backend.close();
    process.exit(0);
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

main().catch((err) => {
  console.error(err instanceof EnvError ? err.message : err);
  process.exit(1);
});
