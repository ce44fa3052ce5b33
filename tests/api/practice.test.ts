/**
 * Issue 30, topic practice (server side), on PGlite and Postgres. THE PRACTICE RULE (core/mock/key-access.ts
 * `practiceServes`, docs/practice.md): a question of a test — published always-open, live before its results, a
 * draft — never comes back from any practice route, and a practice set is never started or submitted as a test.
 * Also: the admin mark (validation naming the field, 409 for a rankable test), import/export carrying the place,
 * answers scored by the server and counted once, progress per topic, and a fuzz of the practice inputs.
 * The daily quiz's questions (docs/daily-quiz.md): left out of their set and not scored until the quiz's day is over.
 */
import fc from 'fast-check';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { answerKeySignature } from '#api/_app/attempt-token.ts';
import { PRACTICE_MESSAGES } from '#core/schemas/practice.ts';
import { istDay } from '#core/daily/day.ts';
import { dailyQuizzes, mockTests, practiceAnswers, questions, users } from '#db/schema.ts';
import { dbBackends } from '../support/db';
import { expect400, expectJson, openAdmin, type AdminContext } from './_admin';
import { freshIp } from './_harness';

const HOUR = 3_600_000;
const place = { subject: 'Quantitative Aptitude', subjectHi: 'मात्रात्मक योग्यता', topic: 'Percentages', topicHi: 'प्रतिशत' };
const TOPIC_PATH = 'general-studies/quantitative-aptitude/percentages';

const question = (n: number, tag: string) => ({
  question: `${tag} question ${n}: what is ${n * 10}% of 200?`,
  options: [`${n * 20}`, `${n * 20 + 1}`, `${n * 20 + 2}`, `${n * 20 + 3}`],
  correct: n % 4,
  explanations: [0, 1, 2, 3].map((k) => `${tag} explanation ${k} of question ${n}: ten per cent steps.`),
  question_hi: `${tag} प्रश्न ${n}: 200 का ${n * 10}% क्या है?`,
  options_hi: [`${n * 20}`, `${n * 20 + 1}`, `${n * 20 + 2}`, `${n * 20 + 3}`],
  explanations_hi: [0, 1, 2, 3].map((k) => `${tag} व्याख्या ${k} प्रश्न ${n}: दस प्रतिशत के चरण।`),
  topic: 'Percentages',
});

describe.each(dbBackends)('topic practice on %s', (backend) => {
  let ctx: AdminContext;
  let practiceSlug: string;
  let practiceId: number;
  let practiceQ: { id: number; correct: number }[];
  /** Question ids that practice must never serve, by why. */
  const forbidden: Record<string, { slug: string; ids: number[] }> = {};
  /** A set two of whose questions are in today's daily quiz. */
  let quizSet: { slug: string; ids: number[]; inQuiz: number[] };

  const auth = (uid?: string): Record<string, string> => (uid ? { authorization: `Bearer uid:${uid}` } : {});
  const call = (method: string, path: string, { uid, json, headers = {} }: { uid?: string; json?: unknown; headers?: Record<string, string> } = {}) =>
    ctx.h.request(path, { method, json, headers: { ...auth(uid), ...headers }, ip: freshIp() });
  const put = (id: number, body: unknown) => ctx.call('PUT', `/admin/mocks/${id}/practice`, { json: body });
  const importJson = async (tag: string, extra: Record<string, unknown> = {}) => {
    const file = { name: `${tag} set`, category_id: ctx.fx.mocks.gsTest.categoryId, timer: 10, questions: [1, 2, 3, 4, 5].map((n) => question(n, tag)), ...extra };
    return expectJson(await ctx.call('POST', '/mocks/import', { json: { format: 'json', content: JSON.stringify(file) } }), 201);
  };
  const idsOf = async (mockTestId: number) =>
    (await ctx.testDb.handle.db.select({ id: questions.id, correct: questions.correctIndex }).from(questions).where(eq(questions.mockTestId, mockTestId)).orderBy(questions.position));
  const publish = (id: number) => ctx.call('PUT', `/mocks/${id}/status`, { json: { status: 'published' } });

  beforeAll(async () => {
    ctx = await openAdmin(backend);
    ctx.h.deps.verifyIdToken = async (token) => (token.startsWith('uid:') ? { uid: token.slice(4) } : null);
    const db = ctx.testDb.handle.db;
    await db.insert(users).values([{ uid: 'asha' }, { uid: 'ravi' }]);

    // The practice set, authored entirely by import (the file carries its place).
    const created = await importJson('Practice', { practice: place });
    practiceSlug = created.data.slug;
    practiceId = created.data.id;
    expect((await publish(practiceId)).status).toBe(200);
    practiceQ = await idsOf(practiceId);

    // Tests practice must never serve: a published always-open test, a live one before its results, a draft.
    forbidden.open = { slug: ctx.fx.mocks.gsTest.slug, ids: (await idsOf(ctx.fx.mocks.gsTest.id)).map((q) => q.id) };
    const live = await importJson('Live');
    await publish(live.data.id);
    const now = Date.now();
    await db
      .update(mockTests)
      .set({ liveOpensAt: new Date(now - HOUR), liveLastStartAt: new Date(now + HOUR), liveResultsAt: new Date(now + 3 * HOUR) })
      .where(eq(mockTests.id, live.data.id));
    forbidden.live = { slug: live.data.slug, ids: (await idsOf(live.data.id)).map((q) => q.id) };
    const draft = await importJson('Draft');
    forbidden.draft = { slug: draft.data.slug, ids: (await idsOf(draft.data.id)).map((q) => q.id) };
    // A practice set still a draft is nobody's either.
    const draftPractice = await importJson('Unpublished', { practice: { subject: 'Reasoning', topic: 'Series' } });
    forbidden.draftPractice = { slug: draftPractice.data.slug, ids: (await idsOf(draftPractice.data.id)).map((q) => q.id) };
    // Today's daily quiz holds two questions of another set (so the rule draws nothing from the sets above).
    const quiz = await importJson('Quiz', { practice: { subject: 'Reasoning', topic: 'Analogy' } });
    await publish(quiz.data.id);
    const quizIds = (await idsOf(quiz.data.id)).map((q) => q.id);
    quizSet = { slug: quiz.data.slug, ids: quizIds, inQuiz: quizIds.slice(0, 2) };
    await db.insert(dailyQuizzes).values({ day: istDay(Date.now()), questionIds: quizSet.inQuiz, source: 'admin' });
  });
  afterAll(async () => {
    await ctx?.close();
  });

  describe('the practice rule', () => {
    it('serves a published practice set with its key and explanations in both languages, cacheable with an ETag', async () => {
      const res = await call('GET', `/question-bank/sets/${practiceSlug}`);
      const body = await expectJson(res.clone(), 200);
      expect(res.headers.get('cache-control')).toMatch(/^public/);
      const etag = res.headers.get('etag')!;
      expect(etag).toBeTruthy();
      expect(body.data.topic).toEqual({ slug: 'percentages', name: 'Percentages', name_hi: 'प्रतिशत' });
      expect(body.data.questions).toHaveLength(5);
      expect(body.data.questions.map((q: { correct: number }) => q.correct)).toEqual(practiceQ.map((q) => q.correct));
      expect(body.data.questions[0].explanations_hi[0]).toMatch(/व्याख्या/);
      expect((await call('GET', `/question-bank/sets/${practiceSlug}`, { headers: { 'if-none-match': etag } })).status).toBe(304);
    });

    it('never serves a question of a test: published always-open, live before its results, a draft, an unpublished set', async () => {
      for (const [why, { slug, ids }] of Object.entries(forbidden)) {
        const res = await call('GET', `/question-bank/sets/${slug}`);
        const text = await res.text();
        expect(res.status, why).toBe(404);
        expect(text, why).not.toMatch(/explanation|व्याख्या/i);
        // Answers naming them: refused, naming the item, and nothing of the key in the refusal.
        const answer = await call('POST', '/question-bank/answers', { uid: 'asha', json: { answers: [{ questionId: practiceQ[0].id, choice: 0, answeredAt: new Date().toISOString() }, { questionId: ids[1], choice: 1, answeredAt: new Date().toISOString() }] } });
        const refused = await expect400(answer, 'answers.1.questionId', `answers.1.questionId (${ids[1]}) ${PRACTICE_MESSAGES.notPractice}`);
        expect(JSON.stringify(refused), why).not.toMatch(/"correct"|explanation/);
      }
      // The index lists the practice set only.
      const index = JSON.stringify((await expectJson(await call('GET', '/question-bank'), 200)).data);
      expect(index).toContain(practiceSlug);
      for (const { slug } of Object.values(forbidden)) expect(index).not.toContain(`"${slug}"`);
      // And no answer was counted by the refused batches.
      expect(await ctx.testDb.handle.db.select().from(practiceAnswers).where(eq(practiceAnswers.userUid, 'asha'))).toEqual([]);
    });

    it('today’s daily quiz questions are left out of their set and not scored by practice until the day is over', async () => {
      const body = await expectJson(await call('GET', `/question-bank/sets/${quizSet.slug}`), 200);
      expect(body.data.questions.map((q: { id: number }) => q.id)).toEqual(quizSet.ids.filter((id) => !quizSet.inQuiz.includes(id)));
      const answer = { questionId: quizSet.inQuiz[1], choice: 0, answeredAt: new Date().toISOString() };
      await expect400(await call('POST', '/question-bank/answers', { uid: 'asha', json: { answers: [answer] } }), 'answers.0.questionId', new RegExp(PRACTICE_MESSAGES.inDailyQuiz));
    });

    it('a practice set is not a test: no listing, page, start, paper, submit, key or leaderboard', async () => {
      const list = await expectJson(await call('GET', '/mocks?limit=100'), 200);
      expect(list.data.map((m: { slug: string }) => m.slug)).not.toContain(practiceSlug);
      const categories = await expectJson(await call('GET', '/mocks/categories'), 200);
      // The category holds the always-open and the live test; the practice sets are not counted.
      expect(categories.data.find((c: { id: number }) => c.id === ctx.fx.mocks.gsTest.categoryId).testCount).toBe(2);
      for (const [method, path] of [
        ['GET', `/mocks/${practiceSlug}`],
        ['POST', `/mocks/${practiceSlug}/start`],
        ['GET', `/mocks/${practiceSlug}/start`],
        ['GET', `/mocks/${practiceSlug}/paper`],
        ['GET', `/mocks/${practiceSlug}/leaderboard`],
        // A correctly signed key address (as a submit would issue): still nothing for a practice set.
        ['GET', `/mocks/${practiceSlug}/answer-key?v=1&sig=${answerKeySignature(ctx.h.deps.env, practiceId, '1')}`],
      ] as const) {
        const res = await call(method, path);
        expect(res.status, `${method} ${path}`).toBe(404);
        expect(await res.text()).not.toMatch(/explanation/i);
      }
      const submit = await call('POST', `/mocks/${practiceSlug}/submit`, { json: { attemptId: 'a'.repeat(16), answers: [0, 1, 2, 3, 0] } });
      expect([404]).toContain(submit.status);
      const search = await expectJson(await call('GET', '/public/site-search?q=Practice'), 200);
      expect(JSON.stringify(search)).not.toContain(practiceSlug);
    });
  });

  describe('admin', () => {
    it('refuses a bad place naming the field, and an unknown test', async () => {
      const id = ctx.fx.mocks.quantTest.id;
      await expect400(await put(id, { practice: { ...place, subject: ' ' } }), 'practice.subject', PRACTICE_MESSAGES.subject);
      await expect400(await put(id, { practice: { ...place, topic: 'x'.repeat(81) } }), 'practice.topic', PRACTICE_MESSAGES.topic);
      await expect400(await put(id, { practice: { ...place, topicHi: 7 } }), 'practice.topicHi', PRACTICE_MESSAGES.topicHi);
      await expect400(await put(id, { practice: { ...place, exam: 'SSC' } }), 'practice', PRACTICE_MESSAGES.practice);
      await expect400(await put(id, {}), 'practice', /practice/);
      expect((await expectJson(await put(999_999, { practice: place }), 404)).code).toBe('NOT_FOUND');
    });

    it('refuses (409) a test with attempts, a live test and a previous-year paper; a practice set refuses live and pyq marks', async () => {
      const started = await call('POST', `/mocks/${ctx.fx.mocks.gsTest.slug}/start`);
      expect(started.status).toBe(200);
      expect((await expectJson(await put(ctx.fx.mocks.gsTest.id, { practice: place }), 409)).code).toBe('PRACTICE_HAS_ATTEMPTS');
      const [live] = await ctx.testDb.handle.db.select({ id: mockTests.id }).from(mockTests).where(eq(mockTests.slug, forbidden.live.slug));
      expect((await expectJson(await put(live.id, { practice: place }), 409)).code).toBe('PRACTICE_LIVE');
      const pyqTest = await importJson('Pyq');
      expect((await ctx.call('PUT', `/admin/mocks/${pyqTest.data.id}/pyq`, { json: { pyq: { exam: 'SSC CGL Tier 1', year: 2024 } } })).status).toBe(200);
      expect((await expectJson(await put(pyqTest.data.id, { practice: place }), 409)).code).toBe('PRACTICE_PYQ');

      expect((await expectJson(await ctx.call('PUT', `/admin/mocks/${practiceId}/pyq`, { json: { pyq: { exam: 'SSC CGL Tier 1', year: 2024 } } }), 409)).code).toBe('PRACTICE_SET');
      const schedule = { opensAt: '2030-01-01T10:00:00Z', lastStartAt: '2030-01-01T11:00:00Z', resultsAt: '2030-01-01T12:00:00Z' };
      expect((await expectJson(await ctx.call('PUT', `/admin/mocks/${practiceId}/live`, { json: { schedule } }), 409)).code).toBe('PRACTICE_SET');
    });

    it('marks a test as a practice set and back (a rebuild follows), lists the kind and filters by it', async () => {
      const fresh = await importJson('Toggle');
      await publish(fresh.data.id);
      const ok = await expectJson(await ctx.expectInvalidates(['mocks'], () => put(fresh.data.id, { practice: { subject: 'Reasoning', topic: 'Coding-Decoding' } })), 200);
      expect(ok.data.practice).toEqual({ subject: 'Reasoning', subjectHi: null, topic: 'Coding-Decoding', topicHi: null });
      expect(ctx.rebuilds.at(-1)).toMatch(/practice set/);
      expect((await call('GET', `/mocks/${fresh.data.slug}`)).status).toBe(404);
      expect((await call('GET', `/question-bank/sets/${fresh.data.slug}`)).status).toBe(200);
      const practiceRows = await expectJson(await ctx.call('GET', '/admin/mocks?kind=practice&limit=100'), 200);
      expect(practiceRows.data.every((m: { kind: string }) => m.kind === 'practice')).toBe(true);
      expect(practiceRows.data.map((m: { slug: string }) => m.slug)).toContain(fresh.data.slug);
      await expect400(await ctx.call('GET', '/admin/mocks?kind=quiz'), 'kind', /kind/);

      expect((await expectJson(await put(fresh.data.id, { practice: null }), 200)).data.practice).toBeNull();
      expect((await call('GET', `/mocks/${fresh.data.slug}`)).status).toBe(200);
      expect((await call('GET', `/question-bank/sets/${fresh.data.slug}`)).status).toBe(404);
      const tests = await expectJson(await ctx.call('GET', '/admin/mocks?kind=test&limit=100'), 200);
      expect(tests.data.find((m: { slug: string }) => m.slug === fresh.data.slug).kind).toBe('test');
    });

    it('the activity log names a practice set by its topic page (it has no /mock-test page), a test by its own', async () => {
      const body = { name: 'Log set', category_id: ctx.fx.mocks.gsTest.categoryId, timer: 10, questions: [1, 2, 3, 4, 5].map((n) => question(n, 'Log')) };
      const created = await expectJson(await ctx.call('POST', '/mocks', { json: { ...body, practice: place, status: 'draft' } }), 201);
      const { id, slug } = created.data as { id: number; slug: string };
      const page = `/practice/${TOPIC_PATH} (${slug})`;
      const lines = () => ctx.rebuilds.at(-1);
      expect(lines()).toBe(`practice set created: ${page}`);
      expect((await publish(id)).status).toBe(200);
      expect(lines()).toBe(`practice set published: ${page}`);
      expect((await ctx.call('PUT', `/mocks/${id}`, { json: { ...body, name: 'Log set, edited' } })).status).toBe(200);
      expect(lines()).toBe(`practice set updated: ${page}`);
      // Another exam moves the topic page: the line names both.
      const banking = await expectJson(await ctx.call('POST', '/mocks/categories', { json: { name: 'Banking Log' } }), 201);
      expect((await ctx.call('PUT', `/mocks/${id}`, { json: { ...body, category_id: banking.data.id } })).status).toBe(200);
      expect(lines()).toBe(`practice set updated: /practice/banking-log/quantitative-aptitude/percentages (${slug}) (was ${page})`);
      expect((await ctx.call('PUT', `/mocks/${id}`, { json: body })).status).toBe(200);
      // The edits as the dashboard's build panel lists them: the same line.
      const status = await expectJson(await ctx.call('GET', '/admin/build-status'), 200);
      expect(JSON.stringify(status)).toContain(`practice set updated: /practice/banking-log/quantitative-aptitude/percentages (${slug}) (was ${page})`);

      expect((await put(id, { practice: null })).status).toBe(200);
      expect(lines()).toBe(`practice set made a test again: /mock-test/test/${slug}`);
      expect((await ctx.call('PUT', `/mocks/${id}/status`, { json: { status: 'draft' } })).status).toBe(200);
      expect(lines()).toBe(`mock test unpublished: /mock-test/test/${slug}`);
      expect((await put(id, { practice: place })).status).toBe(200);
      expect(lines()).toBe(`mock test made a practice set: ${page}`);
      const deleted = await expectJson(await ctx.call('DELETE', `/mocks/${id}`, { json: { confirm: true } }), 200);
      expect(deleted.deleted).toMatchObject({ id, slug, questions: 5, attempts: 0 });
      expect(deleted.deleted).not.toHaveProperty('place');
      expect(lines()).toBe(`practice set deleted: ${page}`);
    });

    it('the export carries the place and a CSV import takes it with the request', async () => {
      const res = await ctx.call('GET', `/mocks/${practiceId}/export?format=json`);
      expect(res.status).toBe(200);
      expect(JSON.parse(await res.text()).practice).toEqual(place);
      const csv = await (await ctx.call('GET', `/mocks/${practiceId}/export?format=csv`)).text();
      const imported = await expectJson(
        await ctx.call('POST', '/mocks/import', { json: { format: 'csv', content: csv, name: 'Percentages set 2', category_id: ctx.fx.mocks.gsTest.categoryId, timer: 10, practice: place } }),
        201,
      );
      const row = (await expectJson(await ctx.call('GET', '/admin/mocks?kind=practice&limit=100'), 200)).data.find((m: { id: number }) => m.id === imported.data.id);
      expect(row.practice).toEqual(place);
    });
  });

  describe('answers and progress', () => {
    const at = (minutesAgo: number) => new Date(Date.now() - minutesAgo * 60_000).toISOString();

    it('needs a signed-in caller and names the field of a bad answer', async () => {
      const one = { questionId: practiceQ[0].id, choice: 0, answeredAt: at(1) };
      expect((await call('POST', '/question-bank/answers', { json: { answers: [one] } })).status).toBe(401);
      expect((await call('GET', '/question-bank/progress')).status).toBe(401);
      const post = (body: unknown) => call('POST', '/question-bank/answers', { uid: 'asha', json: body });
      await expect400(await post({ answers: [{ ...one, choice: 4 }] }), 'answers.0.choice', PRACTICE_MESSAGES.choice);
      await expect400(await post({ answers: [{ ...one, choice: '1' }] }), 'answers.0.choice', PRACTICE_MESSAGES.choice);
      await expect400(await post({ answers: [{ ...one, questionId: 0 }] }), 'answers.0.questionId', PRACTICE_MESSAGES.questionId);
      await expect400(await post({ answers: [{ ...one, answeredAt: 'yesterday' }] }), 'answers.0.answeredAt', PRACTICE_MESSAGES.answeredAt);
      await expect400(await post({ answers: [{ ...one, correct: true }] }), 'answers.0', PRACTICE_MESSAGES.answer);
      await expect400(await post({ answers: [] }), 'answers', PRACTICE_MESSAGES.answers);
      await expect400(await post({ answers: Array.from({ length: 201 }, () => one) }), 'answers', PRACTICE_MESSAGES.answers);
      await expect400(await post({ answers: [{ ...one, questionId: 2_000_000_000 }] }), 'answers.0.questionId', new RegExp(PRACTICE_MESSAGES.notPractice));
    });

    it('scores from the key, counts a replayed batch once, and reports accuracy per topic', async () => {
      const [q1, q2] = practiceQ;
      const batch = {
        answers: [
          { questionId: q1.id, choice: q1.correct, answeredAt: at(5) },
          { questionId: q2.id, choice: (q2.correct + 1) % 4, answeredAt: at(4) },
          { questionId: q2.id, choice: q2.correct, answeredAt: at(3) },
        ],
      };
      const first = await expectJson(await call('POST', '/question-bank/answers', { uid: 'ravi', json: batch }), 200);
      expect(first.data).toEqual({ recorded: 3, results: [{ questionId: q1.id, correct: true }, { questionId: q2.id, correct: false }, { questionId: q2.id, correct: true }] });
      // The device's queue retries after a lost answer: nothing counts twice.
      expect((await expectJson(await call('POST', '/question-bank/answers', { uid: 'ravi', json: batch }), 200)).data.recorded).toBe(0);
      const rows = await ctx.testDb.handle.db.select().from(practiceAnswers).where(eq(practiceAnswers.userUid, 'ravi'));
      expect(rows.find((r) => r.questionId === q2.id)).toMatchObject({ attempts: 2, correct: 1, lastCorrect: true });

      const progress = await expectJson(await call('GET', '/question-bank/progress', { uid: 'ravi' }), 200);
      expect(progress.data.topics).toEqual([{ path: TOPIC_PATH, answered: 2, attempts: 3, correct: 2, accuracy: 66.7 }]);
      // Only the caller's own rows.
      expect((await expectJson(await call('GET', '/question-bank/progress', { uid: 'asha' }), 200)).data.topics).toEqual([]);
    });

    it('a later answer counts; one from a clock ahead counts as now', async () => {
      const q = practiceQ[2];
      const later = await expectJson(await call('POST', '/question-bank/answers', { uid: 'ravi', json: { answers: [{ questionId: q.id, choice: q.correct, answeredAt: new Date(Date.now() + 10 * HOUR).toISOString() }] } }), 200);
      expect(later.data.recorded).toBe(1);
      const [row] = await ctx.testDb.handle.db.select().from(practiceAnswers).where(eq(practiceAnswers.questionId, q.id));
      expect(row.lastAnsweredAt.getTime()).toBeLessThanOrEqual(Date.now());
    });
  });

  it('fuzz: hostile answer batches and set slugs answer 2xx/4xx JSON, never 5xx', async () => {
    const value = fc.oneof(fc.string(), fc.integer(), fc.double(), fc.boolean(), fc.constant(null), fc.array(fc.integer(), { maxLength: 3 }));
    const answer = fc.record({ questionId: fc.oneof(value, fc.constantFrom(...practiceQ.map((q) => q.id))), choice: fc.oneof(value, fc.integer({ min: -1, max: 4 })), answeredAt: fc.oneof(value, fc.date({ noInvalidDate: true }).map((d) => d.toISOString())) }, { requiredKeys: [] });
    await fc.assert(
      fc.asyncProperty(fc.oneof(fc.record({ answers: fc.array(answer, { maxLength: 5 }) }), value, fc.dictionary(fc.string(), value)), fc.string({ maxLength: 40 }), async (body, slug) => {
        const res = await call('POST', '/question-bank/answers', { uid: 'asha', json: body });
        expect(res.status).toBeLessThan(500);
        expect(res.headers.get('content-type')).toMatch(/json/);
        const set = await call('GET', `/question-bank/sets/${encodeURIComponent(slug) || 'x'}`);
        expect(set.status).toBeLessThan(500);
      }),
      { numRuns: 60 },
    );
  });
});
