/**
 * GET /public/current-api-key: the key the client sends as x-api-key. No key
 * needed to call it. The key is an anti-scraping speed bump, not
 * authentication (api/_app/api-key-rotation.ts).
 */
import { createRoute, z } from '@hono/zod-openapi';
import { apiKeysFor } from '../middleware/api-key';
import { createRouter } from '../router';
import { ApiKeySchema } from '#core/schemas/responses/accounts.ts';
import { jsonResponse } from '../schemas';

const UnavailableSchema = z.object({ success: z.literal(false), code: z.string(), error: z.string(), message: z.string() });

const route = createRoute({
  method: 'get',
  path: '/public/current-api-key',
  tags: ['API key'],
  security: [],
  summary: 'The current API key (no key needed). An anti-scraping speed bump, not authentication.',
  responses: {
    200: jsonResponse(ApiKeySchema, 'The key to send as x-api-key'),
    503: jsonResponse(UnavailableSchema, 'No key could be issued (database unreachable)'),
  },
});

export const apiKeyRoutes = createRouter().openapi(route, async (c) => {
  c.header('Cache-Control', 'no-store');
  try {
    const key = await apiKeysFor(c.var.deps).currentKey();
    return c.json(
      {
        success: true as const,
        apiKey: key.apiKey,
        keyType: key.keyType,
        expiresAt: key.expiresAt?.toISOString() ?? null,
        createdAt: key.createdAt.toISOString(),
        rotatesAt: key.rotatesAt?.toISOString() ?? null,
        message: key.keyType === 'rotating' ? 'Send this key as x-api-key; refresh it every 5 minutes.' : 'Build-time API key.',
      },
      200,
    );
  } catch (error) {
    c.var.deps.log.error('could not issue an API key', error);
    const error_ = 'API key temporarily unavailable';
    return c.json({ success: false as const, code: 'API_KEY_UNAVAILABLE', error: error_, message: error_ }, 503);
  }
});
