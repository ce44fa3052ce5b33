/** The frozen live leaderboard (issue 28), beside the test once its results are out: GET /mocks/{slug}/live/results. */
import { useEffect, useState } from 'react';
import { formatNumber } from '#core/i18n/format.ts';
import { fmtMarks } from '#core/mock/marks.ts';
import type { LiveResults } from '#core/schemas/live-test.ts';
import { useLocale } from '../i18n/locale';
import type { MockApi } from './api';
import { useLiveText } from './live-text';

export function LiveLeaderboard({ slug, client }: { slug: string; client: MockApi }) {
  const t = useLiveText();
  const locale = useLocale();
  const [data, setData] = useState<LiveResults | null>(null);
  useEffect(() => {
    let current = true;
    client.liveResults?.(slug).then((d) => current && setData(d), () => undefined);
    return () => {
      current = false;
    };
  }, [slug, client]);
  if (!data || data.entries.length === 0) return null;
  return (
    <section className="mx-live-board card" aria-labelledby="mx-live-board-title" data-testid="live-leaderboard">
      <h3 id="mx-live-board-title">{t.leaderboardTitle}</h3>
      <p className="muted">{t.leaderboardNote(formatNumber(locale, data.of))}</p>
      <div className="mx-table-wrap">
        <table className="mx-summary-table">
          <thead>
            <tr>
              <th scope="col">{t.rank}</th>
              <th scope="col">{t.name}</th>
              <th scope="col">{t.score}</th>
            </tr>
          </thead>
          <tbody>
            {data.entries.map((e, i) => (
              <tr key={i}>
                <td>{formatNumber(locale, e.rank)}</td>
                <th scope="row">{e.name}</th>
                <td>
                  {fmtMarks(e.score)} / {fmtMarks(data.max)}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
