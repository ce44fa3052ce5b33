/** Marks as the result shows them (the score's one definition: core/mock/marks.ts). */
import { fmtMarks } from '#core/mock/marks.ts';

export { fmtMarks };

/** The marks taken off for wrong answers: "−1.5", or "0" when none were. */
export const negativeText = (applied: number) => (Number(applied.toFixed(2)) > 0 ? `−${fmtMarks(applied)}` : '0');
