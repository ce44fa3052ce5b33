import type { auth as en } from '../en/auth.ts';
import type { Translation } from '../types.ts';

export const auth: Translation<typeof en> = {};
