import type { exam as en } from '../en/exam.ts';
import type { Translation } from '../types.ts';

export const exam: Translation<typeof en> = {};
