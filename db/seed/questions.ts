/**
 * Mock-test questions that satisfy spec section 5: text of at least 10
 * characters, exactly 4 distinct options, correctIndex 0–3, and 4 explanations
 * each longer than 20 characters, one per option, saying why it is right or wrong.
 *
 * Two sources: arithmetic/reasoning generators that compute the answer and
 * derive each distractor from a typical mistake, and a hand-written bank of
 * general-awareness facts. Options are shuffled together with their
 * explanations, so the correct index varies.
 */
import type { Rng } from './random';
import { inr } from './text';

export interface QuestionSeed {
  text: string;
  options: string[];
  correctIndex: number;
  explanations: string[];
}

/** One option and why it is right or wrong. */
export type Choice = [option: string, why: string];

export interface RawQuestion {
  text: string;
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

/** Picks 3 distinct distractors, shuffles them with the answer and checks the result. */
export function assemble(rng: Rng, raw: RawQuestion): QuestionSeed {
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
  const q: QuestionSeed = {
    text: raw.text,
    options: choices.map((c) => c[0]),
    correctIndex: choices.indexOf(raw.correct),
    explanations: choices.map((c, i) => (choices[i] === raw.correct ? `Correct. ${c[1]}` : `Incorrect. ${c[1]}`)),
  };
  const problems = questionProblems(q);
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

/** Fallback distractors near the answer, each explained against the correct computation. */
function near(answer: number, format: (n: number) => string, working: string, deltas: number[]): Choice[] {
  return deltas
    .filter((d) => answer + d > 0)
    .map((d) => [
      format(answer + d),
      `${format(answer + d)} is ${d > 0 ? 'more' : 'less'} than the correct value by ${format(Math.abs(d))}; ${working}`,
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
  return {
    text: `What is ${p}% of ${base}?`,
    correct: [num(ans), working],
    wrong: [
      [num(ans / 10), `${num(ans / 10)} is ${num(p / 10)}% of ${base}: the decimal point has been moved one place too far.`],
      [num(base - ans), `${num(base - ans)} is the remaining ${100 - p}% of ${base}, not ${p}% of it.`],
      [num(((p + 10) * base) / 100), `${num(((p + 10) * base) / 100)} is ${p + 10}% of ${base}; ${working}`],
      ...near(ans, num, working, [base / 20, -base / 20, 2 * p]),
    ],
  };
};

const percentChange: Generator = (rng) => {
  const r = rng.pick([5, 10, 12, 15, 20, 25, 30, 40]);
  const old = 100 * rng.int(2, 25);
  const inc = (old * r) / 100;
  const now = old + inc;
  const working = `the increase is ${rupees(now)} − ${rupees(old)} = ${rupees(inc)}, and ${num(inc)} ÷ ${num(old)} × 100 = ${r}%.`;
  const plus5 = old + (old * (r + 5)) / 100;
  return {
    text: `The price of an article rises from ${rupees(old)} to ${rupees(now)}. What is the percentage increase?`,
    correct: [`${r}%`, `Percentage increase is measured on the original price: ${working}`],
    wrong: [
      [
        `${num((inc / now) * 100)}%`,
        `${num((inc / now) * 100)}% divides the increase of ${rupees(inc)} by the new price ${rupees(now)}; it must be divided by the original price.`,
      ],
      [`${num(inc)}%`, `${num(inc)}% confuses the rupee increase (${rupees(inc)}) with a percentage; ${working}`],
      [`${r + 5}%`, `An increase of ${r + 5}% would take the price to ${rupees(plus5)}, not ${rupees(now)}.`],
      [`${r - 2}%`, `An increase of ${r - 2}% would take the price to ${rupees(old + (old * (r - 2)) / 100)}, not ${rupees(now)}.`],
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
  return {
    text: `What is the simple interest on ${rupees(p)} at ${r}% per annum for ${t} years?`,
    correct: [rupees(si), working],
    wrong: [
      [rupees(p + si), `${rupees(p + si)} is the amount (principal plus interest); the interest alone is ${rupees(si)}.`],
      [rupees((p * r) / 100), `${rupees((p * r) / 100)} is the interest for one year only; over ${t} years it is ${t} times that.`],
      [rupees(ci), `${rupees(ci)} is the compound interest for the same terms; simple interest is charged on the principal only.`],
      ...near(si, rupees, working, [p / 100, -p / 100]),
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
  const working = `A = ${num(p)} × (1 + ${r}/100)^${t} = ${rupees(amount)}, so CI = ${rupees(amount)} − ${rupees(p)} = ${rupees(ci)}.`;
  return {
    text: `Find the compound interest on ${rupees(p)} at ${r}% per annum for ${t} years, compounded annually.`,
    correct: [rupees(ci), working],
    wrong: [
      [rupees(si), `${rupees(si)} is the simple interest; compounding also earns interest on interest, so the CI is higher.`],
      [rupees(amount), `${rupees(amount)} is the amount, which still includes the principal of ${rupees(p)}.`],
      [rupees(Number((amountPlus - p).toFixed(2))), `${rupees(Number((amountPlus - p).toFixed(2)))} would be the compound interest for ${t + 1} years, not ${t}.`],
      ...near(ci, rupees, working, [p / 100, -p / 100]),
    ],
  };
};

const trainSpeed: Generator = (rng) => {
  const v = rng.pick([10, 15, 20, 25, 30]);
  const t = rng.int(6, 20);
  const len = v * t;
  const kmh = (v * 18) / 5;
  const working = `speed = ${len} ÷ ${t} = ${v} m/s, and ${v} × 18/5 = ${kmh} km/h.`;
  return {
    text: `A train ${len} m long passes a pole in ${t} seconds. What is its speed in km/h?`,
    correct: [`${kmh} km/h`, `To pass a pole the train covers its own length: ${working}`],
    wrong: [
      [`${v} km/h`, `${v} is the speed in metres per second; it must be multiplied by 18/5 to convert it to km/h.`],
      [`${num((v * 5) / 18)} km/h`, `${num((v * 5) / 18)} comes from multiplying ${v} by 5/18, which converts km/h to m/s — the wrong direction.`],
      [`${v * 60} km/h`, `${v * 60} is the speed in metres per minute (${v} × 60), not kilometres per hour.`],
      ...near(kmh, (n) => `${num(n)} km/h`, working, [18, -18]),
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
  return {
    text: `A car travels from town A to town B at ${x} km/h and returns along the same road at ${y} km/h. What is its average speed for the whole journey?`,
    correct: [`${num(h)} km/h`, `Average speed is total distance over total time; ${working}`],
    wrong: [
      [`${num((x + y) / 2)} km/h`, `${num((x + y) / 2)} km/h is the simple average of the speeds; more time is spent at the slower speed, so the true average is lower.`],
      [`${num(h / 2)} km/h`, `${num(h / 2)} km/h is xy ÷ (x + y); the formula for a round trip needs twice that, 2xy ÷ (x + y).`],
      [`${x + y} km/h`, `${x + y} km/h is the sum of the two speeds, which is faster than the car ever travelled.`],
      ...near(h, (n) => `${num(n)} km/h`, working, [2, -2, 4]),
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
  return {
    text: `A can finish a piece of work in ${a} days and B can finish it in ${b} days. In how many days will they finish it working together?`,
    correct: [`${num(t)} days`, `Add the daily rates: ${working}`],
    wrong: [
      [`${num((a + b) / 2)} days`, `${num((a + b) / 2)} days is the average of their times; working together must take less time than the faster worker alone (${a} days).`],
      [`${a + b} days`, `${a + b} days adds the two times; two people working together finish sooner, not later.`],
      [`${b - a} days`, `${b - a} days is the difference between their times, which has no meaning here; ${working}`],
      ...near(t, (n) => `${num(n)} days`, working, [2, -1, 3]),
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
  return {
    text: `${rupees(total)} is divided between P and Q in the ratio ${a}:${b}. What is Q's share?`,
    correct: [rupees(b * part), `The ratio has ${a} + ${b} = ${a + b} parts; ${working}`],
    wrong: [
      [rupees(a * part), `${rupees(a * part)} is P's share (${a} parts); Q receives ${b} parts.`],
      [rupees(part), `${rupees(part)} is the value of a single part; Q's share is ${b} parts.`],
      [rupees((b - a) * part), `${rupees((b - a) * part)} is the difference between the two shares (${b - a} part${b - a > 1 ? 's' : ''}).`],
      ...near(b * part, rupees, working, [part / 2, 100, -100]),
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
    return {
      text: `What is the average of ${list.slice(0, 4).join(', ')} and ${list[4]}?`,
      correct: [String(avg), `Add the five numbers and divide by 5: ${working}`],
      wrong: [
        [num(sum / 4), `${num(sum / 4)} divides the sum ${sum} by 4, but there are five numbers.`],
        [String(sorted[2]), `${sorted[2]} is the middle value (the median), not the mean; ${working}`],
        [String(sum), `${sum} is the total of the numbers; divide it by 5 to get the average.`],
        ...near(avg, num, working, [1, -1, 2]),
      ],
    };
  }
  const avg = rng.int(30, 80);
  let removed = rng.int(10, 120);
  while ((5 * avg - removed) % 4 !== 0) removed++;
  const rest = (5 * avg - removed) / 4;
  const working = `the total is 5 × ${avg} = ${5 * avg}; removing ${removed} leaves ${5 * avg - removed}, and ${5 * avg - removed} ÷ 4 = ${rest}.`;
  return {
    text: `The average of five numbers is ${avg}. If one of them, ${removed}, is removed, what is the average of the remaining four?`,
    correct: [String(rest), `Work with totals: ${working}`],
    wrong: [
      [num((5 * avg - removed) / 5), `${num((5 * avg - removed) / 5)} still divides by 5 after removing a number; only four numbers remain.`],
      [num(avg - removed / 4), `${num(avg - removed / 4)} subtracts ${removed} ÷ 4 from the old average, which ignores that the old average was over five numbers.`],
      [String(5 * avg - removed), `${5 * avg - removed} is the total of the remaining four numbers, not their average.`],
      ...near(rest, num, working, [1, -1, 2]),
    ],
  };
};

const profitLoss: Generator = (rng) => {
  const cp = 100 * rng.int(2, 50);
  const p = rng.pick([5, 10, 12, 15, 20, 25, 30]);
  const profit = (cp * p) / 100;
  const sp = cp + profit;
  const working = `SP = CP × (100 + ${p}) ÷ 100 = ${num(cp)} × ${100 + p} ÷ 100 = ${rupees(sp)}.`;
  return {
    text: `An article bought for ${rupees(cp)} is sold at a profit of ${p}%. What is its selling price?`,
    correct: [rupees(sp), working],
    wrong: [
      [rupees(cp - profit), `${rupees(cp - profit)} would be the selling price after a ${p}% loss, not a profit.`],
      [rupees(profit), `${rupees(profit)} is the profit itself; the selling price is the cost plus this profit.`],
      [rupees(cp + p), `${rupees(cp + p)} adds ${p} rupees instead of ${p} per cent of ${rupees(cp)}.`],
      ...near(sp, rupees, working, [cp / 20, -cp / 20]),
    ],
  };
};

const linearEquation: Generator = (rng) => {
  const a = rng.int(2, 9);
  const x = rng.int(2, 15);
  const b = rng.int(3, 30);
  const c = a * x + b;
  const working = `${a}x = ${c} − ${b} = ${c - b}, so x = ${c - b} ÷ ${a} = ${x}.`;
  return {
    text: `If ${a}x + ${b} = ${c}, what is the value of x?`,
    correct: [String(x), `Subtract ${b} from both sides, then divide by ${a}: ${working}`],
    wrong: [
      [String(c - b), `${c - b} is ${a}x, not x; it still has to be divided by ${a}.`],
      [num((c + b) / a), `${num((c + b) / a)} comes from adding ${b} to ${c} instead of subtracting it.`],
      [String((c - b) * a), `${(c - b) * a} multiplies by ${a} where the equation needs a division by ${a}.`],
      ...near(x, num, working, [1, -1, 2]),
    ],
  };
};

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
    const rule = `each term is ${m} times the previous one ${c >= 0 ? 'plus' : 'minus'} ${Math.abs(c)}`;
    return {
      text: `Find the next number in the series: ${terms.slice(0, 5).join(', ')}, ?`,
      correct: [String(ans), `The rule is that ${rule}: ${last} × ${m} ${c >= 0 ? '+' : '−'} ${Math.abs(c)} = ${ans}.`],
      wrong: [
        [String(last * m), `${last * m} is ${last} × ${m} but leaves out the ${c >= 0 ? '+' : '−'}${Math.abs(c)} applied at every step.`],
        [String(last * m + c + 2), `${last * m + c + 2} overshoots: ${rule}, which gives ${ans}.`],
        [String(last + (last - terms[3])), `${last + (last - terms[3])} repeats the last difference (${last - terms[3]}), but the differences grow by a factor of ${m}.`],
        [String(last * m - c), `${last * m - c} applies the constant with the wrong sign; ${rule}.`],
        [String(ans - 2), `${ans - 2} is 2 short: ${rule}, which gives ${ans}.`],
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
    return {
      text: `Find the next number in the series: ${terms.slice(0, 5).join(', ')}, ?`,
      correct: [String(ans), `The differences are ${diffs}, growing by ${step}; the next difference is ${nextDiff}, so ${terms[4]} + ${nextDiff} = ${ans}.`],
      wrong: [
        [String(terms[4] + lastDiff), `${terms[4] + lastDiff} repeats the last difference (${lastDiff}), but the differences grow by ${step} each time.`],
        [String(ans + step), `${ans + step} adds ${nextDiff + step}, skipping one step of the growing differences (${diffs}, ${nextDiff}).`],
        [String(terms[4] * 2), `${terms[4] * 2} doubles the last term, but the series grows by differences of ${diffs}, not by doubling.`],
        [String(ans - 1), `${ans - 1} is one short: the next difference is ${nextDiff}, giving ${ans}.`],
        [String(ans + 2 * step + 1), `${ans + 2 * step + 1} does not follow the differences ${diffs}; the next one is ${nextDiff}.`],
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
  return {
    text: `Find the next number in the series: ${terms.join(', ')}, ?`,
    correct: [String(ans), `The terms are the ${word} of ${n0} to ${n0 + 4}, so the next is ${next}^${power} = ${ans}.`],
    wrong: [
      [String(ans + 1), `${ans + 1} is one more than ${next}^${power}; the series contains exact ${word}.`],
      [String(ans - 1), `${ans - 1} is one less than ${next}^${power}; the series contains exact ${word}.`],
      [
        String(terms[4] + (terms[4] - terms[3])),
        `${terms[4] + (terms[4] - terms[3])} repeats the last difference (${terms[4] - terms[3]}), but differences between ${word} keep growing.`,
      ],
      [String(Math.pow(next + 1, power)), `${Math.pow(next + 1, power)} is ${next + 1}^${power}, which skips ${next}^${power} = ${ans}.`],
    ],
  };
};

export const ARITHMETIC: Generator[] = [
  percentOf, percentChange, simpleInterest, compoundInterest, trainSpeed, averageSpeed, timeAndWork, ratioShare, averages, profitLoss, linearEquation,
];
export const SERIES_GENERATORS: Generator[] = [numberSeries];

// ---------------------------------------------------------------- hand-written bank

const q = (topic: Topic, text: string, correct: Choice, ...wrong: Choice[]): RawQuestion & { topic: Topic } => ({ topic, text, correct, wrong });

export const BANK: (RawQuestion & { topic: Topic })[] = [
  // ---------------------------------------------------------- polity
  q('polity', 'Which Article of the Indian Constitution abolishes untouchability?',
    ['Article 17', 'Article 17 abolishes untouchability and forbids its practice in any form.'],
    ['Article 14', 'Article 14 guarantees equality before the law and equal protection of the laws.'],
    ['Article 21', 'Article 21 protects life and personal liberty.'],
    ['Article 32', 'Article 32 is the right to move the Supreme Court to enforce Fundamental Rights.']),
  q('polity', 'The right to move the Supreme Court for the enforcement of Fundamental Rights is given by which Article?',
    ['Article 32', 'Article 32, the Right to Constitutional Remedies, lets a person move the Supreme Court directly.'],
    ['Article 19', 'Article 19 protects freedoms such as speech, assembly, association and movement.'],
    ['Article 226', 'Article 226 gives writ powers to the High Courts; it is not itself a Fundamental Right.'],
    ['Article 368', 'Article 368 lays down the procedure for amending the Constitution.']),
  q('polity', 'Who is the ex-officio Chairman of the Rajya Sabha?',
    ['The Vice-President of India', 'Under Article 64 the Vice-President is the ex-officio Chairman of the Council of States.'],
    ['The President of India', 'The President is part of Parliament but does not preside over either House.'],
    ['The Speaker of the Lok Sabha', 'The Speaker presides over the Lok Sabha and over joint sittings of both Houses.'],
    ['The Prime Minister', 'The Prime Minister heads the Council of Ministers and does not preside over the Rajya Sabha.']),
  q('polity', 'Which Constitutional Amendment Act lowered the voting age from 21 to 18 years?',
    ['The 61st Amendment Act', 'The 61st Amendment Act, 1988, amended Article 326 to lower the voting age to 18.'],
    ['The 42nd Amendment Act', 'The 42nd Amendment (1976) added "socialist" and "secular" to the Preamble and the Fundamental Duties.'],
    ['The 44th Amendment Act', 'The 44th Amendment (1978) removed the right to property from the Fundamental Rights.'],
    ['The 73rd Amendment Act', 'The 73rd Amendment (1992) gave constitutional status to Panchayati Raj institutions.']),
  q('polity', 'The Fundamental Duties were added to the Constitution on the recommendation of which committee?',
    ['The Swaran Singh Committee', 'The Swaran Singh Committee (1976) recommended them; the 42nd Amendment added Part IV-A.'],
    ['The Sarkaria Commission', 'The Sarkaria Commission (1983) examined Centre–State relations.'],
    ['The Balwant Rai Mehta Committee', 'The Balwant Rai Mehta Committee (1957) recommended the three-tier Panchayati Raj system.'],
    ['The Santhanam Committee', 'The Santhanam Committee worked on the prevention of corruption and led to the Central Vigilance Commission.']),
  q('polity', 'Which Part of the Constitution contains the Directive Principles of State Policy?',
    ['Part IV', 'Part IV (Articles 36 to 51) contains the Directive Principles of State Policy.'],
    ['Part III', 'Part III contains the Fundamental Rights (Articles 12 to 35).'],
    ['Part IV-A', 'Part IV-A contains the Fundamental Duties in Article 51A.'],
    ['Part IX', 'Part IX deals with the Panchayats, added by the 73rd Amendment.']),
  q('polity', 'What is the maximum gap allowed between two sessions of Parliament?',
    ['Six months', 'Article 85 requires that six months must not pass between the last sitting of one session and the first of the next.'],
    ['Three months', 'Three months is not the constitutional limit; Article 85 allows up to six months.'],
    ['Nine months', 'Nine months would break Article 85, which caps the gap at six months.'],
    ['One year', 'One year is twice the six-month limit set by Article 85.']),
  q('polity', 'Under which Article can the President proclaim a National Emergency?',
    ['Article 352', 'Article 352 covers an emergency due to war, external aggression or armed rebellion.'],
    ['Article 356', 'Article 356 is about President’s Rule in a State when its constitutional machinery fails.'],
    ['Article 360', 'Article 360 deals with a Financial Emergency.'],
    ['Article 370', 'Article 370 contained temporary provisions for Jammu and Kashmir, not emergency powers.']),
  q('polity', 'What is the minimum age for becoming a member of the Lok Sabha?',
    ['25 years', 'Article 84 sets 25 years as the minimum age for the House of the People.'],
    ['21 years', '21 years is the minimum age for Panchayat and municipal membership, not for the Lok Sabha.'],
    ['30 years', '30 years is the minimum age for the Rajya Sabha.'],
    ['35 years', '35 years is the minimum age to become President or Vice-President.']),
  q('polity', 'Who appoints the Chief Election Commissioner of India?',
    ['The President of India', 'Article 324(2) vests the appointment of the Chief Election Commissioner in the President.'],
    ['The Prime Minister', 'The Prime Minister chairs the committee that recommends names, but the President makes the appointment.'],
    ['The Chief Justice of India', 'The Chief Justice of India has no power to appoint the Chief Election Commissioner.'],
    ['The Speaker of the Lok Sabha', 'The Speaker presides over the Lok Sabha and has no role in appointing the Chief Election Commissioner.']),
  q('polity', 'The power of judicial review in the Indian Constitution is borrowed mainly from the constitution of which country?',
    ['The United States', 'Judicial review and an independent judiciary are features taken from the US Constitution.'],
    ['The United Kingdom', 'From the UK came the parliamentary system, the rule of law and single citizenship.'],
    ['Ireland', 'Ireland is the source of the Directive Principles of State Policy.'],
    ['Canada', 'Canada is the model for a federation with a strong Centre and residuary powers with the Centre.']),
  q('polity', 'How many Schedules does the Constitution of India now have?',
    ['12', 'There are 12 Schedules; the Twelfth, on municipalities, was added by the 74th Amendment.'],
    ['8', 'The original Constitution of 1950 had 8 Schedules; four were added later.'],
    ['10', 'The Tenth Schedule (anti-defection law) was added in 1985, but two more were added after it.'],
    ['14', 'There is no Thirteenth or Fourteenth Schedule in the Constitution.']),
  q('polity', 'Which Article provides for the Comptroller and Auditor General of India?',
    ['Article 148', 'Article 148 establishes the office of the Comptroller and Auditor General.'],
    ['Article 124', 'Article 124 deals with the establishment and constitution of the Supreme Court.'],
    ['Article 280', 'Article 280 provides for the Finance Commission.'],
    ['Article 315', 'Article 315 provides for Public Service Commissions for the Union and the States.']),
  q('polity', 'Panchayati Raj institutions were given constitutional status by which amendment?',
    ['The 73rd Amendment Act, 1992', 'The 73rd Amendment added Part IX and the Eleventh Schedule for Panchayats.'],
    ['The 74th Amendment Act, 1992', 'The 74th Amendment deals with urban local bodies (municipalities).'],
    ['The 52nd Amendment Act, 1985', 'The 52nd Amendment added the anti-defection law in the Tenth Schedule.'],
    ['The 86th Amendment Act, 2002', 'The 86th Amendment made elementary education a Fundamental Right under Article 21A.']),
  q('polity', 'Who administers the oath of office to the President of India?',
    ['The Chief Justice of India', 'Under Article 60 the Chief Justice (or the senior-most Supreme Court judge) administers the oath.'],
    ['The Vice-President of India', 'The Vice-President takes an oath himself but does not administer the President’s oath.'],
    ['The Speaker of the Lok Sabha', 'The Speaker has no role in the President’s oath under Article 60.'],
    ['The Prime Minister', 'The Prime Minister is sworn in by the President, not the other way round.']),
  q('polity', 'Which Article of the Constitution defines a Money Bill?',
    ['Article 110', 'Article 110 defines a Money Bill; the Speaker certifies whether a bill is one.'],
    ['Article 108', 'Article 108 provides for a joint sitting of both Houses.'],
    ['Article 112', 'Article 112 deals with the Annual Financial Statement (the Budget).'],
    ['Article 123', 'Article 123 gives the President the power to promulgate ordinances.']),

  // ---------------------------------------------------------- geography
  q('geography', 'Which is the longest river of India?',
    ['The Ganga', 'The Ganga, about 2,525 km long, is the longest river of India.'],
    ['The Godavari', 'The Godavari is the longest river of peninsular India, not of the whole country.'],
    ['The Yamuna', 'The Yamuna is the longest tributary of the Ganga, but shorter than the Ganga itself.'],
    ['The Narmada', 'The Narmada is the largest west-flowing river of the peninsula, but far shorter than the Ganga.']),
  q('geography', 'Which river rises at Amarkantak and flows westward into the Arabian Sea?',
    ['The Narmada', 'The Narmada rises at Amarkantak and flows west through a rift valley to the Gulf of Khambhat.'],
    ['The Tapi', 'The Tapi also flows west, but it rises in the Satpura range in Betul district.'],
    ['The Son', 'The Son rises near Amarkantak but flows north to join the Ganga.'],
    ['The Mahanadi', 'The Mahanadi rises in Chhattisgarh and flows east into the Bay of Bengal.']),
  q('geography', 'What is the capital of Arunachal Pradesh?',
    ['Itanagar', 'Itanagar is the capital of Arunachal Pradesh.'],
    ['Dispur', 'Dispur is the capital of Assam.'],
    ['Kohima', 'Kohima is the capital of Nagaland.'],
    ['Aizawl', 'Aizawl is the capital of Mizoram.']),
  q('geography', 'Which is the highest mountain peak that lies entirely within India?',
    ['Nanda Devi', 'Nanda Devi (7,816 m) in Uttarakhand is the highest peak wholly inside India.'],
    ['Kangchenjunga', 'Kangchenjunga is higher, but it lies on the border between India (Sikkim) and Nepal.'],
    ['Mount Everest', 'Mount Everest lies on the border of Nepal and China, not in India.'],
    ['Kamet', 'Kamet (7,756 m) is in Uttarakhand but is lower than Nanda Devi.']),
  q('geography', 'The Tropic of Cancer does NOT pass through which of these states?',
    ['Odisha', 'The Tropic of Cancer passes north of Odisha, so it does not cross the state.'],
    ['Rajasthan', 'The Tropic of Cancer does cross Rajasthan, near Banswara.'],
    ['Chhattisgarh', 'The Tropic of Cancer does cross northern Chhattisgarh.'],
    ['Mizoram', 'The Tropic of Cancer does cross Mizoram, its easternmost state on the line.']),
  q('geography', 'Which state has the longest coastline in India?',
    ['Gujarat', 'Gujarat, with the Gulf of Kutch and the Gulf of Khambhat, has the longest coastline.'],
    ['Tamil Nadu', 'Tamil Nadu has a long Bay of Bengal coast, but it is shorter than Gujarat’s.'],
    ['Andhra Pradesh', 'Andhra Pradesh has a long east coast, but it is shorter than Gujarat’s.'],
    ['Kerala', 'Kerala’s coastline is under 600 km, far shorter than Gujarat’s.']),
  q('geography', 'Chilika, the largest brackish-water lagoon in India, is in which state?',
    ['Odisha', 'Chilika Lake lies on the Odisha coast and is a Ramsar site.'],
    ['Andhra Pradesh', 'Andhra Pradesh has Kolleru, a freshwater lake, and shares Pulicat with Tamil Nadu.'],
    ['Kerala', 'Kerala has Vembanad, the longest lake in India, not Chilika.'],
    ['West Bengal', 'West Bengal has the Sundarbans delta, but not Chilika Lake.']),
  q('geography', 'Which soil is best suited to growing cotton?',
    ['Black (regur) soil', 'Black soil holds moisture well and is rich in lime and iron, ideal for cotton.'],
    ['Laterite soil', 'Laterite soil is leached and acidic; it suits crops such as cashew, tea and coffee.'],
    ['Alluvial soil', 'Alluvial soil is best known for wheat, rice and sugarcane in the northern plains.'],
    ['Red soil', 'Red soil gets its colour from iron oxide and is generally poor in nitrogen and humus.']),
  q('geography', 'The Palk Strait separates India from which country?',
    ['Sri Lanka', 'The Palk Strait lies between Tamil Nadu and the Jaffna peninsula of Sri Lanka.'],
    ['The Maldives', 'India’s Lakshadweep islands are separated from the Maldives by the Eight Degree Channel.'],
    ['Myanmar', 'Myanmar shares a land border with north-eastern India; the Palk Strait is far to the south.'],
    ['Indonesia', 'The Great Channel separates the Nicobar Islands from Indonesia.']),
  q('geography', 'Which is the largest state of India by area?',
    ['Rajasthan', 'Rajasthan is the largest state by area, about a tenth of India.'],
    ['Madhya Pradesh', 'Madhya Pradesh is the second-largest state by area.'],
    ['Maharashtra', 'Maharashtra is the third-largest state by area.'],
    ['Uttar Pradesh', 'Uttar Pradesh is the most populous state, but not the largest by area.']),
  q('geography', 'Kaziranga National Park, known for the one-horned rhinoceros, is in which state?',
    ['Assam', 'Kaziranga lies in Assam on the floodplains of the Brahmaputra.'],
    ['West Bengal', 'West Bengal has Jaldapara, which also has rhinos, but Kaziranga is in Assam.'],
    ['Madhya Pradesh', 'Madhya Pradesh has Kanha National Park, known for the hard-ground barasingha.'],
    ['Uttarakhand', 'Uttarakhand has Jim Corbett, India’s first national park, but not Kaziranga.']),
  q('geography', 'Which mountain pass connects Srinagar with Leh?',
    ['Zoji La', 'Zoji La carries the Srinagar–Leh road between the Kashmir valley and Ladakh.'],
    ['Nathu La', 'Nathu La connects Sikkim with Tibet.'],
    ['Shipki La', 'Shipki La is in Himachal Pradesh, where the Sutlej enters India.'],
    ['Bomdi La', 'Bomdi La is in Arunachal Pradesh.']),

  // ---------------------------------------------------------- history
  q('history', 'In which year was the Battle of Plassey fought?',
    ['1757', 'Robert Clive’s East India Company defeated Siraj-ud-Daulah at Plassey in 1757.'],
    ['1764', '1764 is the year of the Battle of Buxar.'],
    ['1761', '1761 is the year of the Third Battle of Panipat.'],
    ['1857', '1857 is the year of the Revolt that began at Meerut.']),
  q('history', 'Who founded the Maurya Empire?',
    ['Chandragupta Maurya', 'Chandragupta Maurya overthrew the Nanda dynasty and founded the empire around 321 BCE.'],
    ['Ashoka', 'Ashoka was Chandragupta’s grandson, known for the Kalinga war and his edicts.'],
    ['Bindusara', 'Bindusara was Chandragupta’s son and the second Mauryan ruler.'],
    ['Bimbisara', 'Bimbisara was a king of Magadha from the earlier Haryanka dynasty.']),
  q('history', 'The Jallianwala Bagh massacre of April 1919 took place in which city?',
    ['Amritsar', 'General Dyer’s troops fired on an unarmed crowd at Jallianwala Bagh, Amritsar, on 13 April 1919.'],
    ['Lahore', 'Lahore hosted the 1929 Congress session that adopted the goal of Purna Swaraj.'],
    ['Lucknow', 'Lucknow is known for the 1916 pact between the Congress and the Muslim League.'],
    ['Meerut', 'Meerut is where the Revolt of 1857 began.']),
  q('history', 'Who gave the call "Do or Die" during the Quit India Movement?',
    ['Mahatma Gandhi', 'Gandhi gave the call "Do or Die" in his speech at Bombay in August 1942.'],
    ['Subhas Chandra Bose', 'Bose is associated with "Give me blood, and I will give you freedom" and "Dilli Chalo".'],
    ['Bal Gangadhar Tilak', 'Tilak declared "Swaraj is my birthright and I shall have it".'],
    ['Bhagat Singh', 'Bhagat Singh popularised the slogan "Inquilab Zindabad".']),
  q('history', 'Who was the first Governor-General of independent India?',
    ['Lord Mountbatten', 'Lord Mountbatten remained Governor-General from August 1947 to June 1948.'],
    ['C. Rajagopalachari', 'C. Rajagopalachari was the first and only Indian Governor-General, from 1948 to 1950.'],
    ['Lord Wavell', 'Lord Wavell was Viceroy from 1943 to early 1947, before independence.'],
    ['Lord Canning', 'Lord Canning became the first Viceroy of India in 1858.']),
  q('history', 'Who founded the Indian National Congress in 1885?',
    ['A. O. Hume', 'Allan Octavian Hume, a retired civil servant, founded the Congress in 1885.'],
    ['Dadabhai Naoroji', 'Dadabhai Naoroji was an early Congress president, known for the drain theory.'],
    ['W. C. Bonnerjee', 'W. C. Bonnerjee presided over the first session in Bombay, but did not found the Congress.'],
    ['Surendranath Banerjee', 'Surendranath Banerjee founded the Indian Association in 1876.']),
  q('history', 'Construction of the Qutub Minar in Delhi was begun by which ruler?',
    ['Qutb-ud-din Aibak', 'Qutb-ud-din Aibak began the Qutub Minar; his successors completed it.'],
    ['Iltutmish', 'Iltutmish completed the upper storeys started by Aibak.'],
    ['Alauddin Khalji', 'Alauddin Khalji built the Alai Darwaza in the Qutub complex.'],
    ['Firoz Shah Tughlaq', 'Firoz Shah Tughlaq repaired the top storeys after lightning damage.']),
  q('history', 'The Harappan site of Lothal, known for its dockyard, is in which present-day state?',
    ['Gujarat', 'Lothal lies in Gujarat near the Gulf of Khambhat.'],
    ['Haryana', 'Haryana has the Harappan sites of Rakhigarhi and Banawali.'],
    ['Rajasthan', 'Rajasthan has Kalibangan, known for its ploughed field.'],
    ['Punjab', 'Punjab (India) has Ropar; the site of Harappa itself is in Pakistan’s Punjab.']),
  q('history', 'Who founded the Arya Samaj?',
    ['Swami Dayanand Saraswati', 'Swami Dayanand Saraswati founded the Arya Samaj in 1875.'],
    ['Raja Ram Mohan Roy', 'Raja Ram Mohan Roy founded the Brahmo Samaj.'],
    ['Swami Vivekananda', 'Swami Vivekananda founded the Ramakrishna Mission in 1897.'],
    ['Atmaram Pandurang', 'Atmaram Pandurang founded the Prarthana Samaj in Bombay.']),
  q('history', 'From where did Gandhi begin the Dandi March in 1930?',
    ['Sabarmati Ashram', 'The march to Dandi began at Sabarmati Ashram, Ahmedabad, on 12 March 1930.'],
    ['Sevagram, Wardha', 'Sevagram near Wardha became Gandhi’s base later, in the 1930s.'],
    ['Champaran', 'Champaran was the site of Gandhi’s first satyagraha in India, in 1917.'],
    ['Kheda', 'Kheda was the site of a peasant satyagraha in 1918.']),
  q('history', 'Which Mughal emperor built the Red Fort in Delhi?',
    ['Shah Jahan', 'Shah Jahan built the Red Fort as part of his new capital, Shahjahanabad.'],
    ['Akbar', 'Akbar built Fatehpur Sikri and rebuilt the Agra Fort.'],
    ['Jahangir', 'Jahangir’s reign is known for painting and gardens, not the Red Fort.'],
    ['Aurangzeb', 'Aurangzeb added the Moti Masjid inside the Red Fort but did not build the fort.']),
  q('history', 'The Permanent Settlement of Bengal (1793) was introduced by which Governor-General?',
    ['Lord Cornwallis', 'Lord Cornwallis introduced the Permanent Settlement with the zamindars in 1793.'],
    ['Warren Hastings', 'Warren Hastings was the first Governor-General of Bengal under the Regulating Act of 1773.'],
    ['Lord Wellesley', 'Lord Wellesley is known for the Subsidiary Alliance system.'],
    ['Lord Dalhousie', 'Lord Dalhousie is known for the Doctrine of Lapse.']),
  q('history', 'Where did Gautama Buddha deliver his first sermon?',
    ['Sarnath', 'The first sermon, the turning of the wheel of dharma, was given at the deer park in Sarnath.'],
    ['Bodh Gaya', 'Bodh Gaya is where the Buddha attained enlightenment.'],
    ['Kushinagar', 'Kushinagar is where the Buddha attained mahaparinirvana.'],
    ['Lumbini', 'Lumbini, in present-day Nepal, is the Buddha’s birthplace.']),

  // ---------------------------------------------------------- economy and banking
  q('economy', 'In which year was the Reserve Bank of India established?',
    ['1935', 'The RBI began operations on 1 April 1935 under the RBI Act, 1934.'],
    ['1947', '1947 is the year of independence; the RBI already existed by then.'],
    ['1949', 'The RBI was nationalised on 1 January 1949, fourteen years after it was set up.'],
    ['1969', '1969 is the year fourteen major commercial banks were nationalised.']),
  q('economy', 'Where is the central office of the Reserve Bank of India?',
    ['Mumbai', 'The RBI’s central office has been in Mumbai since 1937.'],
    ['New Delhi', 'New Delhi has an RBI regional office, not the central office.'],
    ['Kolkata', 'The RBI’s central office was first in Calcutta, but moved to Mumbai in 1937.'],
    ['Chennai', 'Chennai has an RBI regional office, not the central office.']),
  q('economy', 'The rate at which the RBI lends short-term funds to banks against government securities is called the…',
    ['Repo rate', 'The repo rate is the rate for the RBI’s short-term lending to banks against securities.'],
    ['Reverse repo rate', 'The reverse repo rate is what the RBI pays when it borrows from banks.'],
    ['Cash Reserve Ratio', 'The CRR is the share of deposits banks must keep with the RBI; it is a ratio, not a lending rate.'],
    ['Statutory Liquidity Ratio', 'The SLR is the share of deposits banks must hold in liquid assets such as government securities.']),
  q('economy', 'Whose signature appears on Indian currency notes of ₹100?',
    ['The Governor of the RBI', 'The RBI issues currency notes, and the Governor signs them.'],
    ['The Finance Secretary', 'The Finance Secretary signs the one-rupee note, which is issued by the Government.'],
    ['The Finance Minister', 'The Finance Minister does not sign currency notes.'],
    ['The President of India', 'The President’s signature does not appear on currency notes.']),
  q('economy', 'In which year was NABARD set up?',
    ['1982', 'NABARD was established on 12 July 1982 for agriculture and rural development.'],
    ['1969', '1969 is the year of the first bank nationalisation.'],
    ['1975', '1975 is the year the Regional Rural Banks were set up.'],
    ['1990', '1990 is the year SIDBI was set up for small industries.']),
  q('economy', 'From which date did the Goods and Services Tax (GST) come into force in India?',
    ['1 July 2017', 'GST was launched at midnight on 30 June–1 July 2017.'],
    ['1 April 2017', '1 April 2017 was the start of the financial year, three months before GST began.'],
    ['8 November 2016', '8 November 2016 is the date demonetisation was announced.'],
    ['1 January 2018', 'By 1 January 2018 GST had already been in force for six months.']),
  q('economy', 'How many members are there in the RBI’s Monetary Policy Committee?',
    ['6', 'The MPC has six members: three from the RBI, including the Governor, and three appointed by the Government.'],
    ['4', 'Four is the quorum of the MPC, not its strength.'],
    ['5', 'Five would leave the committee without its balance of three RBI and three external members.'],
    ['7', 'Seven is one more than the six members set by the RBI Act.']),
  q('economy', 'Which organisation developed the Unified Payments Interface (UPI)?',
    ['NPCI', 'The National Payments Corporation of India developed and operates UPI.'],
    ['The RBI', 'The RBI regulates payment systems but did not develop UPI.'],
    ['SBI', 'SBI is a bank that offers UPI, not the body that built it.'],
    ['NITI Aayog', 'NITI Aayog is the Government’s policy think tank and does not run payment systems.']),
  q('economy', 'What is the deposit insurance cover per depositor per bank provided by the DICGC?',
    ['₹5 lakh', 'Since February 2020 the DICGC insures deposits up to ₹5 lakh per depositor per bank.'],
    ['₹1 lakh', '₹1 lakh was the limit before it was raised to ₹5 lakh in 2020.'],
    ['₹2 lakh', '₹2 lakh has never been the DICGC limit; it went from ₹1 lakh to ₹5 lakh.'],
    ['₹10 lakh', '₹10 lakh is double the current cover of ₹5 lakh.']),
  q('economy', 'The State Bank of India was formed in 1955 by taking over which bank?',
    ['The Imperial Bank of India', 'The SBI Act, 1955, converted the Imperial Bank of India into the State Bank of India.'],
    ['The Bank of Bengal', 'The Bank of Bengal was one of three presidency banks merged in 1921 to form the Imperial Bank.'],
    ['The Reserve Bank of India', 'The RBI is the central bank; it was not converted into the SBI.'],
    ['The Punjab National Bank', 'Punjab National Bank remained a separate bank and was nationalised in 1969.']),
  q('economy', 'Which of the following is a direct tax?',
    ['Income tax', 'Income tax is paid directly to the Government by the person who earns the income.'],
    ['Goods and Services Tax', 'GST is an indirect tax collected by sellers and passed on to buyers.'],
    ['Customs duty', 'Customs duty is an indirect tax on imports and exports.'],
    ['Excise duty', 'Excise duty is an indirect tax on the manufacture of goods.']),
  q('economy', 'Who prepares India’s annual Economic Survey?',
    ['The Economic Division of the Finance Ministry', 'It is prepared under the Chief Economic Adviser in the Department of Economic Affairs.'],
    ['The Reserve Bank of India', 'The RBI publishes its Annual Report and Financial Stability Report, not the Economic Survey.'],
    ['NITI Aayog', 'NITI Aayog is the policy think tank; it does not prepare the Economic Survey.'],
    ['The National Statistical Office', 'The NSO publishes GDP estimates and surveys, not the Economic Survey.']),

  // ---------------------------------------------------------- science and static GK
  q('science', 'What is the chemical formula of common salt?',
    ['NaCl', 'Common salt is sodium chloride, NaCl.'],
    ['NaHCO3', 'NaHCO3 is sodium bicarbonate, or baking soda.'],
    ['Na2CO3', 'Na2CO3 is sodium carbonate; its hydrated form is washing soda.'],
    ['KCl', 'KCl is potassium chloride, not common salt.']),
  q('science', 'Deficiency of which vitamin causes scurvy?',
    ['Vitamin C', 'Scurvy, with bleeding gums, is caused by a lack of vitamin C (ascorbic acid).'],
    ['Vitamin A', 'A lack of vitamin A causes night blindness.'],
    ['Vitamin D', 'A lack of vitamin D causes rickets in children.'],
    ['Vitamin B1', 'A lack of vitamin B1 (thiamine) causes beriberi.']),
  q('science', 'What is the SI unit of electric current?',
    ['Ampere', 'The ampere is the SI base unit of electric current.'],
    ['Volt', 'The volt is the unit of potential difference.'],
    ['Ohm', 'The ohm is the unit of electrical resistance.'],
    ['Watt', 'The watt is the unit of power.']),
  q('science', 'Which planet is known as the Red Planet?',
    ['Mars', 'Iron oxide dust on its surface gives Mars its reddish colour.'],
    ['Jupiter', 'Jupiter is the largest planet; its Great Red Spot is a storm, not its colour.'],
    ['Venus', 'Venus is the hottest planet, covered in thick clouds.'],
    ['Mercury', 'Mercury is the planet closest to the Sun.']),
  q('science', 'Which is the largest gland in the human body?',
    ['The liver', 'The liver is the largest gland; it secretes bile among many other functions.'],
    ['The pancreas', 'The pancreas has both digestive and hormonal roles but is smaller than the liver.'],
    ['The thyroid', 'The thyroid is the largest purely endocrine gland, not the largest gland overall.'],
    ['The pituitary', 'The pituitary is called the master gland, but it is about the size of a pea.']),
  q('science', 'What was the name of India’s first satellite?',
    ['Aryabhata', 'Aryabhata was launched on 19 April 1975 with a Soviet rocket.'],
    ['Bhaskara', 'Bhaskara was India’s second satellite, launched in 1979.'],
    ['Rohini', 'Rohini was the first satellite placed in orbit by an Indian rocket, the SLV-3, in 1980.'],
    ['INSAT-1A', 'INSAT-1A, launched in 1982, was an early communication satellite.']),
  q('science', 'Chandrayaan-3’s Vikram lander touched down near which region of the Moon in August 2023?',
    ['The south pole region', 'Vikram landed near the lunar south pole on 23 August 2023, a first for any country.'],
    ['The north pole region', 'No Chandrayaan lander has gone to the lunar north pole; Chandrayaan-3 went south.'],
    ['The far side', 'China’s Chang’e 4 was the first to land on the far side, in 2019; Chandrayaan-3 landed on the near side.'],
    ['The equator', 'The Apollo landings were near the lunar equator; Chandrayaan-3 landed far to the south.']),
  q('science', 'Which is the national aquatic animal of India?',
    ['The Gangetic river dolphin', 'The Ganges river dolphin was declared the national aquatic animal in 2009.'],
    ['The olive ridley turtle', 'The olive ridley is famous for mass nesting on the Odisha coast, but it is not the national aquatic animal.'],
    ['The dugong', 'The dugong, or sea cow, lives in the Gulf of Mannar and nearby waters but has no national status.'],
    ['The saltwater crocodile', 'Saltwater crocodiles live in Bhitarkanika and the Sundarbans but are not the national aquatic animal.']),
  q('science', 'Which gas makes up the largest share of the Earth’s atmosphere?',
    ['Nitrogen', 'Nitrogen makes up about 78% of dry air.'],
    ['Oxygen', 'Oxygen is about 21% of dry air, second after nitrogen.'],
    ['Argon', 'Argon is under 1% of the atmosphere, though it is the third most common gas.'],
    ['Carbon dioxide', 'Carbon dioxide is only about 0.04% of the atmosphere.']),
  q('science', 'What is the pH of pure water at 25 °C?',
    ['7', 'Pure water is neutral, with a pH of 7 at 25 °C.'],
    ['0', 'A pH of 0 indicates a strongly acidic solution.'],
    ['14', 'A pH of 14 indicates a strongly basic solution.'],
    ['5.6', 'About 5.6 is the pH of normal rainwater, made slightly acidic by dissolved carbon dioxide.']),
  q('science', 'Where is the headquarters of the International Monetary Fund?',
    ['Washington, D.C.', 'The IMF and the World Bank both have their headquarters in Washington, D.C.'],
    ['New York', 'New York hosts the headquarters of the United Nations.'],
    ['Geneva', 'Geneva hosts the WTO and the WHO.'],
    ['Paris', 'Paris hosts UNESCO and the OECD.']),

  // ---------------------------------------------------------- reasoning
  q('reasoning', 'In a certain code, CAT is written as DBU. How is DOG written in that code?',
    ['EPH', 'Each letter moves one place forward: D→E, O→P, G→H.'],
    ['EOH', 'EOH shifts only the first and last letters; the middle letter O must also become P.'],
    ['FQI', 'FQI shifts each letter two places, but CAT→DBU shows a shift of one.'],
    ['CNF', 'CNF shifts each letter one place backward instead of forward.']),
  q('reasoning', 'Ravi walks 5 km north, turns right and walks 3 km, then turns right again and walks 5 km. How far is he from his starting point, and in which direction?',
    ['3 km east', 'The two 5 km legs cancel out, leaving him 3 km east of the start.'],
    ['3 km west', '3 km west would be right if he had turned left; turning right from north means facing east.'],
    ['5 km east', '5 km is the length of the north and south legs, which cancel each other.'],
    ['13 km north', '13 km is the total distance walked, not his distance from the start.']),
  q('reasoning', 'Pointing to a man, Meena says, "He is the son of my grandfather’s only son." How is the man related to Meena?',
    ['Brother', 'Her grandfather’s only son is her father, and her father’s son is her brother.'],
    ['Cousin', 'A cousin would need the grandfather to have another child, but he has only one son.'],
    ['Father', 'Her father is the grandfather’s only son himself, not that son’s son.'],
    ['Uncle', 'Her grandfather has only one son, her father, so there is no paternal uncle.']),
  q('reasoning', 'Which number is the odd one out: 27, 64, 125, 144?',
    ['144', '144 is 12 squared but not a perfect cube; the others are cubes.'],
    ['27', '27 is 3 cubed, like the other cubes in the list.'],
    ['64', '64 is 4 cubed (and also 8 squared), so it fits the cube pattern.'],
    ['125', '125 is 5 cubed, like the other cubes in the list.']),
  q('reasoning', 'In a row of 40 students, Amit is 12th from the left. What is his position from the right?',
    ['29th', 'Position from the right = 40 − 12 + 1 = 29.'],
    ['28th', '28 forgets to add 1: position from the right = total − position from the left + 1.'],
    ['30th', '30 adds 2 instead of 1 to 40 − 12.'],
    ['52nd', '52 adds the numbers, which is impossible in a row of only 40 students.']),
  q('reasoning', 'If 1 January 2025 was a Wednesday, which day of the week was 1 January 2026?',
    ['Thursday', '2025 is not a leap year: 365 days = 52 weeks + 1 day, so the day moves one step ahead.'],
    ['Wednesday', 'Wednesday ignores the one odd day left over after 52 complete weeks.'],
    ['Friday', 'Friday would be right only if 2025 were a leap year with two odd days.'],
    ['Tuesday', 'Tuesday moves the day backwards; the odd day moves it forward.']),
  q('reasoning', 'Statements: All pens are books. All books are bags. Conclusions: I. All pens are bags. II. Some bags are pens. Which conclusions follow?',
    ['Both I and II follow', 'All pens are inside books and all books inside bags, so all pens are bags; hence some bags are pens.'],
    ['Only I follows', 'Conclusion II also follows: if all pens are bags, then some bags are pens.'],
    ['Only II follows', 'Conclusion I follows too: pens are inside books, which are inside bags.'],
    ['Neither follows', 'Both follow from chaining the two "all" statements.']),
  q('reasoning', 'What is the angle between the hour and minute hands of a clock at 3:30?',
    ['75°', 'The minute hand is at 180°, the hour hand at 90° + 15° = 105°; the difference is 75°.'],
    ['90°', '90° is the angle at exactly 3:00; by 3:30 the hour hand has moved another 15°.'],
    ['60°', '60° does not match the positions at 3:30: 180° for the minute hand and 105° for the hour hand.'],
    ['105°', '105° is the position of the hour hand measured from 12, not the angle between the hands.']),
  q('reasoning', 'Find the next letter in the series: A, C, F, J, O, ?',
    ['U', 'The gaps are +2, +3, +4, +5, so the next is +6: O (15) + 6 = U (21).'],
    ['T', 'T adds 5 again, but the gap grows by one each time.'],
    ['V', 'V adds 7, skipping the gap of 6.'],
    ['S', 'S adds only 4, but the gaps have been increasing: 2, 3, 4, 5.']),
  q('reasoning', 'Doctor is to Hospital as Lawyer is to…',
    ['Court', 'A doctor works in a hospital, and a lawyer practises in a court.'],
    ['Client', 'A client is the person a lawyer serves, like a doctor’s patient, not the place of work.'],
    ['Law book', 'A law book is a lawyer’s tool, not a place of work.'],
    ['Judge', 'A judge is another person in court, not the place where a lawyer works.']),
];

export function bankByTopic(topic: Topic): (RawQuestion & { topic: Topic })[] {
  return BANK.filter((b) => b.topic === topic);
}
