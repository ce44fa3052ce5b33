/** A day's leaderboard: top 50 and the caller's own place (today's only after submitting; the API says 403 otherwise). */
import type { DailyLeaderboard } from '#core/schemas/daily-quiz.ts';
import { errorMessage, errorStatus, fetchBoard } from './api';
import { el } from './dom';
import { durationText, type DailyText } from './text';

export function board(t: DailyText, day: string, heading: string, signedIn: boolean): HTMLElement {
  const section = el('section', { className: 'daily-board', dataset: { dailyBoard: day }, attrs: { 'aria-label': heading } }, el('h3', {}, heading));
  const show = (b: DailyLeaderboard) => {
    if (b.entries.length === 0) section.append(el('p', { className: 'muted' }, t.boardEmpty));
    if (b.me) section.append(el('p', { dataset: { dailyMe: '' } }, t.yourPlace(b.me.rank, b.of)));
    if (b.entries.length === 0) return;
    const th = (text: string) => el('th', { scope: 'col' }, text);
    section.append(
      el(
        'table',
        { className: 'daily-table' },
        el('thead', {}, el('tr', {}, th(t.rankCol), th(t.nameCol), th(t.correctCol), th(t.timeCol))),
        el('tbody', {}, ...b.entries.map((e) => el('tr', {}, el('td', {}, String(e.rank)), el('td', {}, e.name), el('td', {}, String(e.correct)), el('td', {}, durationText(t, e.timeTakenSeconds))))),
      ),
    );
  };
  fetchBoard(day, signedIn).then(show, (e) => section.append(el('p', { className: 'muted' }, errorStatus(e) === 403 ? t.boardLocked : errorMessage(e))));
  return section;
}
