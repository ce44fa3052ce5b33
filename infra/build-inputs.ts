/**
 * What a build of the site is made from besides the database's content: the
 * code and files the build reads, the build settings from the environment,
 * and the day in India (batch statuses and the footer's year follow the
 * date), as one hash. server/build-fingerprint.ts adds the content version
 * to it (the no-change build); src/integrations/changed-only.ts compares it
 * with the kept build's (a changed-only build needs the same code).
 */
import { createHash } from 'node:crypto';
import fsp from 'node:fs/promises';
import path from 'node:path';
import { SITE_TIME_ZONE } from '#core/constants.ts';

/** Folders and files the build reads (conservative: any change in them rebuilds). */
export const BUILD_INPUTS = ['src', 'core', 'db', 'infra', 'server', 'public', 'astro.config.mjs', 'package.json', 'package-lock.json', 'tsconfig.json'];
/** Environment variables that change what the build makes. */
const SETTING = /^(PUBLIC_|SITE_|PAGEFIND_|ASTRO_BUILD_|NODE_ENV$)/;

async function filesOf(root: string, rel: string): Promise<string[]> {
  const full = path.join(root, rel);
  const stat = await fsp.stat(full).catch(() => null);
  if (!stat) return [];
  if (stat.isFile()) return [rel];
  const entries = await fsp.readdir(full, { recursive: true, withFileTypes: true });
  return entries.filter((e) => e.isFile()).map((e) => path.relative(root, path.join(e.parentPath, e.name)));
}

/** sha256 over the build's input files (paths and bytes), in a stable order. */
export async function codeHash(root: string): Promise<string> {
  const files = (await Promise.all(BUILD_INPUTS.map((rel) => filesOf(root, rel)))).flat().sort();
  const hash = createHash('sha256');
  for (const file of files) hash.update(`${file}\0`).update(await fsp.readFile(path.join(root, file))).update('\0');
  return hash.digest('hex');
}

export interface CodeInputs {
  root: string;
  env: NodeJS.ProcessEnv;
  now?: Date;
}

/** sha256 of the input files, the build settings and the day. */
export async function codeFingerprint({ root, env, now = new Date() }: CodeInputs): Promise<string> {
  const settings = Object.entries(env)
    .filter(([k]) => SETTING.test(k))
    .sort(([a], [b]) => a.localeCompare(b));
  const day = new Intl.DateTimeFormat('en-CA', { timeZone: SITE_TIME_ZONE }).format(now);
  return createHash('sha256')
    .update(JSON.stringify({ code: await codeHash(root), settings, day }))
    .digest('hex');
}
