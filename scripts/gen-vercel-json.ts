/**
 * Writes vercel.json from the rewrite table (server/rewrites.ts).
 * `npm run gen:vercel`; tests/unit/rewrites.test.ts fails when the committed
 * file is out of date.
 */
import fs from 'node:fs';
import { vercelRewrites } from '../server/rewrites';

export function vercelConfig() {
  return {
    $schema: 'https://openapi.vercel.sh/vercel.json',
    buildCommand: 'npm run build',
    functions: { 'api/index.ts': { maxDuration: 10 } },
    rewrites: [{ source: '/api/:path*', destination: '/api' }, ...vercelRewrites()],
    headers: [
      {
        source: '/_astro/(.*)',
        headers: [{ key: 'Cache-Control', value: 'public, max-age=31536000, immutable' }],
      },
    ],
  };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  fs.writeFileSync('vercel.json', `${JSON.stringify(vercelConfig(), null, 2)}\n`);
  console.log('vercel.json written');
}
