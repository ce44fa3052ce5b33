/**
 * Signing secrets for local runs (`npm start`, `npm run dev`, `vercel dev`)
 * that configure none: made at random on first start and kept with the local
 * data (DATA_DIR/secrets.json, mode 0600), so attempt tokens, answer-key
 * addresses and admin sessions survive a restart and are shared by every
 * local process, while no key is ever in the source. Deployments never use
 * this: they must configure ADMIN_SESSION_SECRET (infra/env.ts).
 */
import { randomBytes } from 'node:crypto';
import { chmodSync, mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';

export interface LocalSecrets {
  adminSessionSecret: string;
  mockAttemptSecret: string;
}

const FILE = 'secrets.json';
const MODE = 0o600;

export const localSecretsPath = (dataDir: string): string => path.join(dataDir, FILE);

const fresh = (): LocalSecrets => ({
  adminSessionSecret: randomBytes(32).toString('base64url'),
  mockAttemptSecret: randomBytes(32).toString('base64url'),
});

function parse(text: string): LocalSecrets | undefined {
  try {
    const value = JSON.parse(text) as Partial<LocalSecrets>;
    const ok = (s: unknown) => typeof s === 'string' && s.length >= 32;
    if (ok(value.adminSessionSecret) && ok(value.mockAttemptSecret)) return value as LocalSecrets;
  } catch {
    // unreadable: made again below
  }
  return undefined;
}

/** The secrets kept in `dataDir`, made (once, 0600) when missing or unreadable. */
export function localSecrets(dataDir: string): LocalSecrets {
  const file = localSecretsPath(dataDir);
  let text: string | undefined;
  try {
    text = readFileSync(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  const kept = text === undefined ? undefined : parse(text);
  if (kept) {
    if ((statSync(file).mode & 0o777) !== MODE) chmodSync(file, MODE); // a copied folder may have widened it
    return kept;
  }
  mkdirSync(dataDir, { recursive: true });
  const made = fresh();
  try {
    // 'wx': when two processes start at once, the first file wins and the other reads it.
    writeFileSync(file, `${JSON.stringify(made, null, 2)}\n`, { mode: MODE, flag: text === undefined ? 'wx' : 'w' });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    const other = parse(readFileSync(file, 'utf8'));
    if (other) return other;
    throw error;
  }
  chmodSync(file, MODE); // the umask may have narrowed it; never wider than 0600
  return made;
}
