/**
 * Issue 30, previous-year papers (server side): the admin marks a test as an exam's paper of a year and sitting
 * (validated with the schema's messages, 400 naming the field), the public reads carry the mark, the mark can be
 * cleared, and the paper and its rules do not change with it (the updated_at that versions the answer key stays).
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pyqGroups } from '#core/mock/pyq.ts';
import { PYQ_MESSAGES } from '#core/schemas/pyq.ts';
import { mockTests } from '#db/schema.ts';
import { dbBackends } from '../support/db';
import { expect400, expectJson, openAdmin, type AdminContext } from './_admin';

describe.each(dbBackends)('previous-year papers on %s', (backend) => {
  let ctx: AdminContext;
  let id: number;
  let slug: string;
  const pyq = { exam: 'SSC CGL Tier 1', year: 2024, date: '2024-09-09', shift: 'Shift 1' };

  beforeAll(async () => {
    ctx = await openAdmin(backend);
    id = ctx.fx.mocks.gsTest.id;
    slug = ctx.fx.mocks.gsTest.slug;
  });
  afterAll(async () => {
    await ctx?.close();
  });

  const put = (body: unknown, testId = id) => ctx.call('PUT', `/admin/mocks/${testId}/pyq`, { json: body });

  it('refuses what is not a paper’s exam, year and sitting, naming the field', async () => {
    await expect400(await put({ pyq: { ...pyq, exam: ' ' } }), 'pyq.exam', PYQ_MESSAGES.exam);
    await expect400(await put({ pyq: { ...pyq, year: 1890 } }), 'pyq.year', PYQ_MESSAGES.year);
    await expect400(await put({ pyq: { ...pyq, year: '2024' } }), 'pyq.year', PYQ_MESSAGES.year);
    await expect400(await put({ pyq: { ...pyq, date: '09/09/2024' } }), 'pyq.date', PYQ_MESSAGES.date);
    await expect400(await put({ pyq: { ...pyq, date: '2023-09-09' } }), 'pyq.date', PYQ_MESSAGES.dateInYear);
    await expect400(await put({ pyq: { ...pyq, shift: 'x'.repeat(41) } }), 'pyq.shift', PYQ_MESSAGES.shift);
    await expect400(await put({ pyq: { ...pyq, extra: 1 } }), 'pyq', PYQ_MESSAGES.pyq);
    await expect400(await put({}), 'pyq', PYQ_MESSAGES.pyq);
    expect((await expectJson(await put({ pyq }, 999_999), 404)).code).toBe('NOT_FOUND');
  });

  it('marks the test (a rebuild follows), the public reads carry it, the paper’s version does not move, and it clears', async () => {
    const db = ctx.testDb.handle.db;
    const [before] = await db.select({ updatedAt: mockTests.updatedAt }).from(mockTests).where(eq(mockTests.id, id));
    const ok = await expectJson(await ctx.expectInvalidates(['mocks'], () => put({ pyq: { ...pyq, exam: '  SSC CGL Tier 1 ', shift: '' } })), 200);
    expect(ok.data).toEqual({ id, slug, pyq: { ...pyq, shift: null } });
    const one = await expectJson(await ctx.h.request(`/mocks/${slug}`), 200);
    expect(one.data.pyq).toEqual({ ...pyq, shift: null });
    const list = await expectJson(await ctx.call('GET', '/admin/mocks?limit=100'), 200);
    expect(list.data.find((m: { id: number }) => m.id === id).pyq).toEqual({ ...pyq, shift: null });
    const [after] = await db.select({ updatedAt: mockTests.updatedAt }).from(mockTests).where(eq(mockTests.id, id));
    expect(after.updatedAt).toEqual(before.updatedAt);

    expect((await expectJson(await put({ pyq: null }), 200)).data.pyq).toBeNull();
    expect((await expectJson(await ctx.h.request(`/mocks/${slug}`), 200)).data.pyq).toBeNull();
  });
});

describe('pyqGroups (the /pyq page)', () => {
  const t = (name: string, exam: string | null, year = 2024, date: string | null = null, shift: string | null = null) => ({ name, pyq: exam ? { exam, year, date, shift } : null });
  it('groups by exam A–Z, then year newest first, then sitting by date and shift; other tests are not listed', () => {
    const groups = pyqGroups([
      t('a', 'SSC CGL Tier 1', 2023),
      t('b', 'IBPS PO Prelims', 2024, '2024-10-20', 'Shift 1'),
      t('c', 'SSC CGL Tier 1', 2024, '2024-09-10', 'Shift 2'),
      t('d', null),
      t('e', 'SSC CGL Tier 1', 2024, '2024-09-10', 'Shift 10'),
      t('f', 'IBPS PO Prelims', 2024, '2024-10-19', 'Shift 2'),
      t('g', 'SSC CGL Tier 1', 2024, '2024-09-09', 'Shift 1'),
    ]);
    expect(groups.map((g) => [g.exam, g.count, g.years.map((y) => [y.year, y.papers.map((p) => p.name).join('')])])).toEqual([
      ['IBPS PO Prelims', 2, [[2024, 'fb']]],
      ['SSC CGL Tier 1', 4, [[2024, 'gce'], [2023, 'a']]],
    ]);
  });
});
