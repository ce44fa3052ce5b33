/**
 * The rules a seed question's Hindi must meet (issue 27), shared by the seed
 * tests (seed-hindi, seed-practice): Devanagari rather than Latin (figures,
 * units in Hindi, and the codes and formulas the question is about excepted),
 * no transliteration, explanations that open with सही। or गलत। as the key says.
 */
export const DEVANAGARI = /\p{Script=Devanagari}/u;
export const ROMANISED = /\b(hai|hain|kya|kaun|kitna|kitne|mein|aur|nahin|nahi|ka|ki|ke)\b/i;

/** Share of Devanagari among the letters of a text. */
export function devanagariShare(s: string): number {
  const d = (s.match(/\p{Script=Devanagari}/gu) ?? []).length;
  const l = (s.match(/[A-Za-z]/g) ?? []).length;
  return d / Math.max(1, d + l);
}

export interface BilingualQuestion {
  text: string;
  options: string[];
  correctIndex: number;
  textHi: string | null;
  optionsHi: string[] | null;
  explanationsHi: string[] | null;
}

/**
 * Why a question's Hindi is not real Hindi; empty when it is. Latin words the
 * English question or its options use (CAT/DBU, NaCl, x, P and Q, SI, GST)
 * may stay Latin, as Hindi papers keep them; anything else is Devanagari.
 */
export function latinProblems(q: BilingualQuestion): string[] {
  if (q.textHi === null || q.optionsHi === null || q.explanationsHi === null) return ['no Hindi'];
  const quoted = new Set([q.text, ...q.options].flatMap((t) => t.match(/[A-Za-z]+/g) ?? []));
  const unquoted = (t: string) => t.replace(/[A-Za-z]+/g, (w) => (quoted.has(w) ? '' : w));
  const problems: string[] = [];
  if (q.textHi === q.text) problems.push('Hindi text is the English text');
  for (const t of [q.textHi, ...q.explanationsHi]) {
    if (!DEVANAGARI.test(t)) problems.push(`no Devanagari: ${t}`);
    if (devanagariShare(unquoted(t)) <= 0.8) problems.push(`mostly Latin: ${t}`);
    if (ROMANISED.test(t)) problems.push(`romanised Hindi: ${t}`);
  }
  // An option is a figure ("₹1,200", "75°", "25"), a code or formula the question is about, or Hindi words.
  q.optionsHi.forEach((o) => {
    if (/[A-Za-z]{3,}/.test(unquoted(o)) || (/[a-z]{3,}/.test(o) && !DEVANAGARI.test(o))) problems.push(`Latin option: ${o}`);
  });
  q.explanationsHi.forEach((e, i) => {
    if (!e.startsWith(i === q.correctIndex ? 'सही।' : 'गलत।')) problems.push(`explanation ${i} does not say सही/गलत rightly: ${e}`);
  });
  return problems;
}
