/**
 * The instructions before the start (issue 29), as the real CBT shows them:
 * the general instructions, then this test's own — its marking and sections
 * (from the test), its language, the calculator, and what the admin wrote for
 * it (`instructions` / `instructions_hi`) — and the declaration "I have read
 * and understood the instructions", without which Start Test stays disabled.
 *
 * Bilingual where the paper is: on a paper with Hindi they follow the paper
 * language chosen below Start Test (English or Hindi); otherwise they are in
 * the page's language (the test's own text in English when it has no Hindi).
 */
import type { Language, MockInfo } from '#core/mock/snapshot.ts';
import { marksText } from '#core/mock/texts.ts';
import { examText } from './i18n';
import './exam-tools.css';

/** The admin's text: one point a line (blank lines dropped). */
export const instructionLines = (text: string | null | undefined) =>
  (text ?? '')
    .split(/\r?\n/)
    .map((l) => l.trim())
    .filter(Boolean);

export function Instructions({ test, language, id }: { test: MockInfo; language: Language; id: string }) {
  const t = examText(language);
  const i = t.instructions;
  const sections = test.sections ?? [];
  const sectional = sections.some((s) => s.time_limit);
  const locked = sections.some((s) => s.locked);
  const bilingual = (test.languages ?? []).includes('hi');
  const own = instructionLines(language === 'hi' && test.instructions_hi ? test.instructions_hi : test.instructions);
  const ownLang = language === 'hi' && !test.instructions_hi ? 'en' : undefined;
  return (
    <div className="mx-instructions" lang={language} data-testid="mock-instructions">
      <h3 id={`${id}-title`}>{i.title}</h3>
      {/* A scrolling box, reachable by keyboard (tabIndex) so its end can be read without a mouse. */}
      <div className="mx-instructions-box" id={id} tabIndex={0} role="region" aria-labelledby={`${id}-title`}>
        <h4>{i.general}</h4>
        <ol>
          <li>{i.duration(t.questionCount(test.question_count), t.minutes(test.timer))}</li>
          <li>{i.clock}</li>
          <li>{i.palette}</li>
          <li>{i.marked}</li>
          <li>{i.collapse}</li>
        </ol>
        <h4>{i.navigating}</h4>
        <ol>
          <li>{i.jump}</li>
          <li>{i.saveNext}</li>
          <li>{i.markNext}</li>
          <li>{i.questionPaper}</li>
        </ol>
        <h4>{i.answering}</h4>
        <ol>
          <li>{i.choose}</li>
          <li>{i.clear}</li>
          <li>{i.mustSave}</li>
          <li>{i.change}</li>
        </ol>
        {sections.length > 1 ? (
          <>
            <h4>{i.sectionsTitle}</h4>
            <p>{sectional ? i.sectionsTimed : locked ? i.sectionsLocked : i.sectionsFree}</p>
          </>
        ) : null}

        <h4 data-testid="instructions-this-test">{i.thisTest}</h4>
        <ul>
          {sections.length ? (
            sections.map((s) => (
              <li key={s.id}>
                {i.sectionMarking(
                  (language === 'hi' && s.name_hi) || s.name,
                  i.sectionRule(
                    t.questionCount(s.question_count),
                    s.time_limit ? t.minutes(s.time_limit) : null,
                    marksText(s.marks_correct),
                    s.marks_wrong ? marksText(s.marks_wrong) : null,
                  ),
                )}
              </li>
            ))
          ) : (
            <li>{i.marking(t.markingRule(test.negative_marks))}</li>
          )}
          <li>{bilingual ? i.bilingual : i.englishOnly}</li>
          <li data-calculator={test.calculator ? 'yes' : 'no'}>{test.calculator ? i.calculator : i.noCalculator}</li>
        </ul>
        {own.length ? (
          <div className="mx-instructions-own" data-testid="instructions-own">
            <h4>{i.own}</h4>
            <ul lang={ownLang}>
              {own.map((line, k) => (
                <li key={k}>{line}</li>
              ))}
            </ul>
          </div>
        ) : null}
      </div>
    </div>
  );
}

/** "I have read and understood the instructions": the real exam's declaration, required before the start. */
export function Declaration({
  checked,
  onChange,
  describedBy,
  language,
  disabled = false,
}: {
  checked: boolean;
  onChange: (checked: boolean) => void;
  describedBy: string;
  language: Language;
  /** Until the island is ready: a tick made on the server-rendered box before hydration would be lost. */
  disabled?: boolean;
}) {
  const i = examText(language).instructions;
  return (
    <div className="mx-declare" lang={language}>
      <label className="mx-declare-label">
        <input
          type="checkbox"
          checked={checked}
          disabled={disabled}
          onChange={(e) => onChange(e.currentTarget.checked)}
          aria-describedby={describedBy}
          data-testid="instructions-confirm"
        />
        <span>{i.confirm}</span>
      </label>
      {checked ? null : <p className="mx-declare-hint muted">{i.confirmNeeded}</p>}
    </div>
  );
}
