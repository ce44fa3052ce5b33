/**
 * Admin mock-test writes: categories (POST, PUT, DELETE with 409 while used),
 * POST /mocks with the creation payload and exactly the spec's validation
 * messages, DELETE /mocks/{id} only with confirm: true.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mockAttempts, mockTests, questions } from '#db/schema.ts';
import { MOCK_MESSAGES } from '#core/schemas/mock.ts';
import { dbBackends } from '../support/db';
import { expect400, expectJson, openAdmin, type AdminContext } from './_admin';
import { USER_UID } from './_fixtures';

const question = (n: number) => ({
  question: `Which article of the Constitution is number ${n}?`,
  options: ['Article 14', 'Article 19', 'Article 21', 'Article 32'],
  correct: n % 4,
  explanations: [0, 1, 2, 3].map((k) => `Option ${k + 1} is explained here in enough words.`),
});
const questionsOf = (count: number) => Array.from({ length: count }, (_, i) => question(i + 1));

describe.each(dbBackends)('admin mock tests on %s', (backend) => {
  let a: AdminContext;
  let categoryId: number;
  beforeAll(async () => {
    a = await openAdmin(backend);
    categoryId = a.fx.mocks.gsTest.categoryId;
  });
  afterAll(async () => a?.close());

  const payload = (over: Record<string, unknown> = {}) => ({ name: 'Polity Sprint 1', category_id: categoryId, timer: 15, questions: questionsOf(5), ...over });

  describe('POST /mocks', () => {
    it('creates the test with its questions, invalidates mocks and requests a rebuild', async () => {
      const body = await a.expectInvalidates(['mocks'], async () => expectJson(await a.call('POST', '/mocks', { json: payload({ description: 'Five quick ones', negative_marks: 0.25 }) }), 201));
      expect(body.data).toMatchObject({ slug: 'polity-sprint-1', name: 'Polity Sprint 1', timer: 15, negative_marks: 0.25, question_count: 5, category_name: 'General Studies' });
      expect(a.rebuilds.at(-1)).toBe('mock test created: /mock-test/test/polity-sprint-1');

      const start = await expectJson(await a.h.request('/mocks/polity-sprint-1/start'), 200);
      expect(start.questions).toHaveLength(5);
      expect(start.questions[0]).toEqual({
        id: expect.any(Number),
        position: 1,
        question: question(1).question,
        options: question(1).options,
        section_id: null,
        question_hi: null,
        options_hi: null,
      });
      expect(start.mock).toMatchObject({ sections: [], languages: ['en'], total_marks: 5 });
      const stored = await a.testDb.handle.db.select().from(questions).where(eq(questions.mockTestId, body.data.id));
      expect(stored.map((q) => q.correctIndex)).toEqual([1, 2, 3, 0, 1]);
      const full = await expectJson(await a.call('GET', `/admin/mocks/${body.data.id}`), 200);
      expect(full.data.questions[0]).toEqual({ id: expect.any(Number), ...question(1) });

      // A second test with the same name gets its own slug; an explicit taken slug is a 409.
      const second = await expectJson(await a.call('POST', '/mocks', { json: payload() }), 201);
      expect(second.data.slug).toBe('polity-sprint-1-2');
      const taken = await expectJson(await a.call('POST', '/mocks', { json: payload({ slug: 'polity-sprint-1' }) }), 409);
      expect(taken).toMatchObject({ code: 'SLUG_TAKEN', error: "A mock test with the slug 'polity-sprint-1' already exists" });
    });

    it.each([
      ['timer 0', { timer: 0 }, 'timer', 'Timer must be a positive integer'],
      ['timer -5', { timer: -5 }, 'timer', 'Timer must be a positive integer'],
      ['timer 1.5', { timer: 1.5 }, 'timer', 'Timer must be a positive integer'],
      ['timer "15"', { timer: '15' }, 'timer', 'Timer must be a positive integer'],
      ['no timer', { timer: undefined }, 'timer', 'Timer must be a positive integer'],
      ['4 questions', { questions: questionsOf(4) }, 'questions', 'Questions must be an array with 5 to 100 items'],
      ['101 questions', { questions: questionsOf(101) }, 'questions', 'Questions must be an array with 5 to 100 items'],
      ['questions not an array', { questions: 'five' }, 'questions', 'Questions must be an array with 5 to 100 items'],
      ['no questions', { questions: undefined }, 'questions', 'Questions must be an array with 5 to 100 items'],
    ])('%s → the spec message', async (_name, over, field, message) => {
      await expect400(await a.call('POST', '/mocks', { json: payload(over) }), field, message);
    });

    const withQuestion = (index: number, changes: Record<string, unknown>) => {
      const list = questionsOf(5);
      list[index] = { ...list[index], ...changes } as never;
      return payload({ questions: list });
    };

    it.each([
      ['short question text', { question: 'Too short' }, 'questions.2.question', MOCK_MESSAGES.questionText],
      ['3 options', { options: ['a', 'b', 'c'] }, 'questions.2.options', MOCK_MESSAGES.options],
      ['5 options', { options: ['a', 'b', 'c', 'd', 'e'] }, 'questions.2.options', MOCK_MESSAGES.options],
      ['correct 4', { correct: 4 }, 'questions.2.correct', MOCK_MESSAGES.correct],
      ['correct -1', { correct: -1 }, 'questions.2.correct', MOCK_MESSAGES.correct],
      ['correct "1"', { correct: '1' }, 'questions.2.correct', MOCK_MESSAGES.correct],
      ['3 explanations', { explanations: ['a'.repeat(30), 'b'.repeat(30), 'c'.repeat(30)] }, 'questions.2.explanations', MOCK_MESSAGES.explanations],
      ['explanation of exactly 20 characters', { explanations: ['x'.repeat(20), 'b'.repeat(30), 'c'.repeat(30), 'd'.repeat(30)] }, 'questions.2.explanations.0', MOCK_MESSAGES.explanationText],
    ])('%s → %s', async (_name, changes, field, message) => {
      await expect400(await a.call('POST', '/mocks', { json: withQuestion(2, changes) }), field, message);
    });

    it.each([
      ['questions "x"', () => payload({ questions: 'x' }), 'questions', MOCK_MESSAGES.questions],
      ['questions "abcde" (a string of a valid length)', () => payload({ questions: 'abcde' }), 'questions', MOCK_MESSAGES.questions],
      ['options "abc"', () => withQuestion(1, { options: 'abc' }), 'questions.1.options', MOCK_MESSAGES.options],
      ['explanations "abc"', () => withQuestion(1, { explanations: 'abc' }), 'questions.1.explanations', MOCK_MESSAGES.explanations],
    ])('%s is reported once, not twice', async (_name, json, field, message) => {
      const body = await expect400(await a.call('POST', '/mocks', { json: json() }), field, message);
      expect(body.issues).toEqual([{ field, message }]);
    });

    it('optional sections (issue 17): stored with their marking, the questions in order; Hindi and topics per question', async () => {
      const list = questionsOf(6).map((q, i) =>
        i < 2
          ? {
              ...q,
              topic: 'Polity',
              question_hi: `संविधान का कौन-सा अनुच्छेद संख्या ${i + 1} है?`,
              options_hi: ['अनुच्छेद 14', 'अनुच्छेद 19', 'अनुच्छेद 21', 'अनुच्छेद 32'],
              explanations_hi: [0, 1, 2, 3].map((k) => `विकल्प ${k + 1} की व्याख्या यहाँ पर्याप्त शब्दों में है।`),
            }
          : q,
      );
      const sections = [
        { name: 'Polity', name_hi: 'राजव्यवस्था', question_count: 2, time_limit: 10, locked: true, marks_correct: 2, marks_wrong: 0.5 },
        { name: 'History', question_count: 4, time_limit: 5 },
      ];
      const body = await expectJson(await a.call('POST', '/mocks', { json: payload({ name: 'Sectional Sprint', questions: list, sections }) }), 201);
      const paper = await expectJson(await a.h.request(`/mocks/${body.data.slug}/start`), 200);
      expect(paper.mock).toMatchObject({ languages: ['en', 'hi'], total_marks: 8 });
      expect(paper.mock.sections).toMatchObject([
        { position: 0, name: 'Polity', name_hi: 'राजव्यवस्था', time_limit: 10, locked: true, marks_correct: 2, marks_wrong: 0.5, question_count: 2 },
        { position: 1, name: 'History', name_hi: null, time_limit: 5, locked: false, marks_correct: 1, marks_wrong: 0, question_count: 4 },
      ]);
      const [polity, history] = paper.mock.sections;
      expect(paper.questions.map((q: { section_id: number }) => q.section_id)).toEqual([polity.id, polity.id, history.id, history.id, history.id, history.id]);
      expect(paper.questions[0].question_hi).toBe((list[0] as { question_hi?: string }).question_hi);
      const stored = await a.testDb.handle.db.select().from(questions).where(eq(questions.mockTestId, body.data.id));
      expect(stored.map((q) => q.topic)).toEqual(['Polity', 'Polity', null, null, null, null]);
    });

    it.each([
      ['sections not an array', { sections: 'two' }, 'sections', MOCK_MESSAGES.sections],
      ['no sections', { sections: [] }, 'sections', MOCK_MESSAGES.sections],
      ['counts not adding up', { sections: [{ name: 'A', question_count: 2 }, { name: 'B', question_count: 2 }] }, 'sections', `${MOCK_MESSAGES.sectionTotal} (4 ≠ 5)`],
      ['a nameless section', { sections: [{ name: ' ', question_count: 5 }] }, 'sections.0.name', MOCK_MESSAGES.sectionName],
      ['question_count 0', { sections: [{ name: 'A', question_count: 0 }, { name: 'B', question_count: 5 }] }, 'sections.0.question_count', MOCK_MESSAGES.sectionCount],
      ['some timed, some not', { sections: [{ name: 'A', question_count: 2, time_limit: 5 }, { name: 'B', question_count: 3 }] }, 'sections', MOCK_MESSAGES.sectionTimeAll],
      ['timer not their sum', { sections: [{ name: 'A', question_count: 2, time_limit: 5 }, { name: 'B', question_count: 3, time_limit: 5 }] }, 'timer', `${MOCK_MESSAGES.sectionTimeSum} (10 minutes)`],
      ['marks_correct 0', { sections: [{ name: 'A', question_count: 5, marks_correct: 0 }] }, 'sections.0.marks_correct', MOCK_MESSAGES.sectionMarksCorrect],
      ['marks_wrong -1', { sections: [{ name: 'A', question_count: 5, marks_wrong: -1 }] }, 'sections.0.marks_wrong', MOCK_MESSAGES.sectionMarksWrong],
      ['an unknown section field', { sections: [{ name: 'A', question_count: 5, id: 3 }] }, 'sections.0', 'Unknown or server-owned field: id'],
    ])('sections: %s → a clear message', async (_name, over, field, message) => {
      await expect400(await a.call('POST', '/mocks', { json: payload(over) }), field, message);
    });

    it('Hindi is all or nothing per question', async () => {
      await expect400(await a.call('POST', '/mocks', { json: withQuestion(3, { question_hi: 'केवल हिन्दी प्रश्न का पाठ यहाँ है?' }) }), 'questions.3.question_hi', MOCK_MESSAGES.hindiAllOrNothing);
    });

    it('uses the wording the issue asks for', () => {
      expect(MOCK_MESSAGES.timer).toBe('Timer must be a positive integer');
      expect(MOCK_MESSAGES.questions).toBe('Questions must be an array with 5 to 100 items');
    });

    it('accepts explanations of 21 characters and exactly 5 and 100 questions', async () => {
      await expectJson(await a.call('POST', '/mocks', { json: withQuestion(0, { explanations: Array(4).fill('y'.repeat(21)) }) }), 201);
      await expectJson(await a.call('POST', '/mocks', { json: payload({ name: 'Hundred', questions: questionsOf(100) }) }), 201);
    });

    it('400 for an unknown category; server-owned fields refused; nothing stored on failure', async () => {
      const count = await a.testDb.handle.db.$count(mockTests);
      await expect400(await a.call('POST', '/mocks', { json: payload({ category_id: 999999 }) }), 'category_id', 'Mock-test category 999999 does not exist');
      await expect400(await a.call('POST', '/mocks', { json: payload({ category_id: undefined }) }), 'category_id', MOCK_MESSAGES.category);
      await expect400(await a.call('POST', '/mocks', { json: payload({ id: 5, question_count: 99, updated_at: 'x' }) }), '(root)', 'Unknown or server-owned fields: id, question_count, updated_at');
      await expect400(await a.call('POST', '/mocks', { json: withQuestion(1, { id: 3, position: 9 }) }), 'questions.1', 'Unknown or server-owned fields: id, position');
      expect(await a.testDb.handle.db.$count(mockTests)).toBe(count);
    });
  });

  describe('DELETE /mocks/{id}', () => {
    it('needs confirm: true', async () => {
      const created = await expectJson(await a.call('POST', '/mocks', { json: payload({ name: 'To delete' }) }), 201);
      const id = created.data.id;
      const message = 'Deleting a mock test needs { "confirm": true }';
      await expect400(await a.call('DELETE', `/mocks/${id}`), 'confirm', message);
      await expect400(await a.call('DELETE', `/mocks/${id}`, { json: { confirm: false } }), 'confirm', message);
      await expect400(await a.call('DELETE', `/mocks/${id}`, { json: { confirm: 'true' } }), 'confirm', message);
      expect(await a.testDb.handle.db.$count(mockTests, eq(mockTests.id, id))).toBe(1);

      await a.testDb.handle.db.insert(mockAttempts).values({
        publicId: 'attempt-to-delete-0001',
        clientAttemptId: 'attempt-to-delete',
        userUid: USER_UID,
        status: 'submitted',
        deadlineAt: new Date(Date.now() + 60_000),
        submittedAt: new Date(),
        mockTestId: id,
        answers: [0, 1, null, null, null],
        correct: 1,
        wrong: 1,
        unanswered: 3,
        score: 1,
        percentage: 20,
        timeTakenSeconds: 60,
        startedAt: new Date(),
      });
      const res = await a.expectInvalidates(['mocks'], async () => expectJson(await a.call('DELETE', `/mocks/${id}`, { json: { confirm: true } }), 200));
      expect(res.deleted).toEqual({ id, slug: 'to-delete', name: 'To delete', questions: 5, attempts: 1 });
      expect(a.rebuilds.at(-1)).toBe('mock test deleted: /mock-test/test/to-delete');
      expect((await a.h.request('/mocks/to-delete')).status).toBe(404);
      expect((await a.call('DELETE', `/mocks/${id}?confirm=true`)).status).toBe(404);
    });

    it('also takes ?confirm=true', async () => {
      const created = await expectJson(await a.call('POST', '/mocks', { json: payload({ name: 'Query confirm' }) }), 201);
      expect((await a.call('DELETE', `/mocks/${created.data.id}?confirm=true`)).status).toBe(200);
    });
  });

  describe('categories', () => {
    it('creates, renames and deletes a category; 409 for a taken name or while tests use it', async () => {
      const created = await a.expectInvalidates(['mocks'], async () => expectJson(await a.call('POST', '/mocks/categories', { json: { name: 'Reasoning', description: 'Puzzles' } }), 201));
      expect(created.data).toEqual({ id: expect.any(Number), name: 'Reasoning', description: 'Puzzles', nameHi: null, descriptionHi: null });
      expect(a.rebuilds.at(-1)).toBe('mock-test category created: Reasoning');
      const listed = await expectJson(await a.h.request('/mocks/categories'), 200);
      expect(listed.data.map((c: { name: string }) => c.name)).toContain('Reasoning');

      expect(await expectJson(await a.call('POST', '/mocks/categories', { json: { name: 'reasoning' } }), 409)).toMatchObject({ code: 'NAME_TAKEN' });
      await expect400(await a.call('POST', '/mocks/categories', { json: { name: ' ' } }), 'name', 'Name is required');
      await expect400(await a.call('POST', '/mocks/categories', { json: { name: 'X', testCount: 4 } }), '(root)', 'Unknown or server-owned field: testCount');

      const renamed = await a.expectInvalidates(['mocks'], async () => expectJson(await a.call('PUT', `/mocks/categories/${created.data.id}`, { json: { name: 'Logical Reasoning' } }), 200));
      expect(renamed.data.name).toBe('Logical Reasoning');
      expect(await expectJson(await a.call('PUT', `/mocks/categories/${created.data.id}`, { json: { name: 'Quant' } }), 409)).toMatchObject({ code: 'NAME_TAKEN' });

      const used = await expectJson(await a.call('DELETE', `/mocks/categories/${categoryId}`), 409);
      expect(used).toMatchObject({ code: 'CATEGORY_IN_USE', error: expect.stringMatching(/^Mock-test category 'General Studies' has \d+ mock tests; move or delete them first$/) });

      const deleted = await a.expectInvalidates(['mocks'], async () => expectJson(await a.call('DELETE', `/mocks/categories/${created.data.id}`), 200));
      expect(deleted.deleted).toEqual({ id: created.data.id, name: 'Logical Reasoning' });
      expect((await a.call('DELETE', `/mocks/categories/${created.data.id}`)).status).toBe(404);
    });
  });

  it('lists tests for the dashboard with search', async () => {
    const list = await expectJson(await a.call('GET', '/admin/mocks?search=quant'), 200);
    expect(list.data.map((m: { slug: string }) => m.slug)).toEqual(['quant-mock-1']);
    expect(list.data[0]).toMatchObject({ question_count: 5, category_name: 'Quant', timer: 20 });
  });
});
