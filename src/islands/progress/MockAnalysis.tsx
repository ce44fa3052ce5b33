/**
 * /progress, mock-test analysis (issue 17): the score (as % of the test's
 * marks) and percentile over the signed-in user's attempts, and accuracy by
 * section and by topic, from GET /progress/mock-analysis. Each chart
 * (src/islands/charts, uPlot loaded on demand) has the same figures in a
 * table beside it for screen readers and keyboard users.
 */
import { useEffect, useMemo, useState } from 'react';
import type { Data } from '#core/schemas/responses/common.ts';
import type { MockAnalysis as Analysis } from '#core/schemas/responses/progress.ts';
import { scoreText } from '#core/mock/marks.ts';
import { mockAttemptUrl } from '#core/urls.ts';
import { api, apiErrorMessage } from '../../lib/client';
import { Chart } from '../charts/Chart';

const dateFormat = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short' });
const shortDate = (iso: string) => {
  const d = new Date(iso);
  return Number.isNaN(d.getTime()) ? '—' : dateFormat.format(d);
};

/** How many topics the chart and its table show (the most attempted). */
const TOPICS_CHARTED = 10;

export function MockAnalysis() {
  const [data, setData] = useState<Analysis | null>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    api.get<Data<Analysis>>('/progress/mock-analysis', { cache: 'no-cache' }).then(
      (d) => live && setData(d.data),
      (e) => live && setError(apiErrorMessage(e)),
    );
    return () => {
      live = false;
    };
  }, []);

  const trend = useMemo(() => {
    if (!data) return null;
    const categories = data.attempts.map((a, i) => `${i + 1}. ${shortDate(a.submittedAt)}`);
    return {
      categories,
      series: [
        { label: 'Score (% of marks)', values: data.attempts.map((a) => a.scorePercent) },
        { label: 'Percentile', values: data.attempts.map((a) => a.percentile) },
      ],
    };
  }, [data]);
  const sections = useMemo(
    () => (data ? { categories: data.sections.map((s) => s.name), series: [{ label: 'Accuracy', values: data.sections.map((s) => s.accuracy) }] } : null),
    [data],
  );
  const topics = useMemo(() => {
    if (!data) return null;
    const top = data.topics.slice(0, TOPICS_CHARTED);
    return { top, categories: top.map((t) => t.topic), series: [{ label: 'Accuracy', values: top.map((t) => t.accuracy) }] };
  }, [data]);

  return (
    <section className="card progress-section progress-analysis" aria-labelledby="progress-analysis" data-testid="mock-analysis">
      <h2 id="progress-analysis">Mock-test analysis</h2>
      {error ? <p className="auth-alert auth-alert-error">{error}</p> : null}
      {!data && !error ? <p className="muted">Loading your analysis…</p> : null}
      {data && data.attempts.length === 0 ? (
        <p className="muted">
          Your score and percentile trend, and your accuracy by section and topic, appear here after your first mock test.{' '}
          <a href="/mock-test">Take a mock test</a>
        </p>
      ) : null}
      {data && trend && data.attempts.length > 0 ? (
        <div className="progress-charts">
          <Chart kind="lines" title="Score and percentile over your attempts" categories={trend.categories} series={trend.series} unit="%" yMax={100} testId="trend-chart">
            <table>
              <caption>Your attempts, oldest first</caption>
              <thead>
                <tr>
                  <th scope="col">Attempt</th>
                  <th scope="col">Test</th>
                  <th scope="col">Score</th>
                  <th scope="col">Percentile</th>
                </tr>
              </thead>
              <tbody>
                {data.attempts.map((a, i) => (
                  <tr key={a.attemptId}>
                    <td>
                      {i + 1}. {shortDate(a.submittedAt)}
                    </td>
                    <th scope="row">
                      <a href={mockAttemptUrl(a.slug, a.attemptId)}>{a.name}</a>
                      {a.late ? <span className="badge badge-muted"> late</span> : !a.ranked ? <span className="badge badge-muted"> unranked</span> : null}
                    </th>
                    <td>{scoreText(a)}</td>
                    <td>{a.percentile === null ? '—' : Number(a.percentile.toFixed(2))}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </Chart>
          {sections && data.sections.length > 0 ? (
            <Chart kind="bars" title="Accuracy by section" categories={sections.categories} series={sections.series} unit="%" yMax={100} height={220} testId="section-chart">
              <AccuracyTable caption="Accuracy by section, all your attempts" rows={data.sections} />
            </Chart>
          ) : null}
          {topics && data.topics.length > 0 ? (
            <Chart
              kind="bars"
              title={data.topics.length > TOPICS_CHARTED ? `Accuracy by topic (your ${TOPICS_CHARTED} most attempted)` : 'Accuracy by topic'}
              categories={topics.categories}
              series={topics.series}
              unit="%"
              yMax={100}
              height={240}
              testId="topic-chart"
            >
              {/* The table lists what the title promises: the charted topics, not every topic. */}
              <AccuracyTable caption="Accuracy by topic, most attempted first" rows={topics.top.map((t) => ({ name: t.topic, ...t }))} />
            </Chart>
          ) : null}
        </div>
      ) : null}
    </section>
  );
}

function AccuracyTable({ caption, rows }: { caption: string; rows: { name: string; attempted: number; correct: number; accuracy: number }[] }) {
  return (
    <table>
      <caption>{caption}</caption>
      <thead>
        <tr>
          <th scope="col">Name</th>
          <th scope="col">Attempted</th>
          <th scope="col">Correct</th>
          <th scope="col">Accuracy</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((r) => (
          <tr key={r.name}>
            <th scope="row">{r.name}</th>
            <td>{r.attempted}</td>
            <td>{r.correct}</td>
            <td>{r.accuracy}%</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
