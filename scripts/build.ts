/**
 * `npm run build`: migrate (and seed an empty local database), then build
 * the site once. Locally the result is swapped into .build/ like `npm start`
 * does; on Vercel (VERCEL=1) the adapter writes .vercel/output and the API is
 * bundled into its function there (docs/deploy.md).
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { EnvError, loadEnv } from '#infra/env.ts';
import { createLogger } from '#infra/log.ts';
import { databaseUrlForChildren, prepareBackend } from '#server/bootstrap.ts';
import { siteFingerprint } from '#server/build-fingerprint.ts';
import { SiteBuilder } from '#server/site-builder.ts';
import { bundleFunction } from './vercel-function';

const root = path.resolve(import.meta.dirname, '..');

async function main() {
  const env = loadEnv();
  const log = createLogger(env.LOG_LEVEL, 'build');
  const backend = await prepareBackend(env, log);
  const DATABASE_URL = await databaseUrlForChildren(backend, env);
  let ok: boolean;
  if (process.env.VERCEL) {
    const astro = path.join(root, 'node_modules', 'astro', 'bin', 'astro.mjs');
    ok = spawnSync(process.execPath, [astro, 'build'], { cwd: root, stdio: 'inherit', env: { ...process.env, DATABASE_URL } }).status === 0;
    if (ok) {
      const fn = await bundleFunction(root);
      log.info(`API function: ${(fn.bytes / 1e6).toFixed(2)} MB (${(fn.entryBytes / 1e6).toFixed(2)} MB loaded at a cold start), bundled in ${fn.ms} ms`);
    }
  } else {
    const builder = new SiteBuilder({
      root,
      workDir: env.SITE_BUILD_ROOT,
      log,
      env: { DATABASE_URL, DATABASE_DRIVER: env.databaseDriver === 'neon' ? 'neon' : 'pg' },
      // Nothing changed since the build in .build/: it stays (SITE_FORCE_BUILD=1 builds anyway).
      fingerprint: process.env.SITE_FORCE_BUILD ? undefined : siteFingerprint(root, backend.handle.db),
    });
    const record = await builder.request('npm run build');
    ok = record.ok;
  }
  await backend.close();
  process.exit(ok ? 0 : 1);
}

main().catch((err) => {
  console.error(err instanceof EnvError ? err.message : err);
  process.exit(1);
});
