/**
 * Server-side verification of Firebase ID tokens (docs/accounts.md).
 *
 * - Production: `firebase-admin` checks the RS256 signature against Google's
 *   published keys (fetched and cached by the SDK), the audience (the project
 *   id), the issuer, expiry and the subject. Only the project id is needed;
 *   no service-account credential is read, and none ever reaches the client.
 * - Local and tests: with FIREBASE_AUTH_EMULATOR_HOST set, firebase-admin
 *   accepts the Auth emulator's unsigned (`alg: none`) tokens. The SDK reads
 *   that variable from process.env, so it is mirrored there from the parsed
 *   env; production refuses to start with it set (infra/env.ts).
 *
 * Without a project id (FIREBASE_PROJECT_ID or PUBLIC_FIREBASE_PROJECT_ID) and
 * without the emulator there is no verifier: sign-in is switched off and the
 * auth routes answer 503 AUTH_NOT_CONFIGURED.
 */
import type { App } from 'firebase-admin/app';
import type { Env } from './env';

/** The claims the API uses from a verified ID token. */
export interface VerifiedIdToken {
  uid: string;
  email: string | null;
  emailVerified: boolean;
  name: string | null;
  phone: string | null;
  picture: string | null;
  /** Sign-in provider ('password', 'google.com', ...). */
  provider: string | null;
  /** Expiry, epoch seconds. */
  exp: number;
}

export type IdTokenVerifier = (idToken: string) => Promise<VerifiedIdToken | null>;

/** Project id used when only the emulator is configured. `demo-*` ids never reach real Google services. */
export const DEFAULT_EMULATOR_PROJECT_ID = 'demo-exam-portal';

type FirebaseEnv = Pick<Env, 'FIREBASE_PROJECT_ID' | 'PUBLIC_FIREBASE_PROJECT_ID' | 'FIREBASE_AUTH_EMULATOR_HOST' | 'isDeployed'>;

export function firebaseProjectId(env: FirebaseEnv): string | undefined {
  return env.FIREBASE_PROJECT_ID ?? env.PUBLIC_FIREBASE_PROJECT_ID ?? (env.FIREBASE_AUTH_EMULATOR_HOST ? DEFAULT_EMULATOR_PROJECT_ID : undefined);
}

const verifiers = new Map<string, IdTokenVerifier>();

// firebase-admin (~400 KB with Google's auth libraries) is loaded on the first
// token to verify, not when the API starts: most requests carry none.
async function adminAuth(projectId: string) {
  const [{ getApps, initializeApp }, { getAuth }] = await Promise.all([import('firebase-admin/app'), import('firebase-admin/auth')]);
  const name = `exam-portal:${projectId}`;
  const app: App = getApps().find((a) => a.name === name) ?? initializeApp({ projectId }, name);
  return getAuth(app);
}

/** The verifier for this environment, or undefined when sign-in is not configured. */
export function createIdTokenVerifier(env: FirebaseEnv): IdTokenVerifier | undefined {
  const projectId = firebaseProjectId(env);
  if (!projectId) return undefined;
  const emulator = env.FIREBASE_AUTH_EMULATOR_HOST;
  if (emulator && env.isDeployed) throw new Error('FIREBASE_AUTH_EMULATOR_HOST must not be set in a deployment');
  const cacheKey = `${projectId}|${emulator ?? ''}`;
  const known = verifiers.get(cacheKey);
  if (known) return known;

  const verifier: IdTokenVerifier = async (idToken) => {
    if (typeof idToken !== 'string' || idToken.length < 20 || idToken.length > 8192) return null;
    // firebase-admin decides per call from process.env whether unsigned emulator tokens are accepted.
    if (emulator) process.env.FIREBASE_AUTH_EMULATOR_HOST = emulator;
    else if (process.env.FIREBASE_AUTH_EMULATOR_HOST) return null; // never accept unsigned tokens for a verifier built without the emulator
    try {
      const decoded = await (await adminAuth(projectId)).verifyIdToken(idToken);
      return {
        uid: decoded.uid,
        email: decoded.email ?? null,
        emailVerified: decoded.email_verified === true,
        name: typeof decoded.name === 'string' ? decoded.name : null,
        phone: decoded.phone_number ?? null,
        picture: decoded.picture ?? null,
        provider: decoded.firebase?.sign_in_provider ?? null,
        exp: decoded.exp,
      };
    } catch {
      return null;
    }
  };
  verifiers.set(cacheKey, verifier);
  return verifier;
}

/** Tests: forget the cached verifiers and delete the admin apps. */
export async function resetFirebaseAdmin(): Promise<void> {
  verifiers.clear();
  const { deleteApp, getApps } = await import('firebase-admin/app');
  await Promise.all(getApps().filter((a) => a.name.startsWith('exam-portal:')).map((a) => deleteApp(a)));
}
