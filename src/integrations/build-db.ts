/**
 * Closes the build-time database handle (src/lib/server/build-db.ts) when the
 * build ends, so `astro build` exits instead of waiting on an open pool.
 */
import type { AstroIntegration } from 'astro';

export default function buildDb(): AstroIntegration {
  return {
    name: 'portal:build-db',
    hooks: {
      'astro:build:done': async () => {
        const handle = (globalThis as { __portalBuildDb?: Promise<{ close(): Promise<void> }> }).__portalBuildDb;
        if (handle) await (await handle).close();
      },
    },
  };
}
