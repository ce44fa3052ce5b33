/**
 * The section tabs on the exam's top bar, as on the CBT: one per section,
 * with the answered count. Free sections switch at a click. Sequential ones
 * (a sectional clock or a locked order) show the open section; a closed one
 * (finished or timed out) and one not open yet stay in the row, marked with
 * a lock, and a click on them only says why it cannot be opened.
 */
import { useState } from 'react';
import { summarize } from '#core/mock/palette.ts';
import { sectionStatus } from '#core/mock/sections.ts';
import { sectionName, type AttemptSnapshot } from '#core/mock/snapshot.ts';
import { useExamText } from './i18n';

export function SectionTabs({ attempt, onOpen }: { attempt: AttemptSnapshot; onOpen: (section: number) => void }) {
  const [refusal, setRefusal] = useState('');
  const t = useExamText().sections;
  return (
    <nav className="mx-sections" aria-label={t.label}>
      <ul>
        {attempt.sections.map((sec, k) => {
          const status = sectionStatus(attempt, k);
          const counts = summarize(attempt, sec);
          const answered = counts.answered + counts['answered-marked'];
          const name = sectionName(sec, attempt.language);
          const blocked = status === 'closed' || status === 'upcoming';
          return (
            <li key={sec.id ?? k}>
              <button
                type="button"
                className={`mx-section-btn is-${status}`}
                data-section={k + 1}
                data-status={status}
                aria-current={status === 'open' ? 'true' : undefined}
                aria-disabled={blocked || undefined}
                onClick={() => {
                  if (status === 'available') {
                    setRefusal('');
                    onOpen(k);
                  } else if (blocked) {
                    setRefusal(
                      status === 'closed' ? t.closedRefusal(name) : t.upcomingRefusal(name),
                    );
                  }
                }}
              >
                {blocked ? <span className="mx-lock" aria-hidden="true" /> : null}
                <span className="mx-section-name" lang={attempt.language === 'hi' && sec.name_hi ? 'hi' : undefined}>
                  {name}
                </span>
                <span className="mx-section-count">
                  {answered}/{counts.total}
                  <span className="visually-hidden">{t.answered}</span>
                </span>
                {blocked ? <span className="visually-hidden"> ({t[status]})</span> : null}
              </button>
            </li>
          );
        })}
      </ul>
      <p className="mx-section-refusal" role="status" aria-live="polite" data-testid="section-refusal">
        {refusal}
      </p>
    </nav>
  );
}
