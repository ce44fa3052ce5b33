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

type ServerResult = MockResultFigures;

const count = new Intl.NumberFormat('en-IN');
const pct = (n: number) => `${Number(n.toFixed(2))}`;
/** A topper's or an average's marks; a dash where a section has none yet. */
const marksOrDash = (n: number | null) => (n === null ? '—' : fmtMarks(n));

/** Why an attempt is not ranked, in the aspirant's terms. */
export function unrankedReason(result: ServerResult, signedIn: boolean): string | null {
  const a = result.attempt;
  if (a.ranked) return null;
  if (a.late) return 'Submitted late (after the time limit and the grace period): scored, but not ranked.';
  // (a stored result from before issue 26 has no tooFast)
  if (a.tooFast)
    return `Not ranked: submitted too fast (${formatDuration(a.timeTakenSeconds * 1000)}). A ranked attempt takes at least ${MIN_SECONDS_PER_ANSWER} seconds per answered question; this one is scored and kept for a check.`;
  if (a.attemptNumber > 1) return `Attempt ${a.attemptNumber}: only your first attempt of a test is ranked.`;
  if (!signedIn) return 'Not ranked: only signed-in aspirants’ first attempts are ranked.';
  return 'Not ranked: only your first attempt of a test is ranked, and your account already has one (attempts made signed out on this device count too).';
}

export function Standing({ result, signedIn }: { result: ServerResult; signedIn: boolean }) {
  const { standing, attempt } = result;
  const reason = unrankedReason(result, signedIn);
  return (
    <div className="mx-standing" data-testid="standing" data-ranked={attempt.ranked}>
      {standing ? (
        <p className="mx-rank">
          <span className="mx-rank-value" data-result="rank">
            {attempt.ranked ? 'Rank' : 'Would rank'} {count.format(standing.rank)} of {count.format(standing.of)}
          </span>
          <span className="mx-rank-pct">
            Percentile <strong data-result="percentile">{pct(standing.percentile)}</strong>
          </span>
        </p>
      ) : (
        <p className="mx-rank muted">No ranked attempts of this test yet.</p>
      )}
      {reason ? (
        <p className={`mx-badge mx-badge--${attempt.late ? 'wrong' : 'unranked'}`} data-testid="unranked">
          {attempt.late ? 'Late' : 'Unranked'} · {reason}
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
      { label: 'You', values: comparison.sections.map((s) => share(s.you, s.max)) },
      { label: 'Topper', values: comparison.sections.map((s) => share(s.topper, s.max)) },
      { label: 'Average', values: comparison.sections.map((s) => share(s.average, s.max)) },
    ];
  }, [comparison]);
  return (
    <section className="mx-analysis card" aria-labelledby="mx-analysis-title" data-testid="section-analysis">
      <h2 id="mx-analysis-title">Section analysis</h2>
      <div className="mx-table-wrap">
        <table className="mx-summary-table mx-analysis-table">
          <caption className="visually-hidden">Your score, accuracy and time in each section</caption>
          <thead>
            <tr>
              <th scope="col">Section</th>
              <th scope="col">Score</th>
              <th scope="col">Correct</th>
              <th scope="col">Wrong</th>
              <th scope="col">Unanswered</th>
              <th scope="col">Accuracy</th>
              <th scope="col">Time</th>
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
          No ranked attempts yet to compare with.
        </p>
      ) : (
        <Chart
          kind="bars"
          title="You, the topper and the average, by section (% of the section's marks)"
          categories={categories}
          series={series}
          unit="%"
          yMax={100}
          height={220}
          testId="comparison-chart"
        >
          <table data-testid="comparison-table">
            <caption>Marks by section: you, the topper and the average of the ranked attempts</caption>
            <thead>
              <tr>
                <th scope="col">Section</th>
                <th scope="col">You</th>
                <th scope="col">Topper</th>
                <th scope="col">Average</th>
                <th scope="col">Out of</th>
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
                <th scope="row">Total</th>
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
      <h2 id="mx-leaderboard-title">Leaderboard</h2>
      {error ? (
        <p className="muted">The leaderboard could not be loaded.</p>
      ) : !board ? (
        <p className="muted">Loading the leaderboard…</p>
      ) : board.entries.length === 0 ? (
        <p className="muted">No ranked attempts yet.</p>
      ) : (
        <div className="mx-table-wrap">
          <table className="mx-summary-table">
            <caption>Top {board.entries.length} of {count.format(board.of)} ranked attempts</caption>
            <thead>
              <tr>
                <th scope="col">Rank</th>
                <th scope="col">Name</th>
                <th scope="col">Score</th>
                <th scope="col">Time</th>
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
      <p className="muted mx-note">Only signed-in aspirants’ first on-time attempts are ranked. You can hide your name on your progress page.</p>
    </section>
  );
}
