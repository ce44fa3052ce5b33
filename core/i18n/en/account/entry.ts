import type { Messages } from '../../types.ts';

/** The header's account entry (src/islands/auth/account.ts): loaded on every page for signed-in readers, so kept tiny. */
export const entry = {
  signIn: 'Sign in',
  progress: 'Progress',
  signOut: 'Sign out',
  signingOut: 'Signing out…',
  signedInAs: 'Signed in as',
  account: 'Account: ',
} as const satisfies Messages;
