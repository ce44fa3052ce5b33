/**
 * Every resource router is created here so they all share the zod error hook:
 * a failed validation is a 400 `{ error, code: 'VALIDATION_ERROR', field, issues }`.
 */
import { OpenAPIHono } from '@hono/zod-openapi';
import type { AppBindings } from './context';
import { validationError } from './errors';

export function createRouter() {
  return new OpenAPIHono<AppBindings>({
    defaultHook: (result, c) => {
      if (!result.success) return validationError(c, result.error);
    },
  });
}
