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
import { compensatoryMs, extraParts } from '#core/mock/compensatory.ts';
import { marksPercent, percentText } from '#core/mock/marks.ts';
import { attemptResult, filterReview, REVIEW_FILTERS, reviewCounts, reviewItems, type ReviewFilter, type ReviewItem } from '#core/mock/review.ts';
import { sectionName, type AttemptSnapshot, type Language } from '#core/mock/snapshot.ts';
import type { MockApi } from './api';
import { Leaderboard, SectionAnalysis, Standing } from './Analysis';
import { fmtMarks, negativeText } from './format';
import { LanguageSwitch } from './LanguageSwitch';

export { fmtMarks, negativeText };
import { QuestionTools } from './QuestionTools';
import { useExamText } from './i18n';
import { useLocale } from '../i18n/locale';
import { localizedPath } from '#core/i18n/locales.ts';
import { formatNumber } from '#core/i18n/format.ts';
import { unrankedText, useLiveText } from './live-text';

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
  const locale = useLocale();
  const { result: r, screen: screenText } = useExamText();
  const FILTER_LABELS: Record<ReviewFilter, string> = r.filters;

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
          {r.title}
        </h2>
        {result.reason === 'timeout' ? (
          <p className="mx-timeup" role="status">
            {r.timeUp}
          </p>
        ) : null}
        <LiveStandingLine attempt={attempt} />
        <div className="mx-result-top">
          <p className="mx-percent">
            <span className="mx-percent-label">{r.score}</span>
            <span className="mx-percent-value" data-result="score">
              {fmtMarks(result.score)}
              <span className="mx-percent-of"> / {fmtMarks(result.max_score)}</span>
            </span>
            <span className="mx-percent-label" data-result="score-percent">
              {r.ofMarks(percentText(marksPercent(result)))}
            </span>
          </p>
          <p className="mx-score-line">
            {r.correctAnswers} <strong data-result="percentage">{result.percentage}%</strong>
            <span className="mx-percent-label">{r.ofQuestions(result.total)}</span>
          </p>
        </div>
        {server ? <Standing result={server} signedIn={signedIn} /> : null}
        <dl className="mx-figures">
          <div className="is-correct">
            <dt>{r.correct}</dt>
            <dd data-result="correct">{result.correct}</dd>
          </div>
          <div className="is-wrong">
            <dt>{r.wrong}</dt>
            <dd data-result="wrong">{result.wrong}</dd>
          </div>
          <div>
            <dt>{r.unanswered}</dt>
            <dd data-result="unanswered">{result.unanswered}</dd>
          </div>
          <div>
            <dt>{r.accuracy}</dt>
            <dd data-result="accuracy">{result.accuracy}%</dd>
          </div>
          {result.negativeMarksApplied > 0 || result.negativeMarks ? (
            <div>
              <dt>{r.negativeMarks}</dt>
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
            <dt>{r.timeTaken}</dt>
            <dd data-result="time">
              {formatDuration(result.timeTakenMs)}{' '}
              <span className="mx-figure-note">
                {r.ofMinutes(attempt.mock.timer)}
                {/* Issue 29: the attempt had compensatory time. */}
                {attempt.compensatory ? ` · ${screenText.compensatoryNote(extraParts(compensatoryMs(attempt.mock.timer)))}` : null}
              </span>
            </dd>
          </div>
        </dl>
        <p className="mx-result-note muted">
          {r.accuracyNote}
          {multi ? r.sectionsNote : result.negativeMarks ? r.wrongCosts(fmtMarks(result.negativeMarks)) : ''}.
          {server ? r.percentileNote : ''}
        </p>
        {signedIn && server ? (
          <p className="mx-saved" role="status">
            {r.saved}
            <a href={localizedPath('/progress', locale)}>{r.seeHistory}</a>
          </p>
        ) : signedIn ? null : (
          <p className="muted">
            <a href={localizedPath(authPageHref('sign-in', typeof location === 'undefined' ? null : location.pathname), locale)}>{r.signIn}</a>
            {r.signInToRank}
          </p>
        )}
        <div className="mx-result-actions">
          <a className="btn btn-outline" href={`#${reviewId}`}>
            {r.reviewAnswers}
          </a>
          <button type="button" className="btn" onClick={onRetake}>
            {r.retake}
          </button>
          <a className="btn btn-ghost" href={localizedPath('/mock-test', locale)}>
            {r.more}
          </a>
        </div>
      </div>

      {server ? <SectionAnalysis attempt={attempt} result={server} /> : null}
      {server && client ? <Leaderboard slug={attempt.slug} client={client} refreshKey={server.attempt.id} /> : null}

      <section className="mx-review" aria-labelledby={reviewId}>
        <h2 id={reviewId} tabIndex={-1}>
          {r.review}
        </h2>
        {bilingual && onLanguage ? <LanguageSwitch language={attempt.language} onChange={onLanguage} /> : null}
        {multi ? (
          <div className="mx-filters" role="group" aria-label={r.sectionFilter}>
            <button type="button" className="mx-filter" aria-pressed={section === null} onClick={() => setSection(null)} data-review-section="all">
              {r.allSections}
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
        <div className="mx-filters" role="group" aria-label={r.showQuestions}>
          {REVIEW_FILTERS.map((f) => (
            <button key={f} type="button" className="mx-filter" aria-pressed={filter === f} data-filter={f} onClick={() => setFilter(f)}>
              {FILTER_LABELS[f]} <span className="mx-filter-count">{counts[f]}</span>
            </button>
          ))}
        </div>
        <p className="visually-hidden" aria-live="polite">
          {r.shownCount(FILTER_LABELS[filter], shown.length)}
        </p>
        {shown.length === 0 ? (
          <p className="mx-empty muted">{r.none}</p>
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
  const r = useExamText().result;
  return (
    <p className="mx-qfigures" data-testid="question-figures">
      {item.correctShare !== null ? (
        <span data-figure="correct-share">
          <strong>{Number(item.correctShare.toFixed(1))}%</strong>
          {r.shareCorrect}
        </span>
      ) : (
        <span data-figure="correct-share">{r.noRanked}</span>
      )}
      {item.avgSeconds !== null ? (
        <span data-figure="avg-time">
          {r.averageTime}
          <strong>{formatDuration(item.avgSeconds * 1000)}</strong>
        </span>
      ) : null}
      <span data-figure="my-time">
        {r.yourTime}
        <strong>{formatDuration(item.mySeconds * 1000)}</strong>
      </span>
      {item.topic ? <span data-figure="topic">{item.topic}</span> : null}
    </p>
  );
}

function ReviewCard({ item }: { item: ReviewItem }) {
  const titleId = useId();
  const locale = useLocale();
  const r = useExamText().result;
  return (
    <li
      className={`mx-review-item card is-${item.status}`}
      data-review-question={item.index + 1}
      data-status={item.status}
      data-marked={item.marked || undefined}
    >
      <article aria-labelledby={titleId}>
        <header className="mx-review-head">
          <h3 id={titleId}>{r.question(item.index + 1)}</h3>
          <span className={`mx-badge mx-badge--${item.status}`}>
            <span aria-hidden="true">{item.status === 'correct' ? '✓' : item.status === 'wrong' ? '✗' : '–'}</span> {r.filters[item.status]}
          </span>
          {item.marked ? (
            <span className="mx-badge mx-badge--marked">
              <span aria-hidden="true">●</span>
              {r.markedForReview}
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
                    <span className="mx-tag mx-tag--correct" lang={locale}>
                      <span aria-hidden="true">✓</span>
                      {r.correctAnswer}
                    </span>
                  ) : null}
                  {isChosen ? (
                    <span className={`mx-tag ${isCorrect ? 'mx-tag--correct' : 'mx-tag--wrong'}`} lang={locale}>
                      <span aria-hidden="true">{isCorrect ? '★' : '✗'}</span>
                      {r.yourAnswer}
                    </span>
                  ) : null}
                </div>
                {item.explanations[k] ? <p className="mx-explanation">{item.explanations[k]}</p> : null}
              </li>
            );
          })}
        </ol>
        {item.chosen === null ? <p className="mx-review-none muted">{r.notAnswered}</p> : null}
        <QuestionTools questionId={item.question.id} label={r.question(item.index + 1)} />
      </article>
    </li>
  );
}

/** A live attempt (issue 28): the frozen live rank, or why it is not ranked (practice after the window). */
function LiveStandingLine({ attempt }: { attempt: AttemptSnapshot }) {
  const t = useLiveText();
  const locale = useLocale();
  const standing = attempt.outcome?.result?.live;
  if (standing?.ranked && standing.rank !== null) {
    return (
      <p className="mx-live-standing" data-testid="live-standing">
        <strong>{t.liveRank(formatNumber(locale, standing.rank), formatNumber(locale, standing.of))}</strong>
        {standing.percentile !== null ? <> · {t.livePercentile(formatNumber(locale, standing.percentile))}</> : null}
      </p>
    );
  }
  if (!attempt.live || attempt.live.ranked) return null;
  return (
    <p className={attempt.live.reason === 'after_window' ? 'mx-live-practice' : 'mx-warning'} data-testid="live-unranked">
      {unrankedText(t, attempt.live.reason)}
    </p>
  );
}
