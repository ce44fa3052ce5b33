/** Dictionary area "account" (issue 27): see core/i18n/index.ts. */
import type { Messages } from '../types.ts';

export const account = {
  /** The header's account entry (src/islands/auth/account.ts): loaded on every page for signed-in readers, so kept tiny. */
  entry: {
    signIn: 'Sign in',
    progress: 'Progress',
    signOut: 'Sign out',
    signingOut: 'Signing out…',
    signedInAs: 'Signed in as',
    account: 'Account: ',
  },
} as const satisfies Messages;
