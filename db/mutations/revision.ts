/**
 * Spaced revision writes (issue 30; docs/practice.md "Spaced revision"). The
 * schedule itself is core/revision/schedule.ts (ts-fsrs); here are the rows:
 *
 * - enqueueRevision: a wrong answer or a bookmark puts a question in the
 *   aspirant's revision (a new card, due at once). An existing card is not
 *   reset by a bookmark; a wrong answer on a card already reviewed is a
 *   review "again" at that time (FSRS makes it due again).
 * - reviewCards: answers given in revision, applied in time order; one not
 *   newer than its card's last review is ignored, so a retried batch (the
 *   device's offline queue sending again) changes nothing.
 * - deriveWrongAnswers: the wrong answers of submitted test attempts, turned
 *   into cards when the queue is read (never on the submit's hot path).
 */
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../client';
import { questions, revisionCards, revisionWatermarks } from '../schema';
import { keysInOrder, revisionWatermark, submittedAttemptsSince, type SubmittedAttempt } from '../queries/revision';
import type { Tx } from './util';
import { resultsWithheld } from '#core/mock/key-access.ts';
import { isNew, newCard, review, type CardRow } from '#core/revision/schedule.ts';
import type { RevisionReview } from '#core/schemas/revision.ts';

export type RevisionSource = 'wrong' | 'bookmark';

interface Answered {
  questionId: number;
  at: Date;
}

const cardColumns = {
  questionId: revisionCards.questionId,
  due: revisionCards.due,
  stability: revisionCards.stability,
  difficulty: revisionCards.difficulty,
  elapsedDays: revisionCards.elapsedDays,
  scheduledDays: revisionCards.scheduledDays,
  learningSteps: revisionCards.learningSteps,
  reps: revisionCards.reps,
  lapses: revisionCards.lapses,
  state: revisionCards.state,
  lastReview: revisionCards.lastReview,
};

/** The caller's cards of these questions, locked for this transaction, with when each was made. */
async function lockCards(tx: Tx, uid: string, questionIds: number[]): Promise<{ cards: Map<number, CardRow>; made: Map<number, Date> }> {
  if (!questionIds.length) return { cards: new Map(), made: new Map() };
  const rows = await tx
    .select({ ...cardColumns, createdAt: revisionCards.createdAt })
    .from(revisionCards)
    .where(and(eq(revisionCards.userUid, uid), inArray(revisionCards.questionId, questionIds)))
    .for('update');
  return {
    cards: new Map(rows.map(({ questionId, createdAt: _, ...card }) => [questionId, card])),
    made: new Map(rows.map((r) => [r.questionId, r.createdAt])),
  };
}

async function saveCards(tx: Tx, uid: string, cards: Map<number, CardRow>, changed: Iterable<number>): Promise<void> {
  for (const questionId of changed) {
    await tx
      .update(revisionCards)
      .set(cards.get(questionId)!)
      .where(and(eq(revisionCards.userUid, uid), eq(revisionCards.questionId, questionId)));
  }
}

async function enqueueIn(tx: Tx, uid: string, answered: Answered[], source: RevisionSource, now: Date): Promise<void> {
  if (!answered.length) return;
  const ids = [...new Set(answered.map((a) => a.questionId))];
  const { cards, made } = await lockCards(tx, uid, ids);
  const missing = ids.filter((id) => !cards.has(id));
  const exists = missing.length
    ? new Set((await tx.select({ id: questions.id }).from(questions).where(inArray(questions.id, missing))).map((r) => r.id))
    : new Set<number>();
  const created = new Map<number, CardRow>();
  const changed = new Set<number>();
  for (const a of [...answered].sort((x, y) => x.at.getTime() - y.at.getTime())) {
    const card = cards.get(a.questionId);
    if (!card) {
      if (!exists.has(a.questionId)) continue;
      const fresh = newCard(a.at);
      cards.set(a.questionId, fresh);
      created.set(a.questionId, fresh);
    } else if (source === 'wrong' && !isNew(card) && a.at > made.get(a.questionId)!) {
      // Only a wrong answer given after the card was made: an older one is the card's reason or is already in it
      // (derivation reads recent attempts again; a device with a clock behind may date reviews before them).
      const next = review(card, false, a.at);
      if (!next) continue;
      cards.set(a.questionId, next);
      if (!created.has(a.questionId)) changed.add(a.questionId);
    }
  }
  if (created.size) {
    await tx
      .insert(revisionCards)
      .values([...created].map(([questionId, card]) => ({ userUid: uid, questionId, source, ...card, createdAt: now })))
      .onConflictDoNothing(); // another request made it meanwhile: theirs stands
  }
  await saveCards(tx, uid, cards, changed);
}

/**
 * Puts questions in the aspirant's revision (`at`: when they were answered
 * wrong or bookmarked). Unknown question ids are skipped.
 */
export async function enqueueRevision(db: Db, uid: string, questionIds: readonly number[], source: RevisionSource, at: Date = new Date()): Promise<void> {
  await db.transaction((tx) =>
    enqueueIn(
      tx,
      uid,
      questionIds.map((questionId) => ({ questionId, at })),
      source,
      at,
    ),
  );
}

export interface ReviewOutcome {
  applied: number;
  ignored: number;
}

/**
 * Applies revision answers in `reviewedAt` order (a time ahead of `now` counts
 * as `now`). Ignored: a review of no card of the caller's, one `allowed` says
 * no to, one not newer than its card's last review.
 */
export async function reviewCards(
  db: Db,
  uid: string,
  reviews: readonly RevisionReview[],
  now: Date,
  allowed: (questionId: number) => boolean = () => true,
): Promise<ReviewOutcome> {
  const timed = reviews
    .map((r) => ({ ...r, at: new Date(Math.min(Date.parse(r.reviewedAt), now.getTime())) }))
    .sort((a, b) => a.at.getTime() - b.at.getTime() || a.questionId - b.questionId);
  return db.transaction(async (tx) => {
    const { cards } = await lockCards(tx, uid, [...new Set(timed.map((r) => r.questionId))]);
    const changed = new Set<number>();
    let applied = 0;
    for (const r of timed) {
      const card = cards.get(r.questionId);
      const next = card && allowed(r.questionId) ? review(card, r.correct, r.at, r.rating) : null;
      if (!next) continue;
      cards.set(r.questionId, next);
      changed.add(r.questionId);
      applied++;
    }
    await saveCards(tx, uid, cards, changed);
    return { applied, ignored: timed.length - applied };
  });
}

/** How long a submit may take to become visible to another read: attempts this recent are looked at again next time. */
const SETTLE_MS = 60_000;
/**
 * At most this many attempts are turned into cards per read: an account with years of attempts (hundreds, of 100
 * questions each) catches up over a few reads of its queue, none of them slow, instead of one read doing it all.
 */
export const DERIVE_BATCH = 50;

/**
 * Turns the wrong answers of the caller's submitted attempts since the
 * watermark into 'wrong' cards — only of attempts `mayDerive` allows (the key
 * rule: a live test before its results time waits, and holds the watermark
 * before it). Idempotent: a card is created once, a wrong answer applies once.
 */
export async function deriveWrongAnswers(db: Db, uid: string, now: Date, mayDerive: (attempt: SubmittedAttempt) => boolean): Promise<void> {
  const since = await revisionWatermark(db, uid);
  const attempts = await submittedAttemptsSince(db, uid, since, DERIVE_BATCH);
  if (!attempts.length) return;
  const ready = attempts.filter(mayDerive);
  // A live test before its results time waits (its key comes later); a test taken back to draft is passed over.
  const waiting = attempts.find((a) => !mayDerive(a) && a.test.status === 'published' && resultsWithheld(a.test, now.getTime()));
  const keys = await keysInOrder(db, ready.map((a) => a.mockTestId));
  const wrong: Answered[] = [];
  for (const a of ready) {
    const key = keys.get(a.mockTestId);
    if (!key) continue;
    a.answers.forEach((answer, i) => {
      if (typeof answer === 'number' && i < key.ids.length && answer !== key.correct[i]) wrong.push({ questionId: key.ids[i], at: a.submittedAt });
    });
  }
  const last = attempts[attempts.length - 1].submittedAt.getTime();
  let until = Math.min(last, now.getTime() - SETTLE_MS);
  // A full batch may stop among attempts of the same millisecond: the next read starts just before it (a wrong
  // answer applies once, so reading one again changes nothing), unless that would not move the watermark at all.
  if (attempts.length === DERIVE_BATCH && last - 1 > (since?.getTime() ?? -Infinity)) until = Math.min(until, last - 1);
  if (waiting) until = Math.min(until, waiting.submittedAt.getTime() - 1);
  await db.transaction(async (tx) => {
    await enqueueIn(tx, uid, wrong, 'wrong', now);
    if (since && until <= since.getTime()) return;
    await tx
      .insert(revisionWatermarks)
      .values({ userUid: uid, derivedUntil: new Date(until) })
      .onConflictDoUpdate({ target: revisionWatermarks.userUid, set: { derivedUntil: new Date(until) } });
  });
}
