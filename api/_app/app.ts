/**
 * The HTTP API, built in one place. It is exposed twice: as the Vercel
 * function (api/index.ts) and mounted under /api by the local server
 * (server/local-server.ts). Routes are relative to /api.
 */
import { requestId } from 'hono/request-id';
import type { AppDeps } from './context';
import { onError, onNotFound } from './errors';
import { createRouter } from './router';
import { healthRoutes } from './routes/health';

export function createApiApp(getDeps: () => Promise<AppDeps>) {
  const app = createRouter();

  app.use('*', requestId({ headerName: 'x-request-id' }));
  app.use('*', async (c, next) => {
    c.set('deps', await getDeps());
    await next();
  });

  app.route('/', healthRoutes);

  app.doc31('/openapi.json', {
    openapi: '3.1.0',
    info: {
      title: 'Exam-prep portal API',
      version: '1.0.0',
      description:
        'Public and admin API of the exam-preparation portal. The x-api-key header is an anti-scraping speed bump, not authentication: rate limits are the real guard.',
    },
    servers: [{ url: '/api' }],
  });

  app.notFound(onNotFound);
  app.onError(onError);
  return app;
}

export type ApiApp = ReturnType<typeof createApiApp>;
