/**
 * Local signing secrets (issue 26, item 9): a local run without configured
 * secrets signs with keys made on first start and kept in DATA_DIR
 * (secrets.json, 0600), never with a key written in the source.
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync, chmodSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { attemptToken } from '#api/_app/attempt-token.ts';
import { parseEnv, withLocalSecrets } from '#infra/env.ts';
import { localSecrets, localSecretsPath } from '#infra/local-secrets.ts';

const dirs: string[] = [];
const tempDir = () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'secrets-'));
  dirs.push(dir);
  return dir;
};
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('localSecrets', () => {
  it('makes the secrets once, 0600, in the data folder (created if missing), and reuses them', () => {
    const dataDir = path.join(tempDir(), 'nested', '.data');
    const first = localSecrets(dataDir);
    expect(first.adminSessionSecret).toMatch(/^[\w-]{43}$/);
    expect(first.mockAttemptSecret).toMatch(/^[\w-]{43}$/);
    expect(first.mockAttemptSecret).not.toBe(first.adminSessionSecret);
    const file = localSecretsPath(dataDir);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(JSON.parse(readFileSync(file, 'utf8'))).toEqual(first);
    expect(localSecrets(dataDir)).toEqual(first);
    expect(readdirSync(dataDir)).toEqual(['secrets.json']);
    // Another data folder, other secrets.
    expect(localSecrets(tempDir()).mockAttemptSecret).not.toBe(first.mockAttemptSecret);
  });

  it('narrows a widened file back to 0600 and replaces an unreadable one', () => {
    const dataDir = tempDir();
    const kept = localSecrets(dataDir);
    chmodSync(localSecretsPath(dataDir), 0o644);
    expect(localSecrets(dataDir)).toEqual(kept);
    expect(statSync(localSecretsPath(dataDir)).mode & 0o777).toBe(0o600);
    writeFileSync(localSecretsPath(dataDir), 'not json');
    const remade = localSecrets(dataDir);
    expect(remade.mockAttemptSecret).not.toBe(kept.mockAttemptSecret);
    expect(localSecrets(dataDir)).toEqual(remade);
    expect(statSync(localSecretsPath(dataDir)).mode & 0o777).toBe(0o600);
  });
});

describe('withLocalSecrets (loadEnv)', () => {
  it('a local env without secrets signs with the kept ones, the same after a restart', () => {
    const dataDir = tempDir();
    const env = withLocalSecrets(parseEnv({ NODE_ENV: 'development', DATA_DIR: dataDir }));
    const kept = localSecrets(dataDir);
    expect(env.MOCK_ATTEMPT_SECRET).toBe(kept.mockAttemptSecret);
    expect(env.ADMIN_SESSION_SECRET).toBe(kept.adminSessionSecret);
    const restarted = withLocalSecrets(parseEnv({ NODE_ENV: 'development', DATA_DIR: dataDir }));
    expect(attemptToken(restarted, 'attempt-1')).toBe(attemptToken(env, 'attempt-1'));
    // Another machine (data folder) signs differently: the key is not a constant.
    const elsewhere = withLocalSecrets(parseEnv({ NODE_ENV: 'development', DATA_DIR: tempDir() }));
    expect(attemptToken(elsewhere, 'attempt-1')).not.toBe(attemptToken(env, 'attempt-1'));
  });

  it('keeps configured secrets, and never touches a deployment', () => {
    const dataDir = tempDir();
    const configured = withLocalSecrets(parseEnv({ NODE_ENV: 'development', DATA_DIR: dataDir, ADMIN_SESSION_SECRET: 'configured-admin-secret' }));
    expect(configured.ADMIN_SESSION_SECRET).toBe('configured-admin-secret');
    expect(configured.MOCK_ATTEMPT_SECRET).toBeUndefined(); // still derived from ADMIN_SESSION_SECRET
    const deployedDir = tempDir();
    const deployed = parseEnv({
      VERCEL_ENV: 'preview',
      DATA_DIR: deployedDir,
      DATABASE_URL: 'postgres://db.example/p',
      ADMIN_ID: 'admin',
      ADMIN_PASSWORD: 'a-long-password',
      ADMIN_SESSION_SECRET: 'preview-secret',
    });
    expect(withLocalSecrets(deployed)).toBe(deployed);
    expect(readdirSync(deployedDir)).toEqual([]);
  });

  it('without any secret (tests), each process signs with a random key: none from the source', async () => {
    const env = parseEnv({ NODE_ENV: 'test' });
    const tokens = new Set<string>();
    for (let i = 0; i < 2; i++) {
      vi.resetModules(); // a fresh process's module state
      const fresh = await import('#api/_app/attempt-token.ts');
      tokens.add(fresh.attemptToken(env, 'attempt-1'));
    }
    expect(tokens.size).toBe(2);
    const source = readFileSync(path.resolve(import.meta.dirname, '../../api/_app/attempt-token.ts'), 'utf8');
    expect(source).not.toMatch(/development mock-attempt key/);
  });
});
