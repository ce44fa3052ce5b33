/**
 * `<link rel="modulepreload">` for every module a page's module scripts import statically, written into the built
 * HTML of the pages that need their script at once (astro:build:done). Astro emits a page's scripts as
 * `<script type="module" src="/_astro/…">` and nothing for the chunks those import, so the browser learns of a
 * chunk only when the one importing it has arrived: the daily quiz's island (its entry → lean-fetch →
 * api-key-manager → constants) took three round trips after the HTML before it could draw the questions, the
 * page's largest paint. With the links every chunk is asked with the page. Nothing is fetched that the page did not
 * fetch anyway (static imports only: a dynamic `import()` stays on demand), so the JavaScript before interaction is
 * unchanged.
 *
 * Only PAGES: most pages' scripts run at idle or on a click, and an article build has tens of thousands of pages.
 * Idempotent (a page kept from an earlier build by the changed-only build already has its links).
 */
import type { AstroIntegration } from 'astro';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { recordTiming } from '../lib/server/build-timing';

/** Built pages (relative to the site folder) whose island starts at once: /daily-quiz in both languages. */
export const PRELOAD_PAGES = ['daily-quiz/index.html', 'hi/daily-quiz/index.html'] as const;

/** The chunks a built module imports statically (`import … from"./x.js"`, `import"./x.js"`, `export … from`), not `import("…")`. */
export function staticImports(js: string): string[] {
  const found = new Set<string>();
  for (const m of js.matchAll(/(?:^|[;\s}])(?:import|export)\s*(?:[\w$*{},\s]*?\bfrom\s*)?["'](\.\/[^"']+\.js)["']/g)) found.add(m[1].slice(2));
  return [...found];
}

/** Every chunk under `_astro/` reached from the entries by static imports, entries left out, in discovery order. */
export function staticClosure(astroDir: string, entries: string[]): string[] {
  const seen = new Set(entries);
  const out: string[] = [];
  const todo = [...entries];
  while (todo.length) {
    const file = path.join(astroDir, todo.shift()!);
    if (!fs.existsSync(file)) continue;
    for (const dep of staticImports(fs.readFileSync(file, 'utf8'))) {
      if (seen.has(dep)) continue;
      seen.add(dep);
      out.push(dep);
      todo.push(dep);
    }
  }
  return out;
}

/** The page with a modulepreload link per statically imported chunk of its module scripts, before its stylesheet. */
export function withModulePreloads(html: string, astroDir: string): string {
  if (html.includes('rel="modulepreload"')) return html;
  const entries = [...html.matchAll(/<script type="module" src="\/_astro\/([^"?#]+\.js)"/g)].map((m) => m[1]);
  const deps = staticClosure(astroDir, entries);
  if (!deps.length) return html;
  const links = deps.map((dep) => `<link rel="modulepreload" href="/_astro/${dep}">`).join('');
  const at = html.search(/<link rel="stylesheet"|<\/head>/);
  return at < 0 ? html : html.slice(0, at) + links + html.slice(at);
}

export function writeModulePreloads(site: string, pages: readonly string[] = PRELOAD_PAGES): number {
  let links = 0;
  for (const page of pages) {
    const file = path.join(site, page);
    if (!fs.existsSync(file)) continue;
    const html = fs.readFileSync(file, 'utf8');
    const next = withModulePreloads(html, path.join(site, '_astro'));
    if (next === html) continue;
    links += (next.match(/rel="modulepreload"/g) ?? []).length;
    fs.writeFileSync(file, next);
  }
  return links;
}

export default function modulePreload(): AstroIntegration {
  let outDir: URL;
  return {
    name: 'modulepreload',
    hooks: {
      'astro:config:done': ({ config }) => {
        outDir = config.outDir;
      },
      'astro:build:done': ({ dir, logger }) => {
        const started = performance.now();
        const links = writeModulePreloads(fileURLToPath(dir ?? outDir).replace(/\/$/, ''));
        recordTiming('modulePreload', performance.now() - started);
        logger.info(`modulepreload: ${links} links on ${PRELOAD_PAGES.length} pages`);
      },
    },
  };
}
