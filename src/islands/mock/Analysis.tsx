/**
 * The analysis after the submit (issue 17): the standing ("Rank 1,234 of
 * 56,789", percentile) with what it means for a late or re-attempted try,
 * the per-section table (score, accuracy, time), the comparison with the
 * topper and the average as a chart with the same figures in a table beside
 * it, and the test's top-10 leaderboard. All figures are the server's
 * (MockResult); the chart library loads only when this screen shows.
 */
import { useCallback, useEffect, useMemo, useState } from 'react';
import { formatDuration } from '#core/mock/clock.ts';
import type { AttemptSnapshot, Language } from '#core/mock/snapshot.ts';
import type { MockResultFigures } from '#core/schemas/mock-attempt.ts';
import type { MockLeaderboard } from '#core/schemas/responses/mocks.ts';
import { Chart } from '../charts/Chart';
import type { MockApi } from './api';
import { fmtMarks } from './format';
import { MIN_SECONDS_PER_ANSWER } from '#core/constants.ts';
import { formatNumber } from '#core/i18n/format.ts';
import { examText, useExamText, type ExamText } from './i18n';
import { useLocale } from '../i18n/locale';

type ServerResult = MockResultFigures;

const pct = (n: number) => `${Number(n.toFixed(2))}`;
/** A topper's or an average's marks; a dash where a section has none yet. */
const marksOrDash = (n: number | null) => (n === null ? '—' : fmtMarks(n));

/** Why an attempt is not ranked, in the aspirant's terms. */
export function unrankedReason(result: ServerResult, signedIn: boolean, t: ExamText['analysis'] = examText('en').analysis): string | null {
  const a = result.attempt;
  if (a.ranked) return null;
  if (a.late) return t.late;
  // (a stored result from before issue 26 has no tooFast)
  if (a.tooFast)
    return t.tooFast(formatDuration(a.timeTakenSeconds * 1000), MIN_SECONDS_PER_ANSWER);
  if (a.attemptNumber > 1) return t.notFirst(a.attemptNumber);
  if (!signedIn) return t.signedOut;
  return t.hasOne;
}

export function Standing({ result, signedIn }: { result: ServerResult; signedIn: boolean }) {
  const { standing, attempt } = result;
  const locale = useLocale();
  const t = examText(locale).analysis;
  const reason = unrankedReason(result, signedIn, t);
  return (
    <div className="mx-standing" data-testid="standing" data-ranked={attempt.ranked}>
      {standing ? (
        <p className="mx-rank">
          <span className="mx-rank-value" data-result="rank">
            {t.rank(attempt.ranked, formatNumber(locale, standing.rank), formatNumber(locale, standing.of))}
          </span>
          <span className="mx-rank-pct">
            {t.percentile}
            <strong data-result="percentile">{pct(standing.percentile)}</strong>
          </span>
        </p>
      ) : (
        <p className="mx-rank muted">{t.noRankedTest}</p>
      )}
      {reason ? (
        <p className={`mx-badge mx-badge--${attempt.late ? 'wrong' : 'unranked'}`} data-testid="unranked">
          {attempt.late ? t.lateBadge : t.unrankedBadge} · {reason}
        </p>
      ) : null}
    </div>
  );
}

/** Section name in the language chosen (the server sends both). */
const nameIn = (row: { name: string; name_hi?: string | null }, language: Language) => (language === 'hi' && row.name_hi ? row.name_hi : row.name);

export function SectionAnalysis({ attempt, result }: { attempt: AttemptSnapshot; result: ServerResult }) {
  const language = attempt.language;
  const rows = result.sections;
  const comparison = result.comparison;
  const t = useExamText().analysis;
  // Section names in the paper's language (the comparison rows carry the English name; the attempt knows both).
  const windows = attempt.sections;
  const nameOf = useCallback(
    (row: { section_id: number | null; name: string }) => {
      const sec = row.section_id === null ? undefined : windows.find((s) => s.id === row.section_id);
      return sec ? nameIn(sec, language) : row.name;
    },
    [windows, language],
  );
  const categories = useMemo(() => comparison.sections.map(nameOf), [comparison, nameOf]);
  // As % of each section's marks, so sections of different sizes compare.
  const series = useMemo(() => {
    const share = (v: number | null, max: number) => (v === null ? null : max > 0 ? Math.round((v / max) * 1000) / 10 : 0);
    return [
      { label: t.you, values: comparison.sections.map((s) => share(s.you, s.max)) },
      { label: t.topper, values: comparison.sections.map((s) => share(s.topper, s.max)) },
      { label: t.average, values: comparison.sections.map((s) => share(s.average, s.max)) },
    ];
  }, [comparison]);
  return (
    <section className="mx-analysis card" aria-labelledby="mx-analysis-title" data-testid="section-analysis">
      <h2 id="mx-analysis-title">{t.title}</h2>
      <div className="mx-table-wrap">
        <table className="mx-summary-table mx-analysis-table">
          <caption className="visually-hidden">{t.tableCaption}</caption>
          <thead>
            <tr>
              <th scope="col">{t.section}</th>
              <th scope="col">{t.score}</th>
              <th scope="col">{t.correct}</th>
              <th scope="col">{t.wrong}</th>
              <th scope="col">{t.unanswered}</th>
              <th scope="col">{t.accuracy}</th>
              <th scope="col">{t.time}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((r, k) => (
              <tr key={r.section_id ?? k} data-analysis-section={k + 1}>
                <th scope="row" lang={language === 'hi' && r.name_hi ? 'hi' : undefined}>
                  {nameIn(r, language)}
                </th>
                <td>
                  {fmtMarks(r.score)} / {fmtMarks(r.max_score)}
                </td>
                <td>{r.correct}</td>
                <td>{r.wrong}</td>
                <td>{r.unanswered}</td>
                <td>{r.accuracy}%</td>
                <td>{formatDuration(r.seconds * 1000)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>

      {comparison.ranked === 0 ? (
        // Nothing to compare with: say so, rather than show the aspirant's own score as the topper and the average.
        <p className="muted" data-testid="comparison-none">
          {t.noCompare}
        </p>
      ) : (
        <Chart
          kind="bars"
          title={t.chartTitle}
          categories={categories}
          series={series}
          unit="%"
          yMax={100}
          height={220}
          testId="comparison-chart"
        >
          <table data-testid="comparison-table">
            <caption>{t.compareCaption}</caption>
            <thead>
              <tr>
                <th scope="col">{t.section}</th>
                <th scope="col">{t.you}</th>
                <th scope="col">{t.topper}</th>
                <th scope="col">{t.average}</th>
                <th scope="col">{t.outOf}</th>
              </tr>
            </thead>
            <tbody>
              {comparison.sections.map((s, k) => (
                <tr key={s.section_id ?? k}>
                  <th scope="row">{nameOf(s)}</th>
                  <td>{fmtMarks(s.you)}</td>
                  <td>{marksOrDash(s.topper)}</td>
                  <td>{marksOrDash(s.average)}</td>
                  <td>{fmtMarks(s.max)}</td>
                </tr>
              ))}
            </tbody>
            <tfoot>
              <tr>
                <th scope="row">{t.total}</th>
                <td>{fmtMarks(comparison.overall.you)}</td>
                <td>{marksOrDash(comparison.overall.topper)}</td>
                <td>{marksOrDash(comparison.overall.average)}</td>
                <td>{fmtMarks(comparison.overall.max)}</td>
              </tr>
            </tfoot>
          </table>
        </Chart>
      )}
    </section>
  );
}

export function Leaderboard({ slug, client, refreshKey }: { slug: string; client: MockApi; refreshKey: string }) {
  const t = useExamText().analysis;
  const locale = useLocale();
  const [board, setBoard] = useState<MockLeaderboard | null>(null);
  const [error, setError] = useState(false);
  useEffect(() => {
    if (!client.leaderboard) return;
    let live = true;
    client.leaderboard(slug).then(
      (b) => live && setBoard(b),
      () => live && setError(true),
    );
    return () => {
      live = false;
    };
  }, [slug, client, refreshKey]);
  if (!client.leaderboard) return null;
  return (
    <section className="mx-leaderboard card" aria-labelledby="mx-leaderboard-title" data-testid="leaderboard">
      <h2 id="mx-leaderboard-title">{t.leaderboard}</h2>
      {error ? (
        <p className="muted">{t.boardFailed}</p>
      ) : !board ? (
        <p className="muted">{t.boardLoading}</p>
      ) : board.entries.length === 0 ? (
        <p className="muted">{t.boardEmpty}</p>
      ) : (
        <div className="mx-table-wrap">
          <table className="mx-summary-table">
            <caption>{t.boardCaption(board.entries.length, formatNumber(locale, board.of))}</caption>
            <thead>
              <tr>
                <th scope="col">{t.rankCol}</th>
                <th scope="col">{t.name}</th>
                <th scope="col">{t.score}</th>
                <th scope="col">{t.time}</th>
              </tr>
            </thead>
            <tbody>
              {board.entries.map((e, k) => (
                <tr key={k}>
                  <td>{e.rank}</td>
                  <th scope="row">{e.name}</th>
                  <td>{fmtMarks(e.score)}</td>
                  <td>{formatDuration(e.timeTakenSeconds * 1000)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <p className="muted mx-note">{t.boardNote}</p>
    </section>
  );
}
