/**
 * Realistic answer sheets for the seeded attempts, so that rank, percentile,
 * the per-section comparison and the per-question figures mean something on a
 * fresh start.
 *
 * The model, in short:
 *  - each aspirant has an ability (normal), a strength per section, a speed
 *    and a willingness to guess (lower when wrong answers cost more);
 *  - each question has a difficulty derived from its topic plus a stable
 *    per-question offset (a hash of its text), and an expected solving time by
 *    topic;
 *  - the aspirant knows the answer with a logistic probability (ability minus
 *    difficulty); a known answer is right but for a small slip;
 *  - first pass: solve what they know, glance at the rest and move on; second
 *    pass, while time remains: return to the skipped ones and guess some;
 *  - the clock is the section's own limit when it has one (IBPS), else the
 *    test's; once it runs out, the remaining questions stay unvisited (0 ms).
 * Times are whole milliseconds per question; each section's time is at least
 * the sum of its questions' times and never more than its limit, and the total
 * never exceeds the test's timer.
 */
import { at, BASE_DATE, HOUR, hashString, type Rng } from '../random';
import type { SyntheticUser } from './aspirants';
import type { FullLengthQuestion, FullLengthTest } from './types';

export interface AnswerSheet {
  userUid: string;
  /** A deterministic uuid for the attempt (CORE may use it as the public attempt id). */
  attemptId: string;
  language: 'en' | 'hi';
  /** Chosen option per question, in the test's global order (sections in order); null = not answered. */
  answers: (number | null)[];
  /** Milliseconds spent on each question (0 = never opened). */
  timesMs: number[];
  /** Milliseconds spent in each section (≥ the sum of its questions, ≤ its limit). */
  sectionTimesMs: number[];
  startedAt: Date;
  submittedAt: Date;
  /** submittedAt − startedAt, in whole seconds (never more than the timer). */
  timeTakenSeconds: number;
  /** The latent ability the sheet was drawn with: for checks and analysis only, not to be stored. */
  ability: number;
}

/** Difficulty on a logit scale: 0 is a question the median aspirant knows half the time. */
const TOPIC_DIFFICULTY: Record<string, number> = {
  // General awareness
  Polity: 0.1, History: 0.2, Geography: 0.1, Economy: 0.4, Physics: 0, Chemistry: 0.2, Biology: -0.1,
  'Art and Culture': 0.3, Sports: 0, Awards: 0.3, 'Science and Technology': 0.3,
  // Quantitative aptitude
  Percentage: -0.5, Discount: 0.1, 'Profit and Loss': 0, 'Simple Interest': -0.6, 'Compound Interest': 0.3,
  'Ratio and Proportion': -0.4, Partnership: 0.2, 'Problems on Ages': 0.5, 'Mixture and Alligation': 0.6, Average: -0.3,
  'Time and Work': 0.2, 'Pipes and Cisterns': 0.4, 'Speed, Time and Distance': 0.3, 'Boats and Streams': 0.4,
  'Number System': 0.3, Algebra: 0.6, Simplification: -0.5, Mensuration: 0.3, Geometry: 0.4, Trigonometry: 0.7,
  'Quadratic Equations': 0.1, 'Data Interpretation': 0.4, 'Number Series': 0.2,
  // Reasoning
  'Coding-Decoding': -0.2, Analogy: -0.3, Classification: -0.4, 'Direction Sense': 0.3, 'Order and Ranking': -0.4,
  Clock: 0.6, Calendar: 0.7, 'Mathematical Operations': 0.3, 'Alphabetical Order': -0.6, 'Alphabet Test': -0.3,
  Syllogism: 0.4, 'Blood Relations': 0.2, Inequality: 0.2, 'Letter Series': 0.1, 'Seating Arrangement': 0.7, 'Floor Puzzle': 0.6,
  // English
  'Reading Comprehension': 0.2, 'Cloze Test': 0.1, Synonyms: 0.3, Antonyms: 0.3, 'Idioms and Phrases': 0.4,
  'One-Word Substitution': 0.5, Spelling: 0.3, 'Error Spotting': 0.6, 'Fill in the Blanks': 0, 'Active and Passive Voice': 0.1,
  'Direct and Indirect Speech': 0.2, 'Para Jumbles': 0.7, 'Sentence Improvement': 0.4, 'Word Usage': 0.3,
};

/** Seconds a median aspirant needs to solve a question of the topic. */
const TOPIC_SECONDS: Record<string, number> = {
  Polity: 18, History: 18, Geography: 18, Economy: 20, Physics: 18, Chemistry: 18, Biology: 16,
  'Art and Culture': 16, Sports: 14, Awards: 16, 'Science and Technology': 18,
  Percentage: 45, Discount: 50, 'Profit and Loss': 60, 'Simple Interest': 45, 'Compound Interest': 70,
  'Ratio and Proportion': 50, Partnership: 65, 'Problems on Ages': 70, 'Mixture and Alligation': 65, Average: 50,
  'Time and Work': 60, 'Pipes and Cisterns': 60, 'Speed, Time and Distance': 65, 'Boats and Streams': 65,
  'Number System': 55, Algebra: 60, Simplification: 40, Mensuration: 60, Geometry: 55, Trigonometry: 60,
  'Quadratic Equations': 45, 'Data Interpretation': 70, 'Number Series': 40,
  'Coding-Decoding': 40, Analogy: 30, Classification: 30, 'Direction Sense': 50, 'Order and Ranking': 30,
  Clock: 50, Calendar: 60, 'Mathematical Operations': 55, 'Alphabetical Order': 35, 'Alphabet Test': 30,
  Syllogism: 45, 'Blood Relations': 45, Inequality: 35, 'Letter Series': 35, 'Seating Arrangement': 80, 'Floor Puzzle': 75,
  'Reading Comprehension': 55, 'Cloze Test': 30, Synonyms: 15, Antonyms: 15, 'Idioms and Phrases': 18,
  'One-Word Substitution': 18, Spelling: 18, 'Error Spotting': 35, 'Fill in the Blanks': 25, 'Active and Passive Voice': 30,
  'Direct and Indirect Speech': 30, 'Para Jumbles': 60, 'Sentence Improvement': 30, 'Word Usage': 30,
};

/** A question's difficulty: its topic's, plus a stable offset in [−0.6, 0.6) from a hash of its text. */
export function questionDifficulty(q: Pick<FullLengthQuestion, 'question' | 'topic'>): number {
  const offset = (hashString(q.question) / 2 ** 32 - 0.5) * 1.2;
  return (TOPIC_DIFFICULTY[q.topic] ?? 0.2) + offset;
}

/** A median aspirant's solving time for the question, in seconds: by topic, longer for harder questions. */
export function questionSeconds(q: Pick<FullLengthQuestion, 'question' | 'topic'>): number {
  return (TOPIC_SECONDS[q.topic] ?? 40) * Math.exp(0.25 * questionDifficulty(q));
}

/** Standard normal draw (Box–Muller). */
function normal(rng: Rng): number {
  const u = Math.max(rng.next(), 1e-12);
  return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * rng.next());
}

const sigmoid = (x: number) => 1 / (1 + Math.exp(-x));
const round2 = (n: number) => Math.round(n * 100) / 100;

interface Slot {
  q: FullLengthQuestion;
  section: number;
  know: boolean;
  solveMs: number;
  glanceMs: number;
}

/** Some other option than `correct`, uniformly. */
function wrongOption(rng: Rng, correct: number): number {
  const o = rng.int(0, 2);
  return o >= correct ? o + 1 : o;
}

/**
 * One sheet per user. Deterministic for the generator's seed; users are
 * independent of each other (each draws from its own fork).
 */
export function generateAnswerSheets(test: FullLengthTest, users: SyntheticUser[], rng: Rng): AnswerSheet[] {
  const questions = test.sections.flatMap((s, section) =>
    s.questions.map((q) => ({ q, section, difficulty: questionDifficulty(q), seconds: questionSeconds(q) })),
  );
  const hasHindi = questions.some(({ q }) => q.questionHi !== null);
  const sectional = test.sections.some((s) => s.timeLimitMinutes !== null);
  const worstPenalty = Math.max(...test.sections.map((s) => s.marksWrong / s.marksCorrect));
  const windowStart = test.createdAt.getTime() + 2 * HOUR;
  const windowEnd = BASE_DATE.getTime() - 2 * HOUR - test.timerMinutes * 60_000;
  // The clocks: one per section for sectional tests, one for the whole test otherwise (question indices in order).
  const bySection = test.sections.map((_, i) => questions.flatMap((q, j) => (q.section === i ? [j] : [])));
  const clocks = sectional ? bySection : [questions.map((_, j) => j)];
  const limits = sectional ? test.sections.map((s) => (s.timeLimitMinutes ?? test.timerMinutes) * 60_000) : [test.timerMinutes * 60_000];

  return users.map((user) => {
    const r = rng.fork(`${test.slug}/${user.uid}`);
    const ability = 0.15 + 0.8 * normal(r);
    const strengths = test.sections.map(() => 0.45 * normal(r));
    const speed = Math.exp(0.22 * normal(r));
    // Willingness to guess an unknown question: bolder aspirants guess more, heavy negative marking deters.
    const boldness = Math.min(0.85, Math.max(0.05, 0.55 + 0.2 * normal(r) - 0.6 * worstPenalty));

    const slots: Slot[] = questions.map(({ q, section, difficulty, seconds }) => {
      const know = r.chance(sigmoid(1.6 * (ability + strengths[section] - difficulty)));
      const solveMs = Math.round(seconds * 1000 * speed * Math.exp(0.3 * normal(r)) * (know ? 1 : 1.15));
      return { q, section, know, solveMs: Math.max(4000, solveMs), glanceMs: Math.max(3000, Math.round(solveMs * (0.15 + 0.15 * r.next()))) };
    });

    const answers: (number | null)[] = questions.map(() => null);
    const timesMs: number[] = questions.map(() => 0);
    const sectionTimesMs = test.sections.map(() => 0);

    clocks.forEach((group, g) => {
      // A little of every clock goes on reading instructions and moving around.
      let left = limits[g] * (0.97 - 0.03 * r.next());
      const deferred: number[] = [];
      for (const j of group) {
        const slot = slots[j];
        const cost = slot.know ? slot.solveMs : slot.glanceMs;
        if (cost > left) {
          left = 0;
          break;
        }
        left -= cost;
        timesMs[j] += cost;
        if (slot.know) answers[j] = r.chance(0.96) ? slot.q.correct : wrongOption(r, slot.q.correct);
        else deferred.push(j);
      }
      for (const j of deferred) {
        if (left <= 0) break;
        if (!r.chance(boldness)) continue;
        const slot = slots[j];
        const extra = Math.round((slot.solveMs - slot.glanceMs) * (0.4 + 0.4 * r.next()));
        if (extra > left) break;
        left -= extra;
        timesMs[j] += extra;
        // A second look, with some options ruled out: better than a blind guess.
        answers[j] = r.chance(0.3 + 0.1 * sigmoid(ability)) ? slot.q.correct : wrongOption(r, slot.q.correct);
      }
      // Unused time: some submit at once, others review until near the end.
      const review = r.chance(0.5) ? left * r.next() : 0;
      const spent = group.reduce((sum, j) => sum + timesMs[j], 0);
      if (sectional) sectionTimesMs[g] = Math.min(limits[g], Math.round(spent + review));
      else {
        // Review time is spread over the sections in proportion to the time spent in each.
        bySection.forEach((indices, s) => {
          const inSection = indices.reduce((sum, j) => sum + timesMs[j], 0);
          sectionTimesMs[s] = Math.round(inSection + (spent ? (review * inSection) / spent : 0));
        });
      }
    });

    const totalMs = Math.min(
      test.timerMinutes * 60_000,
      sectionTimesMs.reduce((a, b) => a + b, 0),
    );
    const timeTakenSeconds = Math.ceil(totalMs / 1000);
    const startedAt = at(windowStart - BASE_DATE.getTime() + r.next() * Math.max(0, windowEnd - windowStart));
    const submittedAt = new Date(startedAt.getTime() + timeTakenSeconds * 1000);
    return {
      userUid: user.uid,
      attemptId: r.uuid(),
      language: hasHindi && r.chance(test.categoryName === 'Railways' ? 0.45 : 0.3) ? 'hi' : 'en',
      answers,
      timesMs,
      sectionTimesMs,
      startedAt,
      submittedAt,
      timeTakenSeconds,
      ability,
    };
  });
}

export interface SheetScore {
  score: number;
  maxScore: number;
  correct: number;
  wrong: number;
  unanswered: number;
  sections: { score: number; maxScore: number; correct: number; wrong: number; unanswered: number }[];
}

/** Scores a sheet with each section's marking (two decimals, as the API reports). */
export function scoreSheet(test: FullLengthTest, answers: readonly (number | null)[]): SheetScore {
  let offset = 0;
  const sections = test.sections.map((s) => {
    let correct = 0;
    let wrong = 0;
    s.questions.forEach((q, i) => {
      const a = answers[offset + i];
      if (a === null || a === undefined) return;
      if (a === q.correct) correct++;
      else wrong++;
    });
    offset += s.questions.length;
    return {
      score: round2(correct * s.marksCorrect - wrong * s.marksWrong),
      maxScore: s.questions.length * s.marksCorrect,
      correct,
      wrong,
      unanswered: s.questions.length - correct - wrong,
    };
  });
  const sum = (k: 'score' | 'maxScore' | 'correct' | 'wrong' | 'unanswered') => sections.reduce((a, s) => a + s[k], 0);
  return { score: round2(sum('score')), maxScore: sum('maxScore'), correct: sum('correct'), wrong: sum('wrong'), unanswered: sum('unanswered'), sections };
}
