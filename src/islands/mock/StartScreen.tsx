/**
 * The runner's start screen: 'Start Test' first (with what to know before
 * pressing it), then the palette legend, what the buttons do and the
 * keyboard shortcuts (hidden on touch screens and phones, mock.css; where the
 * palette is also follows the screen width). A paper with Hindi
 * offers its language next to the button (remembered); a test with sections
 * lists them with their questions, clocks and marking. Server-rendered too,
 * so the legend is there before the island wakes up.
 */
import { paperLanguages } from '#core/mock/attempt.ts';
import { markingRule, marksText, minutesText, questionCountText } from '#core/mock/texts.ts';
import type { Language, MockInfo } from '#core/mock/snapshot.ts';
import { LanguageSwitch } from './LanguageSwitch';
import { Legend } from './Palette';

export interface StartScreenProps {
  test: MockInfo;
  starting: boolean;
  error: string | null;
  storageWarning: boolean;
  signedIn: boolean;
  ready: boolean;
  /** Name, description and facts (off where the page shell already shows them). */
  showFacts?: boolean;
  language?: Language;
  onLanguage?: (language: Language) => void;
  onStart: () => void;
}

/** The marks of a section: "+2 / −0.5". */
const sectionMarks = (correct: number, wrong: number) => `+${marksText(correct)} / ${wrong ? `−${marksText(wrong)}` : 'no negative'}`;

export function StartScreen({
  test,
  starting,
  error,
  storageWarning,
  signedIn,
  ready,
  showFacts = true,
  language = 'en',
  onLanguage,
  onStart,
}: StartScreenProps) {
  const sections = test.sections ?? [];
  const sectional = sections.some((s) => s.time_limit);
  const locked = sections.some((s) => s.locked);
  const bilingual = paperLanguages(test).length > 1;
  return (
    <section className="mx-start card" aria-labelledby="mx-start-title" data-testid="mock-start">
      <h2 id="mx-start-title">{showFacts ? test.name : 'Before you start'}</h2>
      {showFacts && test.description ? <p className="mx-start-lead">{test.description}</p> : null}
      {showFacts ? null : (
        <>
          <p className="mx-start-lead">
            <strong>Ready when you are.</strong> Keep {minutesText(test.timer)} free and find a quiet place before you start.
          </p>
          {/* On phones the page's facts card comes after the runner: the essentials here, next to the button. */}
          <ul className="mx-start-summary" aria-label="This test">
            <li>{questionCountText(test.question_count)}</li>
            <li>{minutesText(test.timer)}</li>
            {sections.length ? (
              <li>{sections.length} sections</li>
            ) : (
              <li>{test.negative_marks ? `−${marksText(test.negative_marks)} per wrong answer` : 'No negative marking'}</li>
            )}
          </ul>
        </>
      )}
      {showFacts ? (
        <ul className="mx-start-facts">
          <li>
            <span className="mx-fact-label">Category</span> {test.category_name}
          </li>
          <li>
            <span className="mx-fact-label">Questions</span> {questionCountText(test.question_count)}
          </li>
          <li>
            <span className="mx-fact-label">Time</span> {minutesText(test.timer)}
          </li>
          <li>
            <span className="mx-fact-label">Marking</span> {markingRule(test.negative_marks)}
          </li>
        </ul>
      ) : null}

      {/* The start action first, the help after it (a phone shows 'Start Test' on its first screen). */}
      <div className="mx-start-action">
        {storageWarning ? (
          <p className="mx-warning" role="alert">
            This browser cannot save your progress (storage is disabled), so a reload would lose your answers.
          </p>
        ) : null}
        {error ? (
          <p className="mx-error" role="alert">
            {error}
          </p>
        ) : null}
        {bilingual && onLanguage ? <LanguageSwitch language={language} onChange={onLanguage} /> : null}
        <button type="button" className="btn mx-start-btn" onClick={onStart} disabled={starting || !ready} aria-busy={starting || undefined}>
          {starting ? 'Starting…' : 'Start Test'}
        </button>
        <p className="muted mx-start-note">
          The clock keeps running if you leave or reload the page; your answers are saved on this device as you go and the test picks up where you left it.
          {signedIn ? ' Your attempt will be saved to your progress.' : ' You can take the test without signing in.'}
        </p>
      </div>

      {/* The sections after the button: a phone still shows 'Start Test' on its first screen. */}
      {sections.length ? (
        <div className="mx-table-wrap mx-start-sections">
          <table className="mx-summary-table">
            <caption>Sections{sectional ? ': each has its own clock and opens when the one before it ends' : locked ? ': taken in order' : ''}</caption>
            <thead>
              <tr>
                <th scope="col">Section</th>
                <th scope="col">Questions</th>
                <th scope="col">Time</th>
                <th scope="col">Marks</th>
              </tr>
            </thead>
            <tbody>
              {sections.map((s) => (
                <tr key={s.id}>
                  <th scope="row">
                    {s.name}
                    {bilingual && s.name_hi ? (
                      <span className="mx-start-hi" lang="hi">
                        {' '}
                        · {s.name_hi}
                      </span>
                    ) : null}
                  </th>
                  <td>{s.question_count}</td>
                  <td>{s.time_limit ? minutesText(s.time_limit) : '—'}</td>
                  <td>{sectionMarks(s.marks_correct, s.marks_wrong)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}

      <div className="mx-start-cols">
        <div>
          <h3>The question palette</h3>
          {/* Where the palette is depends on the screen (mock.css): beside the question from 860 px, behind a button below that. */}
          <p className="muted mx-on-wide">The palette on the right of the test screen shows the status of every question:</p>
          <p className="muted mx-on-narrow">
            The palette (the Question Palette button above the question on the test screen) shows the status of every question:
          </p>
          <Legend withHelp />
        </div>
        <div>
          <h3>The buttons</h3>
          <dl className="mx-buttons-help">
            <dt>Save &amp; Next</dt>
            <dd>Saves the option you chose and opens the next question.</dd>
            <dt>Mark for Review &amp; Next</dt>
            <dd>Saves the chosen option (if any), marks the question for review and opens the next one.</dd>
            <dt>Clear Response</dt>
            <dd>Removes your answer to the current question.</dd>
            <dt>Previous / the palette</dt>
            <dd>Move between questions. A choice you did not save with one of the two buttons above is not kept.</dd>
            <dt>Submit</dt>
            <dd>Ends the test after you confirm. At zero the test is submitted automatically.</dd>
          </dl>
          <div className="mx-keys-block">
            <h3>Keyboard</h3>
            <ul className="mx-keys-help">
              <li>
                <kbd>1</kbd>–<kbd>4</kbd> choose an option
              </li>
              <li>
                <kbd>←</kbd> <kbd>→</kbd> previous / next question
              </li>
              <li>
                <kbd>S</kbd> Save &amp; Next, <kbd>M</kbd> Mark for Review &amp; Next, <kbd>C</kbd> Clear Response
              </li>
            </ul>
          </div>
        </div>
      </div>

    </section>
  );
}
