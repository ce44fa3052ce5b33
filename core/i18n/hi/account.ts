/** Dictionary area "account" in Hindi: one module per island (see ../en/account.ts). */
import { daily } from './account/daily.ts';
import { entry } from './account/entry.ts';
import { progress } from './account/progress.ts';

export const account = { entry, progress, daily };
