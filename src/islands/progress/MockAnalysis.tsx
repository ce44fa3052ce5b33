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
import { formatNumber } from '#core/i18n/format.ts';
import { localizedPath } from '#core/i18n/locales.ts';
import { useLocale } from '../i18n/locale';
import { chartDate, useProgressText } from './i18n';

/** How many topics the chart and its table show (the most attempted). */
const TOPICS_CHARTED = 10;

export function MockAnalysis() {
  const [data, setData] = useState<Analysis | null>(null);
  const [error, setError] = useState<string | null>(null);
  const locale = useLocale();
  const all = useProgressText();
  const t = all.analysis;
  const shortDate = (iso: string) => chartDate(locale, iso);
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
    const categories = data.attempts.map((a, i) => `${i + 1}. ${chartDate(locale, a.submittedAt)}`);
    return {
      categories,
      series: [
        { label: t.scoreSeries, values: data.attempts.map((a) => a.scorePercent) },
        { label: t.percentile, values: data.attempts.map((a) => a.percentile) },
      ],
    };
  }, [data, locale, t]);
  const sections = useMemo(
    () => (data ? { categories: data.sections.map((s) => s.name), series: [{ label: t.accuracy, values: data.sections.map((s) => s.accuracy) }] } : null),
    [data, t],
  );
  const topics = useMemo(() => {
    if (!data) return null;
    const top = data.topics.slice(0, TOPICS_CHARTED);
    return { top, categories: top.map((t) => t.topic), series: [{ label: t.accuracy, values: top.map((x) => x.accuracy) }] };
  }, [data, t]);

  return (
    <section className="card progress-section progress-analysis" aria-labelledby="progress-analysis" data-testid="mock-analysis">
      <h2 id="progress-analysis">{t.heading}</h2>
      {error ? <p className="auth-alert auth-alert-error">{error}</p> : null}
      {!data && !error ? <p className="muted">{t.loading}</p> : null}
      {data && data.attempts.length === 0 ? (
        <p className="muted">
          {t.empty} <a href={localizedPath('/mock-test', locale)}>{all.history.take}</a>
        </p>
      ) : null}
      {data && trend && data.attempts.length > 0 ? (
        <div className="progress-charts">
          <Chart kind="lines" title={t.trendTitle} categories={trend.categories} series={trend.series} unit="%" yMax={100} testId="trend-chart">
            <table>
              <caption>{t.trendCaption}</caption>
              <thead>
                <tr>
                  <th scope="col">{t.attempt}</th>
                  <th scope="col">{t.test}</th>
                  <th scope="col">{t.score}</th>
                  <th scope="col">{t.percentile}</th>
                </tr>
              </thead>
              <tbody>
                {data.attempts.map((a, i) => (
                  <tr key={a.attemptId}>
                    <td>
                      {i + 1}. {shortDate(a.submittedAt)}
                    </td>
                    <th scope="row">
                      <a href={localizedPath(mockAttemptUrl(a.slug, a.attemptId), locale)}>{a.name}</a>
                      {a.late ? <span className="badge badge-muted">{all.history.late}</span> : !a.ranked ? <span className="badge badge-muted">{all.history.unranked}</span> : null}
                    </th>
                    <td>{scoreText(a)}</td>
                    <td>{a.percentile === null ? '—' : formatNumber(locale, Number(a.percentile.toFixed(2)))}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </Chart>
          {sections && data.sections.length > 0 ? (
            <Chart kind="bars" title={t.sectionTitle} categories={sections.categories} series={sections.series} unit="%" yMax={100} height={220} testId="section-chart">
              <AccuracyTable caption={t.sectionCaption} rows={data.sections} />
            </Chart>
          ) : null}
          {topics && data.topics.length > 0 ? (
            <Chart
              kind="bars"
              title={data.topics.length > TOPICS_CHARTED ? t.topicTitleTop(formatNumber(locale, TOPICS_CHARTED)) : t.topicTitle}
              categories={topics.categories}
              series={topics.series}
              unit="%"
              yMax={100}
              height={240}
              testId="topic-chart"
            >
              {/* The table lists what the title promises: the charted topics, not every topic. */}
              <AccuracyTable caption={t.topicCaption} rows={topics.top.map((t) => ({ name: t.topic, ...t }))} />
            </Chart>
          ) : null}
        </div>
      ) : null}
    </section>
  );
}

function AccuracyTable({ caption, rows }: { caption: string; rows: { name: string; attempted: number; correct: number; accuracy: number }[] }) {
  const locale = useLocale();
  const t = useProgressText().analysis;
  const n = (v: number) => formatNumber(locale, v);
  return (
    <table>
      <caption>{caption}</caption>
      <thead>
        <tr>
          <th scope="col">{t.name}</th>
          <th scope="col">{t.attempted}</th>
          <th scope="col">{t.correct}</th>
          <th scope="col">{t.accuracy}</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((r) => (
          <tr key={r.name}>
            <th scope="row">{r.name}</th>
            <td>{n(r.attempted)}</td>
            <td>{n(r.correct)}</td>
            <td>{n(r.accuracy)}%</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
