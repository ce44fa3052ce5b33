/**
 * The site's `security.csp` for astro.config.mjs. Astro hashes every script
 * and style it emits (bundled, inlined, island runtime) and writes the policy
 * into each page as <meta http-equiv="content-security-policy"> (a static
 * build has no response to put a header on); our own inline scripts are
 * hashed here, from src/inline-scripts — the same files the components
 * render with set:html, byte for byte. The sources come from
 * core/security/csp.ts (only the configured third parties). The headers that
 * a <meta> cannot carry (frame-ancestors, HSTS, …) are in
 * server/security-headers.ts.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroUserConfig } from 'astro';
import { pageCsp, type CspEnv } from '#core/security/csp.ts';

export const INLINE_SCRIPTS_DIR = fileURLToPath(new URL('../inline-scripts/', import.meta.url));

/** 'sha256-…' of each inline script the components render (src/inline-scripts/*.js). */
export function inlineScriptHashes(dir = INLINE_SCRIPTS_DIR): `sha256-${string}`[] {
  return fs
    .readdirSync(dir)
    .filter((f) => f.endsWith('.js'))
    .sort()
    .map((f) => `sha256-${createHash('sha256').update(fs.readFileSync(path.join(dir, f))).digest('base64')}` as const);
}

type CspConfig = Exclude<NonNullable<NonNullable<AstroUserConfig['security']>['csp']>, boolean>;

export function siteCsp(env: CspEnv): CspConfig {
  const policy = pageCsp(env);
  return {
    algorithm: 'SHA-256',
    directives: policy.directives as CspConfig['directives'],
    scriptDirective: { resources: policy.scriptSources, hashes: inlineScriptHashes() },
    styleDirective: {
      resources: [...policy.styleSources, ...policy.styleAttributeSources.map((resource) => ({ resource, kind: 'attribute' as const }))],
    },
  };
}
