/**
 * After the submit: the server's score with the standing (rank, percentile;
 * late and unranked attempts labelled), the section analysis with its chart
 * and the leaderboard (Analysis.tsx), and the review of every question with
 * the chosen and the correct option, the explanations of all four options,
 * the share of aspirants who got it right and their average time, in the
 * paper's language, filtered by section and by correct / wrong / unanswered /
 * marked.
 */
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { authPageHref } from '../../lib/client';
import { paperLanguages } from '#core/mock/attempt.ts';
import { formatDuration } from '#core/mock/clock.ts';
import { marksPercent, percentText } from '#core/mock/marks.ts';
import { attemptResult, filterReview, REVIEW_FILTERS, reviewCounts, reviewItems, type ReviewFilter, type ReviewItem } from '#core/mock/review.ts';
import { sectionName, type AttemptSnapshot, type Language } from '#core/mock/snapshot.ts';
import type { MockApi } from './api';
import { Leaderboard, SectionAnalysis, Standing } from './Analysis';
import { fmtMarks, negativeText } from './format';
import { LanguageSwitch } from './LanguageSwitch';

export { fmtMarks, negativeText };
import { QuestionTools } from './QuestionTools';

const FILTER_LABELS: Record<ReviewFilter, string> = {
  all: 'All',
  correct: 'Correct',
  wrong: 'Wrong',
  unanswered: 'Unanswered',
  marked: 'Marked',
};

export interface ResultViewProps {
  attempt: AttemptSnapshot;
  signedIn: boolean;
  client?: MockApi;
  onLanguage?: (language: Language) => void;
  onRetake: () => void;
}

export function ResultView({ attempt, signedIn, client, onLanguage, onRetake }: ResultViewProps) {
  const result = attemptResult(attempt);
  const items = useMemo(() => reviewItems(attempt), [attempt]);
  const [section, setSection] = useState<number | null>(null);
  const counts = useMemo(() => reviewCounts(items, section), [items, section]);
  const [filter, setFilter] = useState<ReviewFilter>('all');
  const heading = useRef<HTMLHeadingElement>(null);
  const titleId = useId();
  const reviewId = 'mx-review';

  useEffect(() => {
    heading.current?.focus();
    heading.current?.scrollIntoView?.({ block: 'start' });
  }, []);

  if (!result) return null;
  const shown = filterReview(items, filter, section);
  const server = attempt.outcome?.result ?? null;
  const bilingual = paperLanguages(attempt.mock).length > 1;
  const multi = attempt.sections.length > 1;

  return (
    <section className="mx-result" aria-labelledby={titleId} data-testid="mock-result">
      <div className="mx-result-card card">
        <h2 id={titleId} ref={heading} tabIndex={-1}>
          Your result
        </h2>
        {result.reason === 'timeout' ? (
          <p className="mx-timeup" role="status">
            Time was up: your saved answers were submitted automatically.
          </p>
        ) : null}
        <div className="mx-result-top">
          <p className="mx-percent">
            <span className="mx-percent-label">Score</span>
            <span className="mx-percent-value" data-result="score">
              {fmtMarks(result.score)}
              <span className="mx-percent-of"> / {fmtMarks(result.max_score)}</span>
            </span>
            <span className="mx-percent-label" data-result="score-percent">
              {percentText(marksPercent(result))} of the marks
            </span>
          </p>
          <p className="mx-score-line">
            Correct answers <strong data-result="percentage">{result.percentage}%</strong>
            <span className="mx-percent-label"> of {result.total} questions</span>
          </p>
        </div>
        {server ? <Standing result={server} signedIn={signedIn} /> : null}
        <dl className="mx-figures">
          <div className="is-correct">
            <dt>Correct</dt>
            <dd data-result="correct">{result.correct}</dd>
          </div>
          <div className="is-wrong">
            <dt>Wrong</dt>
            <dd data-result="wrong">{result.wrong}</dd>
          </div>
          <div>
            <dt>Unanswered</dt>
            <dd data-result="unanswered">{result.unanswered}</dd>
          </div>
          <div>
            <dt>Accuracy</dt>
            <dd data-result="accuracy">{result.accuracy}%</dd>
          </div>
          {result.negativeMarksApplied > 0 || result.negativeMarks ? (
            <div>
              <dt>Negative marks</dt>
              <dd data-result="negative">
                {negativeText(result.negativeMarksApplied)}
                {!multi && result.negativeMarks ? (
                  <span className="mx-figure-note">
                    {' '}
                    ({result.wrong} × {fmtMarks(result.negativeMarks)})
                  </span>
                ) : null}
              </dd>
            </div>
          ) : null}
          <div>
            <dt>Time taken</dt>
            <dd data-result="time">
              {formatDuration(result.timeTakenMs)} <span className="mx-figure-note">of {attempt.mock.timer} min</span>
            </dd>
          </div>
        </dl>
        <p className="mx-result-note muted">
          Accuracy = correct ÷ attempted. Unanswered questions score 0
          {multi ? '; each section has its own marks per correct and wrong answer' : result.negativeMarks ? `; each wrong answer costs ${fmtMarks(result.negativeMarks)}` : ''}.
          {server ? ' Percentile = the share of ranked attempts that scored at most your score.' : ''}
        </p>
        {signedIn && server ? (
          <p className="mx-saved" role="status">
            Saved to your progress. <a href="/progress">See your history and trends</a>
          </p>
        ) : signedIn ? null : (
          <p className="muted">
            <a href={authPageHref('sign-in', typeof location === 'undefined' ? null : location.pathname)}>Sign in</a> to be ranked and keep a history of your
            attempts.
          </p>
        )}
        <div className="mx-result-actions">
          <a className="btn btn-outline" href={`#${reviewId}`}>
            Review answers
          </a>
          <button type="button" className="btn" onClick={onRetake}>
            Take Test Again
          </button>
          <a className="btn btn-ghost" href="/mock-test">
            More mock tests
          </a>
        </div>
      </div>

      {server ? <SectionAnalysis attempt={attempt} result={server} /> : null}
      {server && client ? <Leaderboard slug={attempt.slug} client={client} refreshKey={server.attempt.id} /> : null}

      <section className="mx-review" aria-labelledby={reviewId}>
        <h2 id={reviewId} tabIndex={-1}>
          Review
        </h2>
        {bilingual && onLanguage ? <LanguageSwitch language={attempt.language} onChange={onLanguage} /> : null}
        {multi ? (
          <div className="mx-filters" role="group" aria-label="Section">
            <button type="button" className="mx-filter" aria-pressed={section === null} onClick={() => setSection(null)} data-review-section="all">
              All sections
            </button>
            {attempt.sections.map((sec, k) => (
              <button
                key={sec.id ?? k}
                type="button"
                className="mx-filter"
                aria-pressed={section === k}
                onClick={() => setSection(k)}
                data-review-section={k + 1}
                lang={attempt.language === 'hi' && sec.name_hi ? 'hi' : undefined}
              >
                {sectionName(sec, attempt.language)}
              </button>
            ))}
          </div>
        ) : null}
        <div className="mx-filters" role="group" aria-label="Show questions">
          {REVIEW_FILTERS.map((f) => (
            <button key={f} type="button" className="mx-filter" aria-pressed={filter === f} data-filter={f} onClick={() => setFilter(f)}>
              {FILTER_LABELS[f]} <span className="mx-filter-count">{counts[f]}</span>
            </button>
          ))}
        </div>
        <p className="visually-hidden" aria-live="polite">
          {FILTER_LABELS[filter]}: {shown.length} {shown.length === 1 ? 'question' : 'questions'}
        </p>
        {shown.length === 0 ? (
          <p className="mx-empty muted">No questions here.</p>
        ) : (
          <ol className="mx-review-list">
            {shown.map((item) => (
              <ReviewCard key={item.question.id} item={item} />
            ))}
          </ol>
        )}
      </section>
    </section>
  );
}

/** "62% of aspirants answered it correctly · they took 48 s on average · you took 1 min 05 s". */
function QuestionFigures({ item }: { item: ReviewItem }) {
  return (
    <p className="mx-qfigures" data-testid="question-figures">
      {item.correctShare !== null ? (
        <span data-figure="correct-share">
          <strong>{Number(item.correctShare.toFixed(1))}%</strong> of aspirants answered it correctly
        </span>
      ) : (
        <span data-figure="correct-share">No ranked attempts yet to compare with</span>
      )}
      {item.avgSeconds !== null ? (
        <span data-figure="avg-time">
          average time <strong>{formatDuration(item.avgSeconds * 1000)}</strong>
        </span>
      ) : null}
      <span data-figure="my-time">
        your time <strong>{formatDuration(item.mySeconds * 1000)}</strong>
      </span>
      {item.topic ? <span data-figure="topic">{item.topic}</span> : null}
    </p>
  );
}

function ReviewCard({ item }: { item: ReviewItem }) {
  const titleId = useId();
  return (
    <li
      className={`mx-review-item card is-${item.status}`}
      data-review-question={item.index + 1}
      data-status={item.status}
      data-marked={item.marked || undefined}
    >
      <article aria-labelledby={titleId}>
        <header className="mx-review-head">
          <h3 id={titleId}>Question {item.index + 1}</h3>
          <span className={`mx-badge mx-badge--${item.status}`}>
            <span aria-hidden="true">{item.status === 'correct' ? '✓' : item.status === 'wrong' ? '✗' : '–'}</span> {FILTER_LABELS[item.status]}
          </span>
          {item.marked ? (
            <span className="mx-badge mx-badge--marked">
              <span aria-hidden="true">●</span> Marked for review
            </span>
          ) : null}
        </header>
        <QuestionFigures item={item} />
        <p className="mx-review-q" lang={item.hindi ? 'hi' : undefined}>
          {item.text}
        </p>
        <ol className="mx-review-options" lang={item.hindi ? 'hi' : undefined}>
          {item.options.map((option, k) => {
            const isCorrect = k === item.correct;
            const isChosen = k === item.chosen;
            return (
              <li
                key={k}
                className={`${isCorrect ? 'is-correct' : ''}${isChosen && !isCorrect ? ' is-wrong' : ''}`}
                data-option={k + 1}
                data-correct={isCorrect || undefined}
                data-chosen={isChosen || undefined}
              >
                <div className="mx-ro-line">
                  <span className="mx-okey" aria-hidden="true">
                    {k + 1}
                  </span>
                  <span className="mx-ro-text">{option}</span>
                  {isCorrect ? (
                    <span className="mx-tag mx-tag--correct" lang="en">
                      <span aria-hidden="true">✓</span> Correct answer
                    </span>
                  ) : null}
                  {isChosen ? (
                    <span className={`mx-tag ${isCorrect ? 'mx-tag--correct' : 'mx-tag--wrong'}`} lang="en">
                      <span aria-hidden="true">{isCorrect ? '★' : '✗'}</span> Your answer
                    </span>
                  ) : null}
                </div>
                {item.explanations[k] ? <p className="mx-explanation">{item.explanations[k]}</p> : null}
              </li>
            );
          })}
        </ol>
        {item.chosen === null ? <p className="mx-review-none muted">You did not answer this question.</p> : null}
        <QuestionTools questionId={item.question.id} label={`Question ${item.index + 1}`} />
      </article>
    </li>
  );
}
