/** The live tests' texts (issue 28) in the page's language: one small module shared with the list (../live-tests). */
import { liveTests as en } from '#core/i18n/en/widgets/live-tests.ts';
import { liveTests as hi } from '#core/i18n/hi/widgets/live-tests.ts';
import { pick } from '#core/i18n/pick.ts';
import type { LiveUnrankedReason } from '#core/schemas/live-test.ts';
import { useLocale } from '../i18n/locale';

export type LiveText = typeof hi;

export function useLiveText(): LiveText {
  return pick<LiveText>(useLocale(), { en, hi });
}

/** Why a live attempt is not ranked, in words (after the window: practice). */
export function unrankedText(t: LiveText, reason: LiveUnrankedReason | null): string {
  if (reason === 'anonymous') return t.unrankedSignedOut;
  if (reason === 'not_registered') return t.unrankedNotRegistered;
  if (reason === 'not_first') return t.unrankedNotFirst;
  return t.practice;
}
