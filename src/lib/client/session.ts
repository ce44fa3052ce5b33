/**
 * The signed-in session as kept in localStorage (token, profile, identity
 * snapshot), read without the auth controller or Firebase: the header's
 * account entry and the article's "Mark as read" only need to know who is
 * signed in, so a page view never downloads the identity provider for that.
 * A session counts only when all three parts are there and agree (spec
 * section 4: authenticated = identity user, profile and token present).
 */
import type { IdentityUser, UserProfile } from './auth';
import { browserStorage, readJson, readText, STORAGE_KEYS, type KeyValueStorage } from './storage';

export interface StoredSession {
  token: string;
  profile: UserProfile;
  user: IdentityUser;
}

export function readStoredSession(storage: KeyValueStorage | null = browserStorage()): StoredSession | null {
  const token = readText(storage, STORAGE_KEYS.token);
  const profile = readJson<UserProfile>(storage, STORAGE_KEYS.profile);
  const user = readJson<IdentityUser>(storage, STORAGE_KEYS.identity);
  if (!token || !profile || !user || profile.uid !== user.uid) return null;
  return { token, profile, user };
}

/** What the header shows for the signed-in user: the name, else the email. */
export function sessionLabel(session: StoredSession): string {
  const { profile, user } = session;
  return profile.name?.trim() || user.displayName?.trim() || profile.email || user.email || 'Account';
}
