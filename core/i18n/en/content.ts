/** Dictionary area "content" (issue 27): see core/i18n/index.ts. */
import type { Messages } from '../types.ts';

export const content = {} as const satisfies Messages;
