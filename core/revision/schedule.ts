/**
 * Spaced revision (issue 30): the one wrapper around ts-fsrs (FSRS, the
 * scheduler Anki ships). Nothing else imports ts-fsrs: the API, the mutations
 * and the tests speak in rows and "right/wrong", and a future library swap
 * stays inside this file (docs/practice.md, "Spaced revision").
 *
 * Day-sized steps: FSRS's (re)learning steps are one day instead of 1 and 10
 * minutes, so a wrong answer — new card or lapse — comes back tomorrow, not in
 * a minute: "Revise today" is a daily list, not a drill.
 */
import { createEmptyCard, fsrs, generatorParameters, Rating, type Card, type Grade } from 'ts-fsrs';
import type { SelfRating } from '../schemas/revision';

/** The scheduler state as revision_cards keeps it (db/schema.ts; ts-fsrs Card fields). */
export interface CardRow {
  due: Date;
  stability: number;
  difficulty: number;
  elapsedDays: number;
  scheduledDays: number;
  learningSteps: number;
  reps: number;
  lapses: number;
  /** 0 new, 1 learning, 2 review, 3 relearning (ts-fsrs State). */
  state: number;
  lastReview: Date | null;
}

// No fuzz: the same review gives the same due date (tests, and a retried batch computing the same card).
const scheduler = fsrs(generatorParameters({ learning_steps: ['1d'], relearning_steps: ['1d'], enable_fuzz: false }));

const RATING: Record<SelfRating, Grade> = { hard: Rating.Hard, good: Rating.Good, easy: Rating.Easy };

/** The grade of one answer: wrong → Again; right → the self-rating, Good without one. */
export const gradeOf = (correct: boolean, rating?: SelfRating): Grade => (correct ? RATING[rating ?? 'good'] : Rating.Again);

const toCard = (row: CardRow): Card => ({
  due: row.due,
  stability: row.stability,
  difficulty: row.difficulty,
  elapsed_days: row.elapsedDays,
  scheduled_days: row.scheduledDays,
  learning_steps: row.learningSteps,
  reps: row.reps,
  lapses: row.lapses,
  state: row.state,
  last_review: row.lastReview ?? undefined,
});

const toRow = (card: Card): CardRow => ({
  due: card.due,
  stability: card.stability,
  difficulty: card.difficulty,
  elapsedDays: card.elapsed_days,
  scheduledDays: card.scheduled_days,
  learningSteps: card.learning_steps,
  reps: card.reps,
  lapses: card.lapses,
  state: card.state,
  lastReview: card.last_review ?? null,
});

/** A card never reviewed, due at `now` (a new wrong answer or bookmark is in today's list at once). */
export const newCard = (now: Date): CardRow => toRow(createEmptyCard(now));

/** A card never reviewed yet (state New): a later wrong answer or bookmark leaves it as it is. */
export const isNew = (row: CardRow): boolean => row.state === 0;

/**
 * The card after one answer at `at`, or null when the answer is not newer than
 * the card's last review (a retried batch, or an older device's queue arriving
 * late): reviews apply once, in time order.
 */
export function review(row: CardRow, correct: boolean, at: Date, rating?: SelfRating): CardRow | null {
  if (row.lastReview && at.getTime() <= row.lastReview.getTime()) return null;
  return toRow(scheduler.next(toCard(row), at, gradeOf(correct, rating)).card);
}
