/**
 * From a raw question (answer + distractors with their reasons) to a
 * FullLengthQuestion: three distinct distractors are picked, the four options
 * are shuffled together with their explanations (both languages in step), and
 * the result is checked against the rules of spec section 5.
 */
import type { Rng } from '../random';
import type { Choice, FullLengthQuestion, Opt, RawQuestion } from './types';

const key = (o: string) => o.trim().toLowerCase();

/** Problems with a question under the section-5 rules and the Hindi all-or-nothing rule; empty when valid. */
export function fullLengthProblems(q: FullLengthQuestion): string[] {
  const problems: string[] = [];
  const check = (lang: string, text: string, options: string[], explanations: string[]) => {
    if (text.trim().length < 10) problems.push(`${lang}: text shorter than 10 characters`);
    if (text.length > 2000) problems.push(`${lang}: text longer than 2000 characters`);
    if (options.length !== 4) problems.push(`${lang}: ${options.length} options`);
    if (new Set(options.map(key)).size !== options.length) problems.push(`${lang}: duplicate options`);
    if (options.some((o) => o.trim() === '' || o.length > 500)) problems.push(`${lang}: empty or long option`);
    if (explanations.length !== 4) problems.push(`${lang}: ${explanations.length} explanations`);
    explanations.forEach((e, i) => {
      if (e.trim().length <= 20) problems.push(`${lang}: explanation ${i} has ${e.trim().length} characters`);
    });
    if (new Set(explanations).size !== explanations.length) problems.push(`${lang}: duplicate explanations`);
  };
  if (!Number.isInteger(q.correct) || q.correct < 0 || q.correct > 3) problems.push(`correct ${q.correct}`);
  check('en', q.question, q.options, q.explanations);
  const hi = [q.questionHi, q.optionsHi, q.explanationsHi];
  if (hi.some((v) => v === null) && hi.some((v) => v !== null)) problems.push('Hindi is partly missing');
  if (q.questionHi !== null && q.optionsHi && q.explanationsHi) check('hi', q.questionHi, q.optionsHi, q.explanationsHi);
  return problems;
}

/** Upper-cases a leading lower-case word ("the total…" → "The total…"), leaving a variable such as "a² + b²" alone. */
const sentenceCase = (t: string) => (/^[a-z]{2,}/.test(t) ? t[0].toUpperCase() + t.slice(1) : t);

const explain = (c: Choice, right: boolean, lang: 'en' | 'hi') =>
  lang === 'en' ? `${right ? 'Correct.' : 'Incorrect.'} ${sentenceCase(c[1])}` : `${right ? 'सही।' : 'गलत।'} ${c[1]}`;

/** Picks 3 distractors that differ from the answer and from each other in both languages. */
function distractors(raw: RawQuestion, bilingual: boolean): Opt[] {
  const seenEn = new Set([key(raw.correct.en[0])]);
  const seenHi = new Set(bilingual && raw.correct.hi ? [key(raw.correct.hi[0])] : []);
  const out: Opt[] = [];
  for (const w of raw.wrong) {
    if (out.length === 3) break;
    if (seenEn.has(key(w.en[0]))) continue;
    if (bilingual && (!w.hi || seenHi.has(key(w.hi[0])))) continue;
    seenEn.add(key(w.en[0]));
    if (bilingual && w.hi) seenHi.add(key(w.hi[0]));
    out.push(w);
  }
  if (out.length < 3) throw new Error(`not enough distinct options for: ${raw.text}`);
  return out;
}

/**
 * Shuffles the answer with three distractors. `withHindi: false` drops the
 * Hindi of a bilingual question (an English-only paper).
 */
export function assemble(rng: Rng, raw: RawQuestion, withHindi = true): FullLengthQuestion {
  const bilingual = withHindi && raw.textHi !== undefined;
  if (bilingual && !raw.correct.hi) throw new Error(`Hindi text without a Hindi answer: ${raw.text}`);
  const choices = rng.shuffle([raw.correct, ...distractors(raw, bilingual)]);
  const correct = choices.indexOf(raw.correct);
  const q: FullLengthQuestion = {
    question: raw.text,
    questionHi: bilingual ? (raw.textHi as string) : null,
    options: choices.map((c) => c.en[0]),
    optionsHi: bilingual ? choices.map((c) => (c.hi as Choice)[0]) : null,
    correct,
    explanations: choices.map((c, i) => explain(c.en, i === correct, 'en')),
    explanationsHi: bilingual ? choices.map((c, i) => explain(c.hi as Choice, i === correct, 'hi')) : null,
    topic: raw.topic,
  };
  const problems = fullLengthProblems(q);
  if (problems.length > 0) throw new Error(`invalid question "${raw.text}": ${problems.join('; ')}`);
  return q;
}

/** An option in both languages: `o('12 days', 'why…', '12 दिन', 'क्यों…')`. */
export function o(en: string, whyEn: string, hi: string, whyHi: string): Opt {
  return { en: [en, whyEn], hi: [hi, whyHi] };
}

/** An English-only option. */
export function e(en: string, whyEn: string): Opt {
  return { en: [en, whyEn] };
}
