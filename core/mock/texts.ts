/** Mock-test page texts shared by the test page shell and the runner island. */

/** Marks as the test states them: at most two decimals ("0.25", "0.33", "1"). */
export function marksText(marks: number): string {
  return String(Number(marks.toFixed(2)));
}

/** The marking rule of a test: +1 per correct answer, minus the negative marks per wrong answer. */
export function markingRule(negativeMarks: number | null | undefined): string {
  if (!negativeMarks) return '+1 for each correct answer · no negative marking · 0 for unanswered questions';
  return `+1 for each correct answer · −${marksText(negativeMarks)} for each wrong answer · 0 for unanswered questions`;
}

export function questionCountText(n: number): string {
  return `${n} ${n === 1 ? 'question' : 'questions'}`;
}

export function minutesText(n: number): string {
  return `${n} ${n === 1 ? 'minute' : 'minutes'}`;
}

/** Anchor of a mock category on /mock-test. */
export function mockCategoryAnchor(name: string): string {
  return `cat-${name.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '')}`;
}
