/**
 * Topic practice on this device (issue 30; docs/practice.md, "Offline and the device store"). Every answer goes
 * into the tally (per question: answered, right; the accuracy on /practice while signed out) and into the queue of
 * answers the account has not got yet. Signed in, the queue is sent at once (POST /question-bank/answers, ≤ 200 a
 * request) and retried like the runner's submit queue: kept until the server answers, on the next answer, page or
 * `online` event. At sign-in the queue (everything practised signed out) is sent once and joins the account; the
 * server counts an answer once, so a retry after a lost response does not count twice.
 * Not under the auth prefix: a sign-out keeps the device's progress.
 */
// Types only from the schema module (its zod would cost /practice its JS budget); the batch size from the constants.
import type { PracticeAnswer, PracticeAnswersResult, PracticeSet } from '#core/schemas/practice.ts';
import { PRACTICE_BATCH_MAX } from '#core/constants.ts';
import { tallyAnswer, type DeviceTally } from '#core/mock/practice.ts';
import { readJson, write, type KeyValueStorage } from './storage';

export const PRACTICE_KEYS = {
  tally: 'examprep.practice.tally',
  queue: 'examprep.practice.queue',
  set: (slug: string) => `examprep.practice.set.${slug}`,
} as const;

/** The queue keeps at most this many answers (the oldest go first): a long offline stretch stays bounded. */
export const PRACTICE_QUEUE_MAX = 2000;

export function practiceTally(storage: KeyValueStorage | null): DeviceTally {
  const tally = readJson<unknown>(storage, PRACTICE_KEYS.tally);
  return tally && typeof tally === 'object' && !Array.isArray(tally) ? (tally as DeviceTally) : {};
}

export function practiceQueue(storage: KeyValueStorage | null): PracticeAnswer[] {
  const list = readJson<unknown>(storage, PRACTICE_KEYS.queue);
  return Array.isArray(list)
    ? list.filter((a): a is PracticeAnswer => Number.isInteger(a?.questionId) && Number.isInteger(a?.choice) && typeof a?.answeredAt === 'string')
    : [];
}

/** Keeps one answer: the tally at once (the page shows it), the queue until the account has it. */
export function keepPracticeAnswer(storage: KeyValueStorage | null, answer: PracticeAnswer & { path: string; correct: boolean }): void {
  write(storage, PRACTICE_KEYS.tally, tallyAnswer(practiceTally(storage), answer.questionId, answer.path, answer.correct));
  const { questionId, choice, answeredAt } = answer;
  write(storage, PRACTICE_KEYS.queue, [...practiceQueue(storage), { questionId, choice, answeredAt }].slice(-PRACTICE_QUEUE_MAX));
}

/** A set as fetched, kept so the topic works offline after one visit. */
export const keptSet = (storage: KeyValueStorage | null, slug: string): PracticeSet | null => readJson<PracticeSet>(storage, PRACTICE_KEYS.set(slug));
export const keepSet = (storage: KeyValueStorage | null, set: PracticeSet): void => write(storage, PRACTICE_KEYS.set(set.slug), set);

export type PracticePoster = (body: { answers: PracticeAnswer[] }) => Promise<{ data: PracticeAnswersResult }>;

const same = (a: PracticeAnswer, b: PracticeAnswer) => a.questionId === b.questionId && a.answeredAt === b.answeredAt && a.choice === b.choice;
const drop = (storage: KeyValueStorage | null, sent: PracticeAnswer[]) =>
  write(
    storage,
    PRACTICE_KEYS.queue,
    practiceQueue(storage).filter((a) => !sent.some((s) => same(a, s))),
  );

let sending: Promise<number> | null = null;

/**
 * Sends the queue in batches; returns how many answers the server took. A refusal naming items (400: a question no
 * longer in a published practice set) drops those and sends the rest; any other failure keeps the queue for later.
 */
export function sendPracticeQueue(storage: KeyValueStorage | null, post: PracticePoster): Promise<number> {
  // One sender at a time: the answer that arrives meanwhile waits for the next call.
  sending ??= (async () => {
    let sent = 0;
    try {
      for (let rounds = 0; rounds < 50; rounds++) {
        const batch = practiceQueue(storage).slice(0, PRACTICE_BATCH_MAX);
        if (!batch.length) break;
        try {
          await post({ answers: batch });
          sent += batch.length;
          drop(storage, batch);
        } catch (err) {
          const e = err as { status?: number; data?: { issues?: { field?: string }[] } };
          if (e.status !== 400) throw err;
          const named = new Set((e.data?.issues ?? []).map((i) => /^answers\.(\d+)\./.exec(i.field ?? '')?.[1]).filter(Boolean).map(Number));
          // A refusal that names nothing would repeat forever: the batch goes.
          drop(storage, named.size ? batch.filter((_, i) => named.has(i)) : batch);
        }
      }
    } finally {
      sending = null;
    }
    return sent;
  })();
  return sending;
}
