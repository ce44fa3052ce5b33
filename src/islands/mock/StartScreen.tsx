/**
 * The runner's start screen: 'Start Test' first (with what to know before
 * pressing it), then the palette legend, what the buttons do and the
 * keyboard shortcuts (hidden on touch screens, mock.css). Server-rendered
 * too, so the legend is there before the island wakes up.
 */
import { markingRule, marksText, minutesText, questionCountText } from '#core/mock/texts.ts';
import type { MockInfo } from '#core/mock/snapshot.ts';
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
  onStart: () => void;
}

export function StartScreen({ test, starting, error, storageWarning, signedIn, ready, showFacts = true, onStart }: StartScreenProps) {
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
            <li>{test.negative_marks ? `−${marksText(test.negative_marks)} per wrong answer` : 'No negative marking'}</li>
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
        <button type="button" className="btn mx-start-btn" onClick={onStart} disabled={starting || !ready} aria-busy={starting || undefined}>
          {starting ? 'Starting…' : 'Start Test'}
        </button>
        <p className="muted mx-start-note">
          The clock keeps running if you leave or reload the page; your answers are saved on this device as you go and the test picks up where you left it.
          {signedIn ? ' Your attempt will be saved to your progress.' : ' You can take the test without signing in.'}
        </p>
      </div>

      <div className="mx-start-cols">
        <div>
          <h3>The question palette</h3>
          <p className="muted">The palette on the right of the test screen shows the status of every question:</p>
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
