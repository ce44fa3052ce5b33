/**
 * Where the process runs decides what it may do: preview and production
 * deployments refuse to start without their settings and never get demo
 * content or the dev admin (infra/env.ts, server/bootstrap.ts).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { EnvError, parseEnv, type Env } from '#infra/env.ts';
import { createLogger } from '#infra/log.ts';
import { DEV_ADMIN, prepareBackend } from '#server/bootstrap.ts';

const settings = {
  DATABASE_URL: 'postgres://u:p@db.example/x',
  ADMIN_ID: 'chief',
  ADMIN_PASSWORD: 'a-long-admin-password',
  ADMIN_SESSION_SECRET: 'secret-secret-secret-secret',
};

describe('deployment kinds', () => {
  it.each([
    [{ VERCEL_ENV: 'production' }, 'production'],
    [{ NODE_ENV: 'production' }, 'production'],
    [{ VERCEL_ENV: 'preview', NODE_ENV: 'production' }, 'preview'],
    [{ VERCEL_ENV: 'staging' }, 'preview'],
    [{ VERCEL_ENV: 'development' }, 'local'],
    [{}, 'local'],
    [{ NODE_ENV: 'test' }, 'local'],
  ] as const)('%o is %s', (vars, deployment) => {
    const env = parseEnv({ ...settings, ...vars });
    expect(env.deployment).toBe(deployment);
    expect(env.isDeployed).toBe(deployment !== 'local');
    expect(env.isProduction).toBe(deployment === 'production');
  });

  it.each(['preview', 'production'])('a %s deployment refuses to start without the admin settings and the session secret', (VERCEL_ENV) => {
    expect(() => parseEnv({ VERCEL_ENV, DATABASE_URL: settings.DATABASE_URL })).toThrow(EnvError);
    for (const missing of ['ADMIN_ID', 'ADMIN_PASSWORD', 'ADMIN_SESSION_SECRET', 'DATABASE_URL'] as const) {
      const { [missing]: _, ...rest } = settings;
      expect(() => parseEnv({ VERCEL_ENV, ...rest }), missing).toThrow(new RegExp(`Missing ${VERCEL_ENV} settings:[\\s\\S]*${missing}`));
    }
    expect(() => parseEnv({ VERCEL_ENV, ...settings, FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099' })).toThrow(/FIREBASE_AUTH_EMULATOR_HOST unset/);
    expect(parseEnv({ VERCEL_ENV, ...settings }).deployment).toBe(VERCEL_ENV);
  });

  it('a local run starts without any of them', () => {
    expect(() => parseEnv({})).not.toThrow();
    expect(() => parseEnv({ VERCEL_ENV: 'development' })).not.toThrow();
  });
});

describe('preparing the backend', () => {
  const log = createLogger('silent');
  // Embedded database and demo downloads in a scratch folder.
  const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'exam-portal-env-'));
  const local = (name: string): Env => parseEnv({ NODE_ENV: 'test', DATA_DIR: path.join(scratch, name) });
  afterAll(() => fs.rmSync(scratch, { recursive: true, force: true }));

  it('a preview deployment gets neither demo content nor the dev admin', async () => {
    const preview: Env = { ...local('preview'), deployment: 'preview', isDeployed: true };
    await expect(prepareBackend(preview, log)).rejects.toThrow(/ADMIN_ID and ADMIN_PASSWORD are required in preview/);

    const backend = await prepareBackend({ ...preview, ADMIN_ID: 'chief', ADMIN_PASSWORD: 'a-long-admin-password' }, log);
    try {
      expect(backend.seeded).toBe(false);
      expect(backend.admin).toMatchObject({ id: 'chief', source: 'env' });
    } finally {
      await backend.close();
    }
  });

  it('a local run seeds an empty database and creates the dev admin', async () => {
    const backend = await prepareBackend(local('local'), log);
    try {
      expect(backend.seeded).toBe(true);
      expect(backend.admin).toMatchObject({ id: DEV_ADMIN.id, source: 'dev-default' });
    } finally {
      await backend.close();
    }
  }, 120_000);
});
