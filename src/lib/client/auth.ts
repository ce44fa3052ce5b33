/**
 * Client auth state (spec section 4), framework-free. The React hook in
 * react.tsx is a view of it, and the request layer reads the token from it.
 *
 * States: 'loading' (restoring) → 'unauthenticated' | 'syncing' → 'authenticated'.
 * - Authenticated holds only when the identity user, the profile and the
 *   token are all present (`isAuthenticated`).
 * - Sign-in (email/password, Google, sign-up) → the identity provider
 *   (Firebase) signs in → POST /auth/verify-and-sync { idToken, additionalData }
 *   → the profile is stored → 'authenticated' and the login event
 *   (`auth:login`, detail { user }) is raised.
 * - Sign-out clears the token, the profile, every stored auth key and the
 *   auth header (the request layer reads the token from here, so it is gone
 *   with it), signs out of Firebase and raises `auth:logout`.
 * - Token, profile and an identity snapshot live in localStorage, so a page
 *   that never loads Firebase still knows who is signed in; Firebase (loaded
 *   on demand by `init()`, on auth pages and the progress page) confirms the
 *   session, refreshes the token, or ends the session when its user is gone.
 */
import { nameProblem } from '#core/names.ts';
import type { UserProfile } from '#core/schemas/responses/accounts.ts';
import { AuthError, MIN_PASSWORD_LENGTH, AUTH_ERROR_MESSAGES } from './auth-errors';
import { auth as enAuth } from '#core/i18n/en/auth.ts';
import { AUTH_LOGIN_EVENT, AUTH_LOGOUT_EVENT, emit } from './events';
import { readStoredSession } from './session';
import { browserStorage, clearAuthStorage, readText, SIGN_OUT_PENDING_KEY, STORAGE_KEYS, write, type KeyValueStorage } from './storage';

/** The identity-provider user, as far as the UI needs it. */
export interface IdentityUser {
  uid: string;
  email: string | null;
  displayName: string | null;
  photoURL: string | null;
  /** 'password', 'google.com', ... */
  providerId: string | null;
}

/** A live identity user that can mint ID tokens (Firebase's User). */
export interface IdentityUserHandle extends IdentityUser {
  getIdToken(forceRefresh?: boolean): Promise<string>;
}

/** The profile the API returns from /auth/verify-and-sync (core/schemas/responses/accounts.ts). */
export type { UserProfile };

export type AuthStatus = 'loading' | 'unauthenticated' | 'syncing' | 'authenticated';

export interface AuthState {
  status: AuthStatus;
  user: IdentityUser | null;
  profile: UserProfile | null;
  token: string | null;
  /** True only when user, profile and token are all present. */
  isAuthenticated: boolean;
  /** The last sign-in/sync failure, as the message to show. */
  error: string | null;
}

/** What Firebase does for us (src/lib/client/firebase.ts implements it). */
export interface IdentityProvider {
  /** Called with the user whenever it or its token changes (null when signed out); once the persisted session was restored. */
  onUserChanged(callback: (user: IdentityUserHandle | null) => void): () => void;
  currentUser(): IdentityUserHandle | null;
  /** Resolves once the persisted session (and a pending Google redirect) was restored. */
  ready(): Promise<void>;
  signInWithEmail(email: string, password: string): Promise<IdentityUserHandle>;
  signUpWithEmail(email: string, password: string, displayName?: string): Promise<IdentityUserHandle>;
  /** Popup, falling back to a redirect where popups are blocked: null when the page is being redirected. */
  signInWithGoogle(): Promise<IdentityUserHandle | null>;
  /** Google sign-in from a Google ID token (the emulator accepts a claims JSON): local development and tests. */
  signInWithGoogleIdToken(idToken: string): Promise<IdentityUserHandle>;
  sendPasswordReset(email: string): Promise<void>;
  signOut(): Promise<void>;
}

/** The backend calls auth needs (wired to the request layer in client.ts). */
/** What PUT /auth/profile changes: name, phone, whether leaderboards hide the name (issue 17), compensatory time (issue 29). */
export interface ProfileChanges {
  name?: string | null;
  phone?: string | null;
  hide_name?: boolean;
  compensatory_time?: boolean;
}

export interface AuthBackend {
  sync(idToken: string, additionalData: Record<string, unknown>): Promise<UserProfile>;
  updateProfile(changes: ProfileChanges): Promise<UserProfile>;
}

export interface AuthControllerOptions {
  loadIdentity: () => Promise<IdentityProvider>;
  backend: AuthBackend;
  storage?: KeyValueStorage | null;
  events?: EventTarget;
  /** Logged failures (profile updates only log). */
  logger?: Pick<Console, 'warn'>;
}

export interface SignUpInput {
  email: string;
  password: string;
  name?: string;
  phone?: string;
}

type Listener = (state: AuthState) => void;

const snapshot = (u: IdentityUser): IdentityUser => ({
  uid: u.uid,
  email: u.email ?? null,
  displayName: u.displayName ?? null,
  photoURL: u.photoURL ?? null,
  providerId: u.providerId ?? null,
});

function withFlags(state: Omit<AuthState, 'isAuthenticated'>): AuthState {
  const isAuthenticated = Boolean(state.user && state.profile && state.token);
  return { ...state, isAuthenticated };
}

export const SIGNED_OUT: AuthState = withFlags({ status: 'unauthenticated', user: null, profile: null, token: null, error: null });

export class AuthController {
  private state: AuthState;
  private readonly listeners = new Set<Listener>();
  private readonly storage: KeyValueStorage | null;
  private identity: Promise<IdentityProvider> | null = null;
  private initialized: Promise<void> | null = null;
  /** uid being synced by an explicit sign-in, so the provider's change callback does not sync it twice. */
  private syncing: Promise<UserProfile> | null = null;
  /** Explicit sign-ins in progress: the provider's change callback leaves their user to them. */
  private explicit = 0;
  /** Bumped by every sign-out: a sync that started before it must not sign the user back in. */
  private epoch = 0;
  /** While the provider is still signing out, its last known user (restored from IndexedDB) is ignored. */
  private signingOut = false;

  constructor(private readonly options: AuthControllerOptions) {
    this.storage = options.storage === undefined ? browserStorage() : options.storage;
    this.state = this.restore();
  }

  // ------------------------------------------------------------ state

  getState = (): AuthState => this.state;

  subscribe = (listener: Listener): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  /** The ID token for the Bearer header, or null. */
  getToken = (): string | null => this.state.token;

  private set(next: Omit<AuthState, 'isAuthenticated'>) {
    this.state = withFlags(next);
    for (const listener of [...this.listeners]) listener(this.state);
  }

  private patch(patch: Partial<Omit<AuthState, 'isAuthenticated'>>) {
    this.set({ ...this.state, ...patch });
  }

  /** Token, profile and identity snapshot from storage: a session restored before Firebase confirms it. */
  private restore(): AuthState {
    const session = readStoredSession(this.storage);
    if (session) return withFlags({ status: 'authenticated', ...session, error: null });
    const keys = [STORAGE_KEYS.token, STORAGE_KEYS.profile, STORAGE_KEYS.identity];
    if (keys.some((key) => readText(this.storage, key))) clearAuthStorage(this.storage); // a partial session is no session
    return SIGNED_OUT;
  }

  /** Another tab signed in or out: follow it. */
  syncFromStorage(): void {
    const restored = this.restore();
    const before = this.state;
    if (restored.isAuthenticated) {
      this.set({ ...restored, error: null });
    } else if (before.isAuthenticated) {
      this.set({ ...SIGNED_OUT, status: 'unauthenticated' });
      emit(AUTH_LOGOUT_EVENT, { reason: 'other-tab' }, this.options.events);
    }
  }

  private persist(user: IdentityUser, profile: UserProfile, token: string) {
    write(this.storage, STORAGE_KEYS.token, token);
    write(this.storage, STORAGE_KEYS.profile, profile);
    write(this.storage, STORAGE_KEYS.identity, snapshot(user));
  }

  // ------------------------------------------------------------ identity provider

  private loadIdentity(): Promise<IdentityProvider> {
    this.identity ??= this.options.loadIdentity().catch((error) => {
      this.identity = null;
      throw error;
    });
    return this.identity;
  }

  /**
   * Loads the identity provider and follows its user: confirms or ends the
   * restored session, keeps the stored token fresh, and syncs a user that
   * arrives without a profile (a Google redirect coming back, another tab).
   * Idempotent.
   */
  init(): Promise<void> {
    this.initialized ??= (async () => {
      if (this.state.status !== 'authenticated') this.patch({ status: 'loading' });
      let identity: IdentityProvider;
      try {
        identity = await this.loadIdentity();
      } catch (error) {
        this.patch({ status: this.state.isAuthenticated ? 'authenticated' : 'unauthenticated', error: AuthError.from(error).message });
        return;
      }
      identity.onUserChanged((user) => void this.onUserChanged(user));
      try {
        await identity.ready();
      } catch (error) {
        // e.g. a failed Google redirect: show it, stay signed out
        this.patch({ error: AuthError.from(error).message });
      }
      if (!identity.currentUser() && this.state.status === 'loading') this.patch({ status: 'unauthenticated' });
    })();
    return this.initialized;
  }

  private async onUserChanged(user: IdentityUserHandle | null) {
    if (!user) {
      if (this.state.user || this.state.token || this.state.profile) this.clearLocal('session-ended');
      else if (this.state.status === 'loading') this.patch({ status: 'unauthenticated' });
      return;
    }
    if (this.signingOut || this.syncing || this.explicit > 0) return; // an explicit sign-in syncs this user itself
    if (readText(this.storage, SIGN_OUT_PENDING_KEY)) {
      // A sign-out on an earlier page did not reach the provider before the page went away: finish it.
      await this.finishSignOut(++this.epoch);
      return;
    }
    try {
      const token = await user.getIdToken();
      const profile = this.state.profile;
      if (profile && profile.uid === user.uid) {
        this.persist(user, profile, token);
        this.set({ status: 'authenticated', user: snapshot(user), profile, token, error: null });
      } else {
        await this.sync(user, {});
      }
    } catch (error) {
      this.patch({ status: this.state.isAuthenticated ? 'authenticated' : 'unauthenticated', error: AuthError.from(error).message });
    }
  }

  // ------------------------------------------------------------ sign-in flows

  /** After the identity provider signed in: sync with the backend, store, raise the login event. */
  private async sync(user: IdentityUserHandle, additionalData: Record<string, unknown>): Promise<UserProfile> {
    const epoch = this.epoch;
    const run = (async () => {
      this.patch({ status: 'syncing', error: null });
      const token = await user.getIdToken();
      const profile = await this.options.backend.sync(token, additionalData);
      if (epoch !== this.epoch) return profile; // signed out meanwhile: stay signed out
      this.persist(user, profile, token);
      this.set({ status: 'authenticated', user: snapshot(user), profile, token, error: null });
      emit(AUTH_LOGIN_EVENT, { user: profile }, this.options.events);
      return profile;
    })();
    this.syncing = run;
    try {
      return await run;
    } catch (error) {
      const failure = AuthError.from(error);
      this.set({ status: 'unauthenticated', user: null, profile: null, token: null, error: failure.message });
      throw failure;
    } finally {
      if (this.syncing === run) this.syncing = null;
    }
  }

  private async attempt<T>(work: (identity: IdentityProvider) => Promise<T>): Promise<T> {
    this.patch({ error: null });
    this.explicit++;
    write(this.storage, SIGN_OUT_PENDING_KEY, null); // signing in again supersedes an unfinished sign-out
    try {
      const identity = await this.loadIdentity();
      void this.init();
      return await work(identity);
    } catch (error) {
      const failure = AuthError.from(error);
      this.patch({ status: this.state.isAuthenticated ? 'authenticated' : 'unauthenticated', error: failure.message });
      throw failure;
    } finally {
      this.explicit--;
    }
  }

  signIn(email: string, password: string): Promise<UserProfile> {
    return this.attempt(async (identity) => this.sync(await identity.signInWithEmail(email.trim(), password), {}));
  }

  signUp(input: SignUpInput): Promise<UserProfile> {
    if (input.password.length < MIN_PASSWORD_LENGTH) {
      const failure = new AuthError(AUTH_ERROR_MESSAGES['weak-password'], 'weak-password');
      this.patch({ error: failure.message });
      return Promise.reject(failure);
    }
    const name = input.name?.trim() || undefined;
    const phone = input.phone?.trim() || undefined;
    // The API refuses such a name (core/names.ts): say so before the provider account exists, not after.
    const nameIssue = name ? nameProblem(name) : null;
    if (nameIssue) {
      const failure = new AuthError(nameIssue, 'invalid-name');
      this.patch({ error: failure.message });
      return Promise.reject(failure);
    }
    return this.attempt(async (identity) => {
      const user = await identity.signUpWithEmail(input.email.trim(), input.password, name);
      return this.sync(user, { ...(name ? { name } : {}), ...(phone ? { phoneNumber: phone } : {}) });
    });
  }

  /** Google: popup, else redirect (then resolves null and the page navigates away). */
  signInWithGoogle(): Promise<UserProfile | null> {
    return this.attempt(async (identity) => {
      const user = await identity.signInWithGoogle();
      return user ? this.sync(user, {}) : null;
    });
  }

  /** Google through a credential (emulator and tests: Google's popup scripts cannot load offline). */
  signInWithGoogleIdToken(idToken: string): Promise<UserProfile> {
    return this.attempt(async (identity) => this.sync(await identity.signInWithGoogleIdToken(idToken), {}));
  }

  resetPassword(email: string): Promise<void> {
    return this.attempt((identity) => identity.sendPasswordReset(email.trim()));
  }

  /** Force-refreshes the ID token (used by the request layer after a 401/403); rejects when there is no user. */
  async refreshToken(): Promise<string> {
    const identity = await this.loadIdentity();
    void this.init();
    await identity.ready();
    const user = identity.currentUser();
    if (!user) throw new AuthError(enAuth.errors['no-current-user'], 'no-current-user');
    const token = await user.getIdToken(true);
    write(this.storage, STORAGE_KEYS.token, token);
    this.patch({ token });
    return token;
  }

  /** PUT /auth/profile; a failure is only logged (spec section 7). Returns the new profile, or null on failure. */
  async updateProfile(changes: ProfileChanges): Promise<UserProfile | null> {
    try {
      const profile = await this.options.backend.updateProfile(changes);
      write(this.storage, STORAGE_KEYS.profile, profile);
      this.patch({ profile });
      return profile;
    } catch (error) {
      (this.options.logger ?? console).warn('Profile update failed', error);
      return null;
    }
  }

  /** Clears token, profile, stored keys and (through the token) the auth header; raises the logged-out event (once: not again when already signed out). */
  private clearLocal(reason: string) {
    const wasSignedIn = Boolean(this.state.user || this.state.token || this.state.profile);
    clearAuthStorage(this.storage);
    this.set({ status: 'unauthenticated', user: null, profile: null, token: null, error: null });
    if (wasSignedIn) emit(AUTH_LOGOUT_EVENT, { reason }, this.options.events);
  }

  /**
   * Signs out everywhere this page knows of: local state and storage first,
   * then Firebase. Until Firebase confirms, SIGN_OUT_PENDING_KEY stays set, so
   * leaving the page at once cannot bring the session back on the next one.
   */
  async signOut(): Promise<void> {
    const epoch = ++this.epoch;
    this.signingOut = true;
    this.clearLocal('sign-out');
    write(this.storage, SIGN_OUT_PENDING_KEY, '1');
    await this.finishSignOut(epoch);
  }

  /** Ends the identity provider's session; clears the pending mark once it has. */
  private async finishSignOut(epoch: number): Promise<void> {
    this.signingOut = true;
    try {
      const identity = await this.loadIdentity();
      await identity.signOut();
      write(this.storage, SIGN_OUT_PENDING_KEY, null);
    } catch (error) {
      (this.options.logger ?? console).warn('Identity provider sign-out failed', error);
    } finally {
      if (epoch === this.epoch) this.signingOut = false;
    }
  }
}
