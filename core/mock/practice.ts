/**
 * Topic practice (issue 30), pure: the bank's tree (exam → subject → topic) from its sets, the topic pages' paths,
 * accuracy, and the device's tally of answers (signed out, or not yet sent). Shared by the API, the build and the
 * islands. docs/practice.md.
 */
import { mockTestUrl, slugify } from '../urls';
import type { PracticeExam, PracticeIndex, PracticeTopicProgress } from '../schemas/practice';

/** One published practice set as the index query reads it. */
export interface PracticeSetRow {
  slug: string;
  name: string;
  questions: number;
  examId: number;
  exam: string;
  examHi: string | null;
  subject: string;
  subjectHi: string | null;
  topic: string;
  topicHi: string | null;
}

/** The address part of a name (exam, subject, topic): its English name slugified. */
export const practiceSlug = (name: string): string => slugify(name, 60);

/** 'exam/subject/topic', the key of a topic everywhere (progress, device store, page address). */
export const topicPath = (exam: string, subject: string, topic: string): string => `${practiceSlug(exam)}/${practiceSlug(subject)}/${practiceSlug(topic)}`;

/** The topic page (English; localizedPath adds /hi). */
export const practiceTopicUrl = (path: string): string => `/practice/${path}`;

/** Where a test row stands on the site: its exam (category) and, for a practice set, its subject and topic. */
export interface TestPlace {
  slug: string;
  exam: string;
  practice: { subject: string; topic: string } | null;
}

/**
 * How the admin's activity log (and the rebuild's reasons) name a test: a practice set has no /mock-test page (it
 * answers 404 there), so it is named by its topic page, with its slug (a topic may hold several sets).
 */
export function testInLog(t: TestPlace): { noun: 'mock test' | 'practice set'; page: string } {
  if (!t.practice) return { noun: 'mock test', page: mockTestUrl(t.slug) };
  return { noun: 'practice set', page: `${practiceTopicUrl(topicPath(t.exam, t.practice.subject, t.practice.topic))} (${t.slug})` };
}

const byName = <T extends { name: string }>(a: T, b: T) => a.name.localeCompare(b.name, 'en');

/** Sets grouped exam → subject → topic, each A–Z, with question counts summed upwards. */
export function practiceTree(rows: readonly PracticeSetRow[]): PracticeIndex {
  const exams = new Map<string, PracticeExam>();
  for (const r of rows) {
    const examSlug = practiceSlug(r.exam);
    let exam = exams.get(examSlug);
    if (!exam) exams.set(examSlug, (exam = { id: r.examId, slug: examSlug, name: r.exam, name_hi: r.examHi, questions: 0, subjects: [] }));
    const subjectSlug = practiceSlug(r.subject);
    let subject = exam.subjects.find((s) => s.slug === subjectSlug);
    if (!subject) exam.subjects.push((subject = { slug: subjectSlug, name: r.subject, name_hi: r.subjectHi, questions: 0, topics: [] }));
    const topicSlug = practiceSlug(r.topic);
    let topic = subject.topics.find((t) => t.slug === topicSlug);
    if (!topic) subject.topics.push((topic = { slug: topicSlug, name: r.topic, name_hi: r.topicHi, questions: 0, sets: [] }));
    // Hindi names: the first set that has one names the group.
    subject.name_hi ??= r.subjectHi;
    topic.name_hi ??= r.topicHi;
    topic.sets.push({ slug: r.slug, name: r.name, questions: r.questions });
    topic.questions += r.questions;
    subject.questions += r.questions;
    exam.questions += r.questions;
  }
  const list = [...exams.values()].sort(byName);
  for (const e of list) {
    e.subjects.sort(byName);
    for (const s of e.subjects) {
      s.topics.sort(byName);
      for (const t of s.topics) t.sets.sort((a, b) => a.slug.localeCompare(b.slug, 'en'));
    }
  }
  return { exams: list };
}

/** correct ÷ attempts in percent with one decimal (0 attempts: 0). */
export const accuracyOf = (correct: number, attempts: number): number => (attempts > 0 ? Math.round((correct / attempts) * 1000) / 10 : 0);

// ---------------------------------------------------------------- the device's tally

/** Per question on this device: how often answered and right, the topic it belongs to. */
export interface DeviceQuestionTally {
  /** topicPath */
  p: string;
  a: number;
  c: number;
}
export type DeviceTally = Record<string, DeviceQuestionTally>;

/** Adds one answer to the tally (a new object; the caller stores it). */
export function tallyAnswer(tally: DeviceTally, questionId: number, path: string, correct: boolean): DeviceTally {
  const prev = tally[questionId];
  return { ...tally, [questionId]: { p: path, a: (prev?.a ?? 0) + 1, c: (prev?.c ?? 0) + (correct ? 1 : 0) } };
}

/** Per topic figures from the tally (the shape GET /practice/progress answers). */
export function tallyByTopic(tally: DeviceTally): PracticeTopicProgress[] {
  const topics = new Map<string, PracticeTopicProgress>();
  for (const q of Object.values(tally)) {
    if (!q || typeof q.p !== 'string' || !(q.a > 0)) continue;
    const t = topics.get(q.p) ?? { path: q.p, answered: 0, attempts: 0, correct: 0, accuracy: 0 };
    t.answered += 1;
    t.attempts += q.a;
    t.correct += Math.min(q.c, q.a);
    topics.set(q.p, t);
  }
  return [...topics.values()].map((t) => ({ ...t, accuracy: accuracyOf(t.correct, t.attempts) }));
}
