/**
 * After the submit: the score (computed here from the server's answer key
 * with scoreAnswers, spec section 5) and the review of every question with
 * the chosen and the correct option and the explanations of all four
 * options, filtered by correct / wrong / unanswered / marked.
 */
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { authPageHref } from '../../lib/client';
import { formatDuration } from '#core/mock/clock.ts';
import { attemptResult, filterReview, REVIEW_FILTERS, reviewCounts, reviewItems, type ReviewFilter, type ReviewItem } from '#core/mock/review.ts';
import type { AttemptSnapshot } from '#core/mock/snapshot.ts';
import { QuestionTools } from './QuestionTools';

const FILTER_LABELS: Record<ReviewFilter, string> = {
  all: 'All',
  correct: 'Correct',
  wrong: 'Wrong',
  unanswered: 'Unanswered',
  marked: 'Marked',
};

/** Marks with at most two decimals and a real minus sign; never "−0". */
export const fmtMarks = (n: number) => {
  const rounded = Number(n.toFixed(2));
  return rounded === 0 ? '0' : String(rounded).replace('-', '−');
};

/** The marks taken off for wrong answers: "−1.5", or "0" when none were. */
export const negativeText = (applied: number) => (Number(applied.toFixed(2)) > 0 ? `−${fmtMarks(applied)}` : '0');

export function ResultView({ attempt, signedIn, onRetake }: { attempt: AttemptSnapshot; signedIn: boolean; onRetake: () => void }) {
  const result = attemptResult(attempt);
  const items = useMemo(() => reviewItems(attempt), [attempt]);
  const counts = useMemo(() => reviewCounts(items), [items]);
  const [filter, setFilter] = useState<ReviewFilter>('all');
  const heading = useRef<HTMLHeadingElement>(null);
  const titleId = useId();
  const reviewId = 'mx-review';

  useEffect(() => {
    heading.current?.focus();
    heading.current?.scrollIntoView?.({ block: 'start' });
  }, []);

  if (!result) return null;
  const shown = filterReview(items, filter);
  const stored = attempt.outcome?.attempt ?? null;

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
            <span className="mx-percent-value" data-result="percentage">
              {result.percentage}%
            </span>
            <span className="mx-percent-label">correct answers out of {result.total} questions</span>
          </p>
          <p className="mx-score-line">
            Score{' '}
            <strong data-result="score">
              {fmtMarks(result.score)} / {result.total}
            </strong>
          </p>
        </div>
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
          {result.negativeMarks ? (
            <div>
              <dt>Negative marks</dt>
              <dd data-result="negative">
                {negativeText(result.negativeMarksApplied)}{' '}
                <span className="mx-figure-note">
                  ({result.wrong} × {fmtMarks(result.negativeMarks)})
                </span>
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
          Percentage = correct answers ÷ all questions, rounded. Accuracy = correct ÷ attempted. Unanswered questions score 0
          {result.negativeMarks ? `; each wrong answer costs ${fmtMarks(result.negativeMarks)}` : ''}.
        </p>
        {stored ? (
          <p className="mx-saved" role="status">
            Saved to your progress. <a href="/progress">See your history</a>
          </p>
        ) : signedIn ? null : (
          <p className="muted">
            <a href={authPageHref('sign-in', typeof location === 'undefined' ? null : location.pathname)}>Sign in</a> to keep a history of your attempts.
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

      <section className="mx-review" aria-labelledby={reviewId}>
        <h2 id={reviewId} tabIndex={-1}>
          Review
        </h2>
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
        <p className="mx-review-q">{item.question.question}</p>
        <ol className="mx-review-options">
          {item.question.options.map((option, k) => {
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
                    <span className="mx-tag mx-tag--correct">
                      <span aria-hidden="true">✓</span> Correct answer
                    </span>
                  ) : null}
                  {isChosen ? (
                    <span className={`mx-tag ${isCorrect ? 'mx-tag--correct' : 'mx-tag--wrong'}`}>
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
