/**
 * /daily-quiz (issue 30; docs/daily-quiz.md): today's ten questions on one page, a timer counting up, submit, the
 * score with streak and rank; yesterday's quiz with solutions and its leaderboard. Framework free (no
 * React) and mounted by the page's own module script (src/views/DailyQuiz.astro) on [data-daily-quiz], so the page
 * ships ≤ 20 KB gzip of JavaScript before interaction.
 *
 * The day is the SERVER's (GET /daily-quiz/today, with the device clock's offset): a phone whose clock is wrong never
 * opens the wrong day. When the server's midnight in India passes while the page is open, the island reads the new
 * day and shows its quiz; the day just over becomes yesterday, with its solutions. Signed in (the session stored on
 * the device, read without the auth controller: session.ts), the answers are submitted (counted once, ranked, the
 * streak) through the request layer, loaded only then (api.ts). Nobody gets the day's key before its midnight
 * (core/mock/key-access.ts dailyQuizAccess): the result is the score, and the solutions come as "Yesterday's quiz".
 * Signed out, a submitted sheet is held on the device until the aspirant signs in (then sent), and is checked
 * against the solutions the next day. A submission that cannot be sent is kept and sent again (storage.ts).
 */
import { istDay } from '#core/daily/day.ts';
import { formatDate } from '#core/i18n/format.ts';
import { documentLocale, localizedPath } from '#core/i18n/locales.ts';
import type { DailyQuiz, DailyResult, DailyToday } from '#core/schemas/daily-quiz.ts';
import { authPageHref } from '../../lib/client/redirect';
import { readStoredSession } from '../../lib/client/session';
import { AUTH_STORAGE_PREFIX } from '../../lib/client/storage';
import { accountApi, errorCode, errorMessage, errorStatus, fetchQuiz, fetchToday, submitAnswers, takePrefetch } from './api';
import { board } from './board';
import { el, withLang } from './dom';
import { solutions } from './solutions';
import { loadCopy, loadDay, newClientId, saveCopy, saveDay, type DayState } from './storage';
import { dailyText, dayLabel, durationText, questionText, type DailyText } from './text';

const RETRY_MS = 15_000;

const clockText = (seconds: number) => `${String(Math.floor(seconds / 60)).padStart(2, '0')}:${String(seconds % 60).padStart(2, '0')}`;
const signedIn = () => readStoredSession() !== null;

type Today = DailyToday & { offsetMs: number };

export function mount(root: HTMLElement): void {
  const locale = documentLocale();
  const t = dailyText(locale);
  let today: Today | null = null;
  let quiz: DailyQuiz | null = null;
  let state: DayState | null = null;
  let crossed = false;
  let sending = false;
  /** Shown from the copy kept on the device (no connection): no yesterday, no board, a notice; asked again every 15 s. */
  let offline = false;
  let reconnect = 0;
  let keptPage = false;
  let hint: string | null = null;
  let yesterday: HTMLElement | null = null;
  let ticker = 0;
  let retry = 0;
  // The parts the clock updates every second (the form itself is built only when its state changes).
  let timerNode: HTMLElement | null = null;
  let answeredNode: HTMLElement | null = null;

  const serverNow = () => Date.now() + (today?.offsetMs ?? 0);
  const elapsed = () => (state ? Math.max(0, Math.floor((serverNow() - state.startedAt) / 1000)) : 0);
  const answeredCount = () => state?.answers.filter((a) => a !== null).length ?? 0;

  function loading() {
    root.replaceChildren(el('p', { className: 'daily-box muted', attrs: { 'aria-live': 'polite' } }, t.loading));
  }

  /** The day's quiz and this device's sheet for it (kept answers, or a new sheet from now). */
  function open(doc: DailyQuiz, day: string) {
    const saved = loadDay(day);
    const fresh: DayState = saved ?? { answers: doc.questions.map(() => null), startedAt: serverNow() };
    if (!saved) saveDay(day, fresh);
    quiz = doc;
    state = fresh;
  }

  const failed = (text: string, data?: Record<string, string>) => {
    const again = el('button', { type: 'button', className: 'btn' }, t.retry);
    again.addEventListener('click', () => void load());
    root.replaceChildren(el('div', { className: 'daily-box card', dataset: data, attrs: { role: 'alert' } }, el('p', {}, text), again));
  };

  /** Quiet: the page keeps what it shows until the answer comes (back online from the kept copy). */
  async function load(quiet = false) {
    window.clearTimeout(reconnect);
    if (!quiet) loading();
    // The page's head asked already (src/inline-scripts/daily-prefetch.js), on the first load only.
    const early = takePrefetch();
    if (!early && navigator.onLine === false) return showOffline(quiet);
    try {
      // The day's document is asked beside the server's day, by the device's guess of it (one round trip fewer on a
      // phone); the server's day decides, and a wrong guess (a device clock off across midnight) is asked again.
      const read = (p: Promise<DailyQuiz>) => p.then((doc) => ({ doc }), (error: unknown) => ({ doc: null, error }));
      const guess = early?.guess ?? istDay(Date.now());
      const first = read(early?.quiz ?? fetchQuiz(guess));
      const day = await (early?.today ?? fetchToday());
      today = day;
      offline = false;
      quiz = null;
      state = null;
      const got = day.day === guess ? await first : await read(fetchQuiz(day.day));
      if (got.doc) {
        saveCopy(day, got.doc);
        open(got.doc, day.day);
      } else if (errorStatus(got.error) !== 404) throw got.error;
      yesterday = yesterdayOf(t, day.yesterday, crossed);
      render();
      watchClock();
      keepOffline();
      void flush(); // back online: a submission queued offline goes now
    } catch (e) {
      // No answer at all (offline, a dropped connection, a timeout): what the device holds. A refusal: the message.
      if (errorStatus(e) === undefined) return showOffline(quiet);
      today = null;
      failed(t.loadFailed);
    }
  }

  /**
   * No connection: the day's quiz as this device last loaded it while that day is open (questions only, never a
   * key: storage.ts saveCopy), with the sheet kept for it; the submit is held or queued as online. Without such a
   * copy, the offline message. Either way the island asks again every 15 s and when the browser is back online.
   */
  function showOffline(quiet: boolean) {
    const copy = loadCopy(Date.now());
    reconnect = window.setTimeout(() => void load(true), RETRY_MS);
    // Still offline on a quiet retry: what is shown stays (no new form under the aspirant's finger).
    if (quiet && (copy ? offline && today?.day === copy.today.day : root.querySelector('[data-daily-offline]'))) return;
    if (!copy) {
      today = null;
      offline = false;
      return failed(t.offlineNone, { dailyOffline: '' });
    }
    today = copy.today;
    offline = true;
    yesterday = null;
    open(copy.quiz, copy.today.day);
    render();
    watchClock();
  }

  /**
   * The page and the files it loaded are kept by the service worker once the quiz has shown (a first visit loads
   * before the worker exists), so a reload without a connection finds the page (docs/site.md, offline). Signed in,
   * the request layer is loaded first and kept with them: a submit offline after such a reload needs it.
   */
  function keepOffline() {
    if (keptPage) return;
    keptPage = true;
    const layer = signedIn() ? accountApi().catch(() => undefined) : Promise.resolve();
    layer.then(() => import('../mock/offline-cache')).then((m) => m.keepPageOffline({ hindi: locale === 'hi' }), () => (keptPage = false));
  }

  /** Keeps the day's state on the device; shown only while that day is still the page's. */
  function update(day: string, next: DayState) {
    saveDay(day, next);
    if (today?.day !== day) return;
    state = next;
    render();
  }

  /** Sends the kept submission (signed in); keeps it when the network or the server is away, drops it on a refusal. */
  async function flush() {
    // Offline it waits (the note says so) without trying: the request layer could hang on a token refresh.
    if (!today || sending || !signedIn() || navigator.onLine === false) return;
    const day = today.day;
    const kept = loadDay(day);
    if (!kept?.pending) return;
    sending = true;
    render();
    // Only the input's fields (a sheet kept by an older version carries more, which the strict input refuses).
    const { answers, timeTakenSeconds, clientId } = kept.pending;
    try {
      const result = await submitAnswers(day, { answers, timeTakenSeconds, clientId });
      sending = false;
      update(day, { ...kept, pending: undefined, result, refused: undefined });
      if (offline) void load(true);
    } catch (e) {
      sending = false;
      const status = errorStatus(e);
      const refused = status !== undefined && status >= 400 && status < 500 && status !== 429 && status !== 408;
      if (refused) update(day, { ...kept, pending: undefined, refused: errorCode(e) === 'DAILY_CLOSED' ? t.late : errorMessage(e) });
      else if (today?.day === day) render();
    }
  }

  // The offline queue: on load, back online, and every 15 s while something waits to be sent (signed out it waits
  // for the sign-in: the storage event below renders again, and this sends it).
  function watchQueue() {
    const waiting = Boolean(state?.pending) && signedIn();
    if (waiting && !retry) {
      retry = window.setInterval(() => void flush(), RETRY_MS);
      void flush();
    } else if (!waiting && retry) {
      window.clearInterval(retry);
      retry = 0;
    }
  }
  window.addEventListener('online', () => void (offline || !today ? load(true) : flush()));

  // The timer and the midnight watch: the server's clock through the device's, checked every second.
  function watchClock() {
    window.clearInterval(ticker);
    ticker = window.setInterval(() => {
      if (!today) return;
      if (serverNow() >= Date.parse(today.closesAt)) {
        window.clearInterval(ticker);
        crossed = true;
        today = null;
        void load();
        return;
      }
      if (timerNode) timerNode.textContent = clockText(elapsed());
    }, 1000);
  }

  function choose(i: number, option: number) {
    if (!today || !state || state.result || state.pending) return;
    // The request layer warms while a signed-in aspirant answers: the submit needs it (and may go offline meanwhile).
    if (signedIn()) void accountApi().catch(() => undefined);
    state = { ...state, answers: state.answers.map((a, j) => (j === i ? option : a)) };
    saveDay(today.day, state);
    if (answeredNode && quiz) answeredNode.textContent = ` · ${t.answered(answeredCount(), quiz.questions.length)}`;
  }

  function submit() {
    if (!today || !state) return;
    if (answeredCount() === 0) {
      hint = t.answerOne;
      render();
      return;
    }
    hint = null;
    const pending = { answers: state.answers, timeTakenSeconds: Math.min(elapsed(), 86_400), clientId: newClientId() };
    update(today.day, { ...state, pending, refused: undefined });
  }

  /** A held sheet (signed out) goes back to answering. */
  function change() {
    if (!today || !state?.pending || signedIn()) return;
    update(today.day, { ...state, pending: undefined });
  }

  /** A link down to yesterday's quiz, made with its target (a static one would point at nothing until the island runs). */
  const jump = () => (yesterday ? el('p', {}, el('a', { href: '#yesterday' }, t.yesterday)) : '');

  function render() {
    timerNode = answeredNode = null;
    if (!today) return;
    if (!quiz || !state) {
      root.replaceChildren(jump(), el('p', { className: 'daily-box card' }, t.noQuiz), yesterday ?? '');
      return;
    }
    const total = quiz.questions.length;
    const done = Boolean(state.result);
    const closes = formatDate(locale, today.closesAt, { hour: 'numeric', minute: '2-digit', day: 'numeric', month: 'short', timeZone: 'Asia/Kolkata' });
    const head = el('header', { className: 'daily-head' }, el('h2', { id: 'daily-today-h' }, t.quizOf(dayLabel(locale, quiz.day))), el('p', { className: 'muted' }, t.closesAt(closes)));
    if (!done) {
      timerNode = el('time', { dataset: { dailyTimer: '' } }, clockText(elapsed()));
      answeredNode = el('span', { className: 'muted' }, ` · ${t.answered(answeredCount(), total)}`);
      head.append(el('p', { className: 'daily-timer' }, `${t.time} `, timerNode, answeredNode));
    }
    const section = el('section', { className: 'daily-today', dataset: { dailyDay: quiz.day }, attrs: { 'aria-labelledby': 'daily-today-h' } }, head, state.result ? result(t, state.result, closes) : form(quiz, state));
    root.replaceChildren(
      jump(),
      offline ? el('p', { className: 'daily-note card', dataset: { dailyOffline: '' }, attrs: { role: 'status' } }, t.offlineCopy) : '',
      crossed && !offline ? el('p', { className: 'daily-note card', dataset: { dailyCrossed: '' }, attrs: { role: 'status' } }, t.newDay) : '',
      section,
      state.result && !offline ? board(t, quiz.day, t.todayBoard, true) : '',
      yesterday ?? '',
    );
    watchQueue();
  }

  function form(quiz: DailyQuiz, state: DayState): HTMLFormElement {
    const total = quiz.questions.length;
    const items = quiz.questions.map((q, i) => {
      const shown = questionText(locale, q);
      const options = shown.options.map((o, k) => {
        const input = el('input', { type: 'radio', name: `q${q.id}`, checked: state.answers[i] === k });
        input.addEventListener('change', () => choose(i, k));
        return el('label', { className: 'daily-opt' }, input, withLang(el('span', {}, o), shown.lang));
      });
      const legend = el('legend', {}, el('span', { className: 'daily-qn muted' }, t.questionOf(i + 1, total)), withLang(el('span', { className: 'daily-qt' }, shown.text), shown.lang));
      return el('li', { className: 'daily-q card' }, el('fieldset', { disabled: Boolean(state.pending) }, legend, ...options));
    });
    const note = (text: string, role: string) => el('p', { className: 'daily-note', attrs: { role } }, text);
    const signIn = () => el('a', { href: localizedPath(authPageHref('sign-in', localizedPath('/daily-quiz', locale)), locale) }, t.signIn);
    const account = signedIn();
    const held = Boolean(state.pending) && !account;
    let action: HTMLElement = el('button', { type: 'submit', className: 'btn btn-primary daily-submit', disabled: Boolean(state.pending) }, state.pending ? t.submitting : t.submit);
    if (held) {
      action = el('button', { type: 'button', className: 'btn daily-submit' }, t.change);
      action.addEventListener('click', change);
    }
    const f = el(
      'form',
      { className: 'daily-form' },
      el('ol', { className: 'daily-questions list-plain' }, ...items),
      !account && !held && el('p', { className: 'daily-note muted' }, `${t.signedOutNote} `, signIn()),
      held && el('p', { className: 'daily-note card', dataset: { dailyHeld: '' }, attrs: { role: 'status' } }, `${t.held} `, signIn()),
      state.refused && note(state.refused, 'alert'),
      state.pending && account && !sending && note(t.queued, 'status'),
      hint && note(hint, 'alert'),
      action,
    );
    f.addEventListener('submit', (e) => {
      e.preventDefault();
      submit();
    });
    return f;
  }

  // Signed in or out in another tab: the note about signing in follows.
  window.addEventListener('storage', (event) => {
    if (event.key?.startsWith(AUTH_STORAGE_PREFIX) && state && !state.result && !sending) render();
  });

  void load();
}

/** The counted submission: score, streak, rank, time, and when the solutions open (the day's end, for everyone). */
function result(t: DailyText, r: DailyResult, closes: string): HTMLElement {
  return el(
    'div',
    { className: 'daily-result', dataset: { dailyResult: '' } },
    el(
      'div',
      { className: 'daily-score card', attrs: { 'aria-labelledby': 'daily-result-h' } },
      el('h3', { id: 'daily-result-h' }, t.resultHeading),
      el('p', { className: 'daily-big', dataset: { dailyScore: '' } }, t.score(r.correct, r.total)),
      el(
        'ul',
        { className: 'daily-facts list-plain' },
        el('li', { dataset: { dailyStreak: '' } }, t.streak(r.streak)),
        el('li', { dataset: { dailyRank: '' } }, t.rank(r.rank, r.of)),
        el('li', {}, t.timeTaken(durationText(t, r.timeTakenSeconds))),
      ),
      el('p', { className: 'muted', dataset: { dailySolutionsAt: '' } }, t.solutionsAt(closes)),
    ),
  );
}

/** "Yesterday's quiz": a disclosure whose questions, solutions and leaderboard are read when it is first opened. */
function yesterdayOf(t: DailyText, day: string, open: boolean): HTMLElement {
  const locale = documentLocale();
  const body = el('div', {}, el('p', { className: 'muted' }, t.loading));
  const details = el(
    'details',
    { className: 'daily-yesterday', id: 'yesterday' },
    el('summary', {}, el('h2', {}, t.yesterday), el('span', { className: 'muted' }, dayLabel(locale, day))),
    el('p', { className: 'muted' }, t.yesterdayLead),
    body,
  );
  let asked = false;
  const read = () => {
    if (asked || !details.open) return;
    asked = true;
    fetchQuiz(day).then(
      (quiz) => {
        const key = quiz.key;
        if (!key) return body.replaceChildren();
        // This device's answers: the counted submission's, or a sheet held signed out (checked here, now the key is public).
        const kept = loadDay(day);
        const mine = kept?.result?.answers ?? kept?.pending?.answers ?? null;
        const score = mine && el('p', { className: 'daily-big', dataset: { dailyMine: '' } }, t.yourScore(mine.filter((a, i) => a === key[i]?.correct).length, key.length));
        body.replaceChildren(score ?? '', solutions(t, locale, quiz, key, mine), board(t, day, t.leaderboard, signedIn()));
      },
      (e) => body.replaceChildren(el('p', {}, errorStatus(e) === 404 ? t.boardEmpty : errorMessage(e))),
    );
  };
  details.addEventListener('toggle', read);
  details.open = open;
  read();
  return details;
}
