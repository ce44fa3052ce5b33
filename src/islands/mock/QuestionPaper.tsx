/**
 * "Question Paper" (issue 29), as on the real CBT screen: every question of
 * the section in use with its number and text (and options), in the paper's
 * language — no answers, no states. Choosing a question's number goes to it
 * (a palette jump: an unsaved choice is not saved) and closes the view.
 */
import { questionIn, sectionName, type AttemptSnapshot } from '#core/mock/snapshot.ts';
import { Dialog } from './Layer';
import { useExamText } from './i18n';
import './exam-tools.css';

export function QuestionPaperButton({ onOpen }: { onOpen: () => void }) {
  const t = useExamText().tools;
  return (
    <button type="button" className="mx-btn mx-btn-light mx-paper-btn" aria-haspopup="dialog" onClick={onOpen} data-testid="question-paper-button">
      <span className="mx-paper-icon" aria-hidden="true" />
      {t.questionPaper}
    </button>
  );
}

export function QuestionPaper({ attempt, onJump, onClose }: { attempt: AttemptSnapshot; onJump: (index: number) => void; onClose: () => void }) {
  const text = useExamText();
  const t = text.tools;
  const sec = attempt.sections[attempt.section] ?? { start: 0, end: attempt.questions.length, name: '', name_hi: null };
  const name = sec.name ? sectionName(sec, attempt.language) : attempt.mock.name;
  return (
    <Dialog title={t.paperTitle(name)} onClose={onClose} className="mx-paper" testId="question-paper">
      <button type="button" className="mx-drawer-close" aria-label={t.close} onClick={onClose}>
        ×
      </button>
      <p className="mx-paper-note muted">{t.paperNote}</p>
      <ol className="mx-paper-list" start={sec.start + 1}>
        {attempt.questions.slice(sec.start, sec.end).map((q, j) => {
          const i = sec.start + j;
          const shown = questionIn(q, attempt.language);
          const lang = shown.hindi ? 'hi' : undefined;
          return (
            <li key={q.id} className={i === attempt.current ? 'is-current' : undefined} data-paper-question={i + 1}>
              <button type="button" className="mx-paper-go" aria-label={t.goTo(i + 1)} onClick={() => onJump(i)} aria-current={i === attempt.current ? 'step' : undefined}>
                {text.screen.question(i + 1)}
              </button>
              <p className="mx-paper-text" lang={lang}>
                {shown.text}
              </p>
              <ol className="mx-paper-options" lang={lang}>
                {shown.options.map((o, k) => (
                  <li key={k}>{o}</li>
                ))}
              </ol>
            </li>
          );
        })}
      </ol>
    </Dialog>
  );
}
