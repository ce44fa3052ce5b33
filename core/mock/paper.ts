/**
 * The honest-figures rule for editing a test that has attempts (issue 18):
 * the PAPER — what a score is computed from — is fixed once anyone has taken
 * it: the questions and their order, each question's correct answer, the
 * sections (which questions, sectional times, locked order, marking), the
 * negative marks and the timer. Wording may still be corrected: question and
 * option text, explanations, Hindi, topics, names and descriptions. So a
 * stored score, rank, percentile and per-question share always describe the
 * paper as it now stands, and a review shows the key the attempt was scored
 * with. (To change more, export the test and import the file as a new test.)
 *
 * `paperChanges` lists, in words, how an edit would change the paper (empty:
 * it does not).
 */
export interface PaperSection {
  id?: number;
  question_count: number;
  time_limit?: number | null;
  locked?: boolean;
  marks_correct?: number;
  marks_wrong?: number;
}

export interface Paper {
  timer: number;
  negative_marks?: number | null;
  sections?: readonly PaperSection[];
  questions: readonly { id?: number; correct: number }[];
}

/** Unset marks as stored: +1, and the test's negative marks for a wrong answer. */
const sectionDefaults = (s: PaperSection, negativeMarks: number | null | undefined) => ({
  id: s.id,
  question_count: s.question_count,
  time_limit: s.time_limit ?? null,
  locked: s.locked ?? false,
  marks_correct: s.marks_correct ?? 1,
  marks_wrong: s.marks_wrong ?? negativeMarks ?? 0,
});

export function paperChanges(before: Paper, after: Paper): string[] {
  const changes: string[] = [];
  if (before.timer !== after.timer) changes.push('the timer');
  if ((before.negative_marks ?? null) !== (after.negative_marks ?? null)) changes.push('the negative marks');

  const was = (before.sections ?? []).map((s) => sectionDefaults(s, before.negative_marks));
  const now = (after.sections ?? []).map((s) => sectionDefaults(s, after.negative_marks));
  if (was.length !== now.length || was.some((s, j) => s.id !== now[j].id)) changes.push('the sections (added, removed or reordered)');
  else {
    was.forEach((s, j) => {
      const n = now[j];
      if (s.question_count !== n.question_count) changes.push(`which questions section ${j + 1} holds`);
      if (s.time_limit !== n.time_limit) changes.push(`section ${j + 1}'s time limit`);
      if (s.locked !== n.locked) changes.push(`whether section ${j + 1} is locked`);
      if (s.marks_correct !== n.marks_correct || s.marks_wrong !== n.marks_wrong) changes.push(`section ${j + 1}'s marking`);
    });
  }

  const ids = (p: Paper) => p.questions.map((q) => q.id ?? null);
  const beforeIds = ids(before);
  const afterIds = ids(after);
  if (beforeIds.length !== afterIds.length || beforeIds.some((id, i) => id !== afterIds[i])) changes.push('the questions (added, removed or reordered)');
  else {
    before.questions.forEach((q, i) => {
      if (q.correct !== after.questions[i].correct) changes.push(`question ${i + 1}'s correct answer`);
    });
  }
  return changes;
}

/** The 409's sentence: what is fixed, what the edit would change, what can be done. */
export function paperFixedMessage(attempts: number, changes: readonly string[]): string {
  const shown = changes.slice(0, 5).join(', ') + (changes.length > 5 ? ` and ${changes.length - 5} more` : '');
  return (
    `This test has ${attempts} attempt${attempts === 1 ? '' : 's'}, so its paper is fixed and this edit would change ${shown}. ` +
    'You can still correct wording, options, explanations, Hindi and topics; for more, export the test and import it as a new one.'
  );
}
