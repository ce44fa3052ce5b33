/** Dictionary area "account" (issue 27): see core/i18n/index.ts. */
import type { Messages } from '../types.ts';

export const account = {} as const satisfies Messages;
