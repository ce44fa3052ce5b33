/**
 * Aspirant tools (issue 18): bookmarks (signed in, own rows only, with the
 * answer and explanations, filters) and question reports (anyone, zod
 * messages, rate limit, stored hashed client key), the dashboard's list and
 * resolve/dismiss (admins only).
 */
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mockSections, questionReports, questions } from '#db/schema.ts';
import { RATE_LIMITS } from '#infra/rate-limit.ts';
import { REPORT_MESSAGES } from '#core/schemas/question-tools.ts';
import { dbBackends } from '../support/db';
import { expect400, expectJson, openAdmin, type AdminContext } from './_admin';
import { freshIp } from './_harness';

const TOKENS: Record<string, string> = { 'alice-token': 'uid-alice', 'bob-token': 'uid-bob' };

describe.each(dbBackends)('question tools on %s', (backend) => {
  let ctx: AdminContext;
  let gsIds: number[];
  let quantIds: number[];
  const as = (token: string) => ({ authorization: `Bearer ${token}` });
  const call = (method: string, path: string, token?: string, json?: unknown, ip = freshIp()) =>
    ctx.h.request(path, { method, json, headers: token ? as(token) : {}, ip });

  /** A submitted attempt of the test (no answers): what the key in a bookmark waits for (issue 26). */
  const takeTest = async (slug: string, token: string) => {
    const start = await expectJson(await call('POST', `/mocks/${slug}/start`, token), 200);
    await expectJson(await call('POST', `/mocks/${slug}/submit`, token, { attemptId: start.attempt.id, answers: [] }), 200);
  };

  beforeAll(async () => {
    ctx = await openAdmin(backend);
    ctx.h.deps.verifyIdToken = async (token) => (TOKENS[token] ? { uid: TOKENS[token] } : null);
    const ids = async (mockTestId: number) =>
      (await ctx.testDb.handle.db.select({ id: questions.id }).from(questions).where(eq(questions.mockTestId, mockTestId)).orderBy(asc(questions.position))).map((r) => r.id);
    gsIds = await ids(ctx.fx.mocks.gsTest.id);
    quantIds = await ids(ctx.fx.mocks.quantTest.id);
  });
  afterAll(async () => {
    await ctx?.close();
  });

  describe('bookmarks', () => {
    it('need a sign-in', async () => {
      for (const [method, path] of [
        ['GET', '/progress/bookmarks'],
        ['PUT', `/progress/bookmarks/${gsIds[0]}`],
        ['DELETE', `/progress/bookmarks/${gsIds[0]}`],
      ]) {
        const res = await call(method, path);
        expect(res.status, `${method} ${path}`).toBe(401);
        expect((await res.json()).code).toBe('AUTH_REQUIRED');
      }
      expect((await call('GET', '/progress/bookmarks', 'forged-token')).status).toBe(401);
    });

    it('add, list with answer and explanations, filter, remove — idempotent', async () => {
      await expectJson(await call('PUT', `/progress/bookmarks/${gsIds[1]}`, 'alice-token'), 200);
      ctx.h.clock.now = Date.now() + 1000;
      const put = await expectJson(await call('PUT', `/progress/bookmarks/${quantIds[2]}`, 'alice-token'), 200);
      expect(put.data).toEqual({ questionId: quantIds[2], bookmarked: true });
      ctx.h.clock.now = Date.now() + 2000;
      await expectJson(await call('PUT', `/progress/bookmarks/${quantIds[2]}`, 'alice-token'), 200); // again: still one

      // Before a submitted attempt of the test: the question, not its key (issue 26; key-access.test.ts).
      const before = await expectJson(await call('GET', '/progress/bookmarks', 'alice-token'), 200);
      expect(before.data.map((b: { correct: number | null; explanations: unknown }) => [b.correct, b.explanations])).toEqual([
        [null, null],
        [null, null],
      ]);
      await takeTest('gs-mock-1', 'alice-token');

      const all = await expectJson(await call('GET', '/progress/bookmarks', 'alice-token'), 200);
      expect(all.pagination.total).toBe(2);
      expect(all.data[0]).toMatchObject({ questionId: quantIds[2], correct: null, explanations: null }); // quant not taken yet
      expect(all.data.map((b: { questionId: number }) => b.questionId)).toEqual([quantIds[2], gsIds[1]]); // newest first
      expect(all.data[1]).toMatchObject({
        questionId: gsIds[1],
        question: 'GS Mock 1 question number 2?',
        number: 2, // positions in the fixture start at 1: the number counts, it does not copy
        options: ['Option A', 'Option B', 'Option C', 'Option D'],
        correct: 1,
        mock: { slug: 'gs-mock-1', name: 'GS Mock 1' },
        section: null,
        question_hi: null,
      });
      expect(all.data[1].explanations).toHaveLength(4);
      expect(all.facets).toEqual([
        { mock: expect.objectContaining({ slug: 'gs-mock-1' }), sections: [], count: 1 },
        { mock: expect.objectContaining({ slug: 'quant-mock-1' }), sections: [], count: 1 },
      ]);

      const quant = await expectJson(await call('GET', '/progress/bookmarks?mock=quant-mock-1', 'alice-token'), 200);
      expect(quant.data.map((b: { questionId: number }) => b.questionId)).toEqual([quantIds[2]]);
      const some = await expectJson(await call('GET', `/progress/bookmarks?questions=${gsIds[0]},${gsIds[1]}`, 'alice-token'), 200);
      expect(some.data.map((b: { questionId: number }) => b.questionId)).toEqual([gsIds[1]]);

      const del = await expectJson(await call('DELETE', `/progress/bookmarks/${quantIds[2]}`, 'alice-token'), 200);
      expect(del.data).toEqual({ questionId: quantIds[2], bookmarked: false });
      await expectJson(await call('DELETE', `/progress/bookmarks/${quantIds[2]}`, 'alice-token'), 200);
      const after = await expectJson(await call('GET', '/progress/bookmarks', 'alice-token'), 200);
      expect(after.data.map((b: { questionId: number }) => b.questionId)).toEqual([gsIds[1]]);
    });

    it("another user's bookmarks are invisible and untouchable", async () => {
      await expectJson(await call('PUT', `/progress/bookmarks/${gsIds[3]}`, 'bob-token'), 200);
      const bob = await expectJson(await call('GET', '/progress/bookmarks', 'bob-token'), 200);
      expect(bob.data.map((b: { questionId: number }) => b.questionId)).toEqual([gsIds[3]]);
      // Bob deleting "Alice's" question id only touches Bob's rows.
      await expectJson(await call('DELETE', `/progress/bookmarks/${gsIds[1]}`, 'bob-token'), 200);
      const alice = await expectJson(await call('GET', '/progress/bookmarks', 'alice-token'), 200);
      expect(alice.data.map((b: { questionId: number }) => b.questionId)).toEqual([gsIds[1]]);
    });

    it('carry the section and the Hindi text, and filter by section', async () => {
      const db = ctx.testDb.handle.db;
      const quant = ctx.fx.mocks.quantTest.id;
      const [arith, di] = await db
        .insert(mockSections)
        .values([
          { mockTestId: quant, position: 0, name: 'Arithmetic' },
          { mockTestId: quant, position: 1, name: 'Data Interpretation' },
        ])
        .returning();
      await db.update(questions).set({ sectionId: arith.id }).where(eq(questions.id, quantIds[0]));
      await db
        .update(questions)
        .set({ sectionId: di.id, textHi: 'प्रश्न पाँच?', optionsHi: ['क', 'ख', 'ग', 'घ'], explanationsHi: ['एक', 'दो', 'तीन', 'चार'] })
        .where(eq(questions.id, quantIds[4]));
      for (const id of [quantIds[0], quantIds[4]]) await expectJson(await call('PUT', `/progress/bookmarks/${id}`, 'bob-token'), 200);
      await takeTest('quant-mock-1', 'bob-token');

      const all = await expectJson(await call('GET', '/progress/bookmarks?mock=quant-mock-1', 'bob-token'), 200);
      const hindi = all.data.find((b: { questionId: number }) => b.questionId === quantIds[4]);
      expect(hindi).toMatchObject({ section: { id: di.id, name: 'Data Interpretation' }, question_hi: 'प्रश्न पाँच?', options_hi: ['क', 'ख', 'ग', 'घ'] });
      expect(hindi.explanations_hi).toHaveLength(4);
      expect(all.facets.find((f: { mock: { slug: string } }) => f.mock.slug === 'quant-mock-1')).toEqual({
        mock: expect.objectContaining({ slug: 'quant-mock-1' }),
        count: 2,
        sections: [
          { id: arith.id, name: 'Arithmetic', count: 1 },
          { id: di.id, name: 'Data Interpretation', count: 1 },
        ],
      });
      const diOnly = await expectJson(await call('GET', `/progress/bookmarks?mock=quant-mock-1&section=${di.id}`, 'bob-token'), 200);
      expect(diOnly.data.map((b: { questionId: number }) => b.questionId)).toEqual([quantIds[4]]);
      for (const id of [quantIds[0], quantIds[4]]) await expectJson(await call('DELETE', `/progress/bookmarks/${id}`, 'bob-token'), 200);
    });

    it('refuses unknown questions and bad filters', async () => {
      const res = await call('PUT', '/progress/bookmarks/99999999', 'alice-token');
      expect(res.status).toBe(404);
      expect((await res.json()).error).toBe('Question not found');
      await expect400(await call('PUT', '/progress/bookmarks/abc', 'alice-token'), 'questionId', /questionId/);
      await expect400(await call('GET', '/progress/bookmarks?questions=1,x', 'alice-token'), 'questions', 'questions must be up to 200 question ids separated by commas');
    });
  });

  describe('reports', () => {
    const report = (id: number, json: unknown, token?: string, ip?: string) => call('POST', `/mocks/questions/${id}/reports`, token, json, ip);

    it('anyone can report; the reason and the text are validated with clear messages', async () => {
      const anon = await expectJson(await report(gsIds[0], { reason: 'wrong_answer', text: 'Option B is right, see NCERT.' }), 201);
      expect(anon.data).toMatchObject({ status: 'open', message: 'Thank you. Your report was sent to the editors.' });
      await expectJson(await report(gsIds[0], { reason: 'typo' }, 'alice-token'), 201);

      await expect400(await report(gsIds[0], { reason: 'rude' }), 'reason', REPORT_MESSAGES.reason);
      await expect400(await report(gsIds[0], {}), 'reason', REPORT_MESSAGES.reason);
      await expect400(await report(gsIds[0], { reason: 'other', text: 'bad' }), 'text', REPORT_MESSAGES.other);
      await expect400(await report(gsIds[0], { reason: 'typo', text: 'x'.repeat(1001) }), 'text', REPORT_MESSAGES.text);
      await expect400(await report(gsIds[0], { reason: 'typo', text: 'a\u0000b' }), 'text', REPORT_MESSAGES.control);
      await expect400(await report(gsIds[0], { reason: 'typo', status: 'resolved' }), '(root)', 'Unknown or server-owned field: status');
      const missing = await report(99999999, { reason: 'typo' });
      expect(missing.status).toBe(404);

      const rows = await ctx.testDb.handle.db.select().from(questionReports).where(eq(questionReports.questionId, gsIds[0])).orderBy(asc(questionReports.id));
      expect(rows).toHaveLength(2);
      expect(rows[0]).toMatchObject({ reason: 'wrong_answer', userUid: null, status: 'open', text: 'Option B is right, see NCERT.' });
      expect(rows[1]).toMatchObject({ reason: 'typo', userUid: 'uid-alice', text: '' });
      expect(rows[0].clientKey).toMatch(/^[0-9a-f]{32}$/); // a hash, not the address
    });

    it('is rate-limited per client', async () => {
      const ip = freshIp();
      const { limit } = RATE_LIMITS.questionReport;
      for (let i = 0; i < limit; i++) expect((await report(quantIds[0], { reason: 'typo', text: `typo ${i}` }, undefined, ip)).status).toBe(201);
      const refused = await report(quantIds[0], { reason: 'typo' }, undefined, ip);
      expect(refused.status).toBe(429);
      expect((await refused.json()).code).toBe('RATE_LIMITED');
      expect(refused.headers.get('retry-after')).toBeTruthy();
      // Another client is not affected.
      expect((await report(quantIds[0], { reason: 'typo' })).status).toBe(201);
    });

    it('admins list them with the question and counts, and resolve or dismiss them', async () => {
      const list = await expectJson(await ctx.call('GET', '/admin/reports?status=open&limit=100'), 200);
      const before = list.counts;
      expect(before.open).toBe(list.pagination.total);
      const first = list.data.find((r: { reason: string; text: string }) => r.reason === 'wrong_answer');
      expect(first).toMatchObject({
        text: 'Option B is right, see NCERT.',
        status: 'open',
        signedIn: false,
        question: { id: gsIds[0], number: 1, text: 'GS Mock 1 question number 1?', correct: 0 },
        mock: { slug: 'gs-mock-1', id: ctx.fx.mocks.gsTest.id },
      });

      const resolved = await expectJson(await ctx.call('PATCH', `/admin/reports/${first.id}`, { json: { status: 'resolved' } }), 200);
      expect(resolved.data).toMatchObject({ id: first.id, status: 'resolved' });
      expect(resolved.data.resolvedAt).toBeTruthy();
      const typo = list.data.find((r: { signedIn: boolean }) => r.signedIn);
      await expectJson(await ctx.call('PATCH', `/admin/reports/${typo.id}`, { json: { status: 'dismissed' } }), 200);

      const now = await expectJson(await ctx.call('GET', '/admin/reports'), 200);
      expect(now.counts).toEqual({ open: before.open - 2, resolved: before.resolved + 1, dismissed: before.dismissed + 1 });
      const dismissed = await expectJson(await ctx.call('GET', '/admin/reports?status=dismissed'), 200);
      expect(dismissed.data.map((r: { id: number }) => r.id)).toEqual([typo.id]);

      await expect400(await ctx.call('PATCH', `/admin/reports/${first.id}`, { json: { status: 'closed' } }), 'status', "Status must be 'open', 'resolved' or 'dismissed'");
      expect((await ctx.call('PATCH', '/admin/reports/99999999', { json: { status: 'resolved' } })).status).toBe(404);
      expect(ctx.rebuilds).toEqual([]); // not public content
    });

    it('are refused to non-admins', async () => {
      expect((await ctx.call('GET', '/admin/reports', { session: false })).status).toBe(401);
      expect((await ctx.call('PATCH', '/admin/reports/1', { json: { status: 'resolved' }, csrf: false })).status).toBe(403);
      const user = await ctx.h.request('/admin/reports', { headers: { authorization: 'Bearer alice-token' }, ip: freshIp() });
      expect(user.status).toBe(403); // a signed-in aspirant is not an admin
      expect((await user.json()).code).toBe('FORBIDDEN');
      const userPatch = await ctx.h.request('/admin/reports/1', { method: 'PATCH', json: { status: 'resolved' }, headers: { authorization: 'Bearer alice-token' }, ip: freshIp() });
      expect(userPatch.status).toBe(403);
    });
  });
});
