/**
 * The paper's language, remembered on this device (localStorage
 * `examprep.mock.language`): the start screen offers it again and a new
 * attempt opens in it. And the Devanagari face, loaded BEFORE Hindi is shown
 * (document.fonts.load), so switching never reflows text twice (fallback,
 * then the web font): see src/styles/devanagari.css.
 */
import type { Language } from '#core/mock/snapshot.ts';

const KEY = 'examprep.mock.language';

/**
 * The paper language a new attempt opens in: the one chosen last on this
 * device, else the page's language (a bilingual paper opens in Hindi on /hi/).
 * The UI language and the paper language stay separate after that.
 */
export function preferredLanguage(uiLanguage: Language = 'en'): Language {
  try {
    const stored = typeof localStorage !== 'undefined' ? localStorage.getItem(KEY) : null;
    return stored === 'hi' || stored === 'en' ? stored : uiLanguage;
  } catch {
    return uiLanguage;
  }
}

export function rememberLanguage(language: Language): void {
  try {
    localStorage.setItem(KEY, language);
  } catch {
    /* not remembered: the choice still holds for this attempt */
  }
}

/** The language names as their readers write them. */
export const LANGUAGE_NAMES: Record<Language, string> = { en: 'English', hi: 'हिन्दी' };

const FAMILY = '"Noto Sans Devanagari Subset"';
let loading: Promise<void> | null = null;

/** Resolves once the Devanagari face is ready (or after `timeoutMs`, when the stand-in takes over). */
export function loadDevanagari(timeoutMs = 3000): Promise<void> {
  if (typeof document === 'undefined' || !document.fonts?.load) return Promise.resolve();
  loading ??= Promise.all([document.fonts.load(`400 1em ${FAMILY}`, 'हिन्दी'), document.fonts.load(`700 1em ${FAMILY}`, 'हिन्दी')]).then(
    () => undefined,
    () => undefined,
  );
  return Promise.race([loading, new Promise<void>((resolve) => setTimeout(resolve, timeoutMs))]);
}
