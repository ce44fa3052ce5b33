/**
 * Attempt tokens (issue 17): an anonymous attempt is owned by whoever holds
 * the token POST /mocks/{slug}/start gave out, HMAC-SHA256 of the attempt's
 * public id. The key is MOCK_ATTEMPT_SECRET; unset, one derived from
 * ADMIN_SESSION_SECRET (which deployments must set); locally without either, a
 * fixed development key (tokens then survive restarts of `npm start`).
 */
import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import type { Env } from '#infra/env.ts';

const keys = new WeakMap<Env, Buffer>();
const DEV_KEY = 'exam-prep-portal development mock-attempt key';

function keyOf(env: Env): Buffer {
  let key = keys.get(env);
  if (!key) {
    const secret = env.MOCK_ATTEMPT_SECRET ?? (env.ADMIN_SESSION_SECRET ? `mock-attempt:${env.ADMIN_SESSION_SECRET}` : undefined);
    if (!secret && env.isDeployed) throw new Error(`MOCK_ATTEMPT_SECRET or ADMIN_SESSION_SECRET is required in ${env.deployment}`);
    key = createHash('sha256').update(secret ?? DEV_KEY).digest();
    keys.set(env, key);
  }
  return key;
}

export function attemptToken(env: Env, publicId: string): string {
  return createHmac('sha256', keyOf(env)).update(`mock-attempt.v1.${publicId}`).digest('base64url');
}

export function validAttemptToken(env: Env, publicId: string, token: string | undefined | null): boolean {
  if (!token || token.length > 100) return false;
  const expected = Buffer.from(attemptToken(env, publicId));
  const given = Buffer.from(token);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
