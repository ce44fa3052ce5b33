/**
 * Attempt tokens (issue 17): an anonymous attempt is owned by whoever holds
 * the token POST /mocks/{slug}/start gave out, HMAC-SHA256 of the attempt's
 * public id. The key is MOCK_ATTEMPT_SECRET; unset, one derived from
 * ADMIN_SESSION_SECRET (which deployments must set). Local runs without either
 * get one made on first start and kept in DATA_DIR/secrets.json (loadEnv,
 * infra/local-secrets.ts), so tokens survive restarts of `npm start`; an env
 * without any (tests) signs with a random key per process. No key is in the source.
 */
import { createHash, createHmac, createSecretKey, randomBytes, timingSafeEqual, type KeyObject } from 'node:crypto';
import type { Env } from '#infra/env.ts';

// A KeyObject, made once: createHmac with raw bytes prepares a key per call (a tenth of a millisecond, per submit).
const keys = new WeakMap<Env, KeyObject>();
let processKey: KeyObject | undefined;

function keyOf(env: Env): KeyObject {
  let key = keys.get(env);
  if (!key) {
    const secret = env.MOCK_ATTEMPT_SECRET ?? (env.ADMIN_SESSION_SECRET ? `mock-attempt:${env.ADMIN_SESSION_SECRET}` : undefined);
    if (!secret && env.isDeployed) throw new Error(`MOCK_ATTEMPT_SECRET or ADMIN_SESSION_SECRET is required in ${env.deployment}`);
    key = secret ? createSecretKey(createHash('sha256').update(secret).digest()) : (processKey ??= createSecretKey(randomBytes(32)));
    keys.set(env, key);
  }
  return key;
}

export function attemptToken(env: Env, publicId: string): string {
  return createHmac('sha256', keyOf(env)).update(`mock-attempt.v1.${publicId}`).digest('base64url');
}

function sameToken(expected: string, token: string | undefined | null): boolean {
  if (!token || token.length > 100) return false;
  const want = Buffer.from(expected);
  const given = Buffer.from(token);
  return given.length === want.length && timingSafeEqual(given, want);
}

export function validAttemptToken(env: Env, publicId: string, token: string | undefined | null): boolean {
  return sameToken(attemptToken(env, publicId), token);
}

/**
 * The signature in the address of a test's answer key (one per version of
 * its paper): handed out only in the result of a submitted attempt, so the
 * key never leaves before a submit, and the same address for every aspirant,
 * so a CDN keeps the key (it is immutable per version) while thousands submit
 * at one deadline.
 */
export function answerKeySignature(env: Env, mockTestId: number, version: string): string {
  return createHmac('sha256', keyOf(env)).update(`mock-answer-key.v1.${mockTestId}.${version}`).digest('base64url');
}

export function validAnswerKeySignature(env: Env, mockTestId: number, version: string, signature: string | undefined | null): boolean {
  return sameToken(answerKeySignature(env, mockTestId, version), signature);
}
