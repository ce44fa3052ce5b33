/**
 * What a build of the site is made from, as one hash: the database's content
 * version (every write to a rendered table bumps it: migration 0006) and the
 * code, settings and day (infra/build-inputs.ts). The same fingerprint as the
 * build being served means a build would make the same files: the site
 * builder keeps serving it instead (issue 19's no-change build). Anything
 * else a page may come to depend on must be added here, or such a build goes
 * stale: see docs/site.md.
 */
import { createHash } from 'node:crypto';
import type { Db } from '#db/client.ts';
import { contentVersion } from '#db/queries/site.ts';
import { codeFingerprint, type CodeInputs } from '#infra/build-inputs.ts';

export interface FingerprintInputs extends CodeInputs {
  content: { epoch: string; version: number };
}

export async function buildFingerprint({ content, ...code }: FingerprintInputs): Promise<string> {
  return createHash('sha256')
    .update(JSON.stringify({ content, code: await codeFingerprint(code) }))
    .digest('hex');
}

/** The site builder's `fingerprint` option for a database. */
export function siteFingerprint(root: string, db: Db): (buildEnv: NodeJS.ProcessEnv) => Promise<string> {
  return async (env) => buildFingerprint({ root, content: await contentVersion(db), env });
}
