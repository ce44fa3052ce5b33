/**
 * The auth state machine (src/lib/client/auth.ts) with a fake identity
 * provider, a fake backend and in-memory storage: sign-in/sync, the login and
 * logged-out events, what "authenticated" requires, restoring from storage,
 * sign-out clearing everything, token refresh and the error messages.
 */
import { describe, expect, it, vi } from 'vitest';
import { AuthController, type IdentityProvider, type IdentityUserHandle, type UserProfile } from '#src/lib/client/auth.ts';
import { AUTH_ERROR_MESSAGES, authErrorMessage, DEFAULT_AUTH_ERROR } from '#src/lib/client/auth-errors.ts';
import { AUTH_LOGIN_EVENT, AUTH_LOGOUT_EVENT } from '#src/lib/client/events.ts';
import { SIGN_OUT_PENDING_KEY, STORAGE_KEYS } from '#src/lib/client/storage.ts';

class MemoryStorage {
  private map = new Map<string, string>();
  get length() {
    return this.map.size;
  }
  key(i: number) {
    return [...this.map.keys()][i] ?? null;
  }
  getItem(k: string) {
    return this.map.get(k) ?? null;
  }
  setItem(k: string, v: string) {
    this.map.set(k, String(v));
  }
  removeItem(k: string) {
    this.map.delete(k);
  }
  keys() {
    return [...this.map.keys()];
  }
}

const providerError = (code: string, message = `Firebase: Error (auth/${code}).`) => Object.assign(new Error(message), { code: `auth/${code}` });

function fakeUser(uid: string, email: string, tokens = { n: 0 }): IdentityUserHandle {
  return {
    uid,
    email,
    displayName: null,
    photoURL: null,
    providerId: 'password',
    getIdToken: vi.fn(async (force?: boolean) => {
      if (force) tokens.n++;
      return `token-${uid}-${tokens.n}`;
    }),
  };
}

function fakeIdentity(overrides: Partial<IdentityProvider> = {}) {
  let listener: ((u: IdentityUserHandle | null) => void) | null = null;
  let current: IdentityUserHandle | null = null;
  const accounts = new Map<string, { password: string; user: IdentityUserHandle }>();
  const identity: IdentityProvider & { emit(u: IdentityUserHandle | null): void; accounts: typeof accounts } = {
    accounts,
    emit(u) {
      current = u;
      listener?.(u);
    },
    onUserChanged(cb) {
      listener = cb;
      cb(current);
      return () => (listener = null);
    },
    currentUser: () => current,
    ready: async () => {},
    signInWithEmail: vi.fn(async (email: string, password: string) => {
      const account = accounts.get(email);
      if (!account) throw providerError('user-not-found');
      if (account.password !== password) throw providerError('wrong-password');
      identity.emit(account.user); // Firebase notifies listeners before the promise resolves
      return account.user;
    }),
    signUpWithEmail: vi.fn(async (email: string, password: string) => {
      if (accounts.has(email)) throw providerError('email-already-in-use');
      const user = fakeUser(`uid-${accounts.size + 1}`, email);
      accounts.set(email, { password, user });
      identity.emit(user);
      return user;
    }),
    signInWithGoogle: vi.fn(async () => {
      const user = fakeUser('google-1', 'g@example.com');
      identity.emit(user);
      return user;
    }),
    signInWithGoogleIdToken: vi.fn(async () => fakeUser('google-2', 'g2@example.com')),
    sendPasswordReset: vi.fn(async () => {}),
    signOut: vi.fn(async () => identity.emit(null)),
    ...overrides,
  };
  return identity;
}

const profileFor = (uid: string, email: string | null, extra: Record<string, unknown> = {}): UserProfile => ({
  uid,
  email,
  name: (extra.name as string) ?? null,
  phone: (extra.phoneNumber as string) ?? null,
  role: 'user',
  hide_name: false,
  compensatory_time: false,
  lastLogin: '2026-01-01T00:00:00.000Z',
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
});

function setup(options: { identity?: ReturnType<typeof fakeIdentity>; storage?: MemoryStorage; syncFails?: Error } = {}) {
  const identity = options.identity ?? fakeIdentity();
  const storage = options.storage ?? new MemoryStorage();
  const events = new EventTarget();
  const seen: { type: string; detail: unknown }[] = [];
  for (const type of [AUTH_LOGIN_EVENT, AUTH_LOGOUT_EVENT]) events.addEventListener(type, (e) => seen.push({ type, detail: (e as CustomEvent).detail }));
  const backend = {
    sync: vi.fn(async (idToken: string, additionalData: Record<string, unknown>) => {
      if (options.syncFails) throw options.syncFails;
      const uid = idToken.split('-').slice(1, -1).join('-');
      return profileFor(uid, `${uid}@example.com`, additionalData);
    }),
    updateProfile: vi.fn(async (changes: { name?: string | null }) => ({ ...profileFor('uid-1', 'a@example.com'), name: changes.name ?? null })),
  };
  const logger = { warn: vi.fn() };
  const loadIdentity = vi.fn(async () => identity);
  const auth = new AuthController({ loadIdentity, backend, storage, events, logger });
  return { auth, identity, storage, backend, seen, logger, loadIdentity };
}

describe('auth state machine', () => {
  it('starts unauthenticated without a stored session and does not load the identity provider by itself', () => {
    const { auth, loadIdentity } = setup();
    expect(auth.getState()).toMatchObject({ status: 'unauthenticated', isAuthenticated: false, user: null, profile: null, token: null });
    expect(auth.getToken()).toBeNull();
    expect(loadIdentity).not.toHaveBeenCalled();
  });

  it('sign-up: provider account, then verify-and-sync with additionalData, then authenticated and ONE login event', async () => {
    const { auth, backend, seen, storage } = setup();
    const states: string[] = [];
    auth.subscribe((s) => states.push(s.status));
    const profile = await auth.signUp({ email: ' a@example.com ', password: 'secret1', name: 'Asha', phone: '+91 98765 43210' });
    expect(profile).toMatchObject({ uid: 'uid-1', name: 'Asha', phone: '+91 98765 43210' });
    expect(backend.sync).toHaveBeenCalledTimes(1);
    expect(backend.sync).toHaveBeenCalledWith('token-uid-1-0', { name: 'Asha', phoneNumber: '+91 98765 43210' });
    expect(auth.getState()).toMatchObject({ status: 'authenticated', isAuthenticated: true, token: 'token-uid-1-0', user: { uid: 'uid-1', email: 'a@example.com' } });
    expect(states).toContain('syncing');
    expect(seen).toEqual([{ type: AUTH_LOGIN_EVENT, detail: { user: profile } }]);
    expect(storage.getItem(STORAGE_KEYS.token)).toBe('token-uid-1-0');
    expect(JSON.parse(storage.getItem(STORAGE_KEYS.profile)!)).toEqual(profile);
  });

  it('sign-up refuses a password under 6 characters before calling the provider', async () => {
    const { auth, identity } = setup();
    await expect(auth.signUp({ email: 'a@example.com', password: '12345' })).rejects.toThrow('Password is too weak. Please use at least 6 characters.');
    expect(identity.signUpWithEmail).not.toHaveBeenCalled();
    expect(auth.getState().error).toBe('Password is too weak. Please use at least 6 characters.');
  });

  it('sign-up refuses a name the API would refuse (core/names.ts) before calling the provider', async () => {
    const { auth, identity } = setup();
    await expect(auth.signUp({ email: 'a@example.com', password: 'secret1', name: 'Asha <b>' })).rejects.toThrow("name must not contain '<' or '>'");
    expect(identity.signUpWithEmail).not.toHaveBeenCalled();
  });

  it('sign-in errors show the spec message for the provider code', async () => {
    const { auth, identity } = setup();
    identity.accounts.set('a@example.com', { password: 'right-one', user: fakeUser('uid-a', 'a@example.com') });
    await expect(auth.signIn('a@example.com', 'wrong')).rejects.toThrow('Incorrect password.');
    expect(auth.getState()).toMatchObject({ status: 'unauthenticated', error: 'Incorrect password.', isAuthenticated: false });
    await expect(auth.signIn('nobody@example.com', 'x')).rejects.toThrow('No account found with this email.');
    await auth.signIn('a@example.com', 'right-one');
    expect(auth.getState()).toMatchObject({ status: 'authenticated', error: null });
  });

  it('authenticated requires identity user, profile and token: a failed sync leaves the user signed out', async () => {
    const { auth, seen } = setup({ syncFails: new Error('Invalid or expired sign-in token') });
    await expect(auth.signInWithGoogle()).rejects.toThrow('Invalid or expired sign-in token');
    expect(auth.getState()).toMatchObject({ status: 'unauthenticated', isAuthenticated: false, profile: null, token: null, error: 'Invalid or expired sign-in token' });
    expect(seen).toEqual([]);
  });

  it('restores a complete stored session; a partial one is discarded', () => {
    const storage = new MemoryStorage();
    const profile = profileFor('uid-9', 'z@example.com');
    storage.setItem(STORAGE_KEYS.token, 'stored-token');
    storage.setItem(STORAGE_KEYS.profile, JSON.stringify(profile));
    storage.setItem(STORAGE_KEYS.identity, JSON.stringify({ uid: 'uid-9', email: 'z@example.com', displayName: null, photoURL: null, providerId: 'password' }));
    expect(setup({ storage }).auth.getState()).toMatchObject({ status: 'authenticated', isAuthenticated: true, token: 'stored-token', profile });

    storage.removeItem(STORAGE_KEYS.identity);
    const partial = setup({ storage }).auth;
    expect(partial.getState()).toMatchObject({ status: 'unauthenticated', isAuthenticated: false });
    expect(storage.keys()).toEqual([]);
  });

  it('sign-out clears token, profile and every stored auth key, signs out of the provider and raises logged-out', async () => {
    const { auth, identity, storage, seen } = setup();
    await auth.signInWithGoogle();
    storage.setItem('examprep.auth.extra', 'x');
    storage.setItem('theme', 'dark');
    seen.length = 0;
    await auth.signOut();
    expect(auth.getState()).toMatchObject({ status: 'unauthenticated', isAuthenticated: false, user: null, profile: null, token: null });
    expect(auth.getToken()).toBeNull(); // the request layer's Bearer header is gone with it
    expect(storage.keys()).toEqual(['theme']);
    expect(identity.signOut).toHaveBeenCalledTimes(1);
    expect(seen).toEqual([{ type: AUTH_LOGOUT_EVENT, detail: { reason: 'sign-out' } }]);
  });

  it('a provider notification that arrives while signing out does not sign the user back in', async () => {
    const { auth, identity, backend } = setup();
    await auth.signInWithGoogle();
    await auth.init();
    const user = identity.currentUser()!;
    // Firebase may still report its persisted user (e.g. a token change) before the sign-out lands,
    // and the resulting sync can finish after it.
    identity.signOut = vi.fn(async () => {
      identity.emit(user);
      await new Promise((r) => setTimeout(r, 10));
      identity.emit(null);
    });
    backend.sync.mockImplementation(async (idToken: string) => {
      await new Promise((r) => setTimeout(r, 30));
      return profileFor(idToken.split('-').slice(1, -1).join('-'), 'late@example.com');
    });
    await auth.signOut();
    await new Promise((r) => setTimeout(r, 60));
    expect(auth.getState()).toMatchObject({ status: 'unauthenticated', isAuthenticated: false, profile: null, token: null });
  });

  it('a sign-out the page left before the provider confirmed it is finished on the next page, not undone', async () => {
    const storage = new MemoryStorage();
    const identity = fakeIdentity();
    const first = setup({ storage, identity });
    await first.auth.signInWithGoogle();
    const user = identity.currentUser()!;
    // Firebase deletes its persisted session asynchronously; the visitor navigates away before it has.
    identity.signOut = vi.fn(() => new Promise<void>(() => {}));
    void first.auth.signOut();
    await Promise.resolve();
    expect(first.auth.getState().isAuthenticated).toBe(false);
    expect(storage.getItem(SIGN_OUT_PENDING_KEY)).toBe('1');

    // The next page: the provider restores its persisted user. It is signed out, not synced back in.
    const next = fakeIdentity();
    next.emit(user);
    const page = setup({ storage, identity: next });
    await page.auth.init();
    await vi.waitFor(() => expect(next.signOut).toHaveBeenCalledTimes(1));
    expect(page.backend.sync).not.toHaveBeenCalled();
    expect(page.auth.getState()).toMatchObject({ status: 'unauthenticated', isAuthenticated: false, profile: null, token: null });
    expect(storage.getItem(SIGN_OUT_PENDING_KEY)).toBeNull();
    expect(page.seen.map((e) => e.type)).not.toContain(AUTH_LOGIN_EVENT);

    // Signing in again afterwards works as ever.
    next.accounts.set('a@example.com', { password: 'secret1', user: fakeUser('uid-a', 'a@example.com') });
    await page.auth.signIn('a@example.com', 'secret1');
    expect(page.auth.getState().isAuthenticated).toBe(true);
  });

  it('init(): the provider ending the session signs the page out; a provider user without profile is synced', async () => {
    const storage = new MemoryStorage();
    const first = setup({ storage });
    await first.auth.signInWithGoogle();
    // A new page load: restored from storage, then the provider says nobody is signed in.
    const identity = fakeIdentity();
    const page = setup({ storage, identity });
    expect(page.auth.getState().isAuthenticated).toBe(true);
    await page.auth.init();
    expect(page.auth.getState()).toMatchObject({ status: 'unauthenticated', isAuthenticated: false });
    expect(page.seen).toEqual([{ type: AUTH_LOGOUT_EVENT, detail: { reason: 'session-ended' } }]);

    // Coming back from a Google redirect: the provider has a user, the page has no profile yet.
    const back = setup({ storage: new MemoryStorage() });
    back.identity.emit(fakeUser('redirected', 'r@example.com'));
    await back.auth.init();
    await vi.waitFor(() => expect(back.auth.getState().status).toBe('authenticated'));
    expect(back.backend.sync).toHaveBeenCalledTimes(1);
    expect(back.seen.map((e) => e.type)).toEqual([AUTH_LOGIN_EVENT]);
  });

  it('init(): a confirmed session keeps its profile and picks up a refreshed token without re-syncing', async () => {
    const storage = new MemoryStorage();
    const first = setup({ storage });
    await first.auth.signInWithGoogle();
    const identity = fakeIdentity();
    const user = fakeUser('google-1', 'g@example.com', { n: 4 });
    identity.emit(user);
    const page = setup({ storage, identity });
    await page.auth.init();
    await vi.waitFor(() => expect(page.auth.getToken()).toBe('token-google-1-4'));
    expect(page.backend.sync).not.toHaveBeenCalled();
    expect(storage.getItem(STORAGE_KEYS.token)).toBe('token-google-1-4');
  });

  it('refreshToken() force-refreshes; without a provider user it rejects', async () => {
    const { auth } = setup();
    await expect(auth.refreshToken()).rejects.toThrow('Your session has ended. Please sign in again.');
    await auth.signInWithGoogle();
    const token = await auth.refreshToken();
    expect(token).toBe('token-google-1-1');
    expect(auth.getState().token).toBe('token-google-1-1');
  });

  it('Google through a credential (emulator/tests) syncs like any sign-in', async () => {
    const { auth, identity } = setup();
    const profile = await auth.signInWithGoogleIdToken('{"sub":"x","email":"g2@example.com"}');
    expect(identity.signInWithGoogleIdToken).toHaveBeenCalledWith('{"sub":"x","email":"g2@example.com"}');
    expect(profile.uid).toBe('google-2');
    expect(auth.getState().isAuthenticated).toBe(true);
  });

  it('a profile update failure is only logged', async () => {
    const { auth, backend, logger } = setup();
    await auth.signInWithGoogle();
    backend.updateProfile.mockRejectedValueOnce(new Error('boom'));
    expect(await auth.updateProfile({ name: 'X' })).toBeNull();
    expect(logger.warn).toHaveBeenCalledTimes(1);
    expect(auth.getState().isAuthenticated).toBe(true);
    expect((await auth.updateProfile({ name: 'Y' }))?.name).toBe('Y');
    expect(auth.getState().profile?.name).toBe('Y');
  });

  it('password reset goes to the provider; errors map to messages', async () => {
    const { auth, identity } = setup({
      identity: fakeIdentity({ sendPasswordReset: vi.fn(async () => Promise.reject(providerError('invalid-email'))) }),
    });
    await expect(auth.resetPassword('nope')).rejects.toThrow('Invalid email address.');
    expect(identity.sendPasswordReset).toHaveBeenCalledWith('nope');
  });
});

describe('sign-in error messages', () => {
  it.each(Object.entries(AUTH_ERROR_MESSAGES))('auth/%s → %s', (code, message) => {
    expect(authErrorMessage(providerError(code))).toBe(message);
  });
  it('any other code: the original message, else the default', () => {
    expect(authErrorMessage(providerError('internal-error', 'Firebase: Something odd (auth/internal-error).'))).toBe('Firebase: Something odd (auth/internal-error).');
    expect(authErrorMessage(Object.assign(new Error(''), { code: 'auth/unknown' }))).toBe(DEFAULT_AUTH_ERROR);
    expect(authErrorMessage(undefined)).toBe('An error occurred. Please try again.');
  });
});
