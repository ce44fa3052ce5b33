import type { content as en } from '../en/content.ts';
import type { Translation } from '../types.ts';

export const content: Translation<typeof en> = {};
