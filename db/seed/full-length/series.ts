/** Number and letter series from templates, in English and Hindi (quant and reasoning both use them). */
import type { Rng } from '../random';
import { o } from './assemble';
import { num } from './format';
import type { Generated, Template } from './types';

const ASK = 'Find the next number in the series:';
const ASK_HI = 'श्रृंखला की अगली संख्या ज्ञात कीजिए:';
const op = (c: number) => (c >= 0 ? '+' : '−');

export const numberSeries: Template = (rng) => {
  const kind = rng.int(0, 3);
  const ask = (terms: number[]) => ({ text: `${ASK} ${terms.join(', ')}, ?`, textHi: `${ASK_HI} ${terms.join(', ')}, ?` });
  if (kind === 0) {
    // Each term is m times the previous plus c.
    const [m, c] = rng.pick([
      [2, 1], [2, 3], [3, 1], [3, -1], [2, -1], [2, 2], [3, 2], [2, 5],
    ] as const);
    let t = rng.int(2, 7);
    const terms = [t];
    for (let i = 0; i < 5; i++) terms.push((t = t * m + c));
    const last = terms[4];
    const ans = terms[5];
    const ruleEn = `each term is ${m} times the previous one ${c >= 0 ? 'plus' : 'minus'} ${Math.abs(c)}`;
    const ruleHi = `प्रत्येक पद पिछले पद का ${m} गुना ${c >= 0 ? 'जमा' : 'घटा'} ${Math.abs(c)} है`;
    return {
      topic: 'Number Series',
      params: { kind: 'multiply', m, c, first: terms[0], answer: ans },
      ...ask(terms.slice(0, 5)),
      correct: o(num(ans), `The rule is that ${ruleEn}: ${last} × ${m} ${op(c)} ${Math.abs(c)} = ${ans}.`, num(ans), `नियम यह है कि ${ruleHi}: ${last} × ${m} ${op(c)} ${Math.abs(c)} = ${ans}।`),
      wrong: [
        o(num(last * m), `${last * m} is ${last} × ${m} but leaves out the ${op(c)}${Math.abs(c)} applied at every step.`, num(last * m), `${last * m} केवल ${last} × ${m} है; हर चरण में लगने वाला ${op(c)}${Math.abs(c)} छूट गया है।`),
        o(num(last + (last - terms[3])), `${last + (last - terms[3])} repeats the last difference (${last - terms[3]}), but the differences grow by a factor of ${m}.`, num(last + (last - terms[3])), `${last + (last - terms[3])} में अंतिम अंतर (${last - terms[3]}) दोहराया गया है, जबकि अंतर ${m} गुना बढ़ते हैं।`),
        o(num(last * m - c), `${last * m - c} applies the constant with the wrong sign; ${ruleEn}.`, num(last * m - c), `${last * m - c} में अचर गलत चिह्न के साथ लगाया गया है; ${ruleHi}।`),
        o(num(ans + 2), `${ans + 2} overshoots by 2: ${ruleEn}, which gives ${ans}.`, num(ans + 2), `${ans + 2} सही उत्तर से 2 अधिक है: ${ruleHi}, जिससे ${ans} आता है।`),
        o(num(ans - 2), `${ans - 2} is 2 short: ${ruleEn}, which gives ${ans}.`, num(ans - 2), `${ans - 2} सही उत्तर से 2 कम है: ${ruleHi}, जिससे ${ans} आता है।`),
      ],
    };
  }
  if (kind === 1) {
    // Differences grow by a constant step.
    const start = rng.int(2, 30);
    const d0 = rng.int(1, 6);
    const step = rng.int(1, 4);
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
      topic: 'Number Series',
      params: { kind: 'differences', start, d0, step, answer: ans },
      ...ask(terms.slice(0, 5)),
      correct: o(num(ans), `The differences are ${diffs}, growing by ${step}; the next difference is ${nextDiff}, so ${terms[4]} + ${nextDiff} = ${ans}.`, num(ans), `अंतर ${diffs} हैं, जो ${step} से बढ़ते हैं; अगला अंतर ${nextDiff} है, अतः ${terms[4]} + ${nextDiff} = ${ans}।`),
      wrong: [
        o(num(terms[4] + lastDiff), `${terms[4] + lastDiff} repeats the last difference (${lastDiff}), but the differences grow by ${step} each time.`, num(terms[4] + lastDiff), `${terms[4] + lastDiff} में अंतिम अंतर (${lastDiff}) दोहराया गया है, जबकि अंतर हर बार ${step} से बढ़ता है।`),
        o(num(ans + step), `${ans + step} adds ${nextDiff + step}, skipping one step of the growing differences (${diffs}, ${nextDiff}).`, num(ans + step), `${ans + step} में ${nextDiff + step} जोड़ा गया है, जिससे बढ़ते अंतरों (${diffs}, ${nextDiff}) का एक चरण छूट जाता है।`),
        o(num(terms[4] * 2), `${terms[4] * 2} doubles the last term, but the series grows by differences of ${diffs}, not by doubling.`, num(terms[4] * 2), `${terms[4] * 2} में अंतिम पद को दुगुना किया गया है, जबकि श्रृंखला ${diffs} के अंतरों से बढ़ती है।`),
        o(num(ans - 1), `${ans - 1} is one short: the next difference is ${nextDiff}, giving ${ans}.`, num(ans - 1), `${ans - 1} एक कम है: अगला अंतर ${nextDiff} है, जिससे ${ans} आता है।`),
        o(num(ans + 2 * step + 1), `${ans + 2 * step + 1} does not follow the differences ${diffs}; the next one is ${nextDiff}.`, num(ans + 2 * step + 1), `${ans + 2 * step + 1} अंतरों ${diffs} के क्रम में नहीं है; अगला अंतर ${nextDiff} है।`),
      ],
    };
  }
  if (kind === 2) {
    // Squares or cubes of consecutive numbers, plus or minus a constant.
    const power = rng.chance(0.6) ? 2 : 3;
    const n0 = rng.int(power === 2 ? 3 : 1, power === 2 ? 14 : 6);
    const k = rng.pick([0, 1, -1, 2]);
    const terms = [0, 1, 2, 3, 4].map((i) => Math.pow(n0 + i, power) + k);
    const next = n0 + 5;
    const ans = Math.pow(next, power) + k;
    const word = power === 2 ? 'squares' : 'cubes';
    const wordHi = power === 2 ? 'वर्ग' : 'घन';
    const adj = k === 0 ? '' : ` ${op(k)} ${Math.abs(k)}`;
    const adjEn = k === 0 ? '' : `, each ${k > 0 ? 'plus' : 'minus'} ${Math.abs(k)}`;
    const adjHi = k === 0 ? '' : `, प्रत्येक में ${Math.abs(k)} ${k > 0 ? 'जोड़ा गया' : 'घटाया गया'}`;
    return {
      topic: 'Number Series',
      params: { kind: 'powers', power, n0, k, answer: ans },
      ...ask(terms),
      correct: o(num(ans), `The terms are the ${word} of ${n0} to ${n0 + 4}${adjEn}, so the next is ${next}^${power}${adj} = ${ans}.`, num(ans), `पद ${n0} से ${n0 + 4} तक की संख्याओं के ${wordHi} हैं${adjHi}, अतः अगला पद ${next}^${power}${adj} = ${ans} है।`),
      wrong: [
        o(num(ans + 1), `${ans + 1} is one more than ${next}^${power}${adj}; the pattern gives ${ans}.`, num(ans + 1), `${ans + 1}, ${next}^${power}${adj} से एक अधिक है; क्रम से ${ans} आता है।`),
        o(num(ans - 1), `${ans - 1} is one less than ${next}^${power}${adj}; the pattern gives ${ans}.`, num(ans - 1), `${ans - 1}, ${next}^${power}${adj} से एक कम है; क्रम से ${ans} आता है।`),
        o(num(terms[4] + (terms[4] - terms[3])), `${terms[4] + (terms[4] - terms[3])} repeats the last difference (${terms[4] - terms[3]}), but differences between ${word} keep growing.`, num(terms[4] + (terms[4] - terms[3])), `${terms[4] + (terms[4] - terms[3])} में अंतिम अंतर (${terms[4] - terms[3]}) दोहराया गया है, जबकि ${wordHi}ों के बीच अंतर बढ़ते जाते हैं।`),
        o(num(Math.pow(next + 1, power) + k), `${Math.pow(next + 1, power) + k} skips a term: it belongs to ${next + 1}, not ${next}.`, num(Math.pow(next + 1, power) + k), `${Math.pow(next + 1, power) + k} में एक पद छूट गया है: यह ${next + 1} का है, ${next} का नहीं।`),
      ],
    };
  }
  // Two interleaved series: the 1st, 3rd, 5th… terms add a, the 2nd, 4th, 6th… add b. Seven terms are shown,
  // so the eighth belongs to the second series.
  const a = rng.int(2, 9);
  const b = rng.int(3, 12);
  const s1 = rng.int(1, 20);
  const s2 = rng.int(1, 30);
  const terms: number[] = [];
  for (let i = 0; i < 7; i++) terms.push(i % 2 === 0 ? s1 + (i / 2) * a : s2 + ((i - 1) / 2) * b);
  const ans = terms[5] + b;
  if (new Set(terms).size < 7 || a === b) return numberSeries(rng);
  const first = terms.filter((_, i) => i % 2 === 0).join(', ');
  const second = terms.filter((_, i) => i % 2 === 1).join(', ');
  const repeat = terms[6] + (terms[6] - terms[5]);
  return {
    topic: 'Number Series',
    params: { kind: 'alternate', s1, a, s2, b, answer: ans },
    ...ask(terms),
    correct: o(num(ans), `Two series alternate: ${first} (adding ${a}) and ${second} (adding ${b}); the eighth term belongs to the second, ${terms[5]} + ${b} = ${ans}.`, num(ans), `दो श्रृंखलाएँ बारी-बारी से चलती हैं: ${first} (${a} जोड़कर) और ${second} (${b} जोड़कर); आठवाँ पद दूसरी श्रृंखला का है, ${terms[5]} + ${b} = ${ans}।`),
    wrong: [
      o(num(terms[6] + a), `${terms[6] + a} continues the first series (${first}), but the eighth place belongs to the second one.`, num(terms[6] + a), `${terms[6] + a} पहली श्रृंखला (${first}) का अगला पद है, पर आठवाँ स्थान दूसरी श्रृंखला का है।`),
      o(num(terms[5] + a), `${terms[5] + a} adds the first series' step (${a}) to the second series.`, num(terms[5] + a), `${terms[5] + a} में दूसरी श्रृंखला में पहली श्रृंखला का अंतर (${a}) जोड़ा गया है।`),
      o(num(repeat), `${repeat} repeats the last difference as if it were a single series.`, num(repeat), `${repeat} में अंतिम अंतर दोहराया गया है, मानो यह एक ही श्रृंखला हो।`),
      o(num(ans + 1), `${ans + 1} is one more than ${terms[5]} + ${b}.`, num(ans + 1), `${ans + 1}, ${terms[5]} + ${b} से एक अधिक है।`),
      o(num(ans - 1), `${ans - 1} is one less than ${terms[5]} + ${b}.`, num(ans - 1), `${ans - 1}, ${terms[5]} + ${b} से एक कम है।`),
    ],
  };
};

const L = (n: number) => String.fromCharCode(64 + n);

export const letterSeries: Template = (rng): Generated => {
  if (rng.chance(0.5)) {
    // Single letters with gaps that grow by one.
    let start = 0;
    let g0 = 0;
    let pos: number[] = [];
    do {
      start = rng.int(1, 8);
      g0 = rng.int(1, 3);
      pos = [start];
      for (let i = 0; i < 5; i++) pos.push(pos[i] + g0 + i);
    } while (pos[5] > 26);
    const ans = L(pos[5]);
    const gaps = [1, 2, 3, 4].map((i) => pos[i] - pos[i - 1]);
    const next = gaps[3] + 1;
    const shown = pos.slice(0, 5).map(L).join(', ');
    const cand = [pos[5] - 1, pos[5] + 1, pos[5] - 2, pos[5] + 2, pos[5] - 3].filter((p) => p >= 1 && p <= 26 && p !== pos[5]);
    return {
      topic: 'Letter Series',
      params: { kind: 'gaps', start, g0, answer: ans },
      text: `Find the next letter in the series: ${shown}, ?`,
      textHi: `श्रृंखला का अगला अक्षर ज्ञात कीजिए: ${shown}, ?`,
      correct: o(ans, `The gaps are ${gaps.join(', ')}, so the next gap is ${next}: ${L(pos[4])} (${pos[4]}) + ${next} = ${ans} (${pos[5]}).`, ans, `अंतर ${gaps.join(', ')} हैं, अतः अगला अंतर ${next} है: ${L(pos[4])} (${pos[4]}) + ${next} = ${ans} (${pos[5]})।`),
      wrong: cand.map((p) =>
        o(L(p), `${L(p)} is letter ${p}; the gaps ${gaps.join(', ')} grow by one, so the next letter is ${ans}, letter ${pos[5]}.`, L(p), `${L(p)} वर्णमाला का ${p}वाँ अक्षर है; अंतर ${gaps.join(', ')} एक-एक बढ़ते हैं, अतः अगला अक्षर ${pos[5]}वाँ, ${ans} है।`),
      ),
    };
  }
  // Pairs: the first letter moves forward by a, the second backward by b.
  const a = rng.int(1, 3);
  const b = rng.int(1, 3);
  const f0 = rng.int(1, 6);
  const s0 = rng.int(21, 26);
  const pair = (i: number) => `${L(f0 + i * a)}${L(s0 - i * b)}`;
  const shown = [0, 1, 2, 3].map(pair).join(', ');
  const ans = pair(4);
  const f4 = f0 + 4 * a;
  const s4 = s0 - 4 * b;
  const alts = [
    `${L(f4)}${L(s4 + b)}`,
    `${L(f4 - a)}${L(s4)}`,
    `${L(f4 + 1)}${L(s4 - 1)}`,
    `${L(s4)}${L(f4)}`,
  ];
  const why = [
    ['repeats the second letter instead of moving it back', 'दूसरे अक्षर को पीछे ले जाने के बजाय दोहरा दिया गया है'],
    ['repeats the first letter instead of moving it forward', 'पहले अक्षर को आगे बढ़ाने के बजाय दोहरा दिया गया है'],
    ['moves each letter one place too far', 'प्रत्येक अक्षर को एक स्थान अधिक खिसका दिया गया है'],
    ['has the right letters in the wrong order', 'अक्षर सही हैं पर उनका क्रम उलटा है'],
  ];
  return {
    topic: 'Letter Series',
    params: { kind: 'pairs', f0, a, s0, b, answer: ans },
    text: `Find the next term in the series: ${shown}, ?`,
    textHi: `श्रृंखला का अगला पद ज्ञात कीजिए: ${shown}, ?`,
    correct: o(ans, `The first letters move ${a} place${a > 1 ? 's' : ''} forward and the second letters ${b} place${b > 1 ? 's' : ''} back: ${pair(3)} → ${ans}.`, ans, `पहले अक्षर ${a} स्थान आगे और दूसरे अक्षर ${b} स्थान पीछे खिसकते हैं: ${pair(3)} → ${ans}।`),
    wrong: alts.map((t, i) => o(t, `${t} ${why[i][0]}; the next term is ${ans}.`, t, `${t} में ${why[i][1]}; अगला पद ${ans} है।`)),
  };
};
