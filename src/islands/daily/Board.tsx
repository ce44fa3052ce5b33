/** A day's leaderboard: top 50 and the caller's own place (today's only after submitting; the API says 403 otherwise). */
import { useEffect, useState } from 'react';
import type { DailyLeaderboard } from '#core/schemas/daily-quiz.ts';
import { ApiRequestError, apiErrorMessage } from '../../lib/client';
import { fetchBoard } from './api';
import { durationText, useDailyText } from './text';

export function Board({ day, heading }: { day: string; heading: string }) {
  const t = useDailyText();
  const [board, setBoard] = useState<DailyLeaderboard | null>(null);
  const [note, setNote] = useState<string | null>(null);
  useEffect(() => {
    fetchBoard(day).then(setBoard, (e) => setNote(e instanceof ApiRequestError && e.status === 403 ? t.boardLocked : apiErrorMessage(e)));
  }, [day, t]);
  return (
    <section className="daily-board" aria-label={heading} data-daily-board={day}>
      <h3>{heading}</h3>
      {note && <p className="muted">{note}</p>}
      {board && board.entries.length === 0 && <p className="muted">{t.boardEmpty}</p>}
      {board?.me && <p data-daily-me>{t.yourPlace(board.me.rank, board.of)}</p>}
      {board && board.entries.length > 0 && (
        <table className="daily-table">
          <thead>
            <tr>
              <th scope="col">{t.rankCol}</th>
              <th scope="col">{t.nameCol}</th>
              <th scope="col">{t.correctCol}</th>
              <th scope="col">{t.timeCol}</th>
            </tr>
          </thead>
          <tbody>
            {board.entries.map((e) => (
              <tr key={e.rank}>
                <td>{e.rank}</td>
                <td>{e.name}</td>
                <td>{e.correct}</td>
                <td>{durationText(t, e.timeTakenSeconds)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
