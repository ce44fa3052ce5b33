/**
 * An `operationId` for every operation of the OpenAPI document, so generated
 * clients get method names. Derived here, in one place, from the method and
 * the path alone (`GET /mocks/{slug}/leaderboard` → `getMocksBySlugLeaderboard`),
 * so it does not change when routes are reordered or moved between routers;
 * a route may still set its own in `createRoute`. Two operations deriving the
 * same id (`/a-b` and `/a/b`) fail the document's generation (and its test).
 */
const METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'] as const;

const capitalize = (word: string): string => (word ? word[0].toUpperCase() + word.slice(1) : '');

/** `get` + `/mocks/{slug}/start` → `getMocksBySlugStart`. */
export function operationIdOf(method: string, path: string): string {
  const words = path
    .split('/')
    .filter(Boolean)
    .map((segment) => {
      const param = /^\{(.+)\}$/.exec(segment);
      const camel = (param ? param[1] : segment)
        .split(/[^A-Za-z0-9]+/)
        .filter(Boolean)
        .map(capitalize)
        .join('');
      return param ? `By${camel}` : camel;
    });
  return method.toLowerCase() + words.join('');
}

interface OperationLike {
  operationId?: string;
}

/** The document with every operation's operationId set (explicit ones kept); throws on a duplicate. */
export function withOperationIds<D extends { paths?: Record<string, unknown> }>(doc: D): D {
  const seen = new Map<string, string>();
  for (const [path, item] of Object.entries(doc.paths ?? {})) {
    for (const method of METHODS) {
      const operation = (item as Partial<Record<(typeof METHODS)[number], OperationLike>>)[method];
      if (!operation) continue;
      operation.operationId ??= operationIdOf(method, path);
      const where = `${method.toUpperCase()} ${path}`;
      const other = seen.get(operation.operationId);
      if (other) throw new Error(`operationId ${operation.operationId} of ${where} is also ${other}'s`);
      seen.set(operation.operationId, where);
    }
  }
  return doc;
}
