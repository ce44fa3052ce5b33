/**
 * Issue 29 on the server: a test's own instructions (English, Hindi) and its
 * calculator setting — written by the admin (POST/PUT /mocks, a PUT without
 * them keeps them), read back (GET /admin/mocks/{id}), carried by the public
 * paper (GET /mocks/{slug}/start, still without an answer key) and the test
 * listing, exported and imported with the JSON file; bad values are 400s with
 * the schema's message.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dbBackends } from '../support/db';
import { expect400, expectJson, openAdmin, type AdminContext } from './_admin';

const question = (n: number) => ({
  question: `How many sides does shape number ${n} have?`,
  options: ['Three', 'Four', 'Five', 'Six'],
  correct: n % 4,
  explanations: [0, 1, 2, 3].map((k) => `Option ${k + 1} is explained here in enough words.`),
});

describe.each(dbBackends)('test instructions and calculator on %s', (backend) => {
  let a: AdminContext;
  let categoryId: number;
  beforeAll(async () => {
    a = await openAdmin(backend);
    categoryId = a.fx.mocks.gsTest.categoryId;
  });
  afterAll(async () => a?.close());

  const payload = (over: Record<string, unknown> = {}) => ({
    name: 'Quant With Calculator',
    category_id: categoryId,
    timer: 10,
    questions: Array.from({ length: 5 }, (_, i) => question(i + 1)),
    ...over,
  });

  it('off and empty by default; written, read back, kept by a PUT without them, public without the key, exported and imported', async () => {
    const plain = await expectJson(await a.call('POST', '/mocks', { json: payload({ name: 'Quant Plain' }) }), 201);
    const plainStart = await expectJson(await a.h.request(`/mocks/${plain.data.slug}/start`), 200);
    expect(plainStart.mock).toMatchObject({ calculator: false, instructions: '', instructions_hi: null });

    const created = await expectJson(
      await a.call('POST', '/mocks', { json: payload({ instructions: '  Rough work on the sheet.\nNo phones.  ', instructions_hi: 'रफ़ कार्य शीट पर करें।', calculator: true }) }),
      201,
    );
    const id = created.data.id as number;
    const slug = created.data.slug as string;
    const admin = await expectJson(await a.call('GET', `/admin/mocks/${id}`), 200);
    expect(admin.data).toMatchObject({ instructions: 'Rough work on the sheet.\nNo phones.', instructions_hi: 'रफ़ कार्य शीट पर करें।', calculator: true });

    // The public paper carries them, and still no answer key.
    const start = await expectJson(await a.h.request(`/mocks/${slug}/start`), 200);
    expect(start.mock).toMatchObject({ calculator: true, instructions: 'Rough work on the sheet.\nNo phones.', instructions_hi: 'रफ़ कार्य शीट पर करें।' });
    for (const q of start.questions) expect(Object.keys(q).sort()).toEqual(['id', 'options', 'options_hi', 'position', 'question', 'question_hi', 'section_id']);
    expect(JSON.stringify(start)).not.toMatch(/"(correct|explanations)"/);
    const listed = await expectJson(await a.h.request('/mocks?limit=50'), 200);
    expect(listed.data.find((m: { slug: string }) => m.slug === slug)).toMatchObject({ calculator: true });

    // A PUT without the fields keeps them (an older client); with them, it changes them ('' clears the Hindi).
    const { id: _id, status: _s, attempts: _at, updatedAt: _u, instructions: _i, instructions_hi: _ih, calculator: _c, ...rest } = admin.data;
    await expectJson(await a.call('PUT', `/mocks/${id}`, { json: rest }), 200);
    expect((await expectJson(await a.call('GET', `/admin/mocks/${id}`), 200)).data).toMatchObject({ calculator: true, instructions_hi: 'रफ़ कार्य शीट पर करें।' });
    await expectJson(await a.call('PUT', `/mocks/${id}`, { json: { ...rest, calculator: false, instructions: 'Only this.', instructions_hi: '' } }), 200);
    expect((await expectJson(await a.call('GET', `/admin/mocks/${id}`), 200)).data).toMatchObject({ calculator: false, instructions: 'Only this.', instructions_hi: null });

    // The JSON file carries them; importing it makes a test with the same instructions and setting.
    await expectJson(await a.call('PUT', `/mocks/${id}`, { json: { ...rest, calculator: true, instructions: 'Only this.', instructions_hi: 'केवल यह।' } }), 200);
    const file = await (await a.call('GET', `/mocks/${id}/export?format=json`)).text();
    expect(JSON.parse(file)).toMatchObject({ instructions: 'Only this.', instructions_hi: 'केवल यह।', calculator: true });
    const imported = await expectJson(await a.call('POST', '/mocks/import', { json: { format: 'json', content: file, slug: 'quant-with-calculator-copy' } }), 201);
    expect((await expectJson(await a.call('GET', `/admin/mocks/${imported.data.id}`), 200)).data).toMatchObject({
      instructions: 'Only this.',
      instructions_hi: 'केवल यह।',
      calculator: true,
    });
  });

  it.each([
    ['calculator "yes"', { calculator: 'yes' }, 'calculator', 'calculator must be true or false'],
    ['instructions too long', { instructions: 'x'.repeat(4001) }, 'instructions', 'Instructions must be at most 4000 characters'],
    ['a NUL in the Hindi', { instructions_hi: 'निर्देश\u0000' }, 'instructions_hi', 'Hindi instructions must not contain control characters'],
  ])('%s → 400 with the message', async (_name, over, field, message) => {
    await expect400(await a.call('POST', '/mocks', { json: payload(over) }), field, message);
  });
});
