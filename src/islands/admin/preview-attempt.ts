/**
 * The admin preview's attempt: the dashboard's copy of a test (drafts too) as
 * the local snapshot the candidate's exam screen runs on (core/mock/attempt.ts
 * createAttempt), so the preview IS the candidate's screen — options 1–4,
 * palette, sections, language switch. Made on the device, never sent.
 */
import { createAttempt } from '#core/mock/attempt.ts';
import type { AttemptSnapshot, Language } from '#core/mock/snapshot.ts';
import type { AdminMock } from '#core/schemas/responses/admin.ts';

export function previewAttempt(m: AdminMock, language: Language, nowMs: number): AttemptSnapshot {
  const sections = (m.sections ?? []).map((s, position) => ({
    id: s.id,
    position,
    name: s.name,
    name_hi: s.name_hi ?? null,
    time_limit: s.time_limit,
    locked: s.locked,
    marks_correct: s.marks_correct,
    marks_wrong: s.marks_wrong,
    question_count: s.question_count,
  }));
  const sectionIds = sections.flatMap((s) => Array.from({ length: s.question_count }, () => s.id));
  const hindi = m.questions.some((q) => q.question_hi);
  const iso = new Date(nowMs).toISOString();
  return createAttempt({
    id: `preview-${m.id}`,
    slug: m.slug,
    sentAt: nowMs,
    receivedAt: nowMs,
    language,
    start: {
      mock: {
        slug: m.slug,
        name: m.name,
        description: m.description,
        category_name: '',
        timer: m.timer,
        negative_marks: m.negative_marks,
        question_count: m.questions.length,
        sections,
        languages: hindi ? ['en', 'hi'] : ['en'],
        calculator: m.calculator,
      },
      questions: m.questions.map((q, i) => ({
        id: q.id,
        position: i,
        question: q.question,
        options: q.options,
        section_id: sectionIds[i] ?? null,
        question_hi: q.question_hi ?? null,
        options_hi: q.options_hi ?? null,
      })),
      startedAt: iso,
      serverTime: iso,
      deadline: new Date(nowMs + m.timer * 60_000).toISOString(),
    },
  });
}
