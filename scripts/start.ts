/**
 * `npm start`: migrate, seed on first start, build the site incrementally and
 * serve site + API on http://127.0.0.1:4321 (PORT/HOST override). Content
 * edits made through the API trigger a background rebuild; the served output
 * is swapped only when that build succeeds.
 */
import path from 'node:path';
import { createApiApp } from '#api/_app/app.ts';
import { visitBuffer } from '#api/_app/visit-buffer.ts';
import { EnvError, loadEnv } from '#infra/env.ts';
import { planLocalAuth } from '#server/firebase-emulator.ts';
import { createLogger } from '#infra/log.ts';
import { createRebuildTrigger } from '#infra/rebuild.ts';
import { uploadsDir } from '#infra/storage/index.ts';
import { appDeps, databaseUrlForChildren, prepareBackend } from '#server/bootstrap.ts';
import { startLocalServer } from '#server/local-server.ts';
import { siteFingerprint } from '#server/build-fingerprint.ts';
import { devClock } from '#server/dev-clock.ts';
import { SiteBuilder } from '#server/site-builder.ts';

const root = path.resolve(import.meta.dirname, '..');

async function main() {
  const env = loadEnv();
  const log = createLogger(env.LOG_LEVEL, 'start');
  // Sign-in: the Firebase Auth emulator boots in the background unless production Firebase config is given (docs/accounts.md).
  const auth = await planLocalAuth(env, log);
  const backend = await prepareBackend(env, log);
  const childDatabaseUrl = await databaseUrlForChildren(backend, env);

  const builder = new SiteBuilder({
    root,
    workDir: env.SITE_BUILD_ROOT,
    log,
    env: { DATABASE_URL: childDatabaseUrl, DATABASE_DRIVER: 'pg', SITE_URL: env.SITE_URL ?? `http://${env.HOST}:${env.PORT}`, ...auth.buildEnv },
    // A start (or a request) with the content, code and settings of the served build keeps serving it.
    fingerprint: siteFingerprint(root, backend.handle.db),
  });
  // Edits inside the debounce window are counted for the dashboard's rebuild panel (pending edits).
  let debouncedEdits = 0;
  const trigger = createRebuildTrigger({
    log,
    run: (reasons) => {
      debouncedEdits = 0;
      void builder.request(reasons.join(', '));
    },
    debounceMs: 1500,
  });
  const requestRebuild = (reason: string) => {
    debouncedEdits++;
    trigger(reason);
  };
  // DEV_CLOCK=1 (local e2e only): the API's clock can be moved (server/dev-clock.ts).
  const clock = devClock(env);
  const deps = {
    ...appDeps(backend, { ...env, ...auth.apiEnv }, log, requestRebuild),
    ...(clock ? { now: clock.now } : {}),
    buildStatus: () => {
      const { building, pendingEdits, last } = builder.status();
      return { building, pendingEdits: pendingEdits + debouncedEdits, last };
    },
  };
  const api = clock ? clock.mount(createApiApp(async () => deps)) : createApiApp(async () => deps);
  const { server, url } = await startLocalServer({
    api,
    siteDir: () => builder.siteDir(),
    host: env.HOST,
    port: env.PORT,
    uploadsDir: uploadsDir(env.dataDir),
    production: env.isProduction,
  });

  console.log(
    [
      '',
      `  Site      ${url}/`,
      `  API       ${url}/api  (docs: ${url}/api/openapi.json, health: ${url}/api/health)`,
      `  Admin     ${url}/admin  id: ${backend.admin.id}  password: ${backend.admin.source === 'env' ? '(from ADMIN_PASSWORD)' : backend.admin.password}`,
      `  Database  ${backend.handle.location}${backend.seeded ? '  (demo content seeded now)' : ''}`,
      `  Cache     ${backend.cache.kind}`,
      `  Sign-in   ${auth.summary}`,
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
    await visitBuffer(backend.handle.db, log).flush(); // article visits counted in the last second
    await (await auth.emulator)?.stop();
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
