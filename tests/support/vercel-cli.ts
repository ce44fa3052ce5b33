/**
 * The Vercel CLI for the deployment test, installed on demand outside the
 * project (~360 MB: it stays off `npm install`; scripts/tool-cache.ts). The
 * registry mirror here lacks `sandbox@4.4.0`, a dependency of the CLI; an npm
 * `overrides` entry pins 4.5.0, which exists and works.
 */
import path from 'node:path';
import { ensureTool } from '#scripts/tool-cache.ts';

export const VERCEL_CLI = { name: 'vercel', version: '64.0.2', overrides: { sandbox: '4.5.0' } };

/** Path of the `vercel` binary, installing the CLI first when needed. */
export function ensureVercelCli(log?: (line: string) => void): string {
  return path.join(ensureTool(VERCEL_CLI, log), 'node_modules', '.bin', 'vercel');
}
