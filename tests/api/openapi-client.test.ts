/**
 * The OpenAPI document is good for generated clients (issue 26, item 17):
 * every operation has a unique, stable operationId (api/_app/operation-ids.ts),
 * and a typed client generated from GET /api/openapi.json with
 * openapi-typescript + openapi-fetch type-checks correct calls and refuses
 * wrong ones (each `@ts-expect-error` must be an error, or tsc reports it unused).
 *
 * Needs the devDependencies openapi-typescript and openapi-fetch.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { operationIdOf, withOperationIds } from '#api/_app/operation-ids.ts';
import { openTestDb, type TestDb } from '../support/db';
import { harness, type Harness } from './_harness';

const METHODS = ['get', 'put', 'post', 'delete', 'patch'];
type Doc = { paths: Record<string, Record<string, { operationId?: string }>> };

describe('OpenAPI operationIds and a generated client', () => {
  let testDb: TestDb;
  let h: Harness;
  let doc: Doc;

  beforeAll(async () => {
    testDb = await openTestDb('pglite');
    h = harness(testDb);
    const res = await h.request('/openapi.json', { key: null });
    expect(res.status).toBe(200);
    doc = (await res.json()) as Doc;
  });
  afterAll(async () => {
    await h?.close();
    await testDb?.dispose();
  });

  const operations = () =>
    Object.entries(doc.paths).flatMap(([p, item]) =>
      METHODS.filter((m) => item[m]).map((m) => ({ method: m, path: p, operationId: item[m].operationId })),
    );

  it('every operation has a unique operationId, a valid identifier', () => {
    const all = operations();
    expect(all.length).toBeGreaterThan(50);
    for (const op of all) expect(op.operationId, `${op.method} ${op.path}`).toMatch(/^[a-z][A-Za-z0-9]*$/);
    expect(new Set(all.map((op) => op.operationId)).size).toBe(all.length);
  });

  it('operationIds are stable: derived from method and path only, whatever the order of the routes', () => {
    // The published list: a changed id breaks generated clients, so a change here is deliberate (vitest -u).
    expect(operations().map((op) => `${op.method.toUpperCase()} ${op.path} ${op.operationId}`).sort()).toMatchSnapshot();
    for (const op of operations()) expect(op.operationId).toBe(operationIdOf(op.method, op.path));
    // Reordered (and stripped) paths derive the same ids.
    const reordered = withOperationIds({
      paths: Object.fromEntries(
        Object.entries(doc.paths)
          .reverse()
          .map(([p, item]) => [p, Object.fromEntries(Object.entries(item).map(([m, op]) => [m, { ...op, operationId: undefined }]))]),
      ),
    }) as Doc;
    for (const op of operations()) expect(reordered.paths[op.path][op.method].operationId).toBe(op.operationId);
    expect(operationIdOf('get', '/batches/by-number/{category}/{exam}/{number}')).toBe('getBatchesByNumberByCategoryByExamByNumber');
    expect(() => withOperationIds({ paths: { '/a-b': { get: {} }, '/a/b': { get: {} } } })).toThrow(/getAB/);
  });

  it('openapi-typescript generates types that openapi-fetch calls type-check against (tsc)', async () => {
    const { default: openapiTS, astToString } = await import('openapi-typescript');
    // Inside the project, so `openapi-fetch` resolves from its node_modules (.tmp-* is git-ignored).
    const dir = mkdtempSync(path.join(process.cwd(), '.tmp-openapi-client-'));
    try {
      writeFileSync(path.join(dir, 'api.d.ts'), astToString(await openapiTS(doc as never)));
      writeFileSync(
        path.join(dir, 'client.ts'),
        `import createClient from 'openapi-fetch';
import type { operations, paths } from './api';

const client = createClient<paths>({ baseUrl: 'https://portal.example/api', headers: { 'x-api-key': 'pk_x' } });

export async function calls() {
  // Method names exist for the operations (operationId).
  type Leaderboard = operations['getMocksBySlugLeaderboard']['responses'][200]['content']['application/json'];
  type Login = operations['postAdminLogin']['requestBody']['content']['application/json'];
  const login: Login = { id: 'admin', password: 'secret' };

  const page = await client.GET('/public/content/paginated', { params: { query: { page: 2, limit: 12, category: 'UPSC' } } });
  const totalPages: number | undefined = page.data?.pagination.totalPages;
  const board = await client.GET('/mocks/{slug}/leaderboard', { params: { path: { slug: 'ssc-cgl-1' } } });
  const typed: Leaderboard | undefined = board.data;
  await client.POST('/admin/login', { body: login });

  // @ts-expect-error page is a number
  await client.GET('/public/content/paginated', { params: { query: { page: 'two' } } });
  // @ts-expect-error the path parameter slug is required
  await client.GET('/mocks/{slug}/leaderboard', { params: { path: {} } });
  // @ts-expect-error no such path
  await client.GET('/mocks/{slug}/nowhere', { params: { path: { slug: 'x' } } });
  // @ts-expect-error the login body needs a password
  await client.POST('/admin/login', { body: { id: 'admin' } });
  // @ts-expect-error the pagination has no such field
  const wrong = page.data?.pagination.pages;
  // @ts-expect-error no such operation
  type Missing = operations['getNothingAtAll'];
  return { totalPages, typed, wrong, missing: null as unknown as Missing };
}
`,
      );
      const program = ts.createProgram([path.join(dir, 'client.ts')], {
        noEmit: true,
        strict: true,
        target: ts.ScriptTarget.ES2022,
        module: ts.ModuleKind.ESNext,
        moduleResolution: ts.ModuleResolutionKind.Bundler,
        lib: ['lib.es2022.d.ts', 'lib.dom.d.ts'],
        types: [],
        skipLibCheck: true,
      });
      const diagnostics = ts.getPreEmitDiagnostics(program).map((d) => ts.flattenDiagnosticMessageText(d.messageText, '\n'));
      expect(diagnostics).toEqual([]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 120_000);
});
