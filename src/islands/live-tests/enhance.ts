/**
 * The live tests list ([data-live-tests], src/components/LiveTests.astro),
 * framework free: the build printed each scheduled test's row; after load,
 * at idle (boot.ts), this reads GET /api/mocks/live once and, by the
 * server's clock (offset from the answer's `now`), keeps each row's state,
 * time line, countdown and registered count current every second. Signed-in
 * aspirants (a session stored locally; no Firebase) get a Register button or
 * "You are registered" (their status from GET /mocks/{slug}/live with the
 * token, through the request layer loaded only for them); visitors a sign-in
 * link that brings them back here. Every part goes into a slot of reserved
 * size, so nothing on the page moves.
 */
import { liveState } from '#core/mock/live.ts';
import type { LiveSchedule, LiveState, LiveStatus, LiveTestList, LiveTestListItem } from '#core/schemas/live-test.ts';
import { liveTests as en } from '#core/i18n/en/widgets/live-tests.ts';
import { liveTests as hi } from '#core/i18n/hi/widgets/live-tests.ts';
import { plural } from '#core/i18n/format.ts';
import { pick } from '#core/i18n/pick.ts';
import { documentLocale, localizedPath, type Locale } from '#core/i18n/locales.ts';
import { readStoredSession } from '../../lib/client/session';
import { apiCall, type Call } from '../counts/live-counts';
import { answerTime, offsetFrom } from './clock';
import { countdown, liveTime } from './format';

export interface LiveListDeps {
  /** The public list call (fetch with the page's API key). */
  call?: Call;
  /** Signed in on this device (a stored session). */
  signedIn?: () => boolean;
  /** The signed-in calls: the caller's status, and the registration. */
  status?: (slug: string) => Promise<LiveStatus>;
  register?: (slug: string) => Promise<LiveStatus>;
  now?: () => number;
  /** Re-render period (ms); 0 = no timer (tests drive `tick`). */
  tickMs?: number;
}

const requestLayer = () => import('./api').then((m) => m.liveApi);
const defaultStatus = async (slug: string) => (await (await requestLayer()).status(slug)).data;
const defaultRegister = async (slug: string) => (await (await requestLayer()).register(slug)).data;

interface Row {
  el: HTMLElement;
  slug: string;
  schedule: LiveSchedule;
  registered: number | null;
  me: boolean | null;
  busy: boolean;
  error: string | null;
}

export interface LiveList {
  /** Re-renders every row for the current moment. */
  tick(): void;
  stop(): void;
  /** Resolves when the list (and the signed-in statuses) have been read. */
  ready: Promise<void>;
}

const scheduleOf = (el: HTMLElement): LiveSchedule | null => {
  const { opensAt, lastStartAt, resultsAt } = el.dataset;
  return opensAt && lastStartAt && resultsAt ? { opensAt, lastStartAt, resultsAt } : null;
};

function setText(el: Element | null, text: string) {
  if (el && el.textContent !== text) el.textContent = text;
}

export function enhanceLiveTests(root: HTMLElement, deps: LiveListDeps = {}): LiveList {
  const locale: Locale = documentLocale();
  const t = pick(locale, { en, hi });
  const now = deps.now ?? Date.now;
  const signedIn = deps.signedIn ?? (() => readStoredSession() !== null);
  let offset = 0;
  const rows: Row[] = [...root.querySelectorAll<HTMLElement>('[data-live-test-row][data-slug]')].flatMap((el) => {
    const schedule = scheduleOf(el);
    return schedule ? [{ el, slug: el.dataset.slug!, schedule, registered: null, me: null, busy: false, error: null }] : [];
  });
  const serverNow = () => now() + offset;

  const renderAction = (row: Row, state: LiveState) => {
    const slot = row.el.querySelector<HTMLElement>('[data-lt-action]');
    if (!slot) return;
    const testHref = row.el.dataset.href ?? localizedPath(`/mock-test/test/${row.slug}`, locale);
    const key = `${state}|${row.me}|${row.busy}|${signedIn()}|${row.error ?? ''}`;
    if (slot.dataset.key === key) return;
    slot.dataset.key = key;
    const link = (text: string, href: string, cls = 'btn btn-outline') => Object.assign(document.createElement('a'), { className: cls, href, textContent: text });
    const parts: Node[] = [];
    if (state === 'upcoming' || state === 'open') {
      if (row.me) {
        const done = Object.assign(document.createElement('span'), { className: 'lt-registered', textContent: t.youAreRegistered });
        done.dataset.ltRegistered = '';
        parts.push(state === 'open' ? link(t.startNow, testHref, 'btn') : done);
      } else if (signedIn()) {
        const button = Object.assign(document.createElement('button'), { type: 'button', className: 'btn', textContent: row.busy ? t.registering : t.register });
        button.disabled = row.busy || row.me === null;
        button.dataset.ltRegister = '';
        button.addEventListener('click', () => void doRegister(row));
        parts.push(button);
      } else {
        const here = location.pathname + location.search + location.hash;
        parts.push(link(t.signInToRegister, `${localizedPath('/auth/sign-in', locale)}?redirect=${encodeURIComponent(here)}`));
      }
    } else {
      parts.push(link(state === 'results' ? t.seeResults : t.practise, testHref));
    }
    if (row.error) parts.push(Object.assign(document.createElement('span'), { className: 'lt-error', role: 'alert', textContent: row.error }));
    slot.replaceChildren(...parts);
  };

  const render = (row: Row) => {
    const at = serverNow();
    const state = liveState(row.schedule, at) ?? 'results';
    const s = row.schedule;
    row.el.dataset.state = state;
    setText(row.el.querySelector('[data-lt-state]'), t.state[state]);
    setText(
      row.el.querySelector('[data-lt-when]'),
      state === 'upcoming' ? t.opensAt(liveTime(locale, s.opensAt, true)) : state === 'open' ? t.lastStartAt(liveTime(locale, s.lastStartAt, true)) : t.resultsAt(liveTime(locale, s.resultsAt, true)),
    );
    const left = (iso: string) => countdown(Date.parse(iso) - at, t.days);
    setText(
      row.el.querySelector('[data-lt-countdown]'),
      state === 'upcoming' ? t.opensIn(left(s.opensAt)) : state === 'open' ? t.closesIn(left(s.lastStartAt)) : state === 'closed' ? t.resultsIn(left(s.resultsAt)) : '',
    );
    if (row.registered !== null) setText(row.el.querySelector('[data-lt-count]'), plural(locale, row.registered, t.registered));
    renderAction(row, state);
  };
  const tick = () => rows.forEach(render);

  const doRegister = async (row: Row) => {
    if (row.busy) return;
    row.busy = true;
    row.error = null;
    render(row);
    try {
      const status = await (deps.register ?? defaultRegister)(row.slug);
      row.me = status.me?.registered ?? true;
      row.registered = status.registered;
    } catch (error) {
      row.error = t.registerFailed(error instanceof Error ? error.message : String(error));
    } finally {
      row.busy = false;
      render(row);
    }
  };

  const load = async () => {
    const call = deps.call ?? apiCall;
    try {
      const sentAt = now();
      const response = await call('/mocks/live');
      if (!response.ok) throw new Error(String(response.status));
      const list = (await response.json()) as LiveTestList;
      offset = offsetFrom(answerTime(list.now, response.headers), sentAt, now());
      const bySlug = new Map<string, LiveTestListItem>(list.data.map((item) => [item.slug, item]));
      for (const row of rows) {
        const item = bySlug.get(row.slug);
        if (!item) continue;
        row.schedule = item.schedule;
        row.registered = item.registered;
      }
    } catch {
      // The build's rows stay, counted by the device's clock.
    }
    tick();
    if (!signedIn()) return;
    await Promise.all(
      rows.map(async (row) => {
        const state = liveState(row.schedule, serverNow());
        if (state !== 'upcoming' && state !== 'open') return;
        try {
          const status = await (deps.status ?? defaultStatus)(row.slug);
          row.me = status.me?.registered ?? false;
          row.registered = status.registered;
        } catch {
          row.me = false;
        }
        render(row);
      }),
    );
  };

  tick();
  const ready = load();
  const tickMs = deps.tickMs ?? 1000;
  const timer = tickMs > 0 ? setInterval(tick, tickMs) : null;
  return { tick, stop: () => timer !== null && clearInterval(timer), ready };
}

export function mount(el: HTMLElement): void {
  enhanceLiveTests(el);
}
