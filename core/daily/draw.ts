/**
 * The rule that draws a day's quiz from the bank when the admin chose none (issue 30). Pure and deterministic: the
 * same day, bank and recent quizzes give the same ten questions on every instance, so whichever instance inserts
 * first (insert … on conflict do nothing) stores what every other one would have.
 *
 * - Spread: the bank is grouped by exam and subject; groups are visited round-robin in an order shuffled by the day,
 *   one question each, so ten questions cover up to ten exam-subjects before any repeats.
 * - Fresh: questions of recent (and of future, admin-chosen) quizzes are left out; only when the bank is too small
 *   without them are they drawn after the fresh ones.
 */

/** Questions in a day's quiz. */
export const DAILY_QUIZ_SIZE = 10;
/** A question of one of the last this many days' quizzes is not drawn again (while the bank allows). */
export const DAILY_NO_REPEAT_DAYS = 30;

export interface BankQuestion {
  id: number;
  /** The exam (the practice set's category id). */
  exam: number;
  subject: string;
}

/** 32-bit FNV-1a of a string: the day's seed. */
function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/** mulberry32: a small seeded generator, [0, 1). */
function generator(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function shuffled<T>(items: readonly T[], random: () => number): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [out[i], out[j]] = [out[j], out[i]];
  }
  return out;
}

/** Round-robin over the exam-subject groups (in a shuffled order), a shuffled question of each in turn. */
function spread(bank: readonly BankQuestion[], random: () => number): number[] {
  const groups = new Map<string, BankQuestion[]>();
  // Sorted first: the draw must not depend on the order the database returned the rows in.
  for (const q of [...bank].sort((a, b) => a.id - b.id)) {
    const key = `${q.exam}\u0000${q.subject}`;
    groups.set(key, [...(groups.get(key) ?? []), q]);
  }
  const queues = shuffled([...groups.keys()].sort(), random).map((k) => shuffled(groups.get(k)!, random));
  const out: number[] = [];
  for (let round = 0; out.length < bank.length; round++) for (const q of queues) if (round < q.length) out.push(q[round].id);
  return out;
}

/** The day's question ids (up to `size`; fewer only when the whole bank is smaller). */
export function drawDailyQuiz(day: string, bank: readonly BankQuestion[], recent: ReadonlySet<number>, size = DAILY_QUIZ_SIZE): number[] {
  const random = generator(hash(`daily:${day}`));
  const fresh = spread(bank.filter((q) => !recent.has(q.id)), random);
  if (fresh.length >= size) return fresh.slice(0, size);
  return [...fresh, ...spread(bank.filter((q) => recent.has(q.id)), random)].slice(0, size);
}
