/**
 * Mock-test authoring (issue 18): PUT /mocks/{id} (details, sections,
 * questions with stable ids, reorder, move between sections, Hindi, topics),
 * the paper fixed once a test has attempts (409 PAPER_FIXED, nothing
 * written, the attempt's figures unchanged; wording edits still go through),
 * POST /mocks/import (CSV/JSON, every problem with row and column, nothing
 * saved unless all is valid), GET /mocks/{id}/export round-trip, and
 * draft/published (drafts 404 publicly).
 */
import Papa from 'papaparse';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mockSections, mockTests, questions } from '#db/schema.ts';
import { CSV_COLUMNS, templateCsv, templateJson } from '#core/mock/transfer/index.ts';
import { MOCK_MESSAGES } from '#core/schemas/mock.ts';
import { dbBackends } from '../support/db';
import { expect400, expectJson, openAdmin, type AdminContext } from './_admin';

const explanation = (k: number) => `Option ${k + 1} is explained here in enough words.`;
const question = (n: number, extra: Record<string, unknown> = {}) => ({
  question: `Authoring question number ${n}: which one?`,
  options: ['First', 'Second', 'Third', 'Fourth'],
  correct: n % 4,
  explanations: [0, 1, 2, 3].map(explanation),
  ...extra,
});

describe.each(dbBackends)('mock-test authoring on %s', (backend) => {
  let a: AdminContext;
  let categoryId: number;
  beforeAll(async () => {
    a = await openAdmin(backend);
    categoryId = a.fx.mocks.gsTest.categoryId;
  });
  afterAll(async () => a?.close());

  const create = async (over: Record<string, unknown> = {}) =>
    (
      await expectJson(
        await a.call('POST', '/mocks', {
          json: { name: `Authoring ${Math.random().toString(36).slice(2, 8)}`, category_id: categoryId, timer: 20, questions: [1, 2, 3, 4, 5, 6].map((n) => question(n)), ...over },
        }),
        201,
      )
    ).data;
  const load = async (id: number) => (await expectJson(await a.call('GET', `/admin/mocks/${id}`), 200)).data;
  /** The body a PUT takes: the admin read without what the PUT does not take. */
  const editable = (m: Record<string, any>) => {
    const { id: _id, attempts: _a, updatedAt: _u, ...rest } = m;
    return rest;
  };

  describe('PUT /mocks/{id}', () => {
    it('edits details and a question in place, keeps ids, invalidates and rebuilds', async () => {
      const created = await create();
      const before = await load(created.id);
      const body = editable(before);
      body.name = 'Authoring renamed';
      body.questions[2] = { ...body.questions[2], question: 'An edited third question, now clearer?', correct: 3, topic: 'Polity' };
      const res = await a.expectInvalidates(['mocks'], async () => expectJson(await a.call('PUT', `/mocks/${created.id}`, { json: body }), 200));
      expect(res.data).toMatchObject({ id: created.id, name: 'Authoring renamed', slug: created.slug, question_count: 6, status: 'published' });
      expect(a.rebuilds.at(-1)).toBe(`mock test updated: /mock-test/test/${created.slug}`);
      const after = await load(created.id);
      expect(after.questions.map((q: { id: number }) => q.id)).toEqual(before.questions.map((q: { id: number }) => q.id));
      expect(after.questions[2]).toMatchObject({ question: 'An edited third question, now clearer?', correct: 3, topic: 'Polity' });

      // The public paper shows it.
      const start = await expectJson(await a.h.request(`/mocks/${created.slug}/start`), 200);
      expect(start.questions[2].question).toBe('An edited third question, now clearer?');
    });

    it('reorders, moves a question into another section, adds Hindi, deletes a question and adds one', async () => {
      const created = await create();
      const m = editable(await load(created.id));
      const [q1, q2, q3, q4, q5, q6] = m.questions;
      const hindi = { question_hi: 'यह प्रश्न हिन्दी में है, कौन सा?', options_hi: ['पहला', 'दूसरा', 'तीसरा', 'चौथा'], explanations_hi: [0, 1, 2, 3].map((k) => `विकल्प ${k + 1} की व्याख्या यहाँ पर्याप्त शब्दों में है।`) };
      const body = {
        ...m,
        timer: 20,
        sections: [
          { name: 'Part A', question_count: 3, time_limit: 10, marks_correct: 2, marks_wrong: 0.5 },
          { name: 'Part B', name_hi: 'भाग ख', question_count: 3, time_limit: 10 },
        ],
        questions: [q3, q1, { ...q5, ...hindi }, q2, q4, question(99)],
      };
      void q6;
      await expectJson(await a.call('PUT', `/mocks/${created.id}`, { json: body }), 200);
      const after = await load(created.id);
      expect(after.questions.map((q: { id: number }) => q.id).slice(0, 5)).toEqual([q3.id, q1.id, q5.id, q2.id, q4.id]);
      expect(after.questions[5].id).not.toBe(q6.id);
      expect(after.questions[2]).toMatchObject(hindi);
      expect(after.sections).toEqual([
        { id: expect.any(Number), name: 'Part A', question_count: 3, time_limit: 10, locked: false, marks_correct: 2, marks_wrong: 0.5 },
        { id: expect.any(Number), name: 'Part B', name_hi: 'भाग ख', question_count: 3, time_limit: 10, locked: false, marks_correct: 1, marks_wrong: 0 },
      ]);
      const [{ n }] = await a.testDb.handle.db.select({ n: count() }).from(questions).where(eq(questions.id, q6.id));
      expect(n).toBe(0);

      // Move q5 (with its id) from Part A to Part B: the place in the list and the counts.
      const again = editable(after);
      const moved = again.questions.splice(2, 1)[0];
      again.questions.push(moved);
      again.sections[0].question_count = 2;
      again.sections[1].question_count = 4;
      await expectJson(await a.call('PUT', `/mocks/${created.id}`, { json: again }), 200);
      const final = await load(created.id);
      expect(final.sections.map((s: { id: number }) => s.id)).toEqual(after.sections.map((s: { id: number }) => s.id));
      expect(final.questions.at(-1).id).toBe(q5.id);
      const start = await expectJson(await a.h.request(`/mocks/${created.slug}/start`), 200);
      expect(start.questions.at(-1)).toMatchObject({ section_id: final.sections[1].id, question_hi: hindi.question_hi });

      // No sections again.
      const flat = { ...editable(final) };
      delete flat.sections;
      await expectJson(await a.call('PUT', `/mocks/${created.id}`, { json: flat }), 200);
      const [{ left }] = await a.testDb.handle.db.select({ left: count() }).from(mockSections).where(eq(mockSections.mockTestId, created.id));
      expect(left).toBe(0);
    });

    it('the spec messages on the field they concern; ids of other tests are refused', async () => {
      const created = await create();
      const m = editable(await load(created.id));
      const bad = structuredClone(m);
      bad.questions[1].explanations[2] = 'Too short.';
      await expect400(await a.call('PUT', `/mocks/${created.id}`, { json: bad }), 'questions.1.explanations.2', MOCK_MESSAGES.explanationText);
      await expect400(await a.call('PUT', `/mocks/${created.id}`, { json: { ...m, timer: 0 } }), 'timer', MOCK_MESSAGES.timer);
      await expect400(await a.call('PUT', `/mocks/${created.id}`, { json: { ...m, questions: m.questions.slice(0, 4) } }), 'questions', MOCK_MESSAGES.questions);
      const other = await load(a.fx.mocks.gsTest.id);
      const foreign = structuredClone(m);
      foreign.questions[0].id = other.questions[0].id;
      await expect400(await a.call('PUT', `/mocks/${created.id}`, { json: foreign }), 'questions.0.id', `Question ${other.questions[0].id} is not one of this test's questions`);
      expect((await load(a.fx.mocks.gsTest.id)).questions[0]).toEqual(other.questions[0]);
      await expectJson(await a.call('PUT', '/mocks/999999', { json: m }), 404);
    });
  });

  describe('a test with attempts keeps its paper', () => {
    it('refuses a key or structure change (409, nothing written, figures unchanged) and takes wording edits', async () => {
      const created = await create();
      // An anonymous aspirant takes it: answers 1st right, 2nd wrong, the rest blank.
      const start = await expectJson(await a.h.request(`/mocks/${created.slug}/start`, { method: 'POST' }), 200);
      const m = editable(await load(created.id));
      const answers = m.questions.map((q: { correct: number }, i: number) => (i === 0 ? q.correct : i === 1 ? (q.correct + 1) % 4 : null));
      const headers = { 'x-attempt-token': start.attempt.token };
      const submitted = await expectJson(await a.h.request(`/mocks/${created.slug}/submit`, { method: 'POST', json: { attemptId: start.attempt.id, answers }, headers }), 200);
      expect(submitted.result).toMatchObject({ correct: 1, wrong: 1 });
      expect((await load(created.id)).attempts).toBe(1);

      const flipped = structuredClone(m);
      flipped.questions[1].correct = answers[1];
      const refused = await expectJson(await a.call('PUT', `/mocks/${created.id}`, { json: flipped }), 409);
      expect(refused).toMatchObject({ code: 'PAPER_FIXED', attempts: 1, changes: ["question 2's correct answer"] });
      expect(refused.error).toMatch(/^This test has 1 attempt, so its paper is fixed and this edit would change question 2's correct answer\./);
      for (const change of [
        { timer: 25 },
        { negative_marks: 0.25 },
        { questions: [m.questions[1], m.questions[0], ...m.questions.slice(2)] },
        { questions: [...m.questions.slice(0, 5), question(42)] },
        { sections: [{ name: 'One', question_count: 6 }] },
      ]) {
        expect((await expectJson(await a.call('PUT', `/mocks/${created.id}`, { json: { ...m, ...change } }), 409)).code).toBe('PAPER_FIXED');
      }
      expect(editable(await load(created.id))).toEqual(m);

      // Wording, explanations, Hindi and topics may still be corrected.
      const wording = structuredClone(m);
      wording.name = 'Authoring with attempts';
      wording.questions[1].question = 'The second question, with a typo corrected?';
      wording.questions[1].explanations[0] = 'A clearer explanation of the first option.';
      wording.questions[1].topic = 'Typos';
      await expectJson(await a.call('PUT', `/mocks/${created.id}`, { json: wording }), 200);

      // The attempt's figures and review stand: same score, and the key it was scored with.
      const review = await expectJson(await a.h.request(`/mocks/attempts/${start.attempt.id}`, { headers }), 200);
      expect(review.result).toEqual(submitted.result);
      const key = await expectJson(await a.h.request(review.answerKeyUrl), 200);
      expect(key.answerKey.map((k: { correct: number }) => k.correct)).toEqual(m.questions.map((q: { correct: number }) => q.correct));
      expect(key.answerKey[1].explanations[0]).toBe('A clearer explanation of the first option.');
      // The submit's address named the old version: it gets the current key, revalidated rather than kept forever.
      expect(review.answerKeyUrl).not.toBe(submitted.answerKeyUrl);
      const old = await a.h.request(submitted.answerKeyUrl);
      expect(old.status).toBe(200);
      expect(old.headers.get('cache-control')).toBe('private, no-cache');
      expect((await old.json()).answerKey[1].explanations[0]).toBe('A clearer explanation of the first option.');
    });
  });

  describe('POST /mocks/import and GET /mocks/{id}/export', () => {
    const rows = () => Papa.parse<string[]>(templateCsv().replace(/^\uFEFF/, ''), { skipEmptyLines: true }).data;
    const at = (c: string) => CSV_COLUMNS.indexOf(c as never);
    const testCount = async () => (await a.testDb.handle.db.select({ n: count() }).from(mockTests))[0].n;

    it('a CSV with three bad rows: 422 with three row-numbered problems, nothing saved', async () => {
      const r = rows();
      r[2][at('question')] = 'Too short';
      r[3][at('correct')] = 'E';
      r[5][at('option_4')] = '';
      const before = await testCount();
      const res = await expectJson(await a.call('POST', '/mocks/import', { json: { format: 'csv', content: Papa.unparse(r), name: 'Bad import', category_id: categoryId } }), 422);
      expect(res).toEqual({
        error: 'The file has 3 problems; nothing was imported',
        code: 'IMPORT_INVALID',
        problems: [
          { row: 3, column: 'question', message: MOCK_MESSAGES.questionText },
          { row: 4, column: 'correct', message: 'Correct answer must be A, B, C or D (or 1 to 4)' },
          { row: 6, column: 'option_4', message: MOCK_MESSAGES.optionText },
        ],
      });
      expect(await testCount()).toBe(before);
      expect(a.rebuilds.at(-1)).not.toMatch(/imported/);
    });

    it('an unknown category is a problem of the file too', async () => {
      const res = await expectJson(await a.call('POST', '/mocks/import', { json: { format: 'csv', content: templateCsv(), name: 'No category', category_id: 99999 } }), 422);
      expect(res.problems).toEqual([{ row: null, column: 'category_id', message: 'Mock-test category 99999 does not exist' }]);
    });

    it('a good CSV imports as a draft and round-trips through the export (CSV and JSON)', async () => {
      const res = await a.expectInvalidates(['mocks'], async () =>
        expectJson(await a.call('POST', '/mocks/import', { json: { format: 'csv', content: templateCsv(), name: 'Imported practice', category_id: categoryId } }), 201),
      );
      expect(res.data).toMatchObject({ name: 'Imported practice', slug: 'imported-practice', question_count: 5, status: 'draft', timer: 20 });
      const csv = await a.call('GET', `/mocks/${res.data.id}/export?format=csv`);
      expect(csv.status).toBe(200);
      expect(csv.headers.get('content-type')).toBe('text/csv; charset=utf-8');
      expect(csv.headers.get('content-disposition')).toBe('attachment; filename="imported-practice.csv"');
      const csvText = new TextDecoder('utf-8', { ignoreBOM: true }).decode(await csv.arrayBuffer());
      expect(csvText).toBe(templateCsv()); // the same file back, byte-order mark included

      const again = await expectJson(await a.call('POST', '/mocks/import', { json: { format: 'csv', content: csvText, name: 'Imported practice', category_id: categoryId } }), 201);
      const first = editable(await load(res.data.id));
      const second = editable(await load(again.data.id));
      const strip = (m: Record<string, any>) => ({ ...m, slug: '', questions: m.questions.map(({ id: _i, ...q }: any) => q), sections: m.sections.map(({ id: _i, ...s }: any) => s) });
      expect(strip(second)).toEqual(strip(first));

      const json = await a.call('GET', `/mocks/${res.data.id}/export?format=json`);
      expect(json.headers.get('content-type')).toBe('application/json; charset=utf-8');
      const jsonText = await json.text();
      const fromJson = await expectJson(await a.call('POST', '/mocks/import', { json: { format: 'json', content: jsonText, slug: 'imported-practice-json' } }), 201);
      expect(strip(editable(await load(fromJson.data.id)))).toEqual(strip(first));
      expect(JSON.parse(jsonText)).toMatchObject({ name: 'Imported practice', category_id: categoryId, timer: 20 });
    });

    it('the JSON template imports; a JSON file with a bad question names it', async () => {
      await expectJson(await a.call('POST', '/mocks/import', { json: { format: 'json', content: templateJson(), category_id: categoryId } }), 201);
      const data = JSON.parse(templateJson());
      data.questions[3].correct = 7;
      const res = await expectJson(await a.call('POST', '/mocks/import', { json: { format: 'json', content: JSON.stringify(data), category_id: categoryId } }), 422);
      expect(res.problems).toEqual([{ row: 4, column: 'correct', message: MOCK_MESSAGES.correct }]);
    });

    it('refuses a body over 2 MB with 413, and a bad envelope with 400', async () => {
      const big = 'x'.repeat(2 * 1024 * 1024 + 100 * 1024);
      const res = await a.call('POST', '/mocks/import', { json: { format: 'csv', content: big } });
      expect(res.status).toBe(413);
      await expect400(await a.call('POST', '/mocks/import', { json: { format: 'xlsx', content: 'a' } }), 'format', "format must be 'csv' or 'json'");
    });
  });

  describe('draft and published', () => {
    it('drafts are off the public API (404) and the public list; publishing puts them back', async () => {
      const draft = await create({ status: 'draft' });
      expect(draft.status).toBe('draft');
      expect((await a.h.request(`/mocks/${draft.slug}`)).status).toBe(404);
      expect((await a.h.request(`/mocks/${draft.slug}/start`)).status).toBe(404);
      expect((await a.h.request(`/mocks/${draft.slug}/start`, { method: 'POST' })).status).toBe(404);
      const list = await expectJson(await a.h.request(`/mocks?limit=100`), 200);
      expect(list.data.map((m: { slug: string }) => m.slug)).not.toContain(draft.slug);

      await a.expectInvalidates(['mocks'], async () => expectJson(await a.call('PUT', `/mocks/${draft.id}/status`, { json: { status: 'published' } }), 200));
      expect(a.rebuilds.at(-1)).toBe(`mock test published: /mock-test/test/${draft.slug}`);
      expect((await a.h.request(`/mocks/${draft.slug}`)).status).toBe(200);
      await expect400(await a.call('PUT', `/mocks/${draft.id}/status`, { json: { status: 'hidden' } }), 'status', "status must be 'draft' or 'published'");
    });

    it('POST /mocks without a status publishes (the spec call)', async () => {
      const created = await create();
      expect(created.status).toBe('published');
    });
  });
});
