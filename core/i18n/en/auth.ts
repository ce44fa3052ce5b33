/** Dictionary area "auth" (issue 27): see core/i18n/index.ts. */
import type { Messages } from '../types.ts';

export const auth = {} as const satisfies Messages;
