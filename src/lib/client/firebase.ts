/**
 * The Firebase side of auth (firebase v12 modular SDK), behind the
 * IdentityProvider interface of auth.ts. Loaded on demand (dynamic import from
 * client.ts), so pages that never sign anyone in do not download Firebase.
 *
 * - Production: the web config from PUBLIC_FIREBASE_* (public by design).
 * - Local builds and tests: PUBLIC_FIREBASE_AUTH_EMULATOR_HOST set at build
 *   time → connectAuthEmulator, offline.
 * - Google: popup; where popups are blocked (or unsupported) a redirect, whose
 *   result is picked up by ready() when the page loads again.
 */
import { getApp, getApps, initializeApp, type FirebaseApp } from 'firebase/app';
import {
  browserLocalPersistence,
  browserPopupRedirectResolver,
  connectAuthEmulator,
  createUserWithEmailAndPassword,
  getRedirectResult,
  GoogleAuthProvider,
  indexedDBLocalPersistence,
  initializeAuth,
  onIdTokenChanged,
  sendPasswordResetEmail,
  signInWithCredential,
  signInWithEmailAndPassword,
  signInWithPopup,
  signInWithRedirect,
  signOut,
  updateProfile,
  type Auth,
  type User,
} from 'firebase/auth';
import { AuthError } from './auth-errors';
import type { IdentityProvider, IdentityUserHandle } from './auth';
import { AUTH_EMULATOR_HOST, firebaseWebConfig } from './config';
import { auth as enAuth } from '#core/i18n/en/auth.ts';

const APP_NAME = 'exam-portal';
/** sessionStorage flag: a Google redirect was started from this tab. */
const REDIRECT_FLAG = 'examprep.google-redirect';
/** Popup failures that mean "use a redirect instead". */
const USE_REDIRECT = new Set(['auth/popup-blocked', 'auth/operation-not-supported-in-this-environment', 'auth/web-storage-unsupported']);

function handle(user: User): IdentityUserHandle {
  return {
    uid: user.uid,
    email: user.email,
    displayName: user.displayName,
    photoURL: user.photoURL,
    providerId: user.providerData[0]?.providerId ?? user.providerId ?? null,
    getIdToken: (force?: boolean) => user.getIdToken(force),
  };
}

function session(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

let auth: Auth | undefined;

function firebaseAuth(): Auth {
  if (auth) return auth;
  const config = firebaseWebConfig();
  if (!config) throw new AuthError(enAuth.errors['not-configured'], 'not-configured');
  const app: FirebaseApp = getApps().some((a) => a.name === APP_NAME) ? getApp(APP_NAME) : initializeApp(config, APP_NAME);
  auth = initializeAuth(app, {
    persistence: [indexedDBLocalPersistence, browserLocalPersistence],
    popupRedirectResolver: browserPopupRedirectResolver,
  });
  if (AUTH_EMULATOR_HOST) connectAuthEmulator(auth, `http://${AUTH_EMULATOR_HOST}`, { disableWarnings: true });
  return auth;
}

function googleProvider() {
  const provider = new GoogleAuthProvider();
  provider.setCustomParameters({ prompt: 'select_account' });
  return provider;
}

let readyPromise: Promise<void> | undefined;

export function firebaseIdentity(): IdentityProvider {
  const a = firebaseAuth();
  return {
    onUserChanged(callback) {
      return onIdTokenChanged(a, (user) => callback(user ? handle(user) : null));
    },
    currentUser() {
      return a.currentUser ? handle(a.currentUser) : null;
    },
    ready() {
      readyPromise ??= (async () => {
        await a.authStateReady();
        // Only after a redirect this tab started: getRedirectResult loads Google's helper scripts.
        if (session()?.getItem(REDIRECT_FLAG)) {
          session()?.removeItem(REDIRECT_FLAG);
          await getRedirectResult(a, browserPopupRedirectResolver);
        }
      })();
      return readyPromise;
    },
    async signInWithEmail(email, password) {
      return handle((await signInWithEmailAndPassword(a, email, password)).user);
    },
    async signUpWithEmail(email, password, displayName) {
      const { user } = await createUserWithEmailAndPassword(a, email, password);
      if (displayName) {
        await updateProfile(user, { displayName });
        await user.getIdToken(true); // the name claim goes into the token the backend reads
      }
      return handle(user);
    },
    async signInWithGoogle() {
      try {
        return handle((await signInWithPopup(a, googleProvider(), browserPopupRedirectResolver)).user);
      } catch (error) {
        if (!USE_REDIRECT.has((error as { code?: string }).code ?? '')) throw error;
        session()?.setItem(REDIRECT_FLAG, '1');
        await signInWithRedirect(a, googleProvider(), browserPopupRedirectResolver);
        return null;
      }
    },
    async signInWithGoogleIdToken(idToken) {
      return handle((await signInWithCredential(a, GoogleAuthProvider.credential(idToken))).user);
    },
    async sendPasswordReset(email) {
      await sendPasswordResetEmail(a, email);
    },
    async signOut() {
      await signOut(a);
    },
  };
}
