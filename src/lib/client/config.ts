/**
 * Build-time client configuration. Everything here is public by design: the
 * Firebase web config identifies the project (it is not a secret), and
 * PUBLIC_API_KEY is the long-lived fallback API key. No server credential is
 * ever read on the client.
 */
import { authEmulatorHost, clean, firebaseWebConfigFrom, type FirebaseWebConfig } from '#core/firebase-config.ts';

/** The API base (same origin). */
export const API_BASE = '/api';

// Each value is named in full so Vite replaces it at build time (and inlines nothing else).
const env = {
  PUBLIC_API_KEY: import.meta.env.PUBLIC_API_KEY,
  PUBLIC_FIREBASE_API_KEY: import.meta.env.PUBLIC_FIREBASE_API_KEY,
  PUBLIC_FIREBASE_AUTH_DOMAIN: import.meta.env.PUBLIC_FIREBASE_AUTH_DOMAIN,
  PUBLIC_FIREBASE_PROJECT_ID: import.meta.env.PUBLIC_FIREBASE_PROJECT_ID,
  PUBLIC_FIREBASE_APP_ID: import.meta.env.PUBLIC_FIREBASE_APP_ID,
  PUBLIC_FIREBASE_AUTH_EMULATOR_HOST: import.meta.env.PUBLIC_FIREBASE_AUTH_EMULATOR_HOST,
};

/** The build-time API key, used when the key manager has none. */
export const BUILD_API_KEY = clean(env.PUBLIC_API_KEY);

/** host:port of the Firebase Auth emulator (local builds and tests), else undefined. */
export const AUTH_EMULATOR_HOST = authEmulatorHost(env);

export type { FirebaseWebConfig };

export function firebaseWebConfig(): FirebaseWebConfig | null {
  return firebaseWebConfigFrom(env);
}

/** Whether sign-in can work in this build. */
export const AUTH_CONFIGURED = firebaseWebConfig() !== null;
