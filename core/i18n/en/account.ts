/**
 * Dictionary area "account" (issue 27): see core/i18n/index.ts. One module per
 * island (account/*.ts): the header entry, loaded on every page for signed-in
 * readers, stays tiny; a bundler keeps a module whole in a shared chunk.
 */
import type { Messages } from '../types.ts';
import { daily } from './account/daily.ts';
import { entry } from './account/entry.ts';
import { progress } from './account/progress.ts';

export const account = { entry, progress, daily } as const satisfies Messages;
