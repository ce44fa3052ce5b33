/**
 * Resolves a request URL through a Build Output API `config.json` the way
 * Vercel's edge does for the parts this project uses: headers routes
 * (`continue`), the filesystem phase (static files, directory indexes and
 * functions), rewrites with `has` query conditions and named captures
 * (`check: true`), and status routes. Enough to prove that a URL a visitor
 * opens reaches the right static file or the function.
 */
import fs from 'node:fs';
import path from 'node:path';

interface Route {
  src?: string;
  dest?: string;
  status?: number;
  headers?: Record<string, string>;
  continue?: boolean;
  check?: boolean;
  has?: { type: string; key: string; value?: string }[];
  handle?: string;
}

export type Resolution =
  | { kind: 'static'; file: string; status: number; headers: Record<string, string> }
  | { kind: 'function'; name: string; status: number; headers: Record<string, string> }
  | { kind: 'none'; status: number; headers: Record<string, string> };

export function createRouter(outputDir: string) {
  const config = JSON.parse(fs.readFileSync(path.join(outputDir, 'config.json'), 'utf8')) as { routes: Route[] };
  const staticDir = path.join(outputDir, 'static');
  const functionsDir = path.join(outputDir, 'functions');

  const isFile = (file: string) => fs.existsSync(file) && fs.statSync(file).isFile();

  function lookup(pathname: string): { kind: 'static'; file: string } | { kind: 'function'; name: string } | null {
    const clean = decodeURIComponent(pathname).replace(/\/+$/, '') || '/';
    if (fs.existsSync(path.join(functionsDir, `${clean.slice(1)}.func`))) return { kind: 'function', name: clean };
    for (const candidate of [clean, path.join(clean, 'index.html'), `${clean}.html`]) {
      const file = path.join(staticDir, candidate);
      if (file.startsWith(staticDir) && isFile(file)) return { kind: 'static', file };
    }
    return null;
  }

  // Vercel runs the routes phase by phase: the ones before the first `handle`, then the
  // filesystem check, then the routes of the `filesystem` phase, and the `error` phase for a 404.
  const phases = new Map<string, Route[]>([['main', []]]);
  let phase = 'main';
  for (const route of config.routes) {
    if (route.handle) phases.set((phase = route.handle), []);
    else phases.get(phase)!.push(route);
  }

  return function resolve(url: string | URL): Resolution {
    const u = new URL(url, 'https://deployment.test');
    let pathname = u.pathname;
    const headers: Record<string, string> = {};

    /** Applies a phase's routes; a resolution ends the request, null goes on to the next phase. */
    const run = (routes: Route[]): Resolution | null => {
      for (const route of routes) {
        const match = new RegExp(route.src!).exec(pathname);
        if (!match) continue;
        const captures: Record<string, string> = { ...match.groups };
        const hasOk = (route.has ?? []).every((cond) => {
          if (cond.type !== 'query') return false;
          const value = u.searchParams.get(cond.key);
          if (value === null) return false;
          if (!cond.value) return true;
          const m = new RegExp(`^(?:${cond.value})$`).exec(value);
          if (m) Object.assign(captures, m.groups);
          return Boolean(m);
        });
        if (!hasOk) continue;
        if (route.headers) Object.assign(headers, route.headers);
        if (route.dest) {
          pathname = route.dest
            .replace(/\$(\d+)/g, (_, i: string) => match[Number(i)] ?? '')
            .replace(/\$([A-Za-z_]\w*)/g, (_, name: string) => captures[name] ?? '')
            .split('?')[0];
        }
        if (route.status) {
          const hit = lookup(pathname);
          return hit?.kind === 'static' ? { ...hit, status: route.status, headers } : { kind: 'none', status: route.status, headers };
        }
        if (route.continue) continue;
        const hit = route.dest ? lookup(pathname) : null;
        if (hit) return { ...hit, status: 200, headers };
        if (!route.check) return null;
      }
      return null;
    };

    const main = run(phases.get('main')!);
    if (main) return main;
    const file = lookup(pathname);
    if (file) return { ...file, status: 200, headers };
    const rewritten = run(phases.get('filesystem') ?? []);
    if (rewritten) return rewritten;
    return run(phases.get('error') ?? []) ?? { kind: 'none', status: 404, headers };
  };
}
