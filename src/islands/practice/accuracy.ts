/**
 * The accuracy per topic on /practice (issue 30), framework free so the listing page stays within its JS budget:
 * the device's tally at once; signed in, the device's unsent answers are sent and the account's figures
 * (GET /question-bank/progress) replace them — the request layer loads only then. docs/practice.md.
 */
import { practice as en } from '#core/i18n/en/widgets/practice.ts';
import { practice as hi } from '#core/i18n/hi/widgets/practice.ts';
import { pick } from '#core/i18n/pick.ts';
import { documentLocale } from '#core/i18n/locales.ts';
import { formatNumber } from '#core/i18n/format.ts';
import { tallyByTopic } from '#core/mock/practice.ts';
import type { PracticeProgress, PracticeTopicProgress } from '#core/schemas/practice.ts';
import { practiceTally } from '../../lib/client/device-practice';
import { readStoredSession } from '../../lib/client/session';
import { browserStorage } from '../../lib/client/storage';

function show(root: HTMLElement, topics: PracticeTopicProgress[], source: 'device' | 'account') {
  const locale = documentLocale();
  const t = pick(locale, { en, hi });
  const byPath = new Map(topics.map((p) => [p.path, p]));
  root.querySelectorAll<HTMLElement>('[data-practice-accuracy]').forEach((slot) => {
    const p = byPath.get(slot.dataset.practiceAccuracy ?? '');
    slot.textContent = p ? t.accuracy(formatNumber(locale, p.accuracy), p.answered) : t.notYet;
    slot.dataset.source = source;
  });
}

export function mount(root: HTMLElement): void {
  show(root, tallyByTopic(practiceTally(browserStorage())), 'device');
  if (!readStoredSession()) return;
  void (async () => {
    const { api, sendDevicePractice } = await import('../../lib/client/client');
    // What was practised here and not yet sent counts first (at sign-in it joins the account).
    await sendDevicePractice().catch(() => undefined);
    const { data } = await api.get<{ data: PracticeProgress }>('/question-bank/progress');
    show(root, data.topics, 'account');
  })().catch(() => undefined);
}
