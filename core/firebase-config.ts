/**
 * The Firebase web config from the PUBLIC_FIREBASE_* build settings: read by
 * the browser's auth code (src/lib/client/config.ts, with import.meta.env)
 * and by the page CSP (core/security/csp.ts, with the build's environment),
 * so both agree on whether sign-in is configured and where it talks to.
 */
export interface FirebasePublicEnv {
  PUBLIC_FIREBASE_API_KEY?: string;
  PUBLIC_FIREBASE_AUTH_DOMAIN?: string;
  PUBLIC_FIREBASE_PROJECT_ID?: string;
  PUBLIC_FIREBASE_APP_ID?: string;
  PUBLIC_FIREBASE_AUTH_EMULATOR_HOST?: string;
}

export interface FirebaseWebConfig {
  apiKey: string;
  authDomain: string;
  projectId: string;
  appId?: string;
}

export const clean = (value: string | undefined) => (value && value.trim() ? value.trim() : undefined);

/** The emulator accepts any API key; `demo-*` project ids never reach Google. */
const EMULATOR_DEFAULTS = { apiKey: 'demo-api-key', projectId: 'demo-exam-portal' };

/** host:port of the Firebase Auth emulator (local builds and tests), else undefined. */
export const authEmulatorHost = (env: FirebasePublicEnv) => clean(env.PUBLIC_FIREBASE_AUTH_EMULATOR_HOST);

export function firebaseWebConfigFrom(env: FirebasePublicEnv): FirebaseWebConfig | null {
  const emulator = authEmulatorHost(env);
  const apiKey = clean(env.PUBLIC_FIREBASE_API_KEY) ?? (emulator ? EMULATOR_DEFAULTS.apiKey : undefined);
  const projectId = clean(env.PUBLIC_FIREBASE_PROJECT_ID) ?? (emulator ? EMULATOR_DEFAULTS.projectId : undefined);
  if (!apiKey || !projectId) return null;
  return {
    apiKey,
    projectId,
    authDomain: clean(env.PUBLIC_FIREBASE_AUTH_DOMAIN) ?? `${projectId}.firebaseapp.com`,
    appId: clean(env.PUBLIC_FIREBASE_APP_ID),
  };
}
