/**
 * The whole-paper language switch ("View in", as on the CBT): English or
 * हिन्दी. Shown only for papers with Hindi. Each option names itself in its
 * own script (lang set), so a screen reader reads "हिन्दी" in Hindi.
 */
import { useId } from 'react';
import type { Language } from '#core/mock/snapshot.ts';
import { LANGUAGE_NAMES } from './language';
import { useExamText } from './i18n';

const LANGS: Language[] = ['en', 'hi'];

export function LanguageSwitch({ language, onChange, compact = false }: { language: Language; onChange: (l: Language) => void; compact?: boolean }) {
  const id = useId();
  const t = useExamText().language;
  return (
    <div className={`mx-lang${compact ? ' mx-lang--compact' : ''}`} role="group" aria-labelledby={id} data-testid="language-switch">
      <span id={id} className="mx-lang-label">
        {compact ? t.viewIn : t.ofPaper}
      </span>
      <span className="mx-lang-options">
        {LANGS.map((l) => (
          <button key={l} type="button" className="mx-lang-btn" lang={l} aria-pressed={language === l} data-language={l} onClick={() => onChange(l)}>
            {LANGUAGE_NAMES[l]}
          </button>
        ))}
      </span>
    </div>
  );
}
