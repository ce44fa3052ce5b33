/** Marks as the result shows them. */

/** Marks with at most two decimals and a real minus sign; never "−0". */
export const fmtMarks = (n: number) => {
  const rounded = Number(n.toFixed(2));
  return rounded === 0 ? '0' : String(rounded).replace('-', '−');
};

/** The marks taken off for wrong answers: "−1.5", or "0" when none were. */
export const negativeText = (applied: number) => (Number(applied.toFixed(2)) > 0 ? `−${fmtMarks(applied)}` : '0');
