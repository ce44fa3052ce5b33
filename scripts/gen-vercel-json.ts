/**
 * Writes vercel.json from the rewrite table (server/rewrites.ts) and the
 * security header table (server/security-headers.ts).
 * `npm run gen:vercel`; tests/unit/rewrites.test.ts fails when the committed
 * file is out of date.
 */
import fs from 'node:fs';
import { SERVICE_WORKER_PATH, vercelNotFoundRoutes, vercelRoutes } from '#server/rewrites.ts';
import { vercelHeaderRoute } from '#server/security-headers.ts';

export function vercelConfig() {
  return {
    $schema: 'https://openapi.vercel.sh/vercel.json',
    buildCommand: 'npm run build',
    // `routes` (not `rewrites`/`headers`): they run before the filesystem check (server/rewrites.ts).
    routes: [
      // Security headers on every page and file (not /api: its answers set their own).
      vercelHeaderRoute(),
      { src: '^/_astro/(.*)$', headers: { 'Cache-Control': 'public, max-age=31536000, immutable' }, continue: true },
      // The service worker is always revalidated, so a new deploy's worker is found on the next visit.
      { src: `^${SERVICE_WORKER_PATH.replace('.', '\\.')}$`, headers: { 'Cache-Control': 'no-cache' }, continue: true },
      // The API function is prebuilt into .vercel/output/functions/api.func by `npm run build`
      // (scripts/vercel-function.ts, which also sets its maxDuration). The function sees the
      // original path; no capture is passed on (an unused named one would arrive as `?path=`).
      { src: '^/api/.*$', dest: '/api' },
      ...vercelRoutes(),
      // After a missed file check: an unknown /hi/… path gets the Hindi 404 page (server/rewrites.ts).
      { handle: 'filesystem' },
      ...vercelNotFoundRoutes(),
    ],
  };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  fs.writeFileSync('vercel.json', `${JSON.stringify(vercelConfig(), null, 2)}\n`);
  console.log('vercel.json written');
}
