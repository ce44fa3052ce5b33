/**
 * Mock-test questions that satisfy spec section 5: text of at least 10
 * characters, exactly 4 distinct options, correctIndex 0–3, and 4 explanations
 * each longer than 20 characters, one per option, saying why it is right or wrong.
 *
 * Two sources: arithmetic/reasoning generators that compute the answer and
 * derive each distractor from a typical mistake, and a hand-written bank of
 * general-awareness facts (question-bank.ts). Options are shuffled together
 * with their explanations, so the correct index varies.
 *
 * Every question is written in English and Hindi (issue 27: the demo tests'
 * exams are bilingual): the same figures, the Hindi worded as Hindi exam
 * papers word it. The Hindi passes the same rules as the English.
 */
import type { Rng } from './random';
import { inr } from './text';

export interface QuestionSeed {
  text: string;
  options: string[];
  correctIndex: number;
  explanations: string[];
  /** Hindi, all or nothing (db/schema.ts `questions`): null on an English-only paper. */
  textHi: string | null;
  optionsHi: string[] | null;
  explanationsHi: string[] | null;
}

/** One option and why it is right or wrong, in English and (for a bilingual question) Hindi. */
export type Choice = [option: string, why: string, optionHi?: string, whyHi?: string];

export interface RawQuestion {
  text: string;
  /** With it, every choice carries its Hindi too. */
  textHi?: string;
  correct: Choice;
  /** At least 3, in order of preference; duplicates of earlier options are skipped. */
  wrong: Choice[];
}

export type Topic = 'polity' | 'geography' | 'history' | 'economy' | 'science' | 'reasoning';

/** Problems with a question under the section-5 rules; empty when it is valid. */
export function questionProblems(q: { text: string; options: string[]; correctIndex: number; explanations: string[] }): string[] {
  const problems: string[] = [];
  if (q.text.trim().length < 10) problems.push('text shorter than 10 characters');
  if (q.options.length !== 4) problems.push(`${q.options.length} options`);
  if (new Set(q.options.map((o) => o.trim().toLowerCase())).size !== q.options.length) problems.push('duplicate options');
  if (q.options.some((o) => o.trim() === '')) problems.push('empty option');
  if (!Number.isInteger(q.correctIndex) || q.correctIndex < 0 || q.correctIndex > 3) problems.push(`correctIndex ${q.correctIndex}`);
  if (q.explanations.length !== 4) problems.push(`${q.explanations.length} explanations`);
  q.explanations.forEach((e, i) => {
    if (e.trim().length <= 20) problems.push(`explanation ${i} has ${e.trim().length} characters`);
  });
  if (new Set(q.explanations).size !== q.explanations.length) problems.push('duplicate explanations');
  return problems;
}

/** The Hindi of an assembled question as a question of its own, for questionProblems; null when it has none. */
export function hindiOf(q: QuestionSeed): { text: string; options: string[]; correctIndex: number; explanations: string[] } | null {
  if (q.textHi === null || q.optionsHi === null || q.explanationsHi === null) return null;
  return { text: q.textHi, options: q.optionsHi, correctIndex: q.correctIndex, explanations: q.explanationsHi };
}

/**
 * Picks 3 distinct distractors, shuffles them with the answer and checks the
 * result. `withHindi: false` drops the Hindi (an English-only paper). The
 * distractors are chosen on the English alone and the shuffle is the same with
 * or without Hindi, so the seeded papers do not change with the language.
 */
export function assemble(rng: Rng, raw: RawQuestion, withHindi = true): QuestionSeed {
  const key = (o: string) => o.trim().toLowerCase();
  const seen = new Set([key(raw.correct[0])]);
  const wrong: Choice[] = [];
  for (const w of raw.wrong) {
    if (wrong.length === 3) break;
    if (seen.has(key(w[0]))) continue;
    seen.add(key(w[0]));
    wrong.push(w);
  }
  if (wrong.length < 3) throw new Error(`not enough distinct options for: ${raw.text}`);
  const choices = rng.shuffle([raw.correct, ...wrong]);
  const bilingual = withHindi && raw.textHi !== undefined;
  if (bilingual && choices.some((c) => c[2] === undefined || c[3] === undefined)) throw new Error(`Hindi text without Hindi options: ${raw.text}`);
  const q: QuestionSeed = {
    text: raw.text,
    options: choices.map((c) => c[0]),
    correctIndex: choices.indexOf(raw.correct),
    explanations: choices.map((c) => (c === raw.correct ? `Correct. ${c[1]}` : `Incorrect. ${c[1]}`)),
    textHi: bilingual ? (raw.textHi as string) : null,
    optionsHi: bilingual ? choices.map((c) => c[2] as string) : null,
    explanationsHi: bilingual ? choices.map((c) => (c === raw.correct ? `सही। ${c[3]}` : `गलत। ${c[3]}`)) : null,
  };
  const hi = hindiOf(q);
  const problems = [...questionProblems(q), ...(hi ? questionProblems(hi).map((p) => `Hindi: ${p}`) : [])];
  if (problems.length > 0) throw new Error(`invalid question "${raw.text}": ${problems.join('; ')}`);
  return q;
}

// ---------------------------------------------------------------- number formatting

/** Integer as is; otherwise two decimals. */
function num(n: number): string {
  return Number.isInteger(n) ? String(n) : n.toFixed(2);
}

/** ₹ with Indian digit grouping; paise (two decimals) only when needed. */
function rupees(n: number): string {
  if (Number.isInteger(n)) return inr(n);
  const [whole, paise] = n.toFixed(2).split('.');
  return paise === '00' ? inr(Number(whole)) : `${inr(Number(whole))}.${paise}`;
}

const kmh = (n: number) => `${num(n)} km/h`;
const kmhHi = (n: number) => `${num(n)} किमी/घंटा`;
const days = (n: number) => `${num(n)} days`;
const dinHi = (n: number) => `${num(n)} दिन`;

/** Fallback distractors near the answer, each explained against the correct computation (figures the same in both languages). */
function near(
  answer: number,
  format: (n: number) => string,
  formatHi: (n: number) => string,
  working: string,
  workingHi: string,
  deltas: number[],
): Choice[] {
  return deltas
    .filter((d) => answer + d > 0)
    .map((d) => [
      format(answer + d),
      `${format(answer + d)} is ${d > 0 ? 'more' : 'less'} than the correct value by ${format(Math.abs(d))}; ${working}`,
      formatHi(answer + d),
      `${formatHi(answer + d)} सही मान से ${formatHi(Math.abs(d))} ${d > 0 ? 'अधिक' : 'कम'} है; ${workingHi}`,
    ]);
}

// ---------------------------------------------------------------- arithmetic generators

type Generator = (rng: Rng) => RawQuestion;

const percentOf: Generator = (rng) => {
  const p = rng.pick([5, 8, 12, 15, 16, 18, 24, 25, 35, 40, 45, 65, 75]);
  let base = 50 * rng.int(2, 40);
  if ((p * base) % 100 !== 0) base *= 2;
  const ans = (p * base) / 100;
  const working = `${p}% of ${base} = ${base} × ${p} ÷ 100 = ${num(ans)}.`;
  const wHi = `${base} का ${p}% = ${base} × ${p} ÷ 100 = ${num(ans)}।`;
  const more = num(((p + 10) * base) / 100);
  return {
    text: `What is ${p}% of ${base}?`,
    textHi: `${base} का ${p}% कितना है?`,
    correct: [num(ans), working, num(ans), wHi],
    wrong: [
      [num(ans / 10), `${num(ans / 10)} is ${num(p / 10)}% of ${base}: the decimal point has been moved one place too far.`, num(ans / 10), `${num(ans / 10)} तो ${base} का ${num(p / 10)}% है: दशमलव एक स्थान अधिक खिसक गया है।`],
      [num(base - ans), `${num(base - ans)} is the remaining ${100 - p}% of ${base}, not ${p}% of it.`, num(base - ans), `${num(base - ans)} तो ${base} का शेष ${100 - p}% है, ${p}% नहीं।`],
      [more, `${more} is ${p + 10}% of ${base}; ${working}`, more, `${more} तो ${base} का ${p + 10}% है; ${wHi}`],
      ...near(ans, num, num, working, wHi, [base / 20, -base / 20, 2 * p]),
    ],
  };
};

const percentChange: Generator = (rng) => {
  const r = rng.pick([5, 10, 12, 15, 20, 25, 30, 40]);
  const old = 100 * rng.int(2, 25);
  const inc = (old * r) / 100;
  const now = old + inc;
  const working = `the increase is ${rupees(now)} − ${rupees(old)} = ${rupees(inc)}, and ${num(inc)} ÷ ${num(old)} × 100 = ${r}%.`;
  const wHi = `वृद्धि = ${rupees(now)} − ${rupees(old)} = ${rupees(inc)}, और ${num(inc)} ÷ ${num(old)} × 100 = ${r}%।`;
  const plus5 = old + (old * (r + 5)) / 100;
  const minus2 = old + (old * (r - 2)) / 100;
  const onNew = `${num((inc / now) * 100)}%`;
  return {
    text: `The price of an article rises from ${rupees(old)} to ${rupees(now)}. What is the percentage increase?`,
    textHi: `एक वस्तु का मूल्य ${rupees(old)} से बढ़कर ${rupees(now)} हो जाता है। मूल्य में कितने प्रतिशत की वृद्धि हुई?`,
    correct: [`${r}%`, `Percentage increase is measured on the original price: ${working}`, `${r}%`, `प्रतिशत वृद्धि सदैव मूल मूल्य पर निकाली जाती है: ${wHi}`],
    wrong: [
      [
        onNew,
        `${onNew} divides the increase of ${rupees(inc)} by the new price ${rupees(now)}; it must be divided by the original price.`,
        onNew,
        `${onNew} में ${rupees(inc)} की वृद्धि को नए मूल्य ${rupees(now)} से भाग दिया गया है; इसे मूल मूल्य से भाग देना चाहिए।`,
      ],
      [`${num(inc)}%`, `${num(inc)}% confuses the rupee increase (${rupees(inc)}) with a percentage; ${working}`, `${num(inc)}%`, `${num(inc)}% में रुपयों में हुई वृद्धि (${rupees(inc)}) को ही प्रतिशत मान लिया गया है; ${wHi}`],
      [`${r + 5}%`, `An increase of ${r + 5}% would take the price to ${rupees(plus5)}, not ${rupees(now)}.`, `${r + 5}%`, `${r + 5}% की वृद्धि से मूल्य ${rupees(plus5)} हो जाता, ${rupees(now)} नहीं।`],
      [`${r - 2}%`, `An increase of ${r - 2}% would take the price to ${rupees(minus2)}, not ${rupees(now)}.`, `${r - 2}%`, `${r - 2}% की वृद्धि से मूल्य ${rupees(minus2)} होता, ${rupees(now)} नहीं।`],
    ],
  };
};

const simpleInterest: Generator = (rng) => {
  const p = 1000 * rng.int(5, 50);
  const r = rng.pick([4, 5, 6, 8, 10, 12]);
  const t = rng.int(2, 5);
  const si = (p * r * t) / 100;
  const ci = p * Math.pow(1 + r / 100, t) - p;
  const working = `SI = P × R × T ÷ 100 = ${num(p)} × ${r} × ${t} ÷ 100 = ${rupees(si)}.`;
  const wHi = `साधारण ब्याज = मूलधन × दर × समय ÷ 100 = ${num(p)} × ${r} × ${t} ÷ 100 = ${rupees(si)}।`;
  return {
    text: `What is the simple interest on ${rupees(p)} at ${r}% per annum for ${t} years?`,
    textHi: `${rupees(p)} पर ${r}% वार्षिक दर से ${t} वर्ष का साधारण ब्याज कितना होगा?`,
    correct: [rupees(si), working, rupees(si), wHi],
    wrong: [
      [rupees(p + si), `${rupees(p + si)} is the amount (principal plus interest); the interest alone is ${rupees(si)}.`, rupees(p + si), `${rupees(p + si)} मिश्रधन (मूलधन + ब्याज) है; केवल ब्याज ${rupees(si)} है।`],
      [rupees((p * r) / 100), `${rupees((p * r) / 100)} is the interest for one year only; over ${t} years it is ${t} times that.`, rupees((p * r) / 100), `${rupees((p * r) / 100)} केवल एक वर्ष का ब्याज है; ${t} वर्षों में यह ${t} गुना होगा।`],
      [rupees(ci), `${rupees(ci)} is the compound interest for the same terms; simple interest is charged on the principal only.`, rupees(ci), `${rupees(ci)} इन्हीं शर्तों पर चक्रवृद्धि ब्याज है; साधारण ब्याज केवल मूलधन पर लगता है।`],
      ...near(si, rupees, rupees, working, wHi, [p / 100, -p / 100]),
    ],
  };
};

const compoundInterest: Generator = (rng) => {
  const [r, t, unit] = rng.pick([
    [5, 2, 2000],
    [10, 2, 1000],
    [20, 2, 500],
    [10, 3, 1000],
    [20, 3, 1000],
  ] as const);
  const p = unit * rng.int(2, 20);
  const amount = Math.round(p * Math.pow(1 + r / 100, t));
  const ci = amount - p;
  const si = (p * r * t) / 100;
  const amountPlus = Number((p * Math.pow(1 + r / 100, t + 1)).toFixed(2));
  const ciMore = rupees(Number((amountPlus - p).toFixed(2)));
  const working = `A = ${num(p)} × (1 + ${r}/100)^${t} = ${rupees(amount)}, so CI = ${rupees(amount)} − ${rupees(p)} = ${rupees(ci)}.`;
  const wHi = `मिश्रधन = ${num(p)} × (1 + ${r}/100)^${t} = ${rupees(amount)}, अतः चक्रवृद्धि ब्याज = ${rupees(amount)} − ${rupees(p)} = ${rupees(ci)}।`;
  return {
    text: `Find the compound interest on ${rupees(p)} at ${r}% per annum for ${t} years, compounded annually.`,
    textHi: `${rupees(p)} पर ${r}% वार्षिक दर से ${t} वर्ष का चक्रवृद्धि ब्याज ज्ञात कीजिए, जबकि ब्याज वार्षिक रूप से संयोजित होता है।`,
    correct: [rupees(ci), working, rupees(ci), wHi],
    wrong: [
      [rupees(si), `${rupees(si)} is the simple interest; compounding also earns interest on interest, so the CI is higher.`, rupees(si), `${rupees(si)} साधारण ब्याज है; चक्रवृद्धि में ब्याज पर भी ब्याज लगता है, इसलिए यह अधिक होता है।`],
      [rupees(amount), `${rupees(amount)} is the amount, which still includes the principal of ${rupees(p)}.`, rupees(amount), `${rupees(amount)} मिश्रधन है, जिसमें ${rupees(p)} का मूलधन भी शामिल है।`],
      [ciMore, `${ciMore} would be the compound interest for ${t + 1} years, not ${t}.`, ciMore, `${ciMore} तो ${t + 1} वर्ष का चक्रवृद्धि ब्याज होता, ${t} वर्ष का नहीं।`],
      ...near(ci, rupees, rupees, working, wHi, [p / 100, -p / 100]),
    ],
  };
};

const trainSpeed: Generator = (rng) => {
  const v = rng.pick([10, 15, 20, 25, 30]);
  const t = rng.int(6, 20);
  const len = v * t;
  const speed = (v * 18) / 5;
  const working = `speed = ${len} ÷ ${t} = ${v} m/s, and ${v} × 18/5 = ${speed} km/h.`;
  const wHi = `चाल = ${len} ÷ ${t} = ${v} मी/से, और ${v} × 18/5 = ${speed} किमी/घंटा।`;
  return {
    text: `A train ${len} m long passes a pole in ${t} seconds. What is its speed in km/h?`,
    textHi: `${len} मी लंबी एक ट्रेन एक खंभे को ${t} सेकंड में पार करती है। किमी/घंटा में उसकी चाल क्या है?`,
    correct: [kmh(speed), `To pass a pole the train covers its own length: ${working}`, kmhHi(speed), `खंभे को पार करने में ट्रेन केवल अपनी लंबाई के बराबर दूरी तय करती है: ${wHi}`],
    wrong: [
      [kmh(v), `${v} is the speed in metres per second; it must be multiplied by 18/5 to convert it to km/h.`, kmhHi(v), `${v} तो मीटर प्रति सेकंड में चाल है; किमी/घंटा में बदलने के लिए इसे 18/5 से गुणा करना होगा।`],
      [kmh((v * 5) / 18), `${num((v * 5) / 18)} comes from multiplying ${v} by 5/18, which converts km/h to m/s — the wrong direction.`, kmhHi((v * 5) / 18), `${num((v * 5) / 18)} में ${v} को 5/18 से गुणा किया गया है, जो किमी/घंटा को मी/से में बदलता है — यानी उलटी दिशा में।`],
      [kmh(v * 60), `${v * 60} is the speed in metres per minute (${v} × 60), not kilometres per hour.`, kmhHi(v * 60), `${v * 60} मीटर प्रति मिनट में चाल है (${v} × 60), किलोमीटर प्रति घंटा में नहीं।`],
      ...near(speed, kmh, kmhHi, working, wHi, [18, -18]),
    ],
  };
};

const averageSpeed: Generator = (rng) => {
  const [x, y] = rng.pick([
    [40, 60],
    [30, 60],
    [60, 90],
    [20, 30],
    [45, 90],
    [30, 70],
    [40, 120],
    [36, 45],
    [60, 40],
    [80, 120],
  ] as const);
  const h = (2 * x * y) / (x + y);
  const working = `for equal distances the average speed is 2xy ÷ (x + y) = 2 × ${x} × ${y} ÷ ${x + y} = ${num(h)} km/h.`;
  const wHi = `समान दूरियों के लिए औसत चाल = 2xy ÷ (x + y) = 2 × ${x} × ${y} ÷ ${x + y} = ${num(h)} किमी/घंटा।`;
  return {
    text: `A car travels from town A to town B at ${x} km/h and returns along the same road at ${y} km/h. What is its average speed for the whole journey?`,
    textHi: `एक कार नगर A से नगर B तक ${x} किमी/घंटा की चाल से जाती है और उसी सड़क से ${y} किमी/घंटा की चाल से लौटती है। पूरी यात्रा में उसकी औसत चाल क्या है?`,
    correct: [kmh(h), `Average speed is total distance over total time; ${working}`, kmhHi(h), `औसत चाल = कुल दूरी ÷ कुल समय; ${wHi}`],
    wrong: [
      [kmh((x + y) / 2), `${num((x + y) / 2)} km/h is the simple average of the speeds; more time is spent at the slower speed, so the true average is lower.`, kmhHi((x + y) / 2), `${num((x + y) / 2)} किमी/घंटा चालों का साधारण औसत है; धीमी चाल पर अधिक समय लगता है, इसलिए वास्तविक औसत कम होता है।`],
      [kmh(h / 2), `${num(h / 2)} km/h is xy ÷ (x + y); the formula for a round trip needs twice that, 2xy ÷ (x + y).`, kmhHi(h / 2), `${num(h / 2)} किमी/घंटा केवल xy ÷ (x + y) है; आने-जाने की यात्रा का सूत्र इसका दुगुना, 2xy ÷ (x + y), है।`],
      [kmh(x + y), `${x + y} km/h is the sum of the two speeds, which is faster than the car ever travelled.`, kmhHi(x + y), `${x + y} किमी/घंटा दोनों चालों का योग है, जितनी तेज़ कार कभी चली ही नहीं।`],
      ...near(h, kmh, kmhHi, working, wHi, [2, -2, 4]),
    ],
  };
};

const timeAndWork: Generator = (rng) => {
  const [a, b] = rng.pick([
    [12, 24], [10, 15], [20, 30], [6, 12], [18, 36], [15, 30], [24, 40], [12, 36], [20, 60], [30, 60], [10, 40], [12, 60], [21, 42], [9, 18], [8, 24],
  ] as const);
  const t = (a * b) / (a + b);
  // Every pair above gives a whole number of days, so the combined rate is 1/t.
  const working = `together they do 1/${a} + 1/${b} = ${a + b}/${a * b} = 1/${num(t)} of the work per day, so they need ${num(t)} days.`;
  const wHi = `दोनों मिलकर प्रतिदिन 1/${a} + 1/${b} = ${a + b}/${a * b} = 1/${num(t)} काम करते हैं, अतः उन्हें ${num(t)} दिन लगेंगे।`;
  return {
    text: `A can finish a piece of work in ${a} days and B can finish it in ${b} days. In how many days will they finish it working together?`,
    textHi: `A किसी काम को ${a} दिनों में और B उसी काम को ${b} दिनों में पूरा कर सकता है। दोनों मिलकर वह काम कितने दिनों में पूरा करेंगे?`,
    correct: [days(t), `Add the daily rates: ${working}`, dinHi(t), `एक दिन के काम जोड़ें: ${wHi}`],
    wrong: [
      [days((a + b) / 2), `${num((a + b) / 2)} days is the average of their times; working together must take less time than the faster worker alone (${a} days).`, dinHi((a + b) / 2), `${num((a + b) / 2)} दिन दोनों के समय का औसत है; मिलकर काम करने में तेज़ व्यक्ति के अकेले समय (${a} दिन) से भी कम समय लगना चाहिए।`],
      [days(a + b), `${a + b} days adds the two times; two people working together finish sooner, not later.`, dinHi(a + b), `${a + b} दिन में दोनों के समय जोड़ दिए गए हैं; मिलकर काम करने पर काम जल्दी पूरा होता है, देर से नहीं।`],
      [days(b - a), `${b - a} days is the difference between their times, which has no meaning here; ${working}`, dinHi(b - a), `${b - a} दिन दोनों के समय का अंतर है, जिसका यहाँ कोई अर्थ नहीं; ${wHi}`],
      ...near(t, days, dinHi, working, wHi, [2, -1, 3]),
    ],
  };
};

const ratioShare: Generator = (rng) => {
  const [a, b] = rng.pick([
    [2, 3], [3, 5], [4, 5], [5, 7], [3, 4], [2, 5], [7, 9], [5, 8], [4, 7],
  ] as const);
  const total = (a + b) * 100 * rng.int(2, 30);
  const part = total / (a + b);
  const working = `one part is ${rupees(total)} ÷ ${a + b} = ${rupees(part)}, so Q gets ${b} × ${rupees(part)} = ${rupees(b * part)}.`;
  const wHi = `एक भाग = ${rupees(total)} ÷ ${a + b} = ${rupees(part)}, अतः Q को ${b} × ${rupees(part)} = ${rupees(b * part)} मिलेंगे।`;
  return {
    text: `${rupees(total)} is divided between P and Q in the ratio ${a}:${b}. What is Q's share?`,
    textHi: `${rupees(total)} को P और Q के बीच ${a}:${b} के अनुपात में बाँटा जाता है। Q का हिस्सा कितना है?`,
    correct: [rupees(b * part), `The ratio has ${a} + ${b} = ${a + b} parts; ${working}`, rupees(b * part), `अनुपात में ${a} + ${b} = ${a + b} भाग हैं; ${wHi}`],
    wrong: [
      [rupees(a * part), `${rupees(a * part)} is P's share (${a} parts); Q receives ${b} parts.`, rupees(a * part), `${rupees(a * part)} P का हिस्सा (${a} भाग) है; Q को ${b} भाग मिलते हैं।`],
      [rupees(part), `${rupees(part)} is the value of a single part; Q's share is ${b} parts.`, rupees(part), `${rupees(part)} केवल एक भाग का मान है; Q का हिस्सा ${b} भाग है।`],
      [rupees((b - a) * part), `${rupees((b - a) * part)} is the difference between the two shares (${b - a} part${b - a > 1 ? 's' : ''}).`, rupees((b - a) * part), `${rupees((b - a) * part)} दोनों हिस्सों का अंतर (${b - a} भाग) है, Q का हिस्सा नहीं।`],
      ...near(b * part, rupees, rupees, working, wHi, [part / 2, 100, -100]),
    ],
  };
};

const averages: Generator = (rng) => {
  if (rng.chance(0.5)) {
    const avg = rng.int(20, 90);
    const devs = [rng.int(-15, 15), rng.int(-15, 15), rng.int(-15, 15), rng.int(-15, 15)];
    devs.push(-devs.reduce((s, d) => s + d, 0));
    const list = devs.map((d) => avg + d);
    const sum = avg * 5;
    const sorted = [...list].sort((p, q) => p - q);
    const working = `the sum is ${sum} and ${sum} ÷ 5 = ${avg}.`;
    const wHi = `योग ${sum} है और ${sum} ÷ 5 = ${avg}।`;
    return {
      text: `What is the average of ${list.slice(0, 4).join(', ')} and ${list[4]}?`,
      textHi: `${list.slice(0, 4).join(', ')} और ${list[4]} का औसत क्या है?`,
      correct: [String(avg), `Add the five numbers and divide by 5: ${working}`, String(avg), `पाँचों संख्याओं को जोड़कर 5 से भाग दें: ${wHi}`],
      wrong: [
        [num(sum / 4), `${num(sum / 4)} divides the sum ${sum} by 4, but there are five numbers.`, num(sum / 4), `${num(sum / 4)} में योग ${sum} को 4 से भाग दिया गया है, जबकि संख्याएँ पाँच हैं।`],
        [String(sorted[2]), `${sorted[2]} is the middle value (the median), not the mean; ${working}`, String(sorted[2]), `${sorted[2]} मध्य मान (माध्यिका) है, औसत नहीं; ${wHi}`],
        [String(sum), `${sum} is the total of the numbers; divide it by 5 to get the average.`, String(sum), `${sum} संख्याओं का योग है; औसत के लिए इसे 5 से भाग दें।`],
        ...near(avg, num, num, working, wHi, [1, -1, 2]),
      ],
    };
  }
  const avg = rng.int(30, 80);
  let removed = rng.int(10, 120);
  while ((5 * avg - removed) % 4 !== 0) removed++;
  const rest = (5 * avg - removed) / 4;
  const working = `the total is 5 × ${avg} = ${5 * avg}; removing ${removed} leaves ${5 * avg - removed}, and ${5 * avg - removed} ÷ 4 = ${rest}.`;
  const wHi = `कुल योग = 5 × ${avg} = ${5 * avg}; ${removed} हटाने पर ${5 * avg - removed} बचता है, और ${5 * avg - removed} ÷ 4 = ${rest}।`;
  return {
    text: `The average of five numbers is ${avg}. If one of them, ${removed}, is removed, what is the average of the remaining four?`,
    textHi: `पाँच संख्याओं का औसत ${avg} है। यदि इनमें से एक संख्या ${removed} हटा दी जाए, तो शेष चार संख्याओं का औसत क्या होगा?`,
    correct: [String(rest), `Work with totals: ${working}`, String(rest), `योग के माध्यम से हल करें: ${wHi}`],
    wrong: [
      [num((5 * avg - removed) / 5), `${num((5 * avg - removed) / 5)} still divides by 5 after removing a number; only four numbers remain.`, num((5 * avg - removed) / 5), `${num((5 * avg - removed) / 5)} में एक संख्या हटाने के बाद भी 5 से भाग दिया गया है; केवल चार संख्याएँ बची हैं।`],
      [num(avg - removed / 4), `${num(avg - removed / 4)} subtracts ${removed} ÷ 4 from the old average, which ignores that the old average was over five numbers.`, num(avg - removed / 4), `${num(avg - removed / 4)} में पुराने औसत से ${removed} ÷ 4 घटाया गया है, जबकि पुराना औसत पाँच संख्याओं का था।`],
      [String(5 * avg - removed), `${5 * avg - removed} is the total of the remaining four numbers, not their average.`, String(5 * avg - removed), `${5 * avg - removed} शेष चार संख्याओं का योग है, औसत नहीं।`],
      ...near(rest, num, num, working, wHi, [1, -1, 2]),
    ],
  };
};

const profitLoss: Generator = (rng) => {
  const cp = 100 * rng.int(2, 50);
  const p = rng.pick([5, 10, 12, 15, 20, 25, 30]);
  const profit = (cp * p) / 100;
  const sp = cp + profit;
  const working = `SP = CP × (100 + ${p}) ÷ 100 = ${num(cp)} × ${100 + p} ÷ 100 = ${rupees(sp)}.`;
  const wHi = `विक्रय मूल्य = क्रय मूल्य × (100 + ${p}) ÷ 100 = ${num(cp)} × ${100 + p} ÷ 100 = ${rupees(sp)}।`;
  return {
    text: `An article bought for ${rupees(cp)} is sold at a profit of ${p}%. What is its selling price?`,
    textHi: `एक व्यक्ति ${rupees(cp)} में खरीदी गई एक वस्तु को ${p}% लाभ पर बेचता है। उस वस्तु का विक्रय मूल्य कितना है?`,
    correct: [rupees(sp), working, rupees(sp), wHi],
    wrong: [
      [rupees(cp - profit), `${rupees(cp - profit)} would be the selling price after a ${p}% loss, not a profit.`, rupees(cp - profit), `${rupees(cp - profit)} तो ${p}% हानि पर विक्रय मूल्य होता, लाभ पर नहीं।`],
      [rupees(profit), `${rupees(profit)} is the profit itself; the selling price is the cost plus this profit.`, rupees(profit), `${rupees(profit)} केवल लाभ है; विक्रय मूल्य = क्रय मूल्य + लाभ।`],
      [rupees(cp + p), `${rupees(cp + p)} adds ${p} rupees instead of ${p} per cent of ${rupees(cp)}.`, rupees(cp + p), `${rupees(cp + p)} में ${rupees(cp)} का ${p} प्रतिशत जोड़ने के बजाय केवल ${p} रुपये जोड़े गए हैं।`],
      ...near(sp, rupees, rupees, working, wHi, [cp / 20, -cp / 20]),
    ],
  };
};

const linearEquation: Generator = (rng) => {
  const a = rng.int(2, 9);
  const x = rng.int(2, 15);
  const b = rng.int(3, 30);
  const c = a * x + b;
  const working = `${a}x = ${c} − ${b} = ${c - b}, so x = ${c - b} ÷ ${a} = ${x}.`;
  const wHi = `${a}x = ${c} − ${b} = ${c - b}, अतः x = ${c - b} ÷ ${a} = ${x}।`;
  return {
    text: `If ${a}x + ${b} = ${c}, what is the value of x?`,
    textHi: `यदि ${a}x + ${b} = ${c} है, तो x का मान क्या है?`,
    correct: [String(x), `Subtract ${b} from both sides, then divide by ${a}: ${working}`, String(x), `दोनों पक्षों से ${b} घटाएँ, फिर ${a} से भाग दें: ${wHi}`],
    wrong: [
      [String(c - b), `${c - b} is ${a}x, not x; it still has to be divided by ${a}.`, String(c - b), `${c - b} तो ${a}x का मान है, x का नहीं; इसे अभी ${a} से भाग देना बाकी है।`],
      [num((c + b) / a), `${num((c + b) / a)} comes from adding ${b} to ${c} instead of subtracting it.`, num((c + b) / a), `${num((c + b) / a)} में ${c} में से ${b} घटाने के बजाय ${b} जोड़ दिया गया है।`],
      [String((c - b) * a), `${(c - b) * a} multiplies by ${a} where the equation needs a division by ${a}.`, String((c - b) * a), `${(c - b) * a} में ${a} से भाग देने के बजाय ${a} से गुणा कर दिया गया है।`],
      ...near(x, num, num, working, wHi, [1, -1, 2]),
    ],
  };
};

const SERIES_ASK = 'Find the next number in the series:';
const SERIES_ASK_HI = 'निम्नलिखित श्रृंखला में अगली संख्या ज्ञात कीजिए:';

const numberSeries: Generator = (rng) => {
  const kind = rng.int(0, 2);
  if (kind === 0) {
    // Each term is m times the previous plus c.
    const [m, c] = rng.pick([
      [2, 1], [2, 3], [3, 1], [3, -1], [2, -1], [2, 2],
    ] as const);
    let t = rng.int(2, 6);
    const terms = [t];
    for (let i = 0; i < 5; i++) terms.push((t = t * m + c));
    const last = terms[4];
    const ans = terms[5];
    const sign = c >= 0 ? '+' : '−';
    const rule = `each term is ${m} times the previous one ${c >= 0 ? 'plus' : 'minus'} ${Math.abs(c)}`;
    const ruleHi = `प्रत्येक पद पिछले पद का ${m} गुना ${c >= 0 ? 'जमा' : 'घटा'} ${Math.abs(c)} है`;
    const shown = terms.slice(0, 5).join(', ');
    return {
      text: `${SERIES_ASK} ${shown}, ?`,
      textHi: `${SERIES_ASK_HI} ${shown}, ?`,
      correct: [String(ans), `The rule is that ${rule}: ${last} × ${m} ${sign} ${Math.abs(c)} = ${ans}.`, String(ans), `नियम यह है कि ${ruleHi}: ${last} × ${m} ${sign} ${Math.abs(c)} = ${ans}।`],
      wrong: [
        [String(last * m), `${last * m} is ${last} × ${m} but leaves out the ${sign}${Math.abs(c)} applied at every step.`, String(last * m), `${last * m} केवल ${last} × ${m} है; हर चरण में लगने वाला ${sign}${Math.abs(c)} छूट गया है।`],
        [String(last * m + c + 2), `${last * m + c + 2} overshoots: ${rule}, which gives ${ans}.`, String(last * m + c + 2), `${last * m + c + 2} सही उत्तर से अधिक है: ${ruleHi}, जिससे ${ans} आता है।`],
        [String(last + (last - terms[3])), `${last + (last - terms[3])} repeats the last difference (${last - terms[3]}), but the differences grow by a factor of ${m}.`, String(last + (last - terms[3])), `${last + (last - terms[3])} में अंतिम अंतर (${last - terms[3]}) दोहराया गया है, जबकि अंतर ${m} गुना बढ़ते हैं।`],
        [String(last * m - c), `${last * m - c} applies the constant with the wrong sign; ${rule}.`, String(last * m - c), `${last * m - c} में अचर गलत चिह्न के साथ लगाया गया है; ${ruleHi}।`],
        [String(ans - 2), `${ans - 2} is 2 short: ${rule}, which gives ${ans}.`, String(ans - 2), `${ans - 2} सही उत्तर से 2 कम है: ${ruleHi}, जिससे ${ans} आता है।`],
      ],
    };
  }
  if (kind === 1) {
    // Differences grow by a constant step.
    const start = rng.int(2, 20);
    const d0 = rng.int(1, 5);
    const step = rng.int(1, 3);
    const terms = [start];
    let d = d0;
    for (let i = 0; i < 5; i++) {
      terms.push(terms[i] + d);
      d += step;
    }
    const lastDiff = terms[4] - terms[3];
    const nextDiff = lastDiff + step;
    const ans = terms[5];
    const diffs = [1, 2, 3, 4].map((i) => terms[i] - terms[i - 1]).join(', ');
    const shown = terms.slice(0, 5).join(', ');
    return {
      text: `${SERIES_ASK} ${shown}, ?`,
      textHi: `${SERIES_ASK_HI} ${shown}, ?`,
      correct: [
        String(ans),
        `The differences are ${diffs}, growing by ${step}; the next difference is ${nextDiff}, so ${terms[4]} + ${nextDiff} = ${ans}.`,
        String(ans),
        `क्रमागत पदों के अंतर ${diffs} हैं, जो ${step} से बढ़ते हैं; अगला अंतर ${nextDiff} है, अतः ${terms[4]} + ${nextDiff} = ${ans}।`,
      ],
      wrong: [
        [String(terms[4] + lastDiff), `${terms[4] + lastDiff} repeats the last difference (${lastDiff}), but the differences grow by ${step} each time.`, String(terms[4] + lastDiff), `${terms[4] + lastDiff} में अंतिम अंतर (${lastDiff}) दोहराया गया है, जबकि अंतर हर बार ${step} से बढ़ता है।`],
        [String(ans + step), `${ans + step} adds ${nextDiff + step}, skipping one step of the growing differences (${diffs}, ${nextDiff}).`, String(ans + step), `${ans + step} में ${nextDiff + step} जोड़ा गया है, जिससे बढ़ते अंतरों (${diffs}, ${nextDiff}) का एक चरण छूट जाता है।`],
        [String(terms[4] * 2), `${terms[4] * 2} doubles the last term, but the series grows by differences of ${diffs}, not by doubling.`, String(terms[4] * 2), `${terms[4] * 2} में अंतिम पद को दुगुना किया गया है, जबकि श्रृंखला ${diffs} के अंतरों से बढ़ती है, दुगुनी होकर नहीं।`],
        [String(ans - 1), `${ans - 1} is one short: the next difference is ${nextDiff}, giving ${ans}.`, String(ans - 1), `${ans - 1} सही उत्तर से एक कम है: अगला अंतर ${nextDiff} है, जिससे ${ans} आता है।`],
        [String(ans + 2 * step + 1), `${ans + 2 * step + 1} does not follow the differences ${diffs}; the next one is ${nextDiff}.`, String(ans + 2 * step + 1), `${ans + 2 * step + 1} अंतरों ${diffs} के क्रम में नहीं है; अगला अंतर ${nextDiff} है।`],
      ],
    };
  }
  // Squares or cubes of consecutive numbers.
  const power = rng.chance(0.6) ? 2 : 3;
  const n0 = rng.int(power === 2 ? 3 : 1, power === 2 ? 12 : 5);
  const terms = [0, 1, 2, 3, 4].map((k) => Math.pow(n0 + k, power));
  const next = n0 + 5;
  const ans = Math.pow(next, power);
  const word = power === 2 ? 'squares' : 'cubes';
  const wordHi = power === 2 ? 'वर्ग' : 'घन';
  const repeat = terms[4] + (terms[4] - terms[3]);
  const skip = Math.pow(next + 1, power);
  return {
    text: `${SERIES_ASK} ${terms.join(', ')}, ?`,
    textHi: `${SERIES_ASK_HI} ${terms.join(', ')}, ?`,
    correct: [String(ans), `The terms are the ${word} of ${n0} to ${n0 + 4}, so the next is ${next}^${power} = ${ans}.`, String(ans), `पद ${n0} से ${n0 + 4} तक की संख्याओं के ${wordHi} हैं, अतः अगला पद ${next}^${power} = ${ans} है।`],
    wrong: [
      [String(ans + 1), `${ans + 1} is one more than ${next}^${power}; the series contains exact ${word}.`, String(ans + 1), `${ans + 1}, ${next}^${power} से एक अधिक है; श्रृंखला में पूर्ण ${wordHi} हैं।`],
      [String(ans - 1), `${ans - 1} is one less than ${next}^${power}; the series contains exact ${word}.`, String(ans - 1), `${ans - 1}, ${next}^${power} से एक कम है; श्रृंखला में पूर्ण ${wordHi} हैं।`],
      [
        String(repeat),
        `${repeat} repeats the last difference (${terms[4] - terms[3]}), but differences between ${word} keep growing.`,
        String(repeat),
        `${repeat} में अंतिम अंतर (${terms[4] - terms[3]}) दोहराया गया है, जबकि ${wordHi}ों के बीच अंतर बढ़ते जाते हैं।`,
      ],
      [String(skip), `${skip} is ${next + 1}^${power}, which skips ${next}^${power} = ${ans}.`, String(skip), `${skip} तो ${next + 1}^${power} है, जिसमें ${next}^${power} = ${ans} छूट गया है।`],
    ],
  };
};

export const ARITHMETIC: Generator[] = [
  percentOf, percentChange, simpleInterest, compoundInterest, trainSpeed, averageSpeed, timeAndWork, ratioShare, averages, profitLoss, linearEquation,
];
export const SERIES_GENERATORS: Generator[] = [numberSeries];

export { BANK, bankByTopic } from './question-bank';
