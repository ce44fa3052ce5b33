/**
 * What the client keeps in localStorage (spec section 9: the auth token and
 * the profile are kept in local storage). Every auth key shares one prefix so
 * sign-out can clear all of them at once. Storage failures (private mode,
 * disabled storage, SSR) are ignored: the session then lasts for the page.
 */

export const AUTH_STORAGE_PREFIX = 'examprep.auth.';
export const STORAGE_KEYS = {
  /** The Firebase ID token sent as Bearer. */
  token: `${AUTH_STORAGE_PREFIX}token`,
  /** The profile returned by /auth/verify-and-sync. */
  profile: `${AUTH_STORAGE_PREFIX}profile`,
  /** A snapshot of the identity user (uid, email, name, photo, provider). */
  identity: `${AUTH_STORAGE_PREFIX}identity`,
} as const;

/**
 * Set while a sign-out has cleared the page but the identity provider has not
 * confirmed it (Firebase deletes its persisted session asynchronously): a page
 * opened before that finishes must end the provider's session, not restore it.
 * Outside the auth prefix, so clearing the session does not clear it.
 */
export const SIGN_OUT_PENDING_KEY = 'examprep.signOutPending';

/** Slugs of the articles the signed-in user marked as read on this device (under the prefix: sign-out clears them). */
export const READ_ARTICLES_KEY = `${AUTH_STORAGE_PREFIX}read`;

export type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem' | 'key' | 'length'>;

export function browserStorage(): KeyValueStorage | null {
  try {
    return typeof window !== 'undefined' && window.localStorage ? window.localStorage : null;
  } catch {
    return null;
  }
}

export function readJson<T>(storage: KeyValueStorage | null, key: string): T | null {
  try {
    const raw = storage?.getItem(key);
    return raw ? (JSON.parse(raw) as T) : null;
  } catch {
    return null;
  }
}

export function readText(storage: KeyValueStorage | null, key: string): string | null {
  try {
    return storage?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

export function write(storage: KeyValueStorage | null, key: string, value: unknown): void {
  try {
    if (value === null || value === undefined) storage?.removeItem(key);
    else storage?.setItem(key, typeof value === 'string' ? value : JSON.stringify(value));
  } catch {
    // quota or disabled storage: keep going in memory
  }
}

/** Removes every key under the auth prefix (token, profile, identity and anything added later). */
export function clearAuthStorage(storage: KeyValueStorage | null): void {
  if (!storage) return;
  try {
    const keys: string[] = [];
    for (let i = 0; i < storage.length; i++) {
      const key = storage.key(i);
      if (key?.startsWith(AUTH_STORAGE_PREFIX)) keys.push(key);
    }
    for (const key of keys) storage.removeItem(key);
  } catch {
    // ignore
  }
}
