/**
 * What `useAuth()` answers in jsdom tests of islands (mocked in `#src/lib/client/index.ts`): Asha signed in as u1,
 * or nobody. `extra` adds to it (a profile's other fields, the auth methods a test spies on).
 */
export const ASHA = { uid: 'u1', email: 'asha@example.com', displayName: 'Asha' } as const;

export function authState(signedIn: boolean, extra: { profile?: Record<string, unknown>; auth?: Record<string, unknown> } = {}) {
  return {
    status: signedIn ? 'authenticated' : 'unauthenticated',
    isAuthenticated: signedIn,
    user: signedIn ? ASHA : null,
    profile: signedIn ? { uid: ASHA.uid, name: ASHA.displayName, ...extra.profile } : null,
    auth: extra.auth ?? {},
  };
}
