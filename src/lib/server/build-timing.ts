/**
 * Where a build spends its time (issue 19): named durations collected in the
 * build process by the page modules (database loaders, cache-key hashing) and
 * the integrations (prerender phases, output pruning, Pagefind), printed as
 * one `[build-timing] {json}` line when the build ends
 * (src/integrations/build-timing.ts) and read by `npm run bench:build`.
 *
 * Kept on globalThis: the page modules are bundled by Vite and loaded apart
 * from the integrations, so each has its own copy of this module.
 */

export interface Timing {
  /** Summed milliseconds (calls may overlap: concurrent loaders, pages rendering four at a time). */
  ms: number;
  count: number;
}

const holder = globalThis as { __portalBuildTiming?: Map<string, Timing> };
const table = (holder.__portalBuildTiming ??= new Map());

export function recordTiming(name: string, ms: number, count = 1) {
  const t = table.get(name) ?? { ms: 0, count: 0 };
  t.ms += ms;
  t.count += count;
  table.set(name, t);
}

export async function timeAsync<T>(name: string, run: () => Promise<T>): Promise<T> {
  const started = performance.now();
  try {
    return await run();
  } finally {
    recordTiming(name, performance.now() - started);
  }
}

export function timeSync<T>(name: string, run: () => T): T {
  const started = performance.now();
  try {
    return run();
  } finally {
    recordTiming(name, performance.now() - started);
  }
}

/** Everything recorded so far, rounded to 0.1 ms. */
export function timings(): Record<string, Timing> {
  return Object.fromEntries([...table].map(([name, t]) => [name, { ms: Math.round(t.ms * 10) / 10, count: t.count }]));
}
