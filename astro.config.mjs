// @ts-check
import react from '@astrojs/react';
import vercel from '@astrojs/vercel';
import { defineConfig } from 'astro/config';
import { loadEnv } from 'vite';
import { DEFAULT_LOCALE, LOCALES } from './core/i18n/locales.ts';
import buildDb from './src/integrations/build-db';
import changedOnly from './src/integrations/changed-only';
import { siteCsp } from './src/integrations/csp';
import buildTiming from './src/integrations/build-timing';
import keptOutput from './src/integrations/kept-output';
import modulePreload from './src/integrations/modulepreload';
import pagefind from './src/integrations/pagefind';
import serviceWorker from './src/integrations/service-worker';

const onVercel = Boolean(process.env.VERCEL);
// Changed-only builds (src/integrations/changed-only.ts): its first part runs before keptOutput and pagefind (it
// sets the kept manifest aside, then merges it back before they read it), its record after everything that writes.
const [changedOnlyPlan, changedOnlyRecord] = changedOnly();
const site = process.env.SITE_URL || 'http://127.0.0.1:4321';

// The public settings as import.meta.env sees them (.env files, then the process environment).
const publicEnv = { ...loadEnv(process.env.NODE_ENV === 'development' ? 'development' : 'production', process.cwd(), 'PUBLIC_'), ...process.env };

// `npm run dev` runs the API on its own port and proxies /api to it.
const apiProxy = process.env.API_PROXY_TARGET;

export default defineConfig({
  site,
  output: 'static',
  // The Vercel adapter only where Vercel builds (it writes .vercel/output);
  // locally the output is dist/, served by server/local-server.ts.
  adapter: onVercel ? vercel() : undefined,
  // keptOutput before pagefind: pages of deleted content are gone before the index is built.
  // serviceWorker after pagefind: /sw.js is built from the finished output (its offline page);
  // buildTiming last: it prints the time breakdown the others recorded (npm run bench:build);
  // local builds only — its prerenderer wrapper breaks the Vercel adapter's build (the adapter's
  // SSR entry), and the breakdown is for the bench, which builds locally.
  integrations: [react(), buildDb(), changedOnlyPlan, keptOutput(), pagefind(), modulePreload(), serviceWorker(), changedOnlyRecord, ...(onVercel ? [] : [buildTiming()])],
  trailingSlash: 'ignore',
  // English at the root as the spec's routes are, Hindi under /hi/ (docs/site.md#languages). No `fallback`:
  // Astro's fallback would render a Hindi copy of every English article (doubling a 50,000-article build);
  // /hi/ pages are thin files in src/pages/hi/ over the shared page views (src/views/).
  i18n: { locales: [...LOCALES], defaultLocale: DEFAULT_LOCALE, routing: { prefixDefaultLocale: false } },
  // Both overridable so a second instance (the e2e server) never shares a build folder.
  outDir: process.env.ASTRO_OUT_DIR || './dist',
  cacheDir: process.env.ASTRO_CACHE_DIR || './.cache/astro',
  prefetch: false,
  // Render (and restore from the incremental cache) several pages at once: most of a
  // build is waiting on the database socket and the file system, not on the CPU.
  build: { concurrency: Number(process.env.ASTRO_BUILD_CONCURRENCY) || 4 },
  // Content-Security-Policy in every page, hashes included (src/integrations/csp.ts, docs/site.md#security-headers).
  security: { csp: siteCsp(publicEnv) },
  experimental: {
    incrementalBuild: true,
  },
  server: { host: process.env.HOST || '127.0.0.1', port: Number(process.env.PORT) || 4321 },
  vite: {
    server: apiProxy ? { proxy: { '/api': { target: apiProxy, changeOrigin: false } } } : undefined,
  },
});
