/**
 * Issue 30, topic practice without a browser: the bank's tree (core/mock/practice.ts), accuracy, the device's tally
 * and its queue (src/lib/client/device-practice.ts): answers kept until the account has them, sent in batches of
 * 200, a refusal naming items drops only those, a network failure keeps everything.
 */
import { describe, expect, it } from 'vitest';
import { accuracyOf, practiceTree, tallyByTopic, topicPath, type PracticeSetRow } from '#core/mock/practice.ts';
import { keepPracticeAnswer, practiceQueue, practiceTally, sendPracticeQueue, type PracticePoster } from '#src/lib/client/device-practice.ts';
import type { KeyValueStorage } from '#src/lib/client/storage.ts';

function memoryStorage(): KeyValueStorage {
  const map = new Map<string, string>();
  return {
    getItem: (k) => map.get(k) ?? null,
    setItem: (k, v) => void map.set(k, v),
    removeItem: (k) => void map.delete(k),
    key: (i) => [...map.keys()][i] ?? null,
    get length() {
      return map.size;
    },
  };
}

const row = (exam: string, subject: string, topic: string, slug: string, questions = 10, hi: Partial<PracticeSetRow> = {}): PracticeSetRow => ({
  slug,
  name: slug,
  questions,
  examId: exam.length,
  exam,
  examHi: null,
  subject,
  subjectHi: null,
  topic,
  topicHi: null,
  ...hi,
});

describe('the bank', () => {
  it('groups sets exam → subject → topic A–Z, sums the counts upwards and takes the first Hindi name', () => {
    const tree = practiceTree([
      row('SSC', 'Reasoning', 'Series', 'b'),
      row('Banking', 'Quantitative Aptitude', 'Percentages', 'c', 5),
      row('SSC', 'Quantitative Aptitude', 'Percentages', 'z', 5, { topicHi: 'प्रतिशत' }),
      row('SSC', 'Quantitative Aptitude', 'Percentages', 'a', 7),
    ]);
    expect(tree.exams.map((e) => [e.slug, e.questions, e.subjects.map((s) => [s.slug, s.questions, s.topics.map((t) => [t.slug, t.name_hi, t.questions, t.sets.map((x) => x.slug)])])])).toEqual([
      ['banking', 5, [['quantitative-aptitude', 5, [['percentages', null, 5, ['c']]]]]],
      ['ssc', 22, [['quantitative-aptitude', 12, [['percentages', 'प्रतिशत', 12, ['a', 'z']]]], ['reasoning', 10, [['series', null, 10, ['b']]]]]],
    ]);
    expect(topicPath('State PSC', 'General Studies & Current Affairs', 'Indian Polity')).toBe('state-psc/general-studies-and-current-affairs/indian-polity');
  });

  it('accuracy is correct ÷ attempts in percent with one decimal', () => {
    expect(accuracyOf(2, 3)).toBe(66.7);
    expect(accuracyOf(0, 0)).toBe(0);
    expect(accuracyOf(5, 5)).toBe(100);
  });
});

describe('the device store', () => {
  const answer = (questionId: number, correct: boolean, n = 0) => ({ questionId, choice: correct ? 0 : 1, answeredAt: new Date(1_700_000_000_000 + n).toISOString(), path: 'ssc/q/p', correct });

  it('tallies per question and per topic, and queues every answer', () => {
    const s = memoryStorage();
    keepPracticeAnswer(s, answer(1, true, 1));
    keepPracticeAnswer(s, answer(1, false, 2));
    keepPracticeAnswer(s, answer(2, true, 3));
    expect(practiceTally(s)).toEqual({ 1: { p: 'ssc/q/p', a: 2, c: 1 }, 2: { p: 'ssc/q/p', a: 1, c: 1 } });
    expect(tallyByTopic(practiceTally(s))).toEqual([{ path: 'ssc/q/p', answered: 2, attempts: 3, correct: 2, accuracy: 66.7 }]);
    expect(practiceQueue(s)).toHaveLength(3);
  });

  it('sends the queue in batches of 200 and forgets what the server took', async () => {
    const s = memoryStorage();
    for (let i = 0; i < 450; i++) keepPracticeAnswer(s, answer(i + 1, i % 2 === 0, i));
    const sizes: number[] = [];
    const post: PracticePoster = async ({ answers }) => {
      sizes.push(answers.length);
      return { data: { recorded: answers.length, results: [] } };
    };
    expect(await sendPracticeQueue(s, post)).toBe(450);
    expect(sizes).toEqual([200, 200, 50]);
    expect(practiceQueue(s)).toEqual([]);
    // The tally stays: it is the signed-out accuracy.
    expect(Object.keys(practiceTally(s))).toHaveLength(450);
  });

  it('keeps the queue when the network fails, and drops only the items a refusal names', async () => {
    const s = memoryStorage();
    [1, 2, 3].forEach((q, i) => keepPracticeAnswer(s, answer(q, true, i)));
    await expect(sendPracticeQueue(s, async () => Promise.reject(Object.assign(new Error('offline'), { status: undefined })))).rejects.toThrow('offline');
    expect(practiceQueue(s).map((a) => a.questionId)).toEqual([1, 2, 3]);

    const seen: number[][] = [];
    const post: PracticePoster = async ({ answers }) => {
      seen.push(answers.map((a) => a.questionId));
      if (answers.some((a) => a.questionId === 2)) throw Object.assign(new Error('refused'), { status: 400, data: { issues: [{ field: 'answers.1.questionId', message: 'not practice' }] } });
      return { data: { recorded: answers.length, results: [] } };
    };
    expect(await sendPracticeQueue(s, post)).toBe(2);
    expect(seen).toEqual([[1, 2, 3], [1, 3]]);
    expect(practiceQueue(s)).toEqual([]);
  });
});
