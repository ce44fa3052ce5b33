import type { account as en } from '../en/account.ts';
import type { Translation } from '../types.ts';

export const account: Translation<typeof en> = {
  entry: {
    signIn: 'साइन इन',
    progress: 'प्रगति',
    signOut: 'साइन आउट',
    signingOut: 'साइन आउट हो रहा है…',
    signedInAs: 'साइन इन:',
    account: 'खाता: ',
  },
};
