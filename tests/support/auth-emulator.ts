/**
 * Test-only sign-in against the Firebase Auth emulator (server/firebase-emulator.ts
 * starts it): what the client SDK does over the emulator's REST API, so the
 * API tests get real ID tokens for email/password and Google accounts.
 */
import type { AuthEmulator } from '#server/firebase-emulator.ts';

/**
 * fetch to the emulator, retried once when the connection was dropped: the
 * emulator closes idle keep-alive sockets after 5 s, and a request that
 * raced that close never reached it ("other side closed").
 */
async function emulatorFetch(url: string, init: RequestInit): Promise<Response> {
  try {
    return await fetch(url, init);
  } catch (error) {
    if (!(error instanceof TypeError)) throw error;
    return fetch(url, init);
  }
}

export interface EmulatorSession {
  uid: string;
  idToken: string;
  refreshToken: string;
  email: string | null;
}

/** Creates an email/password account on the emulator and returns its ID token (what the client SDK does). */
export async function emulatorSignUp(emulator: Pick<AuthEmulator, 'url'>, email: string, password: string, displayName?: string): Promise<EmulatorSession> {
  const res = await emulatorFetch(`${emulator.url}/identitytoolkit.googleapis.com/v1/accounts:signUp?key=emulator-api-key`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password, displayName, returnSecureToken: true }),
  });
  return sessionFrom(res);
}

/** Signs in with email and password on the emulator. */
export async function emulatorSignIn(emulator: Pick<AuthEmulator, 'url'>, email: string, password: string): Promise<EmulatorSession> {
  const res = await emulatorFetch(`${emulator.url}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=emulator-api-key`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password, returnSecureToken: true }),
  });
  return sessionFrom(res);
}

/** Google sign-in on the emulator with a fake Google id token (the emulator accepts unsigned claims JSON). */
export async function emulatorGoogleSignIn(emulator: Pick<AuthEmulator, 'url'>, claims: { sub: string; email: string; name?: string }): Promise<EmulatorSession> {
  const idToken = JSON.stringify({ ...claims, email_verified: true });
  const res = await emulatorFetch(`${emulator.url}/identitytoolkit.googleapis.com/v1/accounts:signInWithIdp?key=emulator-api-key`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      postBody: `id_token=${encodeURIComponent(idToken)}&providerId=google.com`,
      requestUri: 'http://localhost',
      returnSecureToken: true,
      returnIdpCredential: true,
    }),
  });
  return sessionFrom(res);
}

async function sessionFrom(res: Response): Promise<EmulatorSession> {
  const body = (await res.json()) as { localId?: string; idToken?: string; refreshToken?: string; email?: string; error?: { message?: string } };
  if (!res.ok || !body.idToken || !body.localId) throw new Error(`Auth emulator: ${body.error?.message ?? res.status}`);
  return { uid: body.localId, idToken: body.idToken, refreshToken: body.refreshToken ?? '', email: body.email ?? null };
}
