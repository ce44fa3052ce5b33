/**
 * A small sectional, bilingual test for the runner's unit tests: three
 * sections of three questions, 2-minute sectional clocks in a locked order
 * (the IBPS pattern, shrunk), +1/−0.25, Hindi beside English; and a full
 * result as the runner keeps it (SubmitAnswer: the result with the answer key merged in) for a set of answers, scored with the shared
 * core/mock/scoring.ts as the server does.
 */
import type { AttemptStart } from '#core/mock/attempt.ts';
import { markingOf, scoreAnswers, scoreSections, sectionIndexOf } from '#core/mock/scoring.ts';
import type { MockInfo } from '#core/mock/snapshot.ts';
import type { SubmitAnswer } from '#core/mock/submit.ts';
import type { MockSection } from '#core/schemas/responses/mocks.ts';

export const MIN = 60_000;

export function sections(opts: { timed?: boolean; locked?: boolean } = {}): MockSection[] {
  const timed = opts.timed ?? true;
  const names = [
    ['English Language', 'अंग्रेज़ी भाषा'],
    ['Quantitative Aptitude', 'संख्यात्मक अभियोग्यता'],
    ['Reasoning Ability', 'तर्कशक्ति'],
  ];
  return names.map(([name, name_hi], k) => ({
    id: 10 + k,
    position: k,
    name,
    name_hi,
    time_limit: timed ? 2 : null,
    locked: opts.locked ?? timed,
    marks_correct: 1,
    marks_wrong: 0.25,
    question_count: 3,
  }));
}

export function sectionalInfo(opts: { timed?: boolean; locked?: boolean } = {}): MockInfo {
  const secs = sections(opts);
  return {
    slug: 'sectional-demo',
    name: 'Sectional Demo',
    description: 'Three sections.',
    category_name: 'Banking',
    timer: 6,
    negative_marks: null,
    question_count: 9,
    sections: secs,
    languages: ['en', 'hi'],
    total_marks: 9,
  };
}

export const CORRECT = [0, 1, 2, 3, 0, 1, 2, 3, 0];

export function sectionalStart(start: number, opts: { timed?: boolean; locked?: boolean; clientAhead?: number } = {}): AttemptStart {
  const info = sectionalInfo(opts);
  return {
    mock: { ...info, id: 9, category_id: 1, updated_at: new Date(start).toISOString() } as AttemptStart['mock'],
    questions: CORRECT.map((_, i) => ({
      id: 200 + i,
      position: i,
      question: `English question ${i + 1}?`,
      options: ['Alpha', 'Beta', 'Gamma', 'Delta'].map((o) => `${o} ${i + 1}`),
      section_id: 10 + Math.floor(i / 3),
      question_hi: `हिन्दी प्रश्न ${i + 1}?`,
      options_hi: ['क', 'ख', 'ग', 'घ'].map((o) => `${o} ${i + 1}`),
    })),
    serverTime: new Date(start).toISOString(),
    startedAt: new Date(start).toISOString(),
    deadline: new Date(start + info.timer * MIN).toISOString(),
    attempt: { id: 'srv-attempt-0001', token: 'signed-token' },
  };
}

/** The server's answer to a submit of `answers` (ranked, rank 3 of 40 unless told otherwise). */
export function serverResult(
  answers: (number | null)[],
  opts: { ranked?: boolean; late?: boolean; attemptNumber?: number; timeSpent?: number[] } = {},
): SubmitAnswer {
  const secs = sections();
  const questions = CORRECT.map((_, i) => ({ section_id: 10 + Math.floor(i / 3) }));
  const marking = markingOf(secs, questions, null);
  const sectionOf = sectionIndexOf(secs, questions);
  const input = { answers, correct: CORRECT, marking, sectionOf };
  const result = scoreAnswers(input);
  const rows = scoreSections({ ...input, sections: secs, timeSpent: opts.timeSpent });
  return {
    answerKey: CORRECT.map((c, i) => ({
      id: 200 + i,
      position: i,
      correct: c,
      explanations: [0, 1, 2, 3].map((k) => `Why option ${k + 1} of question ${i + 1}.`),
      explanations_hi: [0, 1, 2, 3].map((k) => `प्रश्न ${i + 1} का विकल्प ${k + 1} क्यों।`),
      topic: i < 3 ? 'Grammar' : i < 6 ? 'Arithmetic' : 'Puzzles',
      correct_share: 40 + i * 5,
      avg_seconds: 30 + i,
    })),
    result,
    sections: rows,
    attempt: {
      id: 'srv-attempt-0001',
      clientAttemptId: null,
      startedAt: new Date(0).toISOString(),
      submittedAt: new Date(0).toISOString(),
      timeTakenSeconds: 250,
      late: opts.late ?? false,
      tooFast: false,
      ranked: opts.ranked ?? true,
      attemptNumber: opts.attemptNumber ?? 1,
      answers: answers.map((a) => a ?? null),
      timeSpent: opts.timeSpent ?? answers.map(() => 25),
    },
    standing: { rank: 3, of: 1234, percentile: 99.84 },
    comparison: {
      ranked: 1234,
      sections: rows.map((r) => ({ section_id: r.section_id, name: r.name, you: r.score, topper: 3, average: 1.5, max: 3 })),
      overall: { you: result.score, topper: 9, average: 4.5, max: 9 },
    },
  };
}
