/**
 * Quantitative aptitude from templates, in English and Hindi. Each generator
 * draws its figures from the seeded PRNG, computes the answer, and builds each
 * distractor from a typical mistake, explained against the working.
 *
 * Each generator also returns its parameters (`params`) so the unit tests can
 * recompute the answer independently.
 */
import type { Rng } from '../random';
import { o } from './assemble';
import { gcd, near, num, ratio, rupees } from './format';
import type { Generated, Opt, Template } from './types';

const days = (n: number) => `${num(n)} days`;
const dinHi = (n: number) => `${num(n)} दिन`;
const hours = (n: number) => `${num(n)} hours`;
const ghantaHi = (n: number) => `${num(n)} घंटे`;
const kmh = (n: number) => `${num(n)} km/h`;
const kmhHi = (n: number) => `${num(n)} किमी/घंटा`;
const pct = (n: number) => `${num(n)}%`;
const years = (n: number) => `${num(n)} years`;
const varshHi = (n: number) => `${num(n)} वर्ष`;
const same = (f: (n: number) => string) => [f, f] as const;

// ---------------------------------------------------------------- percentage

export const percentage: Template = (rng) => {
  if (rng.chance(0.5)) {
    const p = rng.pick([5, 8, 12, 15, 16, 18, 24, 25, 35, 40, 45, 65, 75]);
    let base = 50 * rng.int(2, 40);
    if ((p * base) % 100 !== 0) base *= 2;
    const ans = (p * base) / 100;
    const wEn = `${p}% of ${base} = ${base} × ${p} ÷ 100 = ${num(ans)}.`;
    const wHi = `${base} का ${p}% = ${base} × ${p} ÷ 100 = ${num(ans)}।`;
    return {
      topic: 'Percentage',
      params: { kind: 'of', p, base, answer: ans },
      text: `What is ${p}% of ${base}?`,
      textHi: `${base} का ${p}% कितना है?`,
      correct: o(num(ans), wEn, num(ans), wHi),
      wrong: [
        o(num(ans / 10), `${num(ans / 10)} is ${num(p / 10)}% of ${base}: the decimal point has been moved one place too far.`, num(ans / 10), `${num(ans / 10)} तो ${base} का ${num(p / 10)}% है: दशमलव एक स्थान अधिक खिसक गया है।`),
        o(num(base - ans), `${num(base - ans)} is the remaining ${100 - p}% of ${base}, not ${p}% of it.`, num(base - ans), `${num(base - ans)} तो ${base} का शेष ${100 - p}% है, ${p}% नहीं।`),
        o(num(((p + 10) * base) / 100), `${num(((p + 10) * base) / 100)} is ${p + 10}% of ${base}; ${wEn}`, num(((p + 10) * base) / 100), `${num(((p + 10) * base) / 100)} तो ${base} का ${p + 10}% है; ${wHi}`),
        ...near(ans, ...same(num), wEn, wHi, [base / 20, -base / 20, 2 * p]),
      ],
    };
  }
  // Reverse: p% of a number is given.
  const p = rng.pick([15, 20, 24, 25, 30, 35, 40, 45, 60, 75]);
  const n = 20 * rng.int(5, 60);
  const part = (p * n) / 100;
  const wEn = `if ${p}% of the number is ${num(part)}, the number is ${num(part)} × 100 ÷ ${p} = ${n}.`;
  const wHi = `यदि संख्या का ${p}% = ${num(part)} है, तो संख्या = ${num(part)} × 100 ÷ ${p} = ${n}।`;
  const other = (part * 100) / (100 - p);
  return {
    topic: 'Percentage',
    params: { kind: 'reverse', p, part, answer: n },
    text: `If ${p}% of a number is ${num(part)}, what is the number?`,
    textHi: `यदि किसी संख्या का ${p}% ${num(part)} है, तो वह संख्या क्या है?`,
    correct: o(num(n), `Divide by the percentage: ${wEn}`, num(n), `प्रतिशत से भाग दें: ${wHi}`),
    wrong: [
      o(num((part * p) / 100), `${num((part * p) / 100)} takes ${p}% of ${num(part)} instead of finding the number whose ${p}% is ${num(part)}.`, num((part * p) / 100), `${num((part * p) / 100)} में ${num(part)} का ${p}% निकाला गया है, जबकि वह संख्या चाहिए जिसका ${p}% ${num(part)} है।`),
      o(num(other), `${num(other)} treats ${num(part)} as ${100 - p}% of the number instead of ${p}%.`, num(other), `${num(other)} में ${num(part)} को संख्या का ${100 - p}% मान लिया गया है, ${p}% नहीं।`),
      o(num(n + part), `${num(n + part)} adds ${num(part)} to the number; ${wEn}`, num(n + part), `${num(n + part)} में संख्या में ${num(part)} जोड़ दिया गया है; ${wHi}`),
      ...near(n, ...same(num), wEn, wHi, [20, -20, 40]),
    ],
  };
};

export const successiveDiscount: Template = (rng) => {
  const [d1, d2] = rng.sample([5, 10, 15, 20, 25, 30, 40], 2);
  const ans = d1 + d2 - (d1 * d2) / 100;
  const wEn = `${d1} + ${d2} − (${d1} × ${d2}) ÷ 100 = ${num(ans)}%.`;
  const wHi = `${d1} + ${d2} − (${d1} × ${d2}) ÷ 100 = ${num(ans)}%।`;
  return {
    topic: 'Discount',
    params: { d1, d2, answer: ans },
    text: `A shopkeeper allows two successive discounts of ${d1}% and ${d2}% on an article. What single discount is equivalent to them?`,
    textHi: `एक दुकानदार किसी वस्तु पर ${d1}% और ${d2}% की दो क्रमिक छूट देता है। इनके तुल्य एकल छूट कितनी है?`,
    correct: o(pct(ans), `The second discount is taken on the already reduced price: ${wEn}`, pct(ans), `दूसरी छूट पहले से घटे हुए मूल्य पर मिलती है: ${wHi}`),
    wrong: [
      o(pct(d1 + d2), `${d1 + d2}% simply adds the two discounts; the second one applies to a smaller price, so the total is less.`, pct(d1 + d2), `${d1 + d2}% में दोनों छूटों को सीधे जोड़ दिया गया है; दूसरी छूट घटे हुए मूल्य पर मिलती है, इसलिए कुल छूट कम होती है।`),
      o(pct((d1 + d2) / 2), `${num((d1 + d2) / 2)}% is the average of the two discounts, which is less than even one discount followed by another.`, pct((d1 + d2) / 2), `${num((d1 + d2) / 2)}% दोनों छूटों का औसत है, जबकि दो छूटें मिलकर इससे कहीं अधिक होती हैं।`),
      o(pct(d1 + d2 + (d1 * d2) / 100), `${num(d1 + d2 + (d1 * d2) / 100)}% adds the product term instead of subtracting it; ${wEn}`, pct(d1 + d2 + (d1 * d2) / 100), `${num(d1 + d2 + (d1 * d2) / 100)}% में गुणनफल वाला पद घटाने के बजाय जोड़ दिया गया है; ${wHi}`),
      ...near(ans, pct, pct, wEn, wHi, [2, -2]),
    ],
  };
};

// ---------------------------------------------------------------- profit, loss, discount

export const profitLoss: Template = (rng) => {
  if (rng.chance(0.5)) {
    const cp = 100 * rng.int(2, 50);
    const p = rng.pick([5, 10, 12, 15, 20, 25, 30]);
    const profit = (cp * p) / 100;
    const sp = cp + profit;
    const wEn = `SP = CP × (100 + ${p}) ÷ 100 = ${num(cp)} × ${100 + p} ÷ 100 = ${rupees(sp)}.`;
    const wHi = `विक्रय मूल्य = क्रय मूल्य × (100 + ${p}) ÷ 100 = ${num(cp)} × ${100 + p} ÷ 100 = ${rupees(sp)}।`;
    return {
      topic: 'Profit and Loss',
      params: { kind: 'sp', cp, p, answer: sp },
      text: `An article bought for ${rupees(cp)} is sold at a profit of ${p}%. What is its selling price?`,
      textHi: `${rupees(cp)} में खरीदी गई एक वस्तु ${p}% लाभ पर बेची जाती है। उसका विक्रय मूल्य कितना है?`,
      correct: o(rupees(sp), wEn, rupees(sp), wHi),
      wrong: [
        o(rupees(cp - profit), `${rupees(cp - profit)} would be the selling price after a ${p}% loss, not a profit.`, rupees(cp - profit), `${rupees(cp - profit)} तो ${p}% हानि पर विक्रय मूल्य होता, लाभ पर नहीं।`),
        o(rupees(profit), `${rupees(profit)} is the profit itself; the selling price is the cost plus this profit.`, rupees(profit), `${rupees(profit)} केवल लाभ है; विक्रय मूल्य = क्रय मूल्य + लाभ।`),
        o(rupees(cp + p), `${rupees(cp + p)} adds ${p} rupees instead of ${p} per cent of ${rupees(cp)}.`, rupees(cp + p), `${rupees(cp + p)} में ${rupees(cp)} का ${p} प्रतिशत जोड़ने के बजाय केवल ${p} रुपये जोड़े गए हैं।`),
        ...near(sp, rupees, rupees, wEn, wHi, [cp / 20, -cp / 20]),
      ],
    };
  }
  // Marked up, then discounted.
  let m = 0;
  let d = 0;
  let r = 0;
  while (r === 0) {
    m = rng.pick([20, 25, 30, 40, 50]);
    d = rng.pick([10, 12, 15, 20, 25]);
    r = ((100 + m) * (100 - d)) / 100 - 100;
  }
  const label = (x: number) => (x === 0 ? 'No profit, no loss' : `${num(Math.abs(x))}% ${x > 0 ? 'profit' : 'loss'}`);
  const labelHi = (x: number) => (x === 0 ? 'न लाभ, न हानि' : `${num(Math.abs(x))}% ${x > 0 ? 'लाभ' : 'हानि'}`);
  const wEn = `take CP = 100; the marked price is ${100 + m} and after a ${d}% discount the SP is ${100 + m} × ${100 - d} ÷ 100 = ${num(100 + r)}, so the result is ${label(r).toLowerCase()}.`;
  const wHi = `मान लें क्रय मूल्य = 100; अंकित मूल्य ${100 + m} और ${d}% छूट के बाद विक्रय मूल्य = ${100 + m} × ${100 - d} ÷ 100 = ${num(100 + r)}, अतः परिणाम ${labelHi(r)} है।`;
  return {
    topic: 'Profit and Loss',
    params: { kind: 'markup', m, d, answer: r },
    text: `A trader marks his goods ${m}% above the cost price and then allows a discount of ${d}%. What is his profit or loss per cent?`,
    textHi: `एक व्यापारी अपने माल पर क्रय मूल्य से ${m}% अधिक मूल्य अंकित करता है और फिर ${d}% की छूट देता है। उसका लाभ या हानि प्रतिशत क्या है?`,
    correct: o(label(r), `The discount is on the marked price, not the cost: ${wEn}`, labelHi(r), `छूट अंकित मूल्य पर मिलती है, क्रय मूल्य पर नहीं: ${wHi}`),
    wrong: [
      o(label(m - d), `${label(m - d)} just subtracts the discount from the mark-up; the ${d}% discount is taken on the larger marked price.`, labelHi(m - d), `${labelHi(m - d)} में केवल ${m} − ${d} किया गया है; ${d}% छूट बढ़े हुए अंकित मूल्य पर मिलती है।`),
      o(label(-r), `${label(-r)} has the right size but the wrong direction; ${wEn}`, labelHi(-r), `${labelHi(-r)} का मान सही है पर दिशा उलटी है; ${wHi}`),
      o(label(r + (r > 0 ? 5 : -5)), `${label(r + (r > 0 ? 5 : -5))} does not follow from the figures; ${wEn}`, labelHi(r + (r > 0 ? 5 : -5)), `${labelHi(r + (r > 0 ? 5 : -5))} दिए गए आँकड़ों से नहीं निकलता; ${wHi}`),
      o(label(r + (r > 0 ? -2 : 2)), `${label(r + (r > 0 ? -2 : 2))} is off by 2 percentage points; ${wEn}`, labelHi(r + (r > 0 ? -2 : 2)), `${labelHi(r + (r > 0 ? -2 : 2))} में 2 प्रतिशत अंक का अंतर है; ${wHi}`),
    ],
  };
};

// ---------------------------------------------------------------- interest

export const simpleInterest: Template = (rng) => {
  const p = 1000 * rng.int(5, 50);
  const r = rng.pick([4, 5, 6, 8, 10, 12]);
  const t = rng.int(2, 5);
  const si = (p * r * t) / 100;
  const ci = Number((p * Math.pow(1 + r / 100, t) - p).toFixed(2));
  const wEn = `SI = P × R × T ÷ 100 = ${num(p)} × ${r} × ${t} ÷ 100 = ${rupees(si)}.`;
  const wHi = `साधारण ब्याज = मूलधन × दर × समय ÷ 100 = ${num(p)} × ${r} × ${t} ÷ 100 = ${rupees(si)}।`;
  return {
    topic: 'Simple Interest',
    params: { p, r, t, answer: si },
    text: `What is the simple interest on ${rupees(p)} at ${r}% per annum for ${t} years?`,
    textHi: `${rupees(p)} पर ${r}% वार्षिक दर से ${t} वर्ष का साधारण ब्याज कितना होगा?`,
    correct: o(rupees(si), wEn, rupees(si), wHi),
    wrong: [
      o(rupees(p + si), `${rupees(p + si)} is the amount (principal plus interest); the interest alone is ${rupees(si)}.`, rupees(p + si), `${rupees(p + si)} मिश्रधन (मूलधन + ब्याज) है; केवल ब्याज ${rupees(si)} है।`),
      o(rupees((p * r) / 100), `${rupees((p * r) / 100)} is the interest for one year only; over ${t} years it is ${t} times that.`, rupees((p * r) / 100), `${rupees((p * r) / 100)} केवल एक वर्ष का ब्याज है; ${t} वर्षों में यह ${t} गुना होगा।`),
      o(rupees(ci), `${rupees(ci)} is the compound interest for the same terms; simple interest is charged on the principal only.`, rupees(ci), `${rupees(ci)} इन्हीं शर्तों पर चक्रवृद्धि ब्याज है; साधारण ब्याज केवल मूलधन पर लगता है।`),
      ...near(si, rupees, rupees, wEn, wHi, [p / 100, -p / 100]),
    ],
  };
};

export const compoundInterest: Template = (rng) => {
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
  const ciMore = Math.round(p * Math.pow(1 + r / 100, t + 1)) - p;
  const wEn = `A = ${num(p)} × (1 + ${r}/100)^${t} = ${rupees(amount)}, so CI = ${rupees(amount)} − ${rupees(p)} = ${rupees(ci)}.`;
  const wHi = `मिश्रधन = ${num(p)} × (1 + ${r}/100)^${t} = ${rupees(amount)}, अतः चक्रवृद्धि ब्याज = ${rupees(amount)} − ${rupees(p)} = ${rupees(ci)}।`;
  return {
    topic: 'Compound Interest',
    params: { p, r, t, answer: ci },
    text: `Find the compound interest on ${rupees(p)} at ${r}% per annum for ${t} years, compounded annually.`,
    textHi: `${rupees(p)} पर ${r}% वार्षिक दर से ${t} वर्ष का चक्रवृद्धि ब्याज ज्ञात कीजिए, जबकि ब्याज वार्षिक रूप से संयोजित होता है।`,
    correct: o(rupees(ci), wEn, rupees(ci), wHi),
    wrong: [
      o(rupees(si), `${rupees(si)} is the simple interest; compounding also earns interest on interest, so the CI is higher.`, rupees(si), `${rupees(si)} साधारण ब्याज है; चक्रवृद्धि में ब्याज पर भी ब्याज लगता है, इसलिए यह अधिक होता है।`),
      o(rupees(amount), `${rupees(amount)} is the amount, which still includes the principal of ${rupees(p)}.`, rupees(amount), `${rupees(amount)} मिश्रधन है, जिसमें ${rupees(p)} का मूलधन भी शामिल है।`),
      o(rupees(ciMore), `${rupees(ciMore)} would be the compound interest for ${t + 1} years, not ${t}.`, rupees(ciMore), `${rupees(ciMore)} तो ${t + 1} वर्ष का चक्रवृद्धि ब्याज होता, ${t} वर्ष का नहीं।`),
      ...near(ci, rupees, rupees, wEn, wHi, [p / 100, -p / 100]),
    ],
  };
};

// ---------------------------------------------------------------- ratio, partnership, ages, mixtures

export const ratioShare: Template = (rng) => {
  const [a, b] = rng.pick([
    [2, 3], [3, 5], [4, 5], [5, 7], [3, 4], [2, 5], [7, 9], [5, 8], [4, 7],
  ] as const);
  const total = (a + b) * 100 * rng.int(2, 30);
  const part = total / (a + b);
  const wEn = `one part is ${rupees(total)} ÷ ${a + b} = ${rupees(part)}, so Q gets ${b} × ${rupees(part)} = ${rupees(b * part)}.`;
  const wHi = `एक भाग = ${rupees(total)} ÷ ${a + b} = ${rupees(part)}, अतः Q को ${b} × ${rupees(part)} = ${rupees(b * part)} मिलेंगे।`;
  return {
    topic: 'Ratio and Proportion',
    params: { a, b, total, answer: b * part },
    text: `${rupees(total)} is divided between P and Q in the ratio ${a} : ${b}. What is Q's share?`,
    textHi: `${rupees(total)} को P और Q के बीच ${a} : ${b} के अनुपात में बाँटा जाता है। Q का हिस्सा कितना है?`,
    correct: o(rupees(b * part), `The ratio has ${a} + ${b} = ${a + b} parts; ${wEn}`, rupees(b * part), `अनुपात में ${a} + ${b} = ${a + b} भाग हैं; ${wHi}`),
    wrong: [
      o(rupees(a * part), `${rupees(a * part)} is P's share (${a} parts); Q receives ${b} parts.`, rupees(a * part), `${rupees(a * part)} P का हिस्सा (${a} भाग) है; Q को ${b} भाग मिलते हैं।`),
      o(rupees(part), `${rupees(part)} is the value of a single part; Q's share is ${b} parts.`, rupees(part), `${rupees(part)} केवल एक भाग का मान है; Q का हिस्सा ${b} भाग है।`),
      o(rupees((b - a) * part), `${rupees((b - a) * part)} is the difference between the two shares, not Q's share.`, rupees((b - a) * part), `${rupees((b - a) * part)} दोनों हिस्सों का अंतर है, Q का हिस्सा नहीं।`),
      ...near(b * part, rupees, rupees, wEn, wHi, [part / 2, 100, -100]),
    ],
  };
};

export const partnership: Template = (rng) => {
  let x = 0;
  let y = 0;
  let t1 = 0;
  let t2 = 0;
  // Equal shares would make B's share, half the profit and the answer coincide.
  while (x * t1 === y * t2) {
    [x, y] = rng.sample([2, 3, 4, 5, 6, 8], 2).map((v) => v * 10_000);
    [t1, t2] = rng.pick([
      [12, 8], [12, 6], [12, 9], [8, 12], [6, 12], [12, 4], [9, 12],
    ] as const);
  }
  const g = gcd(x * t1, y * t2);
  const r1 = (x * t1) / g;
  const r2 = (y * t2) / g;
  const unit = 100 * rng.int(10, 60);
  const profit = (r1 + r2) * unit;
  const aShare = r1 * unit;
  const gx = gcd(x, y);
  const naive = (profit * (x / gx)) / (x / gx + y / gx);
  const wEn = `${num(x)} × ${t1} : ${num(y)} × ${t2} = ${r1} : ${r2}, so A gets ${rupees(profit)} × ${r1} ÷ ${r1 + r2} = ${rupees(aShare)}.`;
  const wHi = `${num(x)} × ${t1} : ${num(y)} × ${t2} = ${r1} : ${r2}, अतः A को ${rupees(profit)} × ${r1} ÷ ${r1 + r2} = ${rupees(aShare)} मिलेंगे।`;
  return {
    topic: 'Partnership',
    params: { x, y, t1, t2, profit, answer: aShare },
    text: `A invests ${rupees(x)} for ${t1} months and B invests ${rupees(y)} for ${t2} months in a business. Out of a total profit of ${rupees(profit)}, what is A's share?`,
    textHi: `एक व्यवसाय में A ने ${rupees(x)} की पूँजी ${t1} महीनों के लिए और B ने ${rupees(y)} की पूँजी ${t2} महीनों के लिए लगाई। ${rupees(profit)} के कुल लाभ में A का हिस्सा कितना है?`,
    correct: o(rupees(aShare), `Profit is shared in the ratio of capital × time: ${wEn}`, rupees(aShare), `लाभ पूँजी × समय के अनुपात में बँटता है: ${wHi}`),
    wrong: [
      o(rupees(profit - aShare), `${rupees(profit - aShare)} is B's share of the profit, not A's.`, rupees(profit - aShare), `${rupees(profit - aShare)} B का हिस्सा है, A का नहीं।`),
      o(rupees(naive), `${rupees(naive)} divides the profit in the ratio of capital alone and ignores the months each amount was invested.`, rupees(naive), `${rupees(naive)} में लाभ केवल पूँजी के अनुपात में बाँटा गया है और निवेश की अवधि की अनदेखी की गई है।`),
      o(rupees(profit / 2), `${rupees(profit / 2)} splits the profit equally, but the partners' capital × time differ.`, rupees(profit / 2), `${rupees(profit / 2)} में लाभ बराबर बाँटा गया है, जबकि दोनों का पूँजी × समय अलग है।`),
      ...near(aShare, rupees, rupees, wEn, wHi, [unit, -unit]),
    ],
  };
};

export const ages: Template = (rng) => {
  const [a, b] = rng.pick([
    [2, 3], [3, 4], [3, 5], [4, 5], [5, 7], [2, 5], [4, 7], [5, 6],
  ] as const);
  // Keep the future ratio in small numbers, as exam papers do.
  let k = 0;
  let n = 0;
  let c = 0;
  let d = 0;
  do {
    k = rng.int(2, 12);
    n = rng.int(2, 16);
    const g = gcd(a * k + n, b * k + n);
    c = (a * k + n) / g;
    d = (b * k + n) / g;
  } while (d > 15);
  const A = a * k;
  const B = b * k;
  const wEn = `let the present ages be ${a}x and ${b}x; then (${a}x + ${n}) : (${b}x + ${n}) = ${c} : ${d}, so ${d}(${a}x + ${n}) = ${c}(${b}x + ${n}), which gives x = ${k}. A's present age is ${a} × ${k} = ${A} years.`;
  const wHi = `मान लें वर्तमान आयु ${a}x और ${b}x है; तब (${a}x + ${n}) : (${b}x + ${n}) = ${c} : ${d}, अर्थात् ${d}(${a}x + ${n}) = ${c}(${b}x + ${n}), जिससे x = ${k}। A की वर्तमान आयु = ${a} × ${k} = ${A} वर्ष।`;
  return {
    topic: 'Problems on Ages',
    params: { a, b, n, c, d, answer: A },
    text: `The ratio of the present ages of A and B is ${a} : ${b}. After ${n} years, the ratio of their ages will be ${c} : ${d}. What is A's present age?`,
    textHi: `A और B की वर्तमान आयु का अनुपात ${a} : ${b} है। ${n} वर्ष बाद उनकी आयु का अनुपात ${c} : ${d} हो जाएगा। A की वर्तमान आयु कितनी है?`,
    correct: o(years(A), wEn, varshHi(A), wHi),
    wrong: [
      o(years(B), `${B} years is B's present age; A is the younger of the two.`, varshHi(B), `${B} वर्ष B की वर्तमान आयु है; A दोनों में छोटा है।`),
      o(years(A + n), `${A + n} years is A's age ${n} years from now, not today.`, varshHi(A + n), `${A + n} वर्ष A की ${n} वर्ष बाद की आयु है, वर्तमान की नहीं।`),
      ...(A > n ? [o(years(A - n), `${A - n} years was A's age ${n} years ago, not today.`, varshHi(A - n), `${A - n} वर्ष A की ${n} वर्ष पहले की आयु थी, वर्तमान की नहीं।`)] : []),
      ...near(A, years, varshHi, wEn, wHi, [a, -a, 2 * a]),
    ],
  };
};

export const mixture: Template = (rng) => {
  let p1 = 0;
  let p2 = 0;
  let m = 0;
  do {
    p1 = 5 * rng.int(6, 14);
    p2 = p1 + 5 * rng.int(2, 8);
    m = rng.int(p1 + 1, p2 - 1);
  } while ((p2 - m) * (m - p1) === 0 || p2 - m === m - p1);
  const ans = ratio(p2 - m, m - p1);
  const wEn = `by alligation, cheaper : dearer = (${p2} − ${m}) : (${m} − ${p1}) = ${p2 - m} : ${m - p1} = ${ans}.`;
  const wHi = `मिश्रण (एलीगेशन) के नियम से, सस्ता : महँगा = (${p2} − ${m}) : (${m} − ${p1}) = ${p2 - m} : ${m - p1} = ${ans}।`;
  return {
    topic: 'Mixture and Alligation',
    params: { p1, p2, m, answer: ans },
    text: `In what ratio must rice costing ₹${p1} per kg be mixed with rice costing ₹${p2} per kg so that the mixture costs ₹${m} per kg?`,
    textHi: `₹${p1} प्रति किग्रा वाले चावल को ₹${p2} प्रति किग्रा वाले चावल के साथ किस अनुपात में मिलाया जाए कि मिश्रण का मूल्य ₹${m} प्रति किग्रा हो?`,
    correct: o(ans, wEn, ans, wHi),
    wrong: [
      o(ratio(m - p1, p2 - m), `${ratio(m - p1, p2 - m)} reverses the ratio: the cheaper rice takes the dearer rice's difference, (${p2} − ${m}).`, ratio(m - p1, p2 - m), `${ratio(m - p1, p2 - m)} उलटा अनुपात है: सस्ते चावल के हिस्से में महँगे चावल का अंतर (${p2} − ${m}) आता है।`),
      o(ratio(p1, p2), `${ratio(p1, p2)} is just the ratio of the two prices, which ignores the target price of ₹${m}.`, ratio(p1, p2), `${ratio(p1, p2)} केवल दोनों मूल्यों का अनुपात है, जिसमें ₹${m} के लक्ष्य मूल्य की अनदेखी है।`),
      o(ratio(p2 - m, p2 - p1), `${ratio(p2 - m, p2 - p1)} compares one difference with the whole price gap; ${wEn}`, ratio(p2 - m, p2 - p1), `${ratio(p2 - m, p2 - p1)} में एक अंतर की तुलना पूरे मूल्य-अंतर से की गई है; ${wHi}`),
      o(ratio(m - p1, p2 - p1), `${ratio(m - p1, p2 - p1)} compares the wrong pair of differences; ${wEn}`, ratio(m - p1, p2 - p1), `${ratio(m - p1, p2 - p1)} में अंतरों का गलत जोड़ा लिया गया है; ${wHi}`),
    ],
  };
};

// ---------------------------------------------------------------- averages

export const average: Template = (rng) => {
  if (rng.chance(0.5)) {
    const avg = rng.int(20, 90);
    const devs = [rng.int(-15, 15), rng.int(-15, 15), rng.int(-15, 15), rng.int(-15, 15)];
    devs.push(-devs.reduce((s, d) => s + d, 0));
    const list = devs.map((d) => avg + d);
    const sum = avg * 5;
    const sorted = [...list].sort((p, q) => p - q);
    const wEn = `the sum is ${sum} and ${sum} ÷ 5 = ${avg}.`;
    const wHi = `योग ${sum} है और ${sum} ÷ 5 = ${avg}।`;
    return {
      topic: 'Average',
      params: { kind: 'list', list: list.join(','), answer: avg },
      text: `What is the average of ${list.slice(0, 4).join(', ')} and ${list[4]}?`,
      textHi: `${list.slice(0, 4).join(', ')} और ${list[4]} का औसत क्या है?`,
      correct: o(num(avg), `Add the five numbers and divide by 5: ${wEn}`, num(avg), `पाँचों संख्याओं को जोड़कर 5 से भाग दें: ${wHi}`),
      wrong: [
        o(num(sum / 4), `${num(sum / 4)} divides the sum ${sum} by 4, but there are five numbers.`, num(sum / 4), `${num(sum / 4)} में योग ${sum} को 4 से भाग दिया गया है, जबकि संख्याएँ पाँच हैं।`),
        o(num(sorted[2]), `${sorted[2]} is the middle value (the median), not the mean; ${wEn}`, num(sorted[2]), `${sorted[2]} मध्य मान (माध्यिका) है, औसत नहीं; ${wHi}`),
        o(num(sum), `${sum} is the total of the numbers; divide it by 5 to get the average.`, num(sum), `${sum} संख्याओं का योग है; औसत के लिए इसे 5 से भाग दें।`),
        ...near(avg, ...same(num), wEn, wHi, [1, -1, 2]),
      ],
    };
  }
  const avg = rng.int(30, 80);
  let removed = rng.int(10, 120);
  while ((5 * avg - removed) % 4 !== 0 || removed === avg) removed++;
  const rest = (5 * avg - removed) / 4;
  const wEn = `the total is 5 × ${avg} = ${5 * avg}; removing ${removed} leaves ${5 * avg - removed}, and ${5 * avg - removed} ÷ 4 = ${rest}.`;
  const wHi = `कुल योग = 5 × ${avg} = ${5 * avg}; ${removed} हटाने पर ${5 * avg - removed} बचता है, और ${5 * avg - removed} ÷ 4 = ${rest}।`;
  return {
    topic: 'Average',
    params: { kind: 'removed', avg, removed, answer: rest },
    text: `The average of five numbers is ${avg}. If one of them, ${removed}, is removed, what is the average of the remaining four?`,
    textHi: `पाँच संख्याओं का औसत ${avg} है। यदि इनमें से एक संख्या ${removed} हटा दी जाए, तो शेष चार संख्याओं का औसत क्या होगा?`,
    correct: o(num(rest), `Work with totals: ${wEn}`, num(rest), `योग के माध्यम से हल करें: ${wHi}`),
    wrong: [
      o(num((5 * avg - removed) / 5), `${num((5 * avg - removed) / 5)} still divides by 5 after removing a number; only four numbers remain.`, num((5 * avg - removed) / 5), `${num((5 * avg - removed) / 5)} में एक संख्या हटाने के बाद भी 5 से भाग दिया गया है; केवल चार संख्याएँ बची हैं।`),
      o(num(avg - removed / 4), `${num(avg - removed / 4)} subtracts ${removed} ÷ 4 from the old average, which ignores that the old average was over five numbers.`, num(avg - removed / 4), `${num(avg - removed / 4)} में पुराने औसत से ${removed} ÷ 4 घटाया गया है, जबकि पुराना औसत पाँच संख्याओं का था।`),
      o(num(5 * avg - removed), `${5 * avg - removed} is the total of the remaining four numbers, not their average.`, num(5 * avg - removed), `${5 * avg - removed} शेष चार संख्याओं का योग है, औसत नहीं।`),
      ...near(rest, ...same(num), wEn, wHi, [1, -1, 2]),
    ],
  };
};

// ---------------------------------------------------------------- time and work, pipes

export const timeAndWork: Template = (rng) => {
  if (rng.chance(0.5)) {
    const [a, b] = rng.pick([
      [12, 24], [10, 15], [20, 30], [6, 12], [18, 36], [15, 30], [24, 40], [12, 36], [20, 60], [30, 60], [10, 40], [12, 60], [21, 42], [9, 18], [8, 24],
    ] as const);
    const t = (a * b) / (a + b);
    const wEn = `together they do 1/${a} + 1/${b} = ${a + b}/${a * b} = 1/${num(t)} of the work per day, so they need ${num(t)} days.`;
    const wHi = `दोनों मिलकर प्रतिदिन 1/${a} + 1/${b} = ${a + b}/${a * b} = 1/${num(t)} काम करते हैं, अतः उन्हें ${num(t)} दिन लगेंगे।`;
    return {
      topic: 'Time and Work',
      params: { kind: 'together', a, b, answer: t },
      text: `A can finish a piece of work in ${a} days and B can finish it in ${b} days. In how many days will they finish it working together?`,
      textHi: `A किसी काम को ${a} दिनों में और B उसी काम को ${b} दिनों में पूरा कर सकता है। दोनों मिलकर वह काम कितने दिनों में पूरा करेंगे?`,
      correct: o(days(t), `Add the daily rates: ${wEn}`, dinHi(t), `एक दिन के काम जोड़ें: ${wHi}`),
      wrong: [
        o(days((a + b) / 2), `${num((a + b) / 2)} days is the average of their times; working together must take less time than the faster worker alone (${a} days).`, dinHi((a + b) / 2), `${num((a + b) / 2)} दिन दोनों के समय का औसत है; मिलकर काम करने में तेज़ व्यक्ति के अकेले समय (${a} दिन) से भी कम समय लगना चाहिए।`),
        o(days(a + b), `${a + b} days adds the two times; two people working together finish sooner, not later.`, dinHi(a + b), `${a + b} दिन में दोनों के समय जोड़ दिए गए हैं; मिलकर काम करने पर काम जल्दी पूरा होता है, देर से नहीं।`),
        o(days(b - a), `${b - a} days is the difference between their times, which has no meaning here; ${wEn}`, dinHi(b - a), `${b - a} दिन दोनों के समय का अंतर है, जिसका यहाँ कोई अर्थ नहीं; ${wHi}`),
        ...near(t, days, dinHi, wEn, wHi, [2, -1, 3]),
      ],
    };
  }
  const [x, y] = rng.pick([
    [12, 20], [10, 15], [6, 10], [8, 12], [12, 18], [15, 20], [20, 30], [6, 9], [4, 6], [10, 14],
  ] as const);
  const b = (x * y) / (y - x);
  const wEn = `B's daily work = 1/${x} − 1/${y} = ${y - x}/${x * y} = 1/${num(b)}, so B alone needs ${num(b)} days.`;
  const wHi = `B का एक दिन का काम = 1/${x} − 1/${y} = ${y - x}/${x * y} = 1/${num(b)}, अतः B अकेला ${num(b)} दिनों में काम पूरा करेगा।`;
  return {
    topic: 'Time and Work',
    params: { kind: 'alone', x, y, answer: b },
    text: `A and B together can complete a work in ${x} days, and A alone can complete it in ${y} days. In how many days can B alone complete it?`,
    textHi: `A और B मिलकर एक काम ${x} दिनों में पूरा कर सकते हैं, और A अकेला उसे ${y} दिनों में पूरा कर सकता है। B अकेला वह काम कितने दिनों में पूरा करेगा?`,
    correct: o(days(b), `Subtract A's daily rate from the combined rate: ${wEn}`, dinHi(b), `संयुक्त दर में से A की दर घटाएँ: ${wHi}`),
    wrong: [
      o(days(y - x), `${y - x} days subtracts the times instead of the daily rates; ${wEn}`, dinHi(y - x), `${y - x} दिन में दरों के बजाय समय घटा दिए गए हैं; ${wHi}`),
      o(days(x + y), `${x + y} days adds the two times, which has no meaning for work rates.`, dinHi(x + y), `${x + y} दिन में दोनों समय जोड़ दिए गए हैं, जिसका काम की दर से कोई संबंध नहीं।`),
      o(days((x * y) / (x + y)), `${num((x * y) / (x + y))} days adds A's rate to the combined rate instead of subtracting it.`, dinHi((x * y) / (x + y)), `${num((x * y) / (x + y))} दिन में दरें घटाने के बजाय जोड़ दी गई हैं।`),
      ...near(b, days, dinHi, wEn, wHi, [3, -2, 5]),
    ],
  };
};

export const pipes: Template = (rng) => {
  const [a, b] = rng.pick([
    [10, 15], [12, 18], [6, 8], [4, 6], [8, 12], [12, 20], [15, 20], [20, 30], [9, 12], [10, 12],
  ] as const);
  const t = (a * b) / (b - a);
  const wEn = `each hour the tank gains 1/${a} − 1/${b} = ${b - a}/${a * b} = 1/${num(t)} of its capacity, so it fills in ${num(t)} hours.`;
  const wHi = `हर घंटे टंकी का 1/${a} − 1/${b} = ${b - a}/${a * b} = 1/${num(t)} भाग भरता है, अतः टंकी ${num(t)} घंटे में भरेगी।`;
  return {
    topic: 'Pipes and Cisterns',
    params: { a, b, answer: t },
    text: `Pipe A can fill a tank in ${a} hours and pipe B can empty the full tank in ${b} hours. If both pipes are opened together on the empty tank, in how many hours will it be filled?`,
    textHi: `नल A एक टंकी को ${a} घंटे में भर सकता है और नल B भरी हुई टंकी को ${b} घंटे में खाली कर सकता है। यदि खाली टंकी पर दोनों नल एक साथ खोल दिए जाएँ, तो टंकी कितने घंटे में भरेगी?`,
    correct: o(hours(t), `The emptying pipe works against the filling pipe: ${wEn}`, ghantaHi(t), `खाली करने वाला नल भरने वाले नल के विपरीत काम करता है: ${wHi}`),
    wrong: [
      o(hours((a * b) / (a + b)), `${num((a * b) / (a + b))} hours treats B as a second filling pipe; B empties the tank.`, ghantaHi((a * b) / (a + b)), `${num((a * b) / (a + b))} घंटे में B को भी भरने वाला नल मान लिया गया है, जबकि B टंकी खाली करता है।`),
      o(hours(b - a), `${b - a} hours subtracts the times instead of the hourly rates; ${wEn}`, ghantaHi(b - a), `${b - a} घंटे में दरों के बजाय समय घटा दिए गए हैं; ${wHi}`),
      o(hours(a + b), `${a + b} hours adds the two times, which does not combine the rates correctly.`, ghantaHi(a + b), `${a + b} घंटे में दोनों समय जोड़ दिए गए हैं, जो दरों को सही ढंग से नहीं जोड़ता।`),
      ...near(t, hours, ghantaHi, wEn, wHi, [6, -3]),
    ],
  };
};

// ---------------------------------------------------------------- speed, trains, boats

export const trains: Template = (rng) => {
  const v = rng.pick([10, 15, 20, 25, 30]);
  const speed = (v * 18) / 5;
  let t = 0;
  do t = rng.int(Math.ceil(250 / v), Math.floor(800 / v));
  while ((v * t) % 10 !== 0);
  const total = v * t;
  const len = 10 * rng.int(10, Math.min(40, (total - 100) / 10));
  const plat = total - len;
  const wEn = `${speed} km/h = ${speed} × 5/18 = ${v} m/s; the train covers its length plus the platform, ${len} + ${plat} = ${total} m, in ${total} ÷ ${v} = ${t} seconds.`;
  const wHi = `${speed} किमी/घंटा = ${speed} × 5/18 = ${v} मी/से; ट्रेन अपनी लंबाई और प्लेटफ़ॉर्म की लंबाई, ${len} + ${plat} = ${total} मी, ${total} ÷ ${v} = ${t} सेकंड में तय करती है।`;
  const sec = (n: number) => `${num(n)} seconds`;
  const secHi = (n: number) => `${num(n)} सेकंड`;
  return {
    topic: 'Speed, Time and Distance',
    params: { len, plat, speed, answer: t },
    text: `A train ${len} m long runs at ${speed} km/h. How long will it take to cross a platform ${plat} m long?`,
    textHi: `${len} मी लंबी एक ट्रेन ${speed} किमी/घंटा की चाल से चल रही है। ${plat} मी लंबे प्लेटफ़ॉर्म को पार करने में उसे कितना समय लगेगा?`,
    correct: o(sec(t), wEn, secHi(t), wHi),
    wrong: [
      o(sec(len / v), `${num(len / v)} seconds is the time to pass a pole; crossing a platform also means covering its ${plat} m.`, secHi(len / v), `${num(len / v)} सेकंड किसी खंभे को पार करने का समय है; प्लेटफ़ॉर्म पार करने में उसकी ${plat} मी लंबाई भी तय करनी होती है।`),
      o(sec(plat / v), `${num(plat / v)} seconds covers only the platform and forgets the train's own length of ${len} m.`, secHi(plat / v), `${num(plat / v)} सेकंड में केवल प्लेटफ़ॉर्म की लंबाई ली गई है, ट्रेन की अपनी ${len} मी लंबाई छूट गई है।`),
      o(sec(total / speed), `${num(total / speed)} seconds divides metres by km/h without converting the speed to m/s.`, secHi(total / speed), `${num(total / speed)} सेकंड में चाल को मी/से में बदले बिना मीटर को किमी/घंटा से भाग दिया गया है।`),
      ...near(t, sec, secHi, wEn, wHi, [4, -3]),
    ],
  };
};

export const averageSpeed: Template = (rng) => {
  const [x, y] = rng.pick([
    [40, 60], [30, 60], [60, 90], [20, 30], [45, 90], [30, 70], [40, 120], [36, 45], [60, 40], [80, 120],
  ] as const);
  const h = (2 * x * y) / (x + y);
  const wEn = `for equal distances the average speed is 2xy ÷ (x + y) = 2 × ${x} × ${y} ÷ ${x + y} = ${num(h)} km/h.`;
  const wHi = `समान दूरियों के लिए औसत चाल = 2xy ÷ (x + y) = 2 × ${x} × ${y} ÷ ${x + y} = ${num(h)} किमी/घंटा।`;
  return {
    topic: 'Speed, Time and Distance',
    params: { x, y, answer: h },
    text: `A car travels from town A to town B at ${x} km/h and returns along the same road at ${y} km/h. What is its average speed for the whole journey?`,
    textHi: `एक कार नगर A से नगर B तक ${x} किमी/घंटा की चाल से जाती है और उसी सड़क से ${y} किमी/घंटा की चाल से लौटती है। पूरी यात्रा में उसकी औसत चाल क्या है?`,
    correct: o(kmh(h), `Average speed is total distance over total time; ${wEn}`, kmhHi(h), `औसत चाल = कुल दूरी ÷ कुल समय; ${wHi}`),
    wrong: [
      o(kmh((x + y) / 2), `${num((x + y) / 2)} km/h is the simple average of the speeds; more time is spent at the slower speed, so the true average is lower.`, kmhHi((x + y) / 2), `${num((x + y) / 2)} किमी/घंटा चालों का साधारण औसत है; धीमी चाल पर अधिक समय लगता है, इसलिए वास्तविक औसत कम होता है।`),
      o(kmh(h / 2), `${num(h / 2)} km/h is xy ÷ (x + y); the formula for a round trip needs twice that, 2xy ÷ (x + y).`, kmhHi(h / 2), `${num(h / 2)} किमी/घंटा केवल xy ÷ (x + y) है; आने-जाने की यात्रा का सूत्र इसका दुगुना, 2xy ÷ (x + y), है।`),
      o(kmh(x + y), `${x + y} km/h is the sum of the two speeds, faster than the car ever travelled.`, kmhHi(x + y), `${x + y} किमी/घंटा दोनों चालों का योग है, जितनी तेज़ कार कभी चली ही नहीं।`),
      ...near(h, kmh, kmhHi, wEn, wHi, [2, -2, 4]),
    ],
  };
};

export const boats: Template = (rng) => {
  const s = rng.int(2, 6);
  const b = s + rng.int(4, 14);
  const down = b + s;
  const up = b - s;
  const t1 = rng.int(2, 5);
  const t2 = rng.int(2, 6);
  const askBoat = rng.chance(0.5);
  const ans = askBoat ? b : s;
  const wEn = `downstream speed = ${down * t1} ÷ ${t1} = ${down} km/h and upstream speed = ${up * t2} ÷ ${t2} = ${up} km/h; the boat's speed is (${down} + ${up}) ÷ 2 = ${b} km/h and the stream's is (${down} − ${up}) ÷ 2 = ${s} km/h.`;
  const wHi = `धारा के अनुकूल चाल = ${down * t1} ÷ ${t1} = ${down} किमी/घंटा और धारा के प्रतिकूल चाल = ${up * t2} ÷ ${t2} = ${up} किमी/घंटा; नाव की चाल = (${down} + ${up}) ÷ 2 = ${b} किमी/घंटा और धारा की चाल = (${down} − ${up}) ÷ 2 = ${s} किमी/घंटा।`;
  return {
    topic: 'Boats and Streams',
    params: { down: down * t1, t1, up: up * t2, t2, askBoat: askBoat ? 1 : 0, answer: ans },
    text: `A boat goes ${down * t1} km downstream in ${t1} hours and ${up * t2} km upstream in ${t2} hours. What is the speed of ${askBoat ? 'the boat in still water' : 'the stream'}?`,
    textHi: `एक नाव धारा के अनुकूल ${down * t1} किमी ${t1} घंटे में और धारा के प्रतिकूल ${up * t2} किमी ${t2} घंटे में जाती है। ${askBoat ? 'शांत जल में नाव' : 'धारा'} की चाल क्या है?`,
    correct: o(kmh(ans), wEn, kmhHi(ans), wHi),
    wrong: [
      o(kmh(askBoat ? s : b), `${askBoat ? s : b} km/h is the speed of ${askBoat ? 'the stream' : 'the boat in still water'}, not what is asked.`, kmhHi(askBoat ? s : b), `${askBoat ? s : b} किमी/घंटा ${askBoat ? 'धारा' : 'शांत जल में नाव'} की चाल है, जो पूछा नहीं गया है।`),
      o(kmh(down), `${down} km/h is the downstream speed, which is the boat's and the stream's speeds added together.`, kmhHi(down), `${down} किमी/घंटा धारा के अनुकूल चाल है, जो नाव और धारा की चालों का योग है।`),
      o(kmh(up), `${up} km/h is the upstream speed, the boat's speed minus the stream's.`, kmhHi(up), `${up} किमी/घंटा धारा के प्रतिकूल चाल है, अर्थात् नाव की चाल घटा धारा की चाल।`),
      ...near(ans, kmh, kmhHi, wEn, wHi, [1, -1, 2]),
    ],
  };
};

// ---------------------------------------------------------------- number system, algebra, simplification

export const hcfLcm: Template = (rng) => {
  const h = rng.pick([4, 6, 7, 8, 9, 11, 12, 13, 14, 15]);
  const [x, y] = rng.pick([
    [2, 3], [3, 4], [2, 5], [3, 5], [4, 5], [3, 7], [5, 6], [4, 7], [5, 7], [2, 7],
  ] as const);
  const a = h * x;
  const b = h * y;
  const l = h * x * y;
  const wEn = `HCF × LCM = product of the two numbers, so the other number = ${h} × ${l} ÷ ${a} = ${b}.`;
  const wHi = `म.स. × ल.स. = दोनों संख्याओं का गुणनफल, अतः दूसरी संख्या = ${h} × ${l} ÷ ${a} = ${b}।`;
  return {
    topic: 'Number System',
    params: { h, l, a, answer: b },
    text: `The HCF of two numbers is ${h} and their LCM is ${l}. If one of the numbers is ${a}, what is the other?`,
    textHi: `दो संख्याओं का महत्तम समापवर्तक (म.स.) ${h} और लघुत्तम समापवर्त्य (ल.स.) ${l} है। यदि एक संख्या ${a} है, तो दूसरी संख्या क्या है?`,
    correct: o(num(b), wEn, num(b), wHi),
    wrong: [
      o(num(l / a), `${l / a} divides the LCM by the number but forgets to multiply by the HCF.`, num(l / a), `${l / a} में ल.स. को संख्या से भाग दिया गया है, पर म.स. से गुणा करना छूट गया है।`),
      o(num(l / h), `${l / h} is LCM ÷ HCF, which is not one of the numbers; ${wEn}`, num(l / h), `${l / h} ल.स. ÷ म.स. है, जो कोई भी संख्या नहीं है; ${wHi}`),
      o(num(h * (y + 1)), `${h * (y + 1)} is a multiple of ${h}, but its LCM with ${a} is not ${l}.`, num(h * (y + 1)), `${h * (y + 1)}, ${h} का गुणज है, पर ${a} के साथ इसका ल.स. ${l} नहीं है।`),
      ...near(b, ...same(num), wEn, wHi, [h, -h]),
    ],
  };
};

const sup2 = '²';
const sup3 = '³';

export const algebra: Template = (rng) => {
  const kind = rng.int(0, 2);
  if (kind === 0) {
    const k = rng.int(3, 12);
    const ans = k * k - 2;
    const wEn = `squaring, x${sup2} + 2 + 1/x${sup2} = ${k * k}, so x${sup2} + 1/x${sup2} = ${k * k} − 2 = ${ans}.`;
    const wHi = `वर्ग करने पर x${sup2} + 2 + 1/x${sup2} = ${k * k}, अतः x${sup2} + 1/x${sup2} = ${k * k} − 2 = ${ans}।`;
    return {
      topic: 'Algebra',
      params: { kind: 'reciprocal', k, answer: ans },
      text: `If x + 1/x = ${k}, what is the value of x${sup2} + 1/x${sup2}?`,
      textHi: `यदि x + 1/x = ${k} है, तो x${sup2} + 1/x${sup2} का मान क्या है?`,
      correct: o(num(ans), wEn, num(ans), wHi),
      wrong: [
        o(num(k * k), `${k * k} forgets that (x + 1/x)${sup2} also contains the middle term 2.`, num(k * k), `${k * k} में यह भुला दिया गया है कि (x + 1/x)${sup2} में बीच का पद 2 भी होता है।`),
        o(num(k * k + 2), `${k * k + 2} adds the middle term instead of subtracting it; ${wEn}`, num(k * k + 2), `${k * k + 2} में बीच का पद घटाने के बजाय जोड़ दिया गया है; ${wHi}`),
        o(num(2 * k), `${2 * k} doubles ${k} instead of squaring it.`, num(2 * k), `${2 * k} में ${k} का वर्ग करने के बजाय उसे दुगुना कर दिया गया है।`),
        ...near(ans, ...same(num), wEn, wHi, [1, -1]),
      ],
    };
  }
  if (kind === 1) {
    const a = rng.int(2, 9);
    const b = rng.int(1, 9);
    const s = a + b;
    const p = a * b;
    const ans = s * s - 2 * p;
    const wEn = `a${sup2} + b${sup2} = (a + b)${sup2} − 2ab = ${s * s} − ${2 * p} = ${ans}.`;
    const wHi = `a${sup2} + b${sup2} = (a + b)${sup2} − 2ab = ${s * s} − ${2 * p} = ${ans}।`;
    return {
      topic: 'Algebra',
      params: { kind: 'sum', s, p, answer: ans },
      text: `If a + b = ${s} and ab = ${p}, what is the value of a${sup2} + b${sup2}?`,
      textHi: `यदि a + b = ${s} और ab = ${p} है, तो a${sup2} + b${sup2} का मान क्या है?`,
      correct: o(num(ans), wEn, num(ans), wHi),
      wrong: [
        o(num(s * s + 2 * p), `${s * s + 2 * p} adds 2ab instead of subtracting it from (a + b)${sup2}.`, num(s * s + 2 * p), `${s * s + 2 * p} में (a + b)${sup2} से 2ab घटाने के बजाय जोड़ दिया गया है।`),
        o(num(s * s - p), `${s * s - p} subtracts ab once; the identity needs 2ab.`, num(s * s - p), `${s * s - p} में ab केवल एक बार घटाया गया है; सर्वसमिका में 2ab घटता है।`),
        o(num(s * s), `${s * s} is (a + b)${sup2}, which still contains the 2ab term.`, num(s * s), `${s * s} तो (a + b)${sup2} है, जिसमें 2ab पद भी शामिल है।`),
        ...near(ans, ...same(num), wEn, wHi, [2, -2]),
      ],
    };
  }
  const d = rng.int(1, 6);
  const b = rng.int(1, 6);
  const p = (b + d) * b;
  const ans = d * d * d + 3 * p * d;
  const wEn = `a${sup3} − b${sup3} = (a − b)${sup3} + 3ab(a − b) = ${d ** 3} + 3 × ${p} × ${d} = ${ans}.`;
  const wHi = `a${sup3} − b${sup3} = (a − b)${sup3} + 3ab(a − b) = ${d ** 3} + 3 × ${p} × ${d} = ${ans}।`;
  return {
    topic: 'Algebra',
    params: { kind: 'cube', d, p, answer: ans },
    text: `If a − b = ${d} and ab = ${p}, what is the value of a${sup3} − b${sup3}?`,
    textHi: `यदि a − b = ${d} और ab = ${p} है, तो a${sup3} − b${sup3} का मान क्या है?`,
    correct: o(num(ans), wEn, num(ans), wHi),
    wrong: [
      o(num(d ** 3 - 3 * p * d), `${d ** 3 - 3 * p * d} subtracts 3ab(a − b); for a${sup3} − b${sup3} it is added.`, num(d ** 3 - 3 * p * d), `${d ** 3 - 3 * p * d} में 3ab(a − b) घटाया गया है; a${sup3} − b${sup3} के लिए इसे जोड़ा जाता है।`),
      o(num(d ** 3 + p * d), `${d ** 3 + p * d} leaves out the factor 3 in 3ab(a − b).`, num(d ** 3 + p * d), `${d ** 3 + p * d} में 3ab(a − b) का गुणक 3 छूट गया है।`),
      o(num(d ** 3), `${d ** 3} is only (a − b)${sup3}; ${wEn}`, num(d ** 3), `${d ** 3} केवल (a − b)${sup3} है; ${wHi}`),
      ...near(ans, ...same(num), wEn, wHi, [d, -d]),
    ],
  };
};

export const simplification: Template = (rng) => {
  const a = rng.int(10, 99);
  const b = rng.int(3, 19);
  const c = rng.int(3, 15);
  const e = rng.int(2, 9);
  const d = e * rng.int(3, 20);
  const ans = a + b * c - d / e;
  const leftToRight = (a + b) * c - d / e;
  const wEn = `by BODMAS, multiply and divide first: ${b} × ${c} = ${b * c} and ${d} ÷ ${e} = ${d / e}; then ${a} + ${b * c} − ${d / e} = ${ans}.`;
  const wHi = `BODMAS नियम से पहले गुणा और भाग: ${b} × ${c} = ${b * c} और ${d} ÷ ${e} = ${d / e}; फिर ${a} + ${b * c} − ${d / e} = ${ans}।`;
  return {
    topic: 'Simplification',
    params: { a, b, c, d, e, answer: ans },
    text: `Simplify: ${a} + ${b} × ${c} − ${d} ÷ ${e}`,
    textHi: `सरल कीजिए: ${a} + ${b} × ${c} − ${d} ÷ ${e}`,
    correct: o(num(ans), wEn, num(ans), wHi),
    wrong: [
      o(num(leftToRight), `${leftToRight} works from left to right, adding ${a} + ${b} before multiplying; multiplication comes first.`, num(leftToRight), `${leftToRight} में बाएँ से दाएँ हल किया गया है, पहले ${a} + ${b} जोड़ा गया; गुणा पहले होता है।`),
      o(num(a + b * c + d / e), `${a + b * c + d / e} adds ${d / e} where it must be subtracted.`, num(a + b * c + d / e), `${a + b * c + d / e} में ${d / e} को घटाने के बजाय जोड़ दिया गया है।`),
      o(num(a + b * c - d * e), `${a + b * c - d * e} multiplies ${d} by ${e} instead of dividing.`, num(a + b * c - d * e), `${a + b * c - d * e} में ${d} को ${e} से भाग देने के बजाय गुणा कर दिया गया है।`),
      ...near(ans, ...same(num), wEn, wHi, [10, -10]),
    ],
  };
};

// ---------------------------------------------------------------- mensuration, geometry, trigonometry

export const mensuration: Template = (rng) => {
  const kind = rng.int(0, 2);
  if (kind === 0) {
    const r = 7 * rng.int(1, 6);
    const area = (22 / 7) * r * r;
    const circ = (2 * 22 * r) / 7;
    const wEn = `area = πr${sup2} = 22/7 × ${r} × ${r} = ${num(area)} cm${sup2}.`;
    const wHi = `क्षेत्रफल = πr${sup2} = 22/7 × ${r} × ${r} = ${num(area)} सेमी${sup2}।`;
    const cm2 = (n: number) => `${num(n)} cm${sup2}`;
    const cm2Hi = (n: number) => `${num(n)} सेमी${sup2}`;
    return {
      topic: 'Mensuration',
      params: { kind: 'circle', r, answer: area },
      text: `What is the area of a circle of radius ${r} cm? (Take π = 22/7.)`,
      textHi: `${r} सेमी त्रिज्या वाले वृत्त का क्षेत्रफल क्या है? (π = 22/7 लें।)`,
      correct: o(cm2(area), wEn, cm2Hi(area), wHi),
      wrong: [
        o(cm2(4 * area), `${num(4 * area)} cm${sup2} uses the diameter ${2 * r} cm in place of the radius.`, cm2Hi(4 * area), `${num(4 * area)} सेमी${sup2} में त्रिज्या के स्थान पर व्यास ${2 * r} सेमी ले लिया गया है।`),
        o(cm2(circ), `${num(circ)} is the circumference 2πr (in cm), not the area.`, cm2Hi(circ), `${num(circ)} परिधि 2πr (सेमी में) है, क्षेत्रफल नहीं।`),
        o(cm2(area / 2), `${num(area / 2)} cm${sup2} is the area of a semicircle of that radius.`, cm2Hi(area / 2), `${num(area / 2)} सेमी${sup2} उसी त्रिज्या के अर्धवृत्त का क्षेत्रफल है।`),
        ...near(area, cm2, cm2Hi, wEn, wHi, [22, -22]),
      ],
    };
  }
  if (kind === 1) {
    const r = 7 * rng.int(1, 3);
    const h = rng.int(2, 20);
    const vol = (22 / 7) * r * r * h;
    const cm3 = (n: number) => `${num(n)} cm${sup3}`;
    const cm3Hi = (n: number) => `${num(n)} सेमी${sup3}`;
    const wEn = `V = πr${sup2}h = 22/7 × ${r} × ${r} × ${h} = ${num(vol)} cm${sup3}.`;
    const wHi = `आयतन = πr${sup2}h = 22/7 × ${r} × ${r} × ${h} = ${num(vol)} सेमी${sup3}।`;
    const curved = 2 * (22 / 7) * r * h;
    return {
      topic: 'Mensuration',
      params: { kind: 'cylinder', r, h, answer: vol },
      text: `Find the volume of a cylinder with base radius ${r} cm and height ${h} cm. (Take π = 22/7.)`,
      textHi: `एक बेलन का आयतन ज्ञात कीजिए जिसके आधार की त्रिज्या ${r} सेमी और ऊँचाई ${h} सेमी है। (π = 22/7 लें।)`,
      correct: o(cm3(vol), wEn, cm3Hi(vol), wHi),
      wrong: [
        o(cm3(vol / 3), `${num(vol / 3)} cm${sup3} is the volume of a cone of the same base and height (⅓πr${sup2}h).`, cm3Hi(vol / 3), `${num(vol / 3)} सेमी${sup3} समान आधार और ऊँचाई वाले शंकु का आयतन (⅓πr${sup2}h) है।`),
        o(cm3(curved), `${num(curved)} is the curved surface area 2πrh, not the volume.`, cm3Hi(curved), `${num(curved)} वक्र पृष्ठीय क्षेत्रफल 2πrh है, आयतन नहीं।`),
        o(cm3(4 * vol), `${num(4 * vol)} cm${sup3} uses the diameter in place of the radius.`, cm3Hi(4 * vol), `${num(4 * vol)} सेमी${sup3} में त्रिज्या के स्थान पर व्यास ले लिया गया है।`),
        ...near(vol, cm3, cm3Hi, wEn, wHi, [22 * r, -22 * r]),
      ],
    };
  }
  const [l, b, h] = [rng.int(6, 20), rng.int(3, 12), rng.int(2, 10)];
  const tsa = 2 * (l * b + b * h + h * l);
  const cm2 = (n: number) => `${num(n)} cm${sup2}`;
  const cm2Hi = (n: number) => `${num(n)} सेमी${sup2}`;
  const wEn = `TSA = 2(lb + bh + hl) = 2(${l * b} + ${b * h} + ${h * l}) = ${tsa} cm${sup2}.`;
  const wHi = `संपूर्ण पृष्ठीय क्षेत्रफल = 2(lb + bh + hl) = 2(${l * b} + ${b * h} + ${h * l}) = ${tsa} सेमी${sup2}।`;
  return {
    topic: 'Mensuration',
    params: { kind: 'cuboid', l, b, h, answer: tsa },
    text: `What is the total surface area of a cuboid measuring ${l} cm × ${b} cm × ${h} cm?`,
    textHi: `${l} सेमी × ${b} सेमी × ${h} सेमी माप वाले घनाभ का संपूर्ण पृष्ठीय क्षेत्रफल कितना है?`,
    correct: o(cm2(tsa), wEn, cm2Hi(tsa), wHi),
    wrong: [
      o(cm2(tsa / 2), `${tsa / 2} cm${sup2} counts each pair of opposite faces once; a cuboid has two of each.`, cm2Hi(tsa / 2), `${tsa / 2} सेमी${sup2} में आमने-सामने के फलकों में से प्रत्येक जोड़े का एक ही फलक गिना गया है।`),
      o(cm2(l * b * h), `${l * b * h} is the volume (in cm${sup3}), not the surface area.`, cm2Hi(l * b * h), `${l * b * h} आयतन (सेमी${sup3} में) है, पृष्ठीय क्षेत्रफल नहीं।`),
      o(cm2(2 * h * (l + b)), `${2 * h * (l + b)} cm${sup2} is the lateral surface area, which leaves out the top and bottom.`, cm2Hi(2 * h * (l + b)), `${2 * h * (l + b)} सेमी${sup2} पार्श्व पृष्ठीय क्षेत्रफल है, जिसमें ऊपर और नीचे के फलक नहीं हैं।`),
      ...near(tsa, cm2, cm2Hi, wEn, wHi, [10, -10]),
    ],
  };
};

export const geometry: Template = (rng) => {
  if (rng.chance(0.5)) {
    const [a, b, c] = rng.pick([
      [1, 2, 3], [2, 3, 4], [3, 4, 5], [1, 3, 5], [2, 3, 5], [4, 5, 6], [5, 6, 7], [1, 4, 7], [2, 7, 9],
    ] as const);
    const unit = 180 / (a + b + c);
    const ans = unit * c;
    const deg = (n: number) => `${num(n)}°`;
    const wEn = `the angles add up to 180°, so one part is 180° ÷ ${a + b + c} = ${num(unit)}° and the largest angle is ${c} × ${num(unit)}° = ${num(ans)}°.`;
    const wHi = `त्रिभुज के कोणों का योग 180° होता है, अतः एक भाग = 180° ÷ ${a + b + c} = ${num(unit)}° और सबसे बड़ा कोण = ${c} × ${num(unit)}° = ${num(ans)}°।`;
    return {
      topic: 'Geometry',
      params: { kind: 'triangle', a, b, c, answer: ans },
      text: `The angles of a triangle are in the ratio ${a} : ${b} : ${c}. What is the largest angle?`,
      textHi: `एक त्रिभुज के कोण ${a} : ${b} : ${c} के अनुपात में हैं। सबसे बड़ा कोण कितना है?`,
      correct: o(deg(ans), wEn, deg(ans), wHi),
      wrong: [
        o(deg(unit * a), `${num(unit * a)}° is the smallest angle (${a} parts), not the largest.`, deg(unit * a), `${num(unit * a)}° सबसे छोटा कोण (${a} भाग) है, सबसे बड़ा नहीं।`),
        o(deg(unit * b), `${num(unit * b)}° is the middle angle (${b} parts).`, deg(unit * b), `${num(unit * b)}° बीच का कोण (${b} भाग) है।`),
        o(deg((360 / (a + b + c)) * c), `${num((360 / (a + b + c)) * c)}° uses 360° as the angle sum, which is true of a quadrilateral, not a triangle.`, deg((360 / (a + b + c)) * c), `${num((360 / (a + b + c)) * c)}° में कोणों का योग 360° माना गया है, जो चतुर्भुज का होता है, त्रिभुज का नहीं।`),
        ...near(ans, deg, deg, wEn, wHi, [10, -10]),
      ],
    };
  }
  const n = rng.pick([5, 6, 8, 9, 10, 12, 15, 18, 20]);
  const ans = ((n - 2) * 180) / n;
  const deg = (x: number) => `${num(x)}°`;
  const wEn = `each interior angle = (n − 2) × 180° ÷ n = ${n - 2} × 180° ÷ ${n} = ${num(ans)}°.`;
  const wHi = `प्रत्येक अंतः कोण = (n − 2) × 180° ÷ n = ${n - 2} × 180° ÷ ${n} = ${num(ans)}°।`;
  return {
    topic: 'Geometry',
    params: { kind: 'polygon', n, answer: ans },
    text: `What is each interior angle of a regular polygon with ${n} sides?`,
    textHi: `${n} भुजाओं वाले समबहुभुज का प्रत्येक अंतः कोण कितना होता है?`,
    correct: o(deg(ans), wEn, deg(ans), wHi),
    wrong: [
      o(deg(360 / n), `${num(360 / n)}° is each exterior angle (360° ÷ ${n}); the interior angle is 180° minus that.`, deg(360 / n), `${num(360 / n)}° प्रत्येक बाह्य कोण (360° ÷ ${n}) है; अंतः कोण = 180° − बाह्य कोण।`),
      o(deg((n - 2) * 180), `${(n - 2) * 180}° is the sum of all the interior angles, not each one.`, deg((n - 2) * 180), `${(n - 2) * 180}° सभी अंतः कोणों का योग है, प्रत्येक कोण नहीं।`),
      o(deg(180 - 180 / n), `${num(180 - 180 / n)}° does not follow the formula (n − 2) × 180° ÷ n.`, deg(180 - 180 / n), `${num(180 - 180 / n)}° सूत्र (n − 2) × 180° ÷ n से नहीं निकलता।`),
      ...near(ans, deg, deg, wEn, wHi, [6, -6]),
    ],
  };
};

const TRIPLES = [
  [3, 4, 5], [5, 12, 13], [8, 15, 17], [7, 24, 25], [20, 21, 29], [9, 40, 41],
] as const;

export const trigonometry: Template = (rng) => {
  if (rng.chance(0.6)) {
    const [p, q, h] = rng.pick(TRIPLES);
    const [a, b] = rng.chance(0.5) ? [p, q] : [q, p];
    const f = (n: number, d: number) => `${n}/${d}`;
    const wEn = `tan θ = opposite/adjacent = ${a}/${b}, so the hypotenuse is √(${a}${sup2} + ${b}${sup2}) = ${h} and sin θ = opposite/hypotenuse = ${a}/${h}.`;
    const wHi = `tan θ = लंब/आधार = ${a}/${b}, अतः कर्ण = √(${a}${sup2} + ${b}${sup2}) = ${h} और sin θ = लंब/कर्ण = ${a}/${h}।`;
    return {
      topic: 'Trigonometry',
      params: { kind: 'ratio', a, b, answer: `${a}/${h}` },
      text: `If tan θ = ${a}/${b}, where θ is an acute angle, what is the value of sin θ?`,
      textHi: `यदि tan θ = ${a}/${b} है, जहाँ θ एक न्यून कोण है, तो sin θ का मान क्या है?`,
      correct: o(f(a, h), wEn, f(a, h), wHi),
      wrong: [
        o(f(b, h), `${b}/${h} is cos θ (adjacent/hypotenuse), not sin θ.`, f(b, h), `${b}/${h} तो cos θ (आधार/कर्ण) है, sin θ नहीं।`),
        o(f(h, a), `${h}/${a} is cosec θ, the reciprocal of sin θ.`, f(h, a), `${h}/${a} तो cosec θ है, जो sin θ का व्युत्क्रम है।`),
        o(f(b, a), `${b}/${a} is cot θ, the reciprocal of tan θ.`, f(b, a), `${b}/${a} तो cot θ है, जो tan θ का व्युत्क्रम है।`),
        o(f(h, b), `${h}/${b} is sec θ (hypotenuse/adjacent).`, f(h, b), `${h}/${b} तो sec θ (कर्ण/आधार) है।`),
      ],
    };
  }
  const angle = rng.pick([30, 45, 60]);
  const d = 15 * rng.int(1, 6);
  const forms: Record<number, string> = { 30: `${d / 3}√3 m`, 45: `${d} m`, 60: `${d}√3 m` };
  const formsHi = Object.fromEntries(Object.entries(forms).map(([k, v]) => [k, v.replace(' m', ' मी')])) as Record<number, string>;
  const tanText = { 30: '1/√3', 45: '1', 60: '√3' } as Record<number, string>;
  const wEn = `height = distance × tan ${angle}° = ${d} × ${tanText[angle]} = ${forms[angle]}.`;
  const wHi = `ऊँचाई = दूरी × tan ${angle}° = ${d} × ${tanText[angle]} = ${formsHi[angle]}।`;
  const others = [30, 45, 60].filter((x) => x !== angle);
  const tanOf = (x: number) => forms[x].replace(' m', '');
  return {
    topic: 'Trigonometry',
    params: { kind: 'height', angle, d, answer: forms[angle] },
    text: `From a point on the ground ${d} m from the foot of a tower, the angle of elevation of the top of the tower is ${angle}°. What is the height of the tower?`,
    textHi: `किसी मीनार के पाद से ${d} मी दूर भूमि पर स्थित एक बिंदु से मीनार के शिखर का उन्नयन कोण ${angle}° है। मीनार की ऊँचाई कितनी है?`,
    correct: o(forms[angle], wEn, formsHi[angle], wHi),
    wrong: [
      ...others.map((x) =>
        o(
          `${tanOf(x)} m`,
          `${tanOf(x)} m would be the height for an angle of elevation of ${x}°, not ${angle}°.`,
          `${tanOf(x)} मी`,
          `${tanOf(x)} मी तो ${x}° के उन्नयन कोण पर ऊँचाई होती, ${angle}° पर नहीं।`,
        ),
      ),
      o(`${2 * d} m`, `${2 * d} m doubles the distance; the height is the distance times tan ${angle}°.`, `${2 * d} मी`, `${2 * d} मी में दूरी को दुगुना कर दिया गया है; ऊँचाई = दूरी × tan ${angle}°।`),
      o(`${d}√2 m`, `${d}√2 m is the line-of-sight distance for a 45° angle, not a height; ${wEn}`, `${d}√2 मी`, `${d}√2 मी तो 45° पर दृष्टि-रेखा की दूरी है, ऊँचाई नहीं; ${wHi}`),
    ],
  };
};

// ---------------------------------------------------------------- quadratic equations (IBPS)

const quad = (v: string, r1: number, r2: number) => {
  const s = r1 + r2;
  const p = r1 * r2;
  const mid = s === 0 ? '' : ` ${s > 0 ? '−' : '+'} ${Math.abs(s) === 1 ? '' : Math.abs(s)}${v}`;
  const last = p === 0 ? '' : ` ${p > 0 ? '+' : '−'} ${Math.abs(p)}`;
  return `${v}${sup2}${mid}${last} = 0`;
};

export const quadratic: Template = (rng) => {
  let xs: number[] = [];
  let ys: number[] = [];
  let rel = '';
  while (!rel) {
    xs = [rng.int(-9, 9), rng.int(-9, 9)];
    ys = [rng.int(-9, 9), rng.int(-9, 9)];
    if (xs[0] === xs[1] || ys[0] === ys[1]) continue;
    const [xmin, xmax] = [Math.min(...xs), Math.max(...xs)];
    const [ymin, ymax] = [Math.min(...ys), Math.max(...ys)];
    if (xmin > ymax) rel = 'x > y';
    else if (xmin === ymax) rel = 'x ≥ y';
    else if (xmax < ymin) rel = 'x < y';
    else if (xmax === ymin) rel = 'x ≤ y';
  }
  const roots = (v: string, r: number[]) => `${v} = ${num(r[0])} or ${num(r[1])}`;
  const rootsHi = (v: string, r: number[]) => `${v} = ${num(r[0])} या ${num(r[1])}`;
  const wEn = `factorising, ${roots('x', xs)} and ${roots('y', ys)}; comparing every pair of roots gives ${rel}.`;
  const wHi = `गुणनखंड करने पर ${rootsHi('x', xs)} तथा ${rootsHi('y', ys)}; मूलों के प्रत्येक युग्म की तुलना करने पर ${rel}।`;
  const wrongFor = (r: string): Opt => {
    const why: Record<string, [string, string]> = {
      'x > y': ['x > y needs every root of x to exceed every root of y', 'x > y के लिए x का प्रत्येक मूल y के प्रत्येक मूल से बड़ा होना चाहिए'],
      'x ≥ y': ['x ≥ y needs the smallest root of x to equal or exceed the largest root of y', 'x ≥ y के लिए x का सबसे छोटा मूल y के सबसे बड़े मूल के बराबर या उससे बड़ा होना चाहिए'],
      'x < y': ['x < y needs every root of x to be below every root of y', 'x < y के लिए x का प्रत्येक मूल y के प्रत्येक मूल से छोटा होना चाहिए'],
      'x ≤ y': ['x ≤ y needs the largest root of x to equal or be below the smallest root of y', 'x ≤ y के लिए x का सबसे बड़ा मूल y के सबसे छोटे मूल के बराबर या उससे छोटा होना चाहिए'],
    };
    return o(r, `${why[r][0]}, which is not the case here: ${wEn}`, r, `${why[r][1]}, जो यहाँ नहीं है: ${wHi}`);
  };
  const rels = ['x > y', 'x ≥ y', 'x < y', 'x ≤ y'];
  return {
    topic: 'Quadratic Equations',
    params: { x1: xs[0], x2: xs[1], y1: ys[0], y2: ys[1], answer: rel },
    text: `Solve both equations and find the relation between x and y. I. ${quad('x', xs[0], xs[1])}  II. ${quad('y', ys[0], ys[1])}`,
    textHi: `दोनों समीकरणों को हल करके x और y के बीच संबंध ज्ञात कीजिए। I. ${quad('x', xs[0], xs[1])}  II. ${quad('y', ys[0], ys[1])}`,
    correct: o(rel, wEn, rel, wHi),
    // Four of the five IBPS choices fit; which wrong ones appear varies.
    wrong: rng.shuffle([
      ...rels.filter((r) => r !== rel).map(wrongFor),
      o('x = y or the relation cannot be established', `A relation can be established here: ${wEn}`, 'x = y या संबंध स्थापित नहीं किया जा सकता', `यहाँ संबंध स्थापित किया जा सकता है: ${wHi}`),
    ]),
  };
};

// ---------------------------------------------------------------- data interpretation (a block of questions on one table)

/** One table of yearly figures and `count` questions on it (2–4), kept together in the paper. */
export function dataInterpretation(rng: Rng, count = 3): Generated[] {
  const [what, whatHi] = rng.pick([
    ['cars produced by a company (in thousands)', 'एक कंपनी द्वारा उत्पादित कारें (हज़ार में)'],
    ['students enrolled in a college', 'एक महाविद्यालय में नामांकित छात्र'],
    ['tonnes of rice exported by a state', 'एक राज्य द्वारा निर्यात किया गया चावल (टन में)'],
    ['two-wheelers sold by a dealer', 'एक डीलर द्वारा बेचे गए दोपहिया वाहन'],
  ] as const);
  const start = rng.int(2017, 2020);
  const yearsList = [0, 1, 2, 3, 4].map((i) => start + i);
  const values = yearsList.map(() => 10 * rng.int(12, 40));
  // The total must divide by 5 for a clean average.
  while (values.reduce((s, v) => s + v, 0) % 50 !== 0) values[4] += 10;
  const table = yearsList.map((y, i) => `${y}: ${values[i]}`).join(', ');
  const lead = `Study the data and answer the question. The number of ${what} in five years was ${table}.`;
  const leadHi = `आँकड़ों का अध्ययन करें और प्रश्न का उत्तर दें। पाँच वर्षों के आँकड़े, ${whatHi}: ${table}।`;
  const total = values.reduce((s, v) => s + v, 0);
  const avg = total / 5;

  const qs: Generated[] = [];
  const wAvgEn = `the total is ${values.join(' + ')} = ${total}, and ${total} ÷ 5 = ${avg}.`;
  const wAvgHi = `योग = ${values.join(' + ')} = ${total}, और ${total} ÷ 5 = ${avg}।`;
  qs.push({
    topic: 'Data Interpretation',
    params: { kind: 'average', values: values.join(','), answer: avg },
    text: `${lead} What is the average per year over the five years?`,
    textHi: `${leadHi} पाँच वर्षों का प्रति वर्ष औसत कितना है?`,
    correct: o(num(avg), wAvgEn, num(avg), wAvgHi),
    wrong: [
      o(num(total / 4), `${num(total / 4)} divides the total by 4, but there are five years.`, num(total / 4), `${num(total / 4)} में योग को 4 से भाग दिया गया है, जबकि वर्ष पाँच हैं।`),
      o(num((values[0] + values[4]) / 2), `${num((values[0] + values[4]) / 2)} averages only the first and last years.`, num((values[0] + values[4]) / 2), `${num((values[0] + values[4]) / 2)} केवल पहले और अंतिम वर्ष का औसत है।`),
      o(num(total), `${total} is the five-year total, not the yearly average.`, num(total), `${total} पाँच वर्षों का योग है, प्रति वर्ष औसत नहीं।`),
      ...near(avg, ...same(num), wAvgEn, wAvgHi, [10, -10, 20]),
    ],
  });

  // Percentage change between two years with different values.
  let i = 0;
  let j = 0;
  while (values[i] === values[j]) [i, j] = rng.sample([0, 1, 2, 3, 4], 2).sort((p, q) => p - q);
  const change = ((values[j] - values[i]) / values[i]) * 100;
  const inc = change > 0;
  const mag = Math.abs(change);
  const pc = (n: number) => `${num(n)}%`;
  const wChEn = `the change is ${values[j]} − ${values[i]} = ${values[j] - values[i]}, and ${Math.abs(values[j] - values[i])} ÷ ${values[i]} × 100 = ${num(mag)}%.`;
  const wChHi = `परिवर्तन = ${values[j]} − ${values[i]} = ${values[j] - values[i]}, और ${Math.abs(values[j] - values[i])} ÷ ${values[i]} × 100 = ${num(mag)}%।`;
  const onLater = (Math.abs(values[j] - values[i]) / values[j]) * 100;
  qs.push({
    topic: 'Data Interpretation',
    params: { kind: 'change', from: values[i], to: values[j], answer: mag },
    text: `${lead} By what percentage did the figure ${inc ? 'increase' : 'decrease'} from ${yearsList[i]} to ${yearsList[j]}?`,
    textHi: `${leadHi} ${yearsList[i]} से ${yearsList[j]} तक यह आँकड़ा कितने प्रतिशत ${inc ? 'बढ़ा' : 'घटा'}?`,
    correct: o(pc(mag), `Percentage change is measured on the earlier year: ${wChEn}`, pc(mag), `प्रतिशत परिवर्तन पहले वर्ष के आधार पर मापा जाता है: ${wChHi}`),
    wrong: [
      o(pc(onLater), `${num(onLater)}% divides the change by the ${yearsList[j]} figure; it must be divided by the ${yearsList[i]} figure.`, pc(onLater), `${num(onLater)}% में परिवर्तन को ${yearsList[j]} के आँकड़े से भाग दिया गया है; इसे ${yearsList[i]} के आँकड़े से भाग देना चाहिए।`),
      o(pc(Math.abs(values[j] - values[i])), `${Math.abs(values[j] - values[i])}% confuses the absolute change with a percentage; ${wChEn}`, pc(Math.abs(values[j] - values[i])), `${Math.abs(values[j] - values[i])}% में वास्तविक अंतर को ही प्रतिशत मान लिया गया है; ${wChHi}`),
      ...near(mag, pc, pc, wChEn, wChHi, [5, -5, 10]),
    ],
  });

  const a = values[0] + values[1];
  const b = values[3] + values[4];
  const wREn = `${yearsList[0]} + ${yearsList[1]} = ${values[0]} + ${values[1]} = ${a} and ${yearsList[3]} + ${yearsList[4]} = ${values[3]} + ${values[4]} = ${b}, so the ratio is ${a} : ${b} = ${ratio(a, b)}.`;
  const wRHi = `${yearsList[0]} + ${yearsList[1]} = ${values[0]} + ${values[1]} = ${a} तथा ${yearsList[3]} + ${yearsList[4]} = ${values[3]} + ${values[4]} = ${b}, अतः अनुपात = ${a} : ${b} = ${ratio(a, b)}।`;
  qs.push({
    topic: 'Data Interpretation',
    params: { kind: 'ratio', a, b, answer: ratio(a, b) },
    text: `${lead} What is the ratio of the total for ${yearsList[0]} and ${yearsList[1]} to the total for ${yearsList[3]} and ${yearsList[4]}?`,
    textHi: `${leadHi} ${yearsList[0]} और ${yearsList[1]} के योग का ${yearsList[3]} और ${yearsList[4]} के योग से अनुपात क्या है?`,
    correct: o(ratio(a, b), wREn, ratio(a, b), wRHi),
    wrong: [
      o(ratio(b, a), `${ratio(b, a)} is the ratio the other way round.`, ratio(b, a), `${ratio(b, a)} उलटा अनुपात है।`),
      o(ratio(values[0], values[4]), `${ratio(values[0], values[4])} compares only ${yearsList[0]} with ${yearsList[4]}.`, ratio(values[0], values[4]), `${ratio(values[0], values[4])} में केवल ${yearsList[0]} की तुलना ${yearsList[4]} से की गई है।`),
      o(ratio(values[1], values[3]), `${ratio(values[1], values[3])} compares only ${yearsList[1]} with ${yearsList[3]}.`, ratio(values[1], values[3]), `${ratio(values[1], values[3])} में केवल ${yearsList[1]} की तुलना ${yearsList[3]} से की गई है।`),
      o(ratio(a + 10, b), `${ratio(a + 10, b)} misadds the first two years; ${wREn}`, ratio(a + 10, b), `${ratio(a + 10, b)} में पहले दो वर्षों का योग गलत है; ${wRHi}`),
      o(ratio(a, b + 10), `${ratio(a, b + 10)} misadds the last two years; ${wREn}`, ratio(a, b + 10), `${ratio(a, b + 10)} में अंतिम दो वर्षों का योग गलत है; ${wRHi}`),
      o(ratio(a + 20, b), `${ratio(a + 20, b)} overstates the first two years by 20; ${wREn}`, ratio(a + 20, b), `${ratio(a + 20, b)} में पहले दो वर्षों का योग 20 अधिक लिया गया है; ${wRHi}`),
      o(ratio(a, b + 20), `${ratio(a, b + 20)} overstates the last two years by 20; ${wREn}`, ratio(a, b + 20), `${ratio(a, b + 20)} में अंतिम दो वर्षों का योग 20 अधिक लिया गया है; ${wRHi}`),
    ],
  });

  const maxV = Math.max(...values);
  const minV = Math.min(...values);
  const more = ((maxV - minV) / minV) * 100;
  const wMEn = `the highest figure is ${maxV} and the lowest ${minV}; (${maxV} − ${minV}) ÷ ${minV} × 100 = ${num(more)}%.`;
  const wMHi = `सबसे बड़ा आँकड़ा ${maxV} और सबसे छोटा ${minV} है; (${maxV} − ${minV}) ÷ ${minV} × 100 = ${num(more)}%।`;
  const lessBy = ((maxV - minV) / maxV) * 100;
  qs.push({
    topic: 'Data Interpretation',
    params: { kind: 'maxmin', maxV, minV, answer: more },
    text: `${lead} By what percentage is the highest yearly figure more than the lowest?`,
    textHi: `${leadHi} सबसे अधिक वार्षिक आँकड़ा सबसे कम आँकड़े से कितने प्रतिशत अधिक है?`,
    correct: o(pc(more), wMEn, pc(more), wMHi),
    wrong: [
      o(pc(lessBy), `${num(lessBy)}% is how much lower the lowest is than the highest (measured on the highest).`, pc(lessBy), `${num(lessBy)}% यह बताता है कि सबसे कम आँकड़ा सबसे अधिक से कितना कम है (सबसे अधिक के आधार पर)।`),
      o(pc(maxV - minV), `${maxV - minV}% confuses the difference with a percentage; ${wMEn}`, pc(maxV - minV), `${maxV - minV}% में अंतर को ही प्रतिशत मान लिया गया है; ${wMHi}`),
      ...near(more, pc, pc, wMEn, wMHi, [5, -5, 10]),
    ],
  });
  return rng.sample(qs, Math.max(2, Math.min(count, qs.length))).sort((p, q) => qs.indexOf(p) - qs.indexOf(q));
}

/** The single-question quant templates (data interpretation and series are separate). */
export const QUANT = [
  percentage,
  successiveDiscount,
  profitLoss,
  simpleInterest,
  compoundInterest,
  ratioShare,
  partnership,
  ages,
  mixture,
  average,
  timeAndWork,
  pipes,
  trains,
  averageSpeed,
  boats,
  hcfLcm,
  algebra,
  simplification,
  mensuration,
  geometry,
  trigonometry,
];
