/**
 * The Vercel CLI for the deployment test, installed on demand into a cache
 * folder outside the project (~360 MB: it stays off `npm install`), once per
 * machine and version. `VERCEL_CLI_DIR` overrides the folder.
 *
 * The registry mirror here lacks `sandbox@4.4.0`, a dependency of the CLI;
 * an npm `overrides` entry pins 4.5.0, which exists and works.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export const VERCEL_CLI_VERSION = '64.0.2';

export function vercelCliDir(): string {
  const cache = process.env.XDG_CACHE_HOME || path.join(os.homedir(), '.cache');
  return process.env.VERCEL_CLI_DIR || path.join(cache, 'exam-prep-portal', `vercel-cli-${VERCEL_CLI_VERSION}`);
}

/** Path of the `vercel` binary, installing the CLI first when needed. */
export function ensureVercelCli(log: (line: string) => void = console.log): string {
  const dir = vercelCliDir();
  const bin = path.join(dir, 'node_modules', '.bin', 'vercel');
  if (fs.existsSync(bin)) return bin;
  log(`installing the Vercel CLI ${VERCEL_CLI_VERSION} into ${dir} (once per machine, ~360 MB)`);
  fs.mkdirSync(dir, { recursive: true });
  fs.writeFileSync(
    path.join(dir, 'package.json'),
    JSON.stringify({ name: 'vercel-cli-cache', private: true, dependencies: { vercel: VERCEL_CLI_VERSION }, overrides: { sandbox: '4.5.0' } }, null, 2),
  );
  execFileSync('npm', ['install', '--no-audit', '--no-fund', '--loglevel=error'], { cwd: dir, stdio: 'inherit', timeout: 15 * 60_000 });
  if (!fs.existsSync(bin)) throw new Error(`the Vercel CLI did not install into ${dir}`);
  return bin;
}
