/** Dictionary area "exam" (issue 27): see core/i18n/index.ts. */
import type { Messages } from '../types.ts';

export const exam = {} as const satisfies Messages;
