/**
 * Reasoning from templates, in English and Hindi: coding-decoding, analogy,
 * classification, direction sense, ranking, clock, calendar, mathematical
 * operations, dictionary order, alphabet test, syllogism and inequality.
 * Every answer is computed; every distractor is a typical slip, explained.
 * Blood relations come from a small hand-written bank at the end.
 */
import type { Rng } from '../random';
import { o } from './assemble';
import { num } from './format';
import type { Generated, Opt, RawQuestion, Template } from './types';

const L = (n: number) => String.fromCharCode(64 + n);
const pos = (ch: string) => ch.charCodeAt(0) - 64;
const shift = (w: string, k: number) =>
  w
    .split('')
    .map((c) => L(((((pos(c) - 1 + k) % 26) + 26) % 26) + 1))
    .join('');
const reverse = (w: string) => w.split('').reverse().join('');

function ordinal(n: number): string {
  const s = n % 100 >= 11 && n % 100 <= 13 ? 'th' : ({ 1: 'st', 2: 'nd', 3: 'rd' } as Record<number, string>)[n % 10] ?? 'th';
  return `${n}${s}`;
}
/** Hindi ordinal: 1 → पहला, 2 → दूसरा …, otherwise "5वाँ"; oblique "5वें", feminine "5वीं". */
function ordinalHi(n: number, form: 'direct' | 'oblique' | 'feminine' = 'direct'): string {
  const words: Record<number, [string, string, string]> = {
    1: ['पहला', 'पहले', 'पहली'],
    2: ['दूसरा', 'दूसरे', 'दूसरी'],
    3: ['तीसरा', 'तीसरे', 'तीसरी'],
    4: ['चौथा', 'चौथे', 'चौथी'],
    5: ['पाँचवाँ', 'पाँचवें', 'पाँचवीं'],
  };
  const i = { direct: 0, oblique: 1, feminine: 2 }[form];
  return words[n]?.[i] ?? `${n}${['वाँ', 'वें', 'वीं'][i]}`;
}

const WORDS = [
  'PAPER', 'HOUSE', 'TABLE', 'CHAIR', 'WATER', 'LIGHT', 'PLANT', 'MONEY', 'RIVER', 'SMILE',
  'BREAD', 'CLOUD', 'TRAIN', 'STONE', 'HEART', 'GLASS', 'FRUIT', 'NIGHT', 'SUGAR', 'BRICK',
];

// ---------------------------------------------------------------- coding-decoding

export const letterCoding: Template = (rng) => {
  const [w1, w2] = rng.sample(WORDS, 2);
  const k = rng.pick([1, 2, 3, -1, -2]);
  const rev = rng.chance(0.4);
  const code = (w: string, kk: number, r: boolean) => (r ? reverse(shift(w, kk)) : shift(w, kk));
  const c1 = code(w1, k, rev);
  const ans = code(w2, k, rev);
  const dir = k > 0 ? 'forward' : 'back';
  const dirHi = k > 0 ? 'आगे' : 'पीछे';
  const n = Math.abs(k);
  const ruleEn = `each letter moves ${n} place${n > 1 ? 's' : ''} ${dir} in the alphabet${rev ? ' and the letters are then written in reverse order' : ''}`;
  const ruleHi = `प्रत्येक अक्षर वर्णमाला में ${n} स्थान ${dirHi} खिसकता है${rev ? ' और फिर अक्षरों को उलटे क्रम में लिखा जाता है' : ''}`;
  const wEn = `${ruleEn}: ${w1} → ${c1}, so ${w2} → ${ans}.`;
  const wHi = `${ruleHi}: ${w1} → ${c1}, अतः ${w2} → ${ans}।`;
  return {
    topic: 'Coding-Decoding',
    params: { w1, w2, k, rev: rev ? 1 : 0, answer: ans },
    text: `In a certain code language, ${w1} is written as ${c1}. How is ${w2} written in that code language?`,
    textHi: `एक निश्चित कूट भाषा में ${w1} को ${c1} लिखा जाता है। उसी कूट भाषा में ${w2} को कैसे लिखा जाएगा?`,
    correct: o(ans, `The rule is that ${wEn}`, ans, `नियम यह है कि ${wHi}`),
    wrong: [
      o(code(w2, -k, rev), `${code(w2, -k, rev)} moves the letters ${k > 0 ? 'back' : 'forward'} instead of ${dir}; ${wEn}`, code(w2, -k, rev), `${code(w2, -k, rev)} में अक्षर ${dirHi} के बजाय उलटी दिशा में खिसकाए गए हैं; ${wHi}`),
      o(code(w2, k, !rev), `${code(w2, k, !rev)} ${rev ? 'forgets to reverse the letters' : 'reverses the letters, which the code does not do'}; ${wEn}`, code(w2, k, !rev), `${code(w2, k, !rev)} में ${rev ? 'अक्षरों को उलटना छूट गया है' : 'अक्षरों को उलट दिया गया है, जो इस कूट में नहीं होता'}; ${wHi}`),
      o(code(w2, k + Math.sign(k), rev), `${code(w2, k + Math.sign(k), rev)} moves each letter ${n + 1} places instead of ${n}.`, code(w2, k + Math.sign(k), rev), `${code(w2, k + Math.sign(k), rev)} में प्रत्येक अक्षर ${n} के बजाय ${n + 1} स्थान खिसकाया गया है।`),
      o(code(w2, k, rev).slice(0, 4) + w2[rev ? 0 : 4], `${code(w2, k, rev).slice(0, 4) + w2[rev ? 0 : 4]} leaves one letter uncoded; every letter follows the rule.`, code(w2, k, rev).slice(0, 4) + w2[rev ? 0 : 4], `${code(w2, k, rev).slice(0, 4) + w2[rev ? 0 : 4]} में एक अक्षर बिना बदले छोड़ दिया गया है; नियम हर अक्षर पर लागू होता है।`),
    ],
  };
};

export const numberCoding: Template = (rng) => {
  const [w1, w2] = rng.sample(WORDS, 2);
  const sum = (w: string) => w.split('').reduce((s, c) => s + pos(c), 0);
  const revSum = (w: string) => w.split('').reduce((s, c) => s + 27 - pos(c), 0);
  const ans = sum(w2);
  const spell = (w: string) => w.split('').map((c) => `${c} = ${pos(c)}`).join(', ');
  const wEn = `each letter stands for its place in the alphabet and the code is their sum: ${spell(w2)}, total ${ans}.`;
  const wHi = `प्रत्येक अक्षर वर्णमाला में अपने स्थान के बराबर है और कूट उनका योग है: ${spell(w2)}, योग ${ans}।`;
  return {
    topic: 'Coding-Decoding',
    params: { w1, w2, answer: ans },
    text: `In a certain code, ${w1} is written as ${sum(w1)}. How is ${w2} written in that code?`,
    textHi: `एक निश्चित कूट में ${w1} को ${sum(w1)} लिखा जाता है। उसी कूट में ${w2} को कैसे लिखा जाएगा?`,
    correct: o(String(ans), `${w1} = ${spell(w1)} adds up to ${sum(w1)}; likewise ${wEn}`, String(ans), `${w1} = ${spell(w1)} का योग ${sum(w1)} है; इसी प्रकार ${wHi}`),
    wrong: [
      o(String(revSum(w2)), `${revSum(w2)} counts the letters from Z backwards; ${w1} shows they are counted from A.`, String(revSum(w2)), `${revSum(w2)} में अक्षरों को Z से उलटा गिना गया है; ${w1} से स्पष्ट है कि गिनती A से होती है।`),
      o(String(ans + 5), `${ans + 5} adds one for each of the five letters on top of the sum; ${wEn}`, String(ans + 5), `${ans + 5} में योग के ऊपर पाँचों अक्षरों के लिए एक-एक अतिरिक्त जोड़ा गया है; ${wHi}`),
      o(String(ans - 1), `${ans - 1} is one short of the sum of the letter positions; ${wEn}`, String(ans - 1), `${ans - 1} अक्षरों के स्थानों के योग से एक कम है; ${wHi}`),
      o(String(ans + 1), `${ans + 1} is one more than the sum of the letter positions; ${wEn}`, String(ans + 1), `${ans + 1} अक्षरों के स्थानों के योग से एक अधिक है; ${wHi}`),
    ],
  };
};

// ---------------------------------------------------------------- analogy and classification

const RELATIONS: { f: (n: number) => number; en: string; hi: string }[] = [
  { f: (n) => n * n, en: 'the square of the number', hi: 'संख्या का वर्ग' },
  { f: (n) => n ** 3, en: 'the cube of the number', hi: 'संख्या का घन' },
  { f: (n) => n * n + 1, en: 'the square of the number plus 1', hi: 'संख्या का वर्ग जमा 1' },
  { f: (n) => n ** 3 - 1, en: 'the cube of the number minus 1', hi: 'संख्या का घन घटा 1' },
  { f: (n) => n * (n + 1), en: 'the number times the next number', hi: 'संख्या और उसकी अगली संख्या का गुणनफल' },
  { f: (n) => n * n - n, en: 'the square of the number minus the number', hi: 'संख्या का वर्ग घटा वही संख्या' },
];

export const numberAnalogy: Template = (rng) => {
  const rel = rng.pick(RELATIONS);
  const [a, b] = rng.sample([4, 5, 6, 7, 8, 9, 11, 12, 13, 14, 15], 2);
  const fa = rel.f(a);
  const ans = rel.f(b);
  // Another rule giving the same pair would make the question ambiguous; such rules are never offered.
  const others = RELATIONS.filter((r) => r !== rel && r.f(a) !== fa);
  return {
    topic: 'Analogy',
    params: { a, fa, b, answer: ans },
    text: `Select the number that is related to ${b} in the same way as ${fa} is related to ${a}. ${a} : ${fa} :: ${b} : ?`,
    textHi: `उस संख्या का चयन कीजिए जो ${b} से उसी प्रकार संबंधित है जिस प्रकार ${fa}, ${a} से संबंधित है। ${a} : ${fa} :: ${b} : ?`,
    correct: o(String(ans), `The second number is ${rel.en}: ${a} → ${fa}, so ${b} → ${ans}.`, String(ans), `दूसरी संख्या ${rel.hi} है: ${a} → ${fa}, अतः ${b} → ${ans}।`),
    wrong: rng.shuffle(others).map((r) =>
      o(
        String(r.f(b)),
        `${r.f(b)} is ${r.en} for ${b}, but that rule turns ${a} into ${r.f(a)}, not ${fa}.`,
        String(r.f(b)),
        `${r.f(b)}, ${b} के लिए ${r.hi} है, पर यह नियम ${a} को ${r.f(a)} बनाता है, ${fa} नहीं।`,
      ),
    ),
  };
};

const COMPOSITES = [51, 57, 87, 91, 93, 111, 119, 133, 143, 161, 169, 187, 203, 209, 217, 221];
const PRIMES = [23, 29, 31, 37, 41, 43, 47, 53, 59, 61, 67, 71, 73, 79, 83, 89, 97, 101, 103, 107, 109, 113];
const smallestFactor = (n: number) => {
  for (let f = 2; f * f <= n; f++) if (n % f === 0) return f;
  return n;
};

export const classification: Template = (rng) => {
  const kind = rng.int(0, 2);
  let group: number[];
  let odd: number;
  let fitsEn: (n: number) => string;
  let fitsHi: (n: number) => string;
  let oddEn: string;
  let oddHi: string;
  if (kind === 0) {
    group = rng.sample(PRIMES, 3);
    odd = rng.pick(COMPOSITES);
    const f = smallestFactor(odd);
    fitsEn = (n) => `${n} is a prime number, like two of the others`;
    fitsHi = (n) => `${n} एक अभाज्य संख्या है, बाकी दो की तरह`;
    oddEn = `${odd} is the only one that is not prime: ${odd} = ${f} × ${odd / f}.`;
    oddHi = `केवल ${odd} अभाज्य नहीं है: ${odd} = ${f} × ${odd / f}।`;
  } else if (kind === 1) {
    const roots = rng.sample([6, 7, 8, 9, 11, 12, 13, 14, 15, 16, 17, 18, 19, 21, 22, 23, 24, 25], 4);
    group = roots.slice(0, 3).map((r) => r * r);
    odd = roots[3] * roots[3] + (rng.chance(0.5) ? 1 : -1);
    fitsEn = (n) => `${n} = ${Math.sqrt(n)}², a perfect square like two of the others`;
    fitsHi = (n) => `${n} = ${Math.sqrt(n)}², बाकी दो की तरह एक पूर्ण वर्ग है`;
    oddEn = `${odd} is the only one that is not a perfect square (${roots[3]}² = ${roots[3] ** 2}).`;
    oddHi = `केवल ${odd} पूर्ण वर्ग नहीं है (${roots[3]}² = ${roots[3] ** 2})।`;
  } else {
    const k = rng.pick([7, 11, 13, 17]);
    const mults = rng.sample([3, 4, 5, 6, 7, 8, 9, 11, 12], 4);
    group = mults.slice(0, 3).map((m) => m * k);
    odd = mults[3] * k + rng.pick([1, 2, -1, -2]);
    fitsEn = (n) => `${n} = ${k} × ${n / k}, a multiple of ${k} like two of the others`;
    fitsHi = (n) => `${n} = ${k} × ${n / k}, बाकी दो की तरह ${k} का गुणज है`;
    oddEn = `${odd} is the only one that is not a multiple of ${k}; the others are ${group.map((g) => `${k} × ${g / k}`).join(', ')}.`;
    oddHi = `केवल ${odd}, ${k} का गुणज नहीं है; बाकी ${group.map((g) => `${k} × ${g / k}`).join(', ')} हैं।`;
  }
  const shown = rng.shuffle([...group, odd]);
  return {
    topic: 'Classification',
    params: { kind, odd, group: group.join(','), answer: odd },
    text: `Select the number that does not belong to the group: ${shown.join(', ')}.`,
    textHi: `वह संख्या चुनिए जो समूह से संबंधित नहीं है: ${shown.join(', ')}।`,
    correct: o(String(odd), oddEn, String(odd), oddHi),
    wrong: group.map((g) => o(String(g), `${fitsEn(g)}; ${oddEn}`, String(g), `${fitsHi(g)}; ${oddHi}`)),
  };
};

// ---------------------------------------------------------------- direction sense

const DIRS = [
  ['north', 'उत्तर', 0, 1],
  ['east', 'पूर्व', 1, 0],
  ['south', 'दक्षिण', 0, -1],
  ['west', 'पश्चिम', -1, 0],
] as const;

function directionName(x: number, y: number): [string, string] {
  const ns = y > 0 ? ['North', 'उत्तर'] : y < 0 ? ['South', 'दक्षिण'] : null;
  const ew = x > 0 ? ['East', 'पूर्व'] : x < 0 ? ['West', 'पश्चिम'] : null;
  if (ns && ew) return [`${ns[0]}-${ew[0]}`, `${ns[1]}-${ew[1]}`];
  const only = (ns ?? ew) as string[];
  return [only[0], only[1]];
}

const PEOPLE = [
  ['Ravi', 'रवि', 'm'], ['Meena', 'मीना', 'f'], ['Amit', 'अमित', 'm'], ['Seema', 'सीमा', 'f'],
  ['Rahul', 'राहुल', 'm'], ['Pooja', 'पूजा', 'f'], ['Karan', 'करण', 'm'], ['Neha', 'नेहा', 'f'],
] as const;

export const directionSense: Template = (rng) => {
  for (;;) {
    const start = rng.int(0, 3);
    const legs = [rng.int(2, 15), rng.int(2, 15), rng.int(2, 15)];
    const turns = [rng.pick(['right', 'left'] as const), rng.pick(['right', 'left'] as const)];
    let heading = start;
    let x = 0;
    let y = 0;
    legs.forEach((d, i) => {
      if (i > 0) heading = (heading + (turns[i - 1] === 'right' ? 1 : 3)) % 4;
      x += DIRS[heading][2] * d;
      y += DIRS[heading][3] * d;
    });
    const dist = Math.hypot(x, y);
    const total = legs[0] + legs[1] + legs[2];
    if (dist === 0 || !Number.isInteger(dist) || dist === total) continue;
    const [person, personHi, g] = rng.pick(PEOPLE);
    const walks = g === 'm' ? 'चलता है' : 'चलती है';
    const turnHi = (t: string) => (t === 'right' ? 'दाएँ' : 'बाएँ');
    const [dn, dnHi] = directionName(x, y);
    const [opp, oppHi] = directionName(-x, -y);
    const [rot, rotHi] = directionName(y, -x);
    const pr = g === 'm' ? 'he' : 'she';
    const partsHi = [x ? `${Math.abs(x)} किमी ${x > 0 ? 'पूर्व' : 'पश्चिम'}` : null, y ? `${Math.abs(y)} किमी ${y > 0 ? 'उत्तर' : 'दक्षिण'}` : null].filter(Boolean) as string[];
    const partsEn = [x ? `${Math.abs(x)} km ${x > 0 ? 'east' : 'west'}` : null, y ? `${Math.abs(y)} km ${y > 0 ? 'north' : 'south'}` : null].filter(Boolean) as string[];
    const wEn = `the net movement is ${partsEn.join(' and ')} of the start, so the distance is ${x && y ? `√(${x * x} + ${y * y}) = ` : ''}${dist} km towards the ${dn}.`;
    const wHi = `कुल विस्थापन आरंभिक बिंदु से ${partsHi.join(' और ')} है, अतः दूरी ${x && y ? `√(${x * x} + ${y * y}) = ` : ''}${dist} किमी, ${dnHi} दिशा में है।`;
    const opt = (d: number, n: string) => `${d} km, ${n}`;
    const optHi = (d: number, n: string) => `${d} किमी, ${n}`;
    return {
      topic: 'Direction Sense',
      params: { start, l1: legs[0], l2: legs[1], l3: legs[2], t1: turns[0], t2: turns[1], answer: opt(dist, dn) },
      text: `${person} walks ${legs[0]} km towards the ${DIRS[start][0]}, turns ${turns[0]} and walks ${legs[1]} km, then turns ${turns[1]} and walks ${legs[2]} km. How far and in which direction is ${pr} now from the starting point?`,
      textHi: `${personHi} ${DIRS[start][1]} की ओर ${legs[0]} किमी ${walks}, फिर ${turnHi(turns[0])} मुड़कर ${legs[1]} किमी ${walks}, फिर ${turnHi(turns[1])} मुड़कर ${legs[2]} किमी ${walks}। अब वह आरंभिक बिंदु से कितनी दूरी पर और किस दिशा में है?`,
      correct: o(opt(dist, dn), `Track each leg: ${wEn}`, optHi(dist, dnHi), `प्रत्येक चरण का हिसाब रखें: ${wHi}`),
      wrong: [
        o(opt(dist, opp), `${opp} is the direction of the starting point as seen from ${person}, the reverse of what is asked.`, optHi(dist, oppHi), `${oppHi} दिशा ${personHi} से आरंभिक बिंदु की दिशा है, जो पूछे गए का उलटा है।`),
        o(opt(total, dn), `${total} km is the total distance walked, not the straight-line distance from the start.`, optHi(total, dnHi), `${total} किमी कुल चली गई दूरी है, आरंभिक बिंदु से सीधी दूरी नहीं।`),
        o(opt(dist, rot), `${rot} comes from taking one of the turns the wrong way; ${wEn}`, optHi(dist, rotHi), `${rotHi} दिशा किसी एक मोड़ को उलटी ओर लेने से आती है; ${wHi}`),
        o(opt(Math.abs(x) + Math.abs(y), dn), `${Math.abs(x) + Math.abs(y)} km adds the east–west and north–south distances instead of taking the straight line.`, optHi(Math.abs(x) + Math.abs(y), dnHi), `${Math.abs(x) + Math.abs(y)} किमी में पूर्व–पश्चिम और उत्तर–दक्षिण की दूरियाँ जोड़ दी गई हैं, सीधी दूरी नहीं ली गई।`),
      ],
    };
  }
};

// ---------------------------------------------------------------- order and ranking

export const ranking: Template = (rng) => {
  const [name, nameHi, g] = rng.pick(PEOPLE);
  if (rng.chance(0.5)) {
    const n = rng.int(25, 60);
    const p = rng.int(5, n - 5);
    const ans = n - p + 1;
    const wEn = `position from the right = total − position from the left + 1 = ${n} − ${p} + 1 = ${ans}.`;
    const wHi = `दाएँ से स्थान = कुल − बाएँ से स्थान + 1 = ${n} − ${p} + 1 = ${ans}।`;
    return {
      topic: 'Order and Ranking',
      params: { kind: 'right', n, p, answer: ans },
      text: `In a row of ${n} students, ${name} is ${ordinal(p)} from the left end. What is ${g === 'm' ? 'his' : 'her'} position from the right end?`,
      textHi: `${n} विद्यार्थियों की एक पंक्ति में ${nameHi} बाएँ छोर से ${ordinalHi(p, g === 'm' ? 'direct' : 'feminine')} है। दाएँ छोर से उसका स्थान क्या है?`,
      correct: o(ordinal(ans), wEn, ordinalHi(ans), wHi),
      wrong: [
        o(ordinal(n - p), `${ordinal(n - p)} forgets to add 1: ${wEn}`, ordinalHi(n - p), `${ordinalHi(n - p)} में 1 जोड़ना छूट गया है: ${wHi}`),
        o(ordinal(n - p + 2), `${ordinal(n - p + 2)} adds 2 instead of 1 to ${n} − ${p}.`, ordinalHi(n - p + 2), `${ordinalHi(n - p + 2)} में ${n} − ${p} में 1 के बजाय 2 जोड़ा गया है।`),
        o(ordinal(p), `${ordinal(p)} is the position from the left, which is given.`, ordinalHi(p), `${ordinalHi(p)} बाएँ से स्थान है, जो पहले से दिया गया है।`),
        o(ordinal(n + p), `${ordinal(n + p)} is impossible in a row of only ${n} students.`, ordinalHi(n + p), `केवल ${n} विद्यार्थियों की पंक्ति में ${ordinalHi(n + p)} स्थान असंभव है।`),
      ],
    };
  }
  const p = rng.int(6, 30);
  const q = rng.int(6, 30);
  const ans = p + q - 1;
  const wEn = `${name} is counted in both positions, so the total is ${p} + ${q} − 1 = ${ans}.`;
  const wHi = `${nameHi} दोनों स्थानों में गिना गया है, अतः कुल = ${p} + ${q} − 1 = ${ans}।`;
  return {
    topic: 'Order and Ranking',
    params: { kind: 'total', p, q, answer: ans },
    text: `In a class, ${name} ranks ${ordinal(p)} from the top and ${ordinal(q)} from the bottom. How many students are there in the class?`,
    textHi: `एक कक्षा में ${nameHi} का स्थान ऊपर से ${ordinalHi(p)} और नीचे से ${ordinalHi(q)} है। कक्षा में कितने विद्यार्थी हैं?`,
    correct: o(String(ans), wEn, String(ans), wHi),
    wrong: [
      o(String(p + q), `${p + q} counts ${name} twice; subtract 1.`, String(p + q), `${p + q} में ${nameHi} को दो बार गिना गया है; 1 घटाएँ।`),
      o(String(p + q + 1), `${p + q + 1} adds 1 where it must be subtracted; ${wEn}`, String(p + q + 1), `${p + q + 1} में 1 घटाने के बजाय जोड़ा गया है; ${wHi}`),
      o(String(p + q - 2), `${p + q - 2} subtracts 2, leaving ${name} out altogether.`, String(p + q - 2), `${p + q - 2} में 2 घटाया गया है, जिससे ${nameHi} गिनती से ही बाहर हो जाता है।`),
      o(String(Math.abs(p - q) + 1), `${Math.abs(p - q) + 1} uses the difference of the ranks, which has no meaning here.`, String(Math.abs(p - q) + 1), `${Math.abs(p - q) + 1} में स्थानों का अंतर लिया गया है, जिसका यहाँ कोई अर्थ नहीं।`),
    ],
  };
};

// ---------------------------------------------------------------- clock and calendar

const norm = (a: number) => {
  const m = ((a % 360) + 360) % 360;
  return m > 180 ? 360 - m : m;
};

export const clock: Template = (rng) => {
  let h = 0;
  let m = 0;
  let angle = 0;
  while (angle === 0 || angle === 180) {
    h = rng.int(1, 12);
    m = 2 * rng.int(1, 29);
    angle = norm(30 * (h % 12) - 5.5 * m);
  }
  const time = `${h}:${String(m).padStart(2, '0')}`;
  const deg = (n: number) => `${num(n)}°`;
  const wEn = `the hour hand is at 30 × ${h % 12} + 0.5 × ${m} = ${num(30 * (h % 12) + 0.5 * m)}° and the minute hand at 6 × ${m} = ${6 * m}°; the angle between them is ${num(angle)}°.`;
  const wHi = `घंटे की सुई 30 × ${h % 12} + 0.5 × ${m} = ${num(30 * (h % 12) + 0.5 * m)}° पर और मिनट की सुई 6 × ${m} = ${6 * m}° पर है; इनके बीच का कोण ${num(angle)}° है।`;
  const naive = norm(30 * (h % 12) - 6 * m);
  return {
    topic: 'Clock',
    params: { h, m, answer: angle },
    text: `What is the angle between the hour hand and the minute hand of a clock at ${time}?`,
    textHi: `${time} बजे घड़ी की घंटे और मिनट की सुइयों के बीच का कोण कितना होगा?`,
    correct: o(deg(angle), `Use |30H − 5.5M|: ${wEn}`, deg(angle), `सूत्र |30H − 5.5M| का प्रयोग करें: ${wHi}`),
    wrong: [
      o(deg(naive), `${num(naive)}° ignores that the hour hand moves 0.5° every minute; ${wEn}`, deg(naive), `${num(naive)}° में यह अनदेखा किया गया है कि घंटे की सुई हर मिनट 0.5° खिसकती है; ${wHi}`),
      o(deg(360 - angle), `${num(360 - angle)}° is the reflex angle, the larger way round; the angle between the hands is the smaller one.`, deg(360 - angle), `${num(360 - angle)}° प्रतिवर्ती कोण है, जो बड़ी ओर से मापा गया है; सुइयों के बीच का कोण छोटा वाला होता है।`),
      o(deg(angle + 15), `${num(angle + 15)}° overshoots by 15°; ${wEn}`, deg(angle + 15), `${num(angle + 15)}° में 15° अधिक है; ${wHi}`),
      o(deg(Math.abs(angle - 15)), `${num(Math.abs(angle - 15))}° is 15° off; ${wEn}`, deg(Math.abs(angle - 15)), `${num(Math.abs(angle - 15))}° में 15° का अंतर है; ${wHi}`),
    ],
  };
};

const DAYS = [
  ['Sunday', 'रविवार'], ['Monday', 'सोमवार'], ['Tuesday', 'मंगलवार'], ['Wednesday', 'बुधवार'],
  ['Thursday', 'गुरुवार'], ['Friday', 'शुक्रवार'], ['Saturday', 'शनिवार'],
] as const;
const MONTHS = [
  ['January', 'जनवरी'], ['February', 'फ़रवरी'], ['March', 'मार्च'], ['April', 'अप्रैल'], ['May', 'मई'], ['June', 'जून'],
  ['July', 'जुलाई'], ['August', 'अगस्त'], ['September', 'सितंबर'], ['October', 'अक्टूबर'], ['November', 'नवंबर'], ['December', 'दिसंबर'],
] as const;

export const calendar: Template = (rng) => {
  const year = rng.int(2001, 2028);
  const t1 = Date.UTC(year, rng.int(0, 11), rng.int(1, 28));
  const delta = rng.int(40, 500);
  const t2 = t1 + delta * 86_400_000;
  const d1 = new Date(t1);
  const d2 = new Date(t2);
  const fmt = (d: Date, hi: boolean) => `${d.getUTCDate()} ${MONTHS[d.getUTCMonth()][hi ? 1 : 0]} ${d.getUTCFullYear()}`;
  const w1 = d1.getUTCDay();
  const w2 = d2.getUTCDay();
  const r = delta % 7;
  const weeks = Math.floor(delta / 7);
  const day = (w: number, hi = false) => DAYS[((w % 7) + 7) % 7][hi ? 1 : 0];
  const wEn = `from ${fmt(d1, false)} to ${fmt(d2, false)} there are ${delta} days = ${weeks} weeks and ${r} odd day${r === 1 ? '' : 's'}, so the day moves ${r} place${r === 1 ? '' : 's'} forward: ${day(w1)} → ${day(w2)}.`;
  const wHi = `${fmt(d1, true)} से ${fmt(d2, true)} तक ${delta} दिन हैं = ${weeks} सप्ताह और ${r} विषम दिन, अतः दिन ${r} स्थान आगे खिसकता है: ${day(w1, true)} → ${day(w2, true)}।`;
  const cands = [w2 + 1, w2 - 1, w1 - r, w1, w2 + 2, w2 - 2];
  return {
    topic: 'Calendar',
    params: { t1, delta, answer: day(w2) },
    text: `If ${fmt(d1, false)} was a ${day(w1)}, what day of the week was ${fmt(d2, false)}?`,
    textHi: `यदि ${fmt(d1, true)} को ${day(w1, true)} था, तो ${fmt(d2, true)} को सप्ताह का कौन-सा दिन था?`,
    correct: o(day(w2), `Count the odd days: ${wEn}`, day(w2, true), `विषम दिनों की गणना करें: ${wHi}`),
    wrong: cands.map((w) =>
      o(
        day(w),
        `${day(w)} would need ${(((w - w1) % 7) + 7) % 7} odd day${(((w - w1) % 7) + 7) % 7 === 1 ? '' : 's'}, but ${wEn}`,
        day(w, true),
        `${day(w, true)} के लिए ${(((w - w1) % 7) + 7) % 7} विषम दिन चाहिए, पर ${wHi}`,
      ),
    ),
  };
};

// ---------------------------------------------------------------- mathematical operations

const OPS = ['+', '−', '×', '÷'] as const;
type Op = (typeof OPS)[number];

/** Evaluates a left-to-right list with × and ÷ before + and −. */
function evaluate(nums: number[], ops: Op[]): number {
  const terms: number[] = [nums[0]];
  const addOps: Op[] = [];
  ops.forEach((op, i) => {
    const n = nums[i + 1];
    if (op === '×') terms[terms.length - 1] *= n;
    else if (op === '÷') terms[terms.length - 1] /= n;
    else {
      addOps.push(op);
      terms.push(n);
    }
  });
  return terms.slice(1).reduce((acc, t, i) => (addOps[i] === '+' ? acc + t : acc - t), terms[0]);
}

export const mathOperations: Template = (rng) => {
  // The real expression: a ÷ b × c + d − e, with a divisible by b.
  const b = rng.int(2, 9);
  const a = b * rng.int(2, 12);
  const c = rng.int(2, 9);
  const d = rng.int(2, 30);
  const e = rng.int(2, 20);
  const real: Op[] = ['÷', '×', '+', '−'];
  // A derangement: no symbol means itself.
  let coded: Op[];
  do coded = rng.shuffle(OPS);
  while (coded.some((s, i) => s === OPS[i]));
  // coded[i] is written where the real operation OPS[i] is meant.
  const means = new Map(OPS.map((real, i) => [coded[i], real] as [Op, Op]));
  const writtenFor = new Map(OPS.map((realOp, i) => [realOp, coded[i]] as [Op, Op]));
  const shown = real.map((r) => writtenFor.get(r) as Op);
  const nums = [a, b, c, d, e];
  const expr = (ops: Op[]) => nums.map((n, i) => (i < ops.length ? `${n} ${ops[i]} ` : String(n))).join('');
  const ans = evaluate(nums, real);
  const literal = evaluate(nums, shown);
  const key = OPS.map((s) => `'${s}' means '${means.get(s)}'`).join(', ');
  const keyHi = OPS.map((s) => `'${s}' का अर्थ '${means.get(s)}'`).join(', ');
  const wEn = `replacing the symbols gives ${expr(real)} = ${a / b} × ${c} + ${d} − ${e} = ${ans}.`;
  const wHi = `चिह्न बदलने पर ${expr(real)} = ${a / b} × ${c} + ${d} − ${e} = ${ans}।`;
  const l2r = (a / b) * (c + d) - e;
  return {
    topic: 'Mathematical Operations',
    params: { a, b, c, d, e, answer: ans },
    text: `If ${key}, what is the value of ${expr(shown)}?`,
    textHi: `यदि ${keyHi} हो, तो ${expr(shown)} का मान क्या होगा?`,
    correct: o(num(ans), wEn, num(ans), wHi),
    wrong: [
      o(num(literal), `${num(literal)} evaluates the expression with the symbols as printed, without replacing them.`, num(literal), `${num(literal)} में चिह्नों को बदले बिना व्यंजक को वैसे ही हल किया गया है।`),
      o(num(l2r), `${num(l2r)} adds ${c} + ${d} before multiplying; after replacing the symbols, multiplication comes first.`, num(l2r), `${num(l2r)} में गुणा से पहले ${c} + ${d} जोड़ दिया गया है; चिह्न बदलने के बाद गुणा पहले होता है।`),
      o(num(ans + 2 * e), `${num(ans + 2 * e)} adds ${e} where it must be subtracted; ${wEn}`, num(ans + 2 * e), `${num(ans + 2 * e)} में ${e} को घटाने के बजाय जोड़ दिया गया है; ${wHi}`),
      o(num(ans - 2 * d), `${num(ans - 2 * d)} subtracts ${d} where it must be added; ${wEn}`, num(ans - 2 * d), `${num(ans - 2 * d)} में ${d} को जोड़ने के बजाय घटा दिया गया है; ${wHi}`),
      o(num(a / (b * c) + d - e), `${num(a / (b * c) + d - e)} divides ${a} by ${b} × ${c}; division and multiplication go from left to right, so ${a} ÷ ${b} comes first.`, num(a / (b * c) + d - e), `${num(a / (b * c) + d - e)} में ${a} को ${b} × ${c} से भाग दिया गया है; गुणा और भाग बाएँ से दाएँ होते हैं, इसलिए पहले ${a} ÷ ${b} होगा।`),
      o(num((a / b) * (c + d - e)), `${num((a / b) * (c + d - e))} multiplies ${a / b} by everything after it; only ${c} is multiplied.`, num((a / b) * (c + d - e)), `${num((a / b) * (c + d - e))} में ${a / b} को बाद की पूरी राशि से गुणा किया गया है; गुणा केवल ${c} से होता है।`),
    ],
  };
};

// ---------------------------------------------------------------- dictionary order and alphabet test

const FAMILIES = [
  ['Monitor', 'Monsoon', 'Monkey', 'Monument', 'Money', 'Month'],
  ['Present', 'Preserve', 'President', 'Pressure', 'Prestige', 'Presume'],
  ['Capital', 'Capture', 'Captain', 'Caption', 'Capable', 'Capsule'],
  ['Station', 'Statue', 'Status', 'Static', 'Stature', 'Statute'],
  ['Particle', 'Partner', 'Partial', 'Party', 'Parting', 'Partition'],
  ['Concept', 'Concern', 'Concert', 'Concise', 'Conclude', 'Concrete'],
];

export const dictionaryOrder: Template = (rng) => {
  const words = rng.sample(rng.pick(FAMILIES), 5);
  const sorted = [...words].sort((p, q) => (p.toLowerCase() < q.toLowerCase() ? -1 : 1));
  const k = rng.int(2, 4);
  const ans = sorted[k - 1];
  const orderText = sorted.join(', ');
  return {
    topic: 'Alphabetical Order',
    params: { words: words.join(','), k, answer: ans },
    text: `Arrange the following words in the order in which they appear in an English dictionary. Which word comes ${({ 2: 'second', 3: 'third', 4: 'fourth' } as Record<number, string>)[k]}? ${words.join(', ')}`,
    textHi: `निम्नलिखित शब्दों को अंग्रेज़ी शब्दकोश में आने वाले क्रम में व्यवस्थित करने पर कौन-सा शब्द ${ordinalHi(k, 'oblique')} स्थान पर आएगा? ${words.join(', ')}`,
    correct: o(ans, `In dictionary order the words are ${orderText}, so ${ans} is ${ordinal(k)}.`, ans, `शब्दकोश के क्रम में शब्द ${orderText} हैं, अतः ${ordinalHi(k, 'oblique')} स्थान पर ${ans} है।`),
    wrong: sorted
      .filter((w) => w !== ans)
      .map((w) => {
        const at = sorted.indexOf(w) + 1;
        return o(w, `${w} comes ${ordinal(at)} in the order ${orderText}.`, w, `क्रम ${orderText} में ${w} ${ordinalHi(at, 'oblique')} स्थान पर है।`);
      }),
  };
};

export const alphabetTest: Template = (rng) => {
  const m = rng.int(5, 18);
  const n = rng.int(3, 26 - m);
  const ans = L(m + n);
  const wEn = `the ${ordinal(m)} letter from the left is ${L(m)}; moving ${n} places to the right gives letter ${m + n}, ${ans}.`;
  const wHi = `बाएँ से ${ordinalHi(m)} अक्षर ${L(m)} है; उससे ${n} स्थान दाएँ जाने पर ${m + n}वाँ अक्षर ${ans} आता है।`;
  const why = (p: number): [string, string] =>
    p === m - n
      ? [`counts ${n} places to the left instead of the right.`, `${n} स्थान दाएँ के बजाय बाएँ गिना गया है।`]
      : p === 27 - (m + n)
        ? [`counts the position from the right end of the alphabet.`, `स्थान वर्णमाला के दाएँ छोर से गिना गया है।`]
        : p < m + n
          ? [`stops ${m + n - p} place${m + n - p > 1 ? 's' : ''} short; ${wEn}`, `${m + n - p} स्थान पहले रुक जाता है; ${wHi}`]
          : [`goes ${p - m - n} place${p - m - n > 1 ? 's' : ''} too far; ${wEn}`, `${p - m - n} स्थान आगे निकल जाता है; ${wHi}`];
  const cands = [m - n, m + n - 1, m + n + 1, 27 - (m + n), m + n - 2, m + n + 2].filter((p) => p >= 1 && p <= 26 && p !== m + n);
  return {
    topic: 'Alphabet Test',
    params: { m, n, answer: ans },
    text: `In the English alphabet, which letter is ${n} places to the right of the ${ordinal(m)} letter from the left?`,
    textHi: `अंग्रेज़ी वर्णमाला में बाएँ से ${ordinalHi(m, 'oblique')} अक्षर के ${n} स्थान दाएँ कौन-सा अक्षर है?`,
    correct: o(ans, wEn, ans, wHi),
    wrong: cands.map((p) => {
      const [en, hi] = why(p);
      return o(L(p), `${L(p)} ${en}`, L(p), `${L(p)} में ${hi}`);
    }),
  };
};

// ---------------------------------------------------------------- syllogism

type Stmt = ['all' | 'some' | 'no' | 'someNot', 'A' | 'B' | 'C', 'A' | 'B' | 'C'];

interface SyllogismForm {
  premises: [Stmt, Stmt];
  conclusions: [Stmt, boolean, string, string][];
}

/** Classic two-premise forms; each conclusion with whether it follows and why (English, Hindi). */
const FORMS: SyllogismForm[] = [
  {
    premises: [['all', 'A', 'B'], ['all', 'B', 'C']],
    conclusions: [
      [['all', 'A', 'C'], true, 'all A lie inside B and all B inside C', 'हर A, B के अंदर है और हर B, C के अंदर'],
      [['some', 'C', 'A'], true, 'all A are C, so some C are A', 'सभी A, C हैं, इसलिए कुछ C, A हैं'],
    ],
  },
  {
    premises: [['all', 'A', 'B'], ['some', 'B', 'C']],
    conclusions: [
      [['some', 'A', 'C'], false, 'the B that are C need not include any A', 'जो B, C हैं उनमें A का होना आवश्यक नहीं'],
      [['some', 'C', 'B'], true, 'it is the converse of "some B are C"', 'यह "कुछ B, C हैं" का विलोम है'],
    ],
  },
  {
    premises: [['some', 'A', 'B'], ['no', 'B', 'C']],
    conclusions: [
      [['someNot', 'A', 'C'], true, 'the A that are B cannot be C', 'जो A, B हैं वे C नहीं हो सकते'],
      [['no', 'A', 'C'], false, 'the A that are not B may still be C', 'जो A, B नहीं हैं वे C हो सकते हैं'],
    ],
  },
  {
    premises: [['no', 'A', 'B'], ['all', 'C', 'B']],
    conclusions: [
      [['no', 'C', 'A'], true, 'all C are B and no B are A', 'हर C, B है और कोई भी B, A नहीं है'],
      [['some', 'A', 'C'], false, 'no A can be C, since all C are B', 'कोई भी A, C नहीं हो सकता, क्योंकि हर C, B है'],
    ],
  },
  {
    premises: [['all', 'A', 'B'], ['no', 'B', 'C']],
    conclusions: [
      [['no', 'A', 'C'], true, 'all A are B and no B are C', 'हर A, B है और कोई भी B, C नहीं है'],
      [['no', 'C', 'A'], true, 'it is the converse of "no A are C", which follows', 'यह "कोई भी A, C नहीं है" का विलोम है, जो सत्य है'],
    ],
  },
  {
    premises: [['some', 'A', 'B'], ['some', 'B', 'C']],
    conclusions: [
      [['some', 'A', 'C'], false, 'two "some" premises give no definite conclusion', 'दो "कुछ" वाले कथनों से कोई निश्चित निष्कर्ष नहीं निकलता'],
      [['all', 'C', 'B'], false, 'only some B are known to be C, nothing about all C', 'केवल इतना ज्ञात है कि कुछ B, C हैं; सभी C के बारे में कुछ ज्ञात नहीं'],
    ],
  },
  {
    premises: [['all', 'A', 'B'], ['some', 'C', 'A']],
    conclusions: [
      [['some', 'C', 'B'], true, 'the C that are A are also B', 'जो C, A हैं वे B भी हैं'],
      [['all', 'B', 'A'], false, '"all A are B" cannot be reversed into "all B are A"', '"सभी A, B हैं" को उलटकर "सभी B, A हैं" नहीं कहा जा सकता'],
    ],
  },
  {
    premises: [['some', 'A', 'B'], ['all', 'B', 'C']],
    conclusions: [
      [['some', 'A', 'C'], true, 'the A that are B are also C', 'जो A, B हैं वे C भी हैं'],
      [['someNot', 'C', 'A'], false, 'C may or may not contain things outside A', 'C में A से बाहर की वस्तुएँ हो भी सकती हैं और नहीं भी'],
    ],
  },
  {
    premises: [['no', 'A', 'B'], ['some', 'B', 'C']],
    conclusions: [
      [['someNot', 'C', 'A'], true, 'the C that are B cannot be A', 'जो C, B हैं वे A नहीं हो सकते'],
      [['some', 'A', 'C'], false, 'nothing links A to the C outside B', 'B से बाहर वाले C का A से कोई संबंध ज्ञात नहीं'],
    ],
  },
  {
    premises: [['all', 'A', 'B'], ['all', 'A', 'C']],
    conclusions: [
      [['some', 'B', 'C'], true, 'all A are both B and C', 'हर A, B भी है और C भी'],
      [['all', 'B', 'C'], false, 'the B outside A need not be C', 'A से बाहर वाले B का C होना आवश्यक नहीं'],
    ],
  },
  {
    premises: [['some', 'A', 'B'], ['all', 'C', 'A']],
    conclusions: [
      [['some', 'C', 'B'], false, 'the A that are B need not be among the C', 'जो A, B हैं उनका C में होना आवश्यक नहीं'],
      [['some', 'A', 'C'], true, 'all C are A, so some A are C', 'हर C, A है, इसलिए कुछ A, C हैं'],
    ],
  },
  {
    premises: [['all', 'A', 'B'], ['no', 'C', 'B']],
    conclusions: [
      [['no', 'A', 'C'], true, 'all A are B and no C are B', 'हर A, B है और कोई भी C, B नहीं है'],
      [['some', 'B', 'A'], true, 'all A are B, so some B are A', 'सभी A, B हैं, इसलिए कुछ B, A हैं'],
    ],
  },
  {
    premises: [['all', 'A', 'B'], ['some', 'C', 'B']],
    conclusions: [
      [['some', 'A', 'C'], false, 'the B that are C need not include any A', 'जो B, C हैं उनमें A का होना आवश्यक नहीं'],
      [['some', 'C', 'A'], false, 'the C that are B may all lie outside A', 'जो C, B हैं वे सब A से बाहर हो सकते हैं'],
    ],
  },
];

const NOUNS = [
  ['flowers', 'फूल'], ['trees', 'पेड़'], ['houses', 'घर'], ['stones', 'पत्थर'], ['fruits', 'फल'], ['birds', 'पक्षी'],
  ['lions', 'शेर'], ['clouds', 'बादल'], ['mountains', 'पहाड़'], ['players', 'खिलाड़ी'], ['doctors', 'डॉक्टर'], ['teachers', 'अध्यापक'],
] as const;

function sentence(s: Stmt, names: Record<string, readonly [string, string]>, hi: boolean): string {
  const [kind, x, y] = s;
  const [X, Y] = [names[x][hi ? 1 : 0], names[y][hi ? 1 : 0]];
  if (!hi) return { all: `All ${X} are ${Y}.`, some: `Some ${X} are ${Y}.`, no: `No ${X} are ${Y}.`, someNot: `Some ${X} are not ${Y}.` }[kind];
  return { all: `सभी ${X}, ${Y} हैं।`, some: `कुछ ${X}, ${Y} हैं।`, no: `कोई भी ${X}, ${Y} नहीं है।`, someNot: `कुछ ${X}, ${Y} नहीं हैं।` }[kind];
}

const VERDICTS = [
  ['Only conclusion I follows', 'केवल निष्कर्ष I अनुसरण करता है', true, false],
  ['Only conclusion II follows', 'केवल निष्कर्ष II अनुसरण करता है', false, true],
  ['Both I and II follow', 'I और II दोनों अनुसरण करते हैं', true, true],
  ['Neither I nor II follows', 'न तो I और न ही II अनुसरण करता है', false, false],
] as const;

/** The four verdict options, explained from whether each conclusion follows and why. */
function verdictOptions(f1: boolean, f2: boolean, why1: [string, string], why2: [string, string]): { correct: Opt; wrong: Opt[] } {
  const s1 = `Conclusion I ${f1 ? 'follows' : 'does not follow'} (${why1[0]})`;
  const s2 = `conclusion II ${f2 ? 'follows' : 'does not follow'} (${why2[0]})`;
  const h1 = `निष्कर्ष I ${f1 ? 'अनुसरण करता है' : 'अनुसरण नहीं करता'} (${why1[1]})`;
  const h2 = `निष्कर्ष II ${f2 ? 'अनुसरण करता है' : 'अनुसरण नहीं करता'} (${why2[1]})`;
  let correct: Opt | null = null;
  const wrong: Opt[] = [];
  for (const [en, hi, v1, v2] of VERDICTS) {
    if (v1 === f1 && v2 === f2) correct = o(en, `${s1}, and ${s2}.`, hi, `${h1}, और ${h2}।`);
    else wrong.push(o(en, `"${en}" is not right: ${s1.toLowerCase().slice(0, 1)}${s1.slice(1)}, and ${s2}.`, hi, `"${hi}" सही नहीं है: ${h1}, और ${h2}।`));
  }
  return { correct: correct as Opt, wrong };
}

export const syllogism: Template = (rng) => {
  const form = rng.pick(FORMS);
  const [na, nb, nc] = rng.sample(NOUNS, 3);
  const names = { A: na, B: nb, C: nc };
  const concl = rng.chance(0.5) ? form.conclusions : [form.conclusions[1], form.conclusions[0]];
  const [c1, c2] = concl;
  const premEn = form.premises.map((p) => sentence(p, names, false)).join(' ');
  const premHi = form.premises.map((p) => sentence(p, names, true)).join(' ');
  const sub = (t: string) => t.replace(/\b([ABC])\b/g, (m) => names[m as 'A' | 'B' | 'C'][0]);
  const subHi = (t: string) => t.replace(/\b([ABC])\b/g, (m) => names[m as 'A' | 'B' | 'C'][1]);
  const { correct, wrong } = verdictOptions(c1[1], c2[1], [sub(c1[2]), subHi(c1[3])], [sub(c2[2]), subHi(c2[3])]);
  return {
    topic: 'Syllogism',
    params: { premises: JSON.stringify(form.premises), c1: JSON.stringify(c1[0]), f1: c1[1] ? 1 : 0, c2: JSON.stringify(c2[0]), f2: c2[1] ? 1 : 0, answer: correct.en[0] },
    text: `Statements: ${premEn} Conclusions: I. ${sentence(c1[0], names, false)} II. ${sentence(c2[0], names, false)} Which of the conclusions logically follow from the statements?`,
    textHi: `कथन: ${premHi} निष्कर्ष: I. ${sentence(c1[0], names, true)} II. ${sentence(c2[0], names, true)} कौन-सा/से निष्कर्ष कथनों का तार्किक रूप से अनुसरण करता/करते है/हैं?`,
    correct,
    wrong,
  };
};

// ---------------------------------------------------------------- inequality (IBPS)

type Rel = '>' | '≥' | '=' | '<' | '≤';

/** The definite relation between two places of a chain, or null when it cannot be determined. */
export function chainRelation(rels: Rel[], i: number, j: number): Rel | null {
  const seg = rels.slice(i, j);
  const up = seg.every((r) => r === '>' || r === '≥' || r === '=');
  const down = seg.every((r) => r === '<' || r === '≤' || r === '=');
  if (up && down) return '=';
  if (up) return seg.includes('>') ? '>' : '≥';
  if (down) return seg.includes('<') ? '<' : '≤';
  return null;
}

const FLIP: Record<Rel, Rel> = { '>': '<', '<': '>', '≥': '≤', '≤': '≥', '=': '=' };

export const inequality: Template = (rng) => {
  const letters = rng.sample('ABDEFHJKLMNPQRSTUVWZ'.split(''), 5);
  const rels = Array.from({ length: 4 }, () => rng.pick(['>', '≥', '=', '<', '≤'] as Rel[]));
  const statement = letters.map((l, i) => (i < 4 ? `${l} ${rels[i]} ` : l)).join('');
  // Two conclusions on different pairs of non-adjacent letters.
  const pairs: [number, number][] = [];
  for (let i = 0; i < 5; i++) for (let j = i + 2; j < 5; j++) pairs.push([i, j]);
  const [p1, p2] = rng.sample(pairs, 2);
  const conclusion = (p: [number, number]): [string, boolean, [string, string]] => {
    const [i, j] = p;
    const rel = chainRelation(rels, i, j);
    const path = `${letters.slice(i, j + 1).map((l, k) => (k < j - i ? `${l} ${rels[i + k]} ` : l)).join('')}`;
    // Either state the true relation, or a relation that does not follow from the chain.
    let stated: Rel;
    if (rel !== null && rng.chance(0.5)) stated = rel;
    else if (rel === null) stated = rng.pick(['>', '<', '≥', '≤'] as Rel[]);
    else stated = rel === '≥' ? '>' : rel === '≤' ? '<' : rel === '=' ? rng.pick(['>', '<'] as Rel[]) : FLIP[rel];
    const follows = stated === rel;
    const [x, y] = [letters[i], letters[j]];
    // Read it either way round: "x > y" or "y < x".
    const swap = rng.chance(0.5);
    const text = swap ? `${y} ${FLIP[stated]} ${x}` : `${x} ${stated} ${y}`;
    const why: [string, string] =
      rel === null
        ? [`${path} mixes opposite signs, so ${x} and ${y} cannot be compared`, `${path} में विपरीत चिह्न हैं, इसलिए ${x} और ${y} की तुलना नहीं हो सकती`]
        : [`${path} gives ${x} ${rel} ${y}`, `${path} से ${x} ${rel} ${y} मिलता है`];
    return [text, follows, why];
  };
  const [t1, f1, w1] = conclusion(p1);
  const [t2, f2, w2] = conclusion(p2);
  const { correct, wrong } = verdictOptions(f1, f2, w1, w2);
  return {
    topic: 'Inequality',
    params: { letters: letters.join(''), rels: rels.join(''), c1: t1, c2: t2, answer: correct.en[0] },
    text: `Statement: ${statement}. Conclusions: I. ${t1} II. ${t2}. Which of the conclusions definitely follow?`,
    textHi: `कथन: ${statement}। निष्कर्ष: I. ${t1} II. ${t2}। कौन-सा/से निष्कर्ष निश्चित रूप से सत्य है/हैं?`,
    correct,
    wrong,
  };
};

// ---------------------------------------------------------------- blood relations (hand-written)

const blood = (text: string, textHi: string, c: [string, string, string, string], ...w: [string, string, string, string][]): RawQuestion => ({
  topic: 'Blood Relations',
  text,
  textHi,
  correct: o(...c),
  wrong: w.map((x) => o(...x)),
});

export const BLOOD_RELATIONS: RawQuestion[] = [
  blood(
    'Pointing to a man, Meena says, "He is the son of my grandfather\'s only son." How is the man related to Meena?',
    'एक व्यक्ति की ओर इशारा करते हुए मीना कहती है, "वह मेरे दादा के इकलौते पुत्र का पुत्र है।" वह व्यक्ति मीना से किस प्रकार संबंधित है?',
    ['Brother', 'Her grandfather\'s only son is her father, and her father\'s son is her brother.', 'भाई', 'दादा का इकलौता पुत्र मीना का पिता है, और पिता का पुत्र उसका भाई है।'],
    ['Cousin', 'A cousin needs the grandfather to have another child, but he has only one son.', 'चचेरा भाई', 'चचेरे भाई के लिए दादा की कोई और संतान होनी चाहिए, पर उनका केवल एक पुत्र है।'],
    ['Father', 'Her father is the grandfather\'s only son himself, not that son\'s son.', 'पिता', 'पिता तो स्वयं दादा का इकलौता पुत्र है, उस पुत्र का पुत्र नहीं।'],
    ['Uncle', 'The grandfather has only one son, her father, so there is no paternal uncle.', 'चाचा', 'दादा का केवल एक पुत्र है, जो मीना का पिता है, इसलिए कोई चाचा नहीं है।'],
  ),
  blood(
    'A is the brother of B. B is the daughter of C. C is the husband of D. How is A related to D?',
    'A, B का भाई है। B, C की पुत्री है। C, D का पति है। A का D से क्या संबंध है?',
    ['Son', 'A is B\'s brother, so A is also C\'s child; C is D\'s husband, so D is A\'s mother and A is her son.', 'पुत्र', 'A, B का भाई है, इसलिए A भी C की संतान है; C, D का पति है, अतः D, A की माँ है और A उसका पुत्र है।'],
    ['Brother', 'D is the wife of A\'s father, a generation above A, so A cannot be her brother.', 'भाई', 'D, A के पिता की पत्नी है, A से एक पीढ़ी ऊपर, इसलिए A उसका भाई नहीं हो सकता।'],
    ['Nephew', 'A nephew is a sibling\'s son; D is A\'s own mother.', 'भतीजा', 'भतीजा भाई-बहन का पुत्र होता है; D तो A की अपनी माँ है।'],
    ['Husband', 'D\'s husband is C, A\'s father.', 'पति', 'D का पति C है, जो A का पिता है।'],
  ),
  blood(
    'Introducing a woman, Rohan says, "She is the wife of the only son of my father." How is the woman related to Rohan?',
    'एक महिला का परिचय कराते हुए रोहन कहता है, "वह मेरे पिता के इकलौते पुत्र की पत्नी है।" वह महिला रोहन से किस प्रकार संबंधित है?',
    ['Wife', 'Rohan is a son of his father, so the only son is Rohan himself, and the woman is his wife.', 'पत्नी', 'रोहन अपने पिता का पुत्र है, इसलिए इकलौता पुत्र स्वयं रोहन है, और वह महिला उसकी पत्नी है।'],
    ['Sister-in-law', 'A sister-in-law would be a brother\'s wife, but Rohan has no brother: he is the only son.', 'भाभी', 'भाभी भाई की पत्नी होती है, पर रोहन का कोई भाई नहीं है: वह स्वयं इकलौता पुत्र है।'],
    ['Mother', 'Rohan\'s mother is his father\'s wife, not the wife of his father\'s son.', 'माँ', 'रोहन की माँ उसके पिता की पत्नी है, पिता के पुत्र की पत्नी नहीं।'],
    ['Sister', 'A sister is a daughter of the father, not the wife of his son.', 'बहन', 'बहन पिता की पुत्री होती है, उनके पुत्र की पत्नी नहीं।'],
  ),
  blood(
    'P is the mother of Q. Q is the sister of R. R is the father of S. How is P related to S?',
    'P, Q की माँ है। Q, R की बहन है। R, S का पिता है। P का S से क्या संबंध है?',
    ['Grandmother', 'P is the mother of Q and therefore of Q\'s brother R, who is S\'s father; so P is S\'s grandmother.', 'दादी', 'P, Q की और इसलिए Q के भाई R की भी माँ है, जो S का पिता है; अतः P, S की दादी है।'],
    ['Mother', 'S\'s mother is R\'s wife; P is R\'s mother, a generation higher.', 'माँ', 'S की माँ R की पत्नी है; P तो R की माँ है, एक पीढ़ी ऊपर।'],
    ['Aunt', 'Q, the sister of S\'s father, is S\'s aunt; P is their mother.', 'बुआ', 'S के पिता की बहन Q, S की बुआ है; P उन दोनों की माँ है।'],
    ['Sister', 'P is two generations above S, so she cannot be S\'s sister.', 'बहन', 'P, S से दो पीढ़ी ऊपर है, इसलिए वह S की बहन नहीं हो सकती।'],
  ),
  blood(
    'Y is a man. X\'s mother is the only daughter of Y\'s father. How is Y related to X?',
    'Y एक पुरुष है। X की माँ, Y के पिता की इकलौती पुत्री है। Y का X से क्या संबंध है?',
    ['Maternal uncle', 'The only daughter of Y\'s father is Y\'s sister; she is X\'s mother, so Y is X\'s mother\'s brother.', 'मामा', 'Y के पिता की इकलौती पुत्री Y की बहन है; वही X की माँ है, इसलिए Y, X का मामा है।'],
    ['Father', 'X\'s father is married to X\'s mother; Y is her brother.', 'पिता', 'X का पिता X की माँ का पति है; Y तो उसका भाई है।'],
    ['Brother', 'Y is the brother of X\'s mother, a generation above X.', 'भाई', 'Y, X की माँ का भाई है, X से एक पीढ़ी ऊपर।'],
    ['Maternal grandfather', 'X\'s maternal grandfather is Y\'s father, not Y.', 'नाना', 'X के नाना तो Y के पिता हैं, Y नहीं।'],
  ),
  blood(
    'Looking at a photograph, Suresh says, "Her mother is the wife of my father\'s son. I have no brothers or sisters." Whose photograph is it?',
    'एक तस्वीर को देखते हुए सुरेश कहता है, "इसकी माँ मेरे पिता के पुत्र की पत्नी है। मेरा कोई भाई या बहन नहीं है।" यह तस्वीर किसकी है?',
    ['His daughter', 'With no brothers, his father\'s son is Suresh himself; her mother is his wife, so she is his daughter.', 'उसकी पुत्री', 'कोई भाई न होने से पिता का पुत्र स्वयं सुरेश है; लड़की की माँ उसकी पत्नी है, इसलिए वह उसकी पुत्री है।'],
    ['His niece', 'A niece needs a brother or sister, and Suresh has none.', 'उसकी भतीजी', 'भतीजी के लिए भाई या बहन होना चाहिए, और सुरेश का कोई नहीं है।'],
    ['His sister', 'Suresh says he has no sisters.', 'उसकी बहन', 'सुरेश स्वयं कहता है कि उसकी कोई बहन नहीं है।'],
    ['His mother', 'His mother is his father\'s wife; the girl\'s mother is his own wife.', 'उसकी माँ', 'उसकी माँ उसके पिता की पत्नी है; लड़की की माँ तो उसकी अपनी पत्नी है।'],
  ),
  blood(
    'A and B are brothers. C is the father of A. D is the brother of C. E is the son of D. How is B related to E?',
    'A और B भाई हैं। C, A का पिता है। D, C का भाई है। E, D का पुत्र है। B का E से क्या संबंध है?',
    ['Cousin', 'B\'s father C and E\'s father D are brothers, so B and E are cousins.', 'चचेरा भाई', 'B के पिता C और E के पिता D भाई हैं, इसलिए B और E चचेरे भाई हैं।'],
    ['Brother', 'B and E have different fathers, C and D, so they are not brothers.', 'सगा भाई', 'B और E के पिता अलग-अलग (C और D) हैं, इसलिए वे सगे भाई नहीं हैं।'],
    ['Nephew', 'B and E are of the same generation; B is the nephew of D, not of E.', 'भतीजा', 'B और E एक ही पीढ़ी के हैं; B, D का भतीजा है, E का नहीं।'],
    ['Uncle', 'E\'s uncle is C, B\'s father, not B.', 'चाचा', 'E के चाचा C हैं, जो B के पिता हैं, B नहीं।'],
  ),
  blood(
    'M is the son of N. N is the daughter of O. O is the wife of P. How is M related to P?',
    'M, N का पुत्र है। N, O की पुत्री है। O, P की पत्नी है। M का P से क्या संबंध है?',
    ['Grandson', 'N is the daughter of O and her husband P; M is N\'s son, so M is P\'s grandson (daughter\'s son).', 'नाती', 'N, O और उनके पति P की पुत्री है; M, N का पुत्र है, इसलिए M, P का नाती (पुत्री का पुत्र) है।'],
    ['Son', 'P\'s child is N; M is a generation below N.', 'पुत्र', 'P की संतान N है; M तो N से एक पीढ़ी नीचे है।'],
    ['Nephew', 'A nephew is a sibling\'s son; M is the son of P\'s daughter.', 'भांजा', 'भांजा बहन का पुत्र होता है; M तो P की पुत्री का पुत्र है।'],
    ['Son-in-law', 'P\'s son-in-law is N\'s husband, M\'s father.', 'दामाद', 'P का दामाद N का पति है, जो M का पिता है।'],
  ),
];

/** Blood relations as a generator: one of the hand-written items (the test builder keeps them distinct). */
export const bloodRelations: Template = (rng) => {
  const i = rng.int(0, BLOOD_RELATIONS.length - 1);
  return { ...BLOOD_RELATIONS[i], params: { index: i } } as Generated;
};

/** The single-question reasoning templates for SSC and RRB (General Intelligence & Reasoning). */
export const REASONING = [
  letterCoding,
  numberCoding,
  numberAnalogy,
  classification,
  directionSense,
  ranking,
  clock,
  calendar,
  mathOperations,
  dictionaryOrder,
  alphabetTest,
  syllogism,
  bloodRelations,
];
