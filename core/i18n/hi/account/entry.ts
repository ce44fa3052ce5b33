import type { entry as en } from '../../en/account/entry.ts';
import type { Translation } from '../../types.ts';

export const entry: Translation<typeof en> = {
  signIn: 'साइन इन',
  progress: 'प्रगति',
  signOut: 'साइन आउट',
  signingOut: 'साइन आउट हो रहा है…',
  signedInAs: 'साइन इन:',
  account: 'खाता: ',
};
