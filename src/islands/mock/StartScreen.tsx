/**
 * The runner's start screen: 'Start Test' first (with what to know before
 * pressing it), then the palette legend, what the buttons do and the
 * keyboard shortcuts (hidden on touch screens and phones, mock.css; where the
 * palette is also follows the screen width). A paper with Hindi
 * offers its language next to the button (remembered); a test with sections
 * lists them with their questions, clocks and marking. Server-rendered too,
 * so the legend is there before the island wakes up. Issue 29: the CBT's
 * instructions (Instructions.tsx) and the "I have read and understood"
 * declaration, without which Start Test stays disabled.
 */
import { useId, useState } from 'react';
import { paperLanguages } from '#core/mock/attempt.ts';
import { compensatoryMs, extraParts, timeLimitMs } from '#core/mock/compensatory.ts';
import type { MockCompensatory } from '#core/schemas/mock-attempt.ts';
import type { Language, MockInfo } from '#core/mock/snapshot.ts';
import { LanguageSwitch } from './LanguageSwitch';
import { LivePanel } from './LivePanel';
import type { LiveView } from './useLiveStatus';
import { Legend } from './Palette';
import { Declaration, Instructions } from './Instructions';
import { useExamText } from './i18n';
import { useLocale } from '../i18n/locale';

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
  /** A live test (issue 28): its window, countdown and registration; the button waits for the opening. */
  live?: LiveView | null;
  /** Issue 29: whether the signed-in aspirant's next attempt gets compensatory time (GET /mocks/{slug}/compensatory). */
  compensatory?: MockCompensatory | null;
}

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
  live = null,
  compensatory = null,
}: StartScreenProps) {
  const notOpenYet = !!live && (!live.ready || live.state === 'upcoming');
  const sections = test.sections ?? [];
  const sectional = sections.some((s) => s.time_limit);
  const locked = sections.some((s) => s.locked);
  const bilingual = paperLanguages(test).length > 1;
  const t = useExamText();
  const locale = useLocale();
  const { start: s, buttons: b } = t;
  // Issue 29: the instructions follow the paper's language on a bilingual paper, else the page's; Start waits for the declaration.
  const instructionsLanguage: Language = bilingual ? language : locale === 'hi' ? 'hi' : 'en';
  const [agreed, setAgreed] = useState(false);
  const instructionsId = useId();
  const questionCountText = t.questionCount;
  // Compensatory time (issue 29): every limit × 4/3, shown as "60 minutes + 20 min".
  const extended = !!compensatory?.applies;
  const differs = !!compensatory && compensatory.fixed !== null && compensatory.fixed !== compensatory.profile;
  const minutesText = (m: number) => (extended ? s.withExtra(t.minutes(m), s.duration(extraParts(compensatoryMs(m)))) : t.minutes(m));
  return (
    <section className="mx-start card" aria-labelledby="mx-start-title" data-testid="mock-start">
      <h2 id="mx-start-title">{showFacts ? test.name : s.beforeYouStart}</h2>
      {showFacts && test.description ? <p className="mx-start-lead">{test.description}</p> : null}
      {showFacts ? null : (
        <>
          <p className="mx-start-lead">
            <strong>{s.ready}</strong>
            {s.keepFree(minutesText(test.timer))}
          </p>
          {/* On phones the page's facts card comes after the runner: the essentials here, next to the button. */}
          <ul className="mx-start-summary" aria-label={s.thisTest}>
            <li>{questionCountText(test.question_count)}</li>
            <li>{minutesText(test.timer)}</li>
            {sections.length ? (
              <li>{s.sections(sections.length)}</li>
            ) : (
              <li>{test.negative_marks ? s.perWrong(String(Number(test.negative_marks.toFixed(2)))) : s.noNegativeMarking}</li>
            )}
          </ul>
        </>
      )}
      {showFacts ? (
        <ul className="mx-start-facts">
          <li>
            <span className="mx-fact-label">{s.category}</span> {test.category_name}
          </li>
          <li>
            <span className="mx-fact-label">{s.questions}</span> {questionCountText(test.question_count)}
          </li>
          <li>
            <span className="mx-fact-label">{s.time}</span> {minutesText(test.timer)}
          </li>
          <li>
            <span className="mx-fact-label">{s.marking}</span> {t.markingRule(test.negative_marks)}
          </li>
        </ul>
      ) : null}

      {/* The start action first, the help after it (a phone shows 'Start Test' on its first screen). */}
      <div className="mx-start-action">
        {storageWarning ? (
          <p className="mx-warning" role="alert">
            {s.storageWarning}
          </p>
        ) : null}
        {error ? (
          <p className="mx-error" role="alert">
            {error}
          </p>
        ) : null}
        {live ? <LivePanel live={live} signedIn={signedIn} /> : null}
        {/* The paper language is not the page's: a Hindi page says so before the start when the paper has no Hindi. */}
        {!bilingual && locale !== 'en' ? (
          <p className="mx-start-paper-lang" data-testid="paper-english-only">
            {s.englishOnly}
          </p>
        ) : null}
        <button type="button" className="btn mx-start-btn" onClick={onStart} disabled={starting || !ready || notOpenYet || !agreed} aria-busy={starting || undefined}>
          {starting ? s.starting : s.startTest}
        </button>
        {/* Right under the button (not above it, as on the real screen): a 375 × 667 phone keeps 'Start Test' on its first screen. */}
        <Declaration checked={agreed} onChange={setAgreed} describedBy={instructionsId} language={instructionsLanguage} disabled={!ready} />
        {/* The paper language right under the button, not above it: on a 375 × 667 phone 'Start Test' stays on the first screen. */}
        {bilingual && onLanguage ? <LanguageSwitch language={language} onChange={onLanguage} /> : null}
        {compensatory && (extended || differs) ? (
          <div className="mx-start-compensatory" data-testid="start-compensatory">
            {extended ? (
              <p>{s.compensatory(s.duration(extraParts(compensatoryMs(test.timer))), s.duration(extraParts(timeLimitMs(test.timer, true))))}</p>
            ) : null}
            {/* Fixed for the test by its first attempt (docs/mock-tests.md): said when the profile now says otherwise. */}
            {differs ? (
              <p data-testid="compensatory-fixed">{compensatory.fixed ? s.compensatoryFixedOn : s.compensatoryFixedOff}</p>
            ) : null}
          </div>
        ) : null}
        <p className="muted mx-start-note">
          {s.clockNote}
          {signedIn ? s.signedInNote : s.visitorNote}
        </p>
      </div>

      {/* The instructions after the button (a phone still shows the declaration and 'Start Test' on its first screen). */}
      <Instructions test={test} language={instructionsLanguage} id={instructionsId} />

      {/* The sections after the button: a phone still shows 'Start Test' on its first screen. */}
      {sections.length ? (
        <div className="mx-table-wrap mx-start-sections">
          <table className="mx-summary-table">
            <caption>
              {s.sectionsCaption}
              {sectional ? s.sectionsSectional : locked ? s.sectionsLocked : ''}
            </caption>
            <thead>
              <tr>
                <th scope="col">{s.section}</th>
                <th scope="col">{s.questions}</th>
                <th scope="col">{s.time}</th>
                <th scope="col">{s.marks}</th>
              </tr>
            </thead>
            <tbody>
              {sections.map((sec) => (
                <tr key={sec.id}>
                  <th scope="row">
                    {/* The section's English name, marked on a Hindi page; its Hindi name beside it on a bilingual paper. */}
                    <span lang={locale === 'en' ? undefined : 'en'}>{sec.name}</span>
                    {bilingual && sec.name_hi ? (
                      <span className="mx-start-hi" lang={locale === 'hi' ? undefined : 'hi'}>
                        {' '}
                        · {sec.name_hi}
                      </span>
                    ) : null}
                  </th>
                  <td>{sec.question_count}</td>
                  <td>{sec.time_limit ? minutesText(sec.time_limit) : '—'}</td>
                  <td>{s.sectionMarks(sec.marks_correct, sec.marks_wrong)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}

      <div className="mx-start-cols">
        <div>
          <h3>{s.paletteTitle}</h3>
          {/* Where the palette is depends on the screen (mock.css): beside the question from 860 px, behind a button below that. */}
          <p className="muted mx-on-wide">{s.paletteWide}</p>
          <p className="muted mx-on-narrow">
            {s.paletteNarrow}
          </p>
          <Legend withHelp />
        </div>
        <div>
          <h3>{s.buttonsTitle}</h3>
          <dl className="mx-buttons-help">
            <dt>{b.saveNext}</dt>
            <dd>{s.saveNextHelp}</dd>
            <dt>{b.markNext}</dt>
            <dd>{s.markNextHelp}</dd>
            <dt>{b.clear}</dt>
            <dd>{s.clearHelp}</dd>
            <dt>{s.moveTitle}</dt>
            <dd>{s.moveHelp}</dd>
            <dt>{b.submit}</dt>
            <dd>{s.submitHelp}</dd>
          </dl>
          <div className="mx-keys-block">
            <h3>{s.keyboard}</h3>
            <ul className="mx-keys-help">
              <li>
                <kbd>1</kbd>–<kbd>4</kbd>
                {s.keyChoose}
              </li>
              <li>
                <kbd>←</kbd> <kbd>→</kbd>
                {s.keyMove}
              </li>
              <li>
                <kbd>S</kbd> {b.saveNext}, <kbd>M</kbd> {b.markNext}, <kbd>C</kbd> {b.clear}
              </li>
            </ul>
          </div>
        </div>
      </div>

    </section>
  );
}
