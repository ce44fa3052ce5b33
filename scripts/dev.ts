/**
 * `npm run dev`: Astro's dev server with hot reload on http://127.0.0.1:4321,
 * and the API on the next port, proxied under /api by Vite (astro.config.mjs).
 * Pages read the same database through the shared socket (embedded) or
 * DATABASE_URL.
 */
import { spawn } from 'node:child_process';
import path from 'node:path';
import { createApiApp } from '#api/_app/app.ts';
import { loadEnv } from '#infra/env.ts';
import { planLocalAuth } from '#server/firebase-emulator.ts';
import { createLogger } from '#infra/log.ts';
import { appDeps, databaseUrlForChildren, prepareBackend } from '#server/bootstrap.ts';
import { startLocalServer } from '#server/local-server.ts';

const root = path.resolve(import.meta.dirname, '..');

const env = loadEnv();
const log = createLogger(env.LOG_LEVEL, 'dev');
// Sign-in against the Firebase Auth emulator, as `npm start` does (docs/accounts.md).
const auth = await planLocalAuth(env, log);
const backend = await prepareBackend(env, log);
const DATABASE_URL = await databaseUrlForChildren(backend, env);
const deps = appDeps(backend, { ...env, ...auth.apiEnv }, log, (reason) => log.debug(`dev: content changed (${reason}); pages refresh on reload`));
const api = createApiApp(async () => deps);
const apiPort = env.PORT + 1;
const { url: apiUrl } = await startLocalServer({ api, siteDir: () => null, host: env.HOST, port: apiPort });
log.info(`API on ${apiUrl}/api (proxied from the dev server)`);

const astro = path.join(root, 'node_modules', 'astro', 'bin', 'astro.mjs');
const child = spawn(process.execPath, [astro, 'dev', '--host', env.HOST, '--port', String(env.PORT)], {
  cwd: root,
  stdio: 'inherit',
  env: { ...process.env, ...auth.buildEnv, DATABASE_URL, DATABASE_DRIVER: env.databaseDriver === 'neon' ? 'neon' : 'pg', API_PROXY_TARGET: apiUrl },
});
const stop = async () => {
  child.kill('SIGTERM');
  await (await auth.emulator)?.stop();
  await backend.close();
  process.exit(0);
};
child.on('exit', stop);
process.once('SIGINT', stop);
process.once('SIGTERM', stop);
