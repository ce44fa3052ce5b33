/**
 * The HTTP API, built in one place. It is exposed twice: as the Vercel
 * function (api/index.ts) and mounted under /api by the local server
 * (server/local-server.ts). Routes are relative to /api.
 *
 * A request passes, in order:
 *   0. security headers on whatever answers (middleware/security-headers.ts)
 *   1. privacy-browser aliases (rewritten to the original path and re-dispatched)
 *   2. request id, the body limit (413 before the body is read), dependencies
 *   3. Cache-Control: no-store unless the route chose a public policy
 *   4. the x-api-key check (not for /public/current-api-key, /health, /openapi.json)
 *   5. per-IP rate limits on search, submit, downloads, auth/* and admin login
 *   6. the resource routers (route-level: HTTP caching, admin guard, user)
 *   7. JSON 404 for anything else
 */
import { requestId } from 'hono/request-id';
import { RATE_LIMITS } from '#infra/rate-limit.ts';
import type { AppDeps } from './context';
import { watchDatabaseOutage } from './db-outage';
import { withOperationIds } from './operation-ids';
import { onError, onNotFound } from './errors';
import { privacyAliases } from './middleware/aliases';
import { requireApiKey } from './middleware/api-key';
import { limitBody } from './middleware/body-limit';
import { noStoreByDefault } from './middleware/http-cache';
import { rateLimit } from './middleware/rate-limit';
import { apiSecurityHeaders } from './middleware/security-headers';
import { provideIdTokenVerifier } from './middleware/user-auth';
import { createRouter } from './router';
import { adminRoutes } from './routes/admin/session';
import { adminWriteRoutes } from './routes/admin/index';
import { adsRoutes } from './routes/ads';
import { apiKeyRoutes } from './routes/api-key';
import { authRoutes } from './routes/auth';
import { bookmarkRoutes } from './routes/bookmarks';
import { revisionRoutes } from './routes/revision';
import { attemptClaimRoutes } from './routes/attempt-claim';
import { batchesRoutes } from './routes/batches';
import { contentRoutes } from './routes/content';
import { countsRoutes } from './routes/counts';
import { dailyQuizRoutes } from './routes/daily-quiz';
import { healthRoutes } from './routes/health';
import { liveRoutes } from './routes/live';
import { liveTestRoutes } from './routes/live-tests';
import { mockAttemptRoutes } from './routes/mock-attempts';
import { mockCheckpointRoutes } from './routes/mock-checkpoints';
import { compensatoryRoutes } from './routes/compensatory';
import { mocksRoutes } from './routes/mocks';
import { progressRoutes } from './routes/progress';
import { practiceRoutes } from './routes/practice';
import { questionReportRoutes } from './routes/question-reports';
import { resourcesRoutes } from './routes/resources';
import { seriesRoutes } from './routes/series';
import { siteRoutes } from './routes/site';
import { siteSearchRoutes } from './routes/site-search';

export function createApiApp(getDeps: () => Promise<AppDeps>) {
  const app = createRouter();

  app.use('*', apiSecurityHeaders);
  app.use('*', privacyAliases(app));
  app.use('*', requestId({ headerName: 'x-request-id' }));
  app.use('*', limitBody);
  app.use('*', async (c, next) => {
    c.set('deps', await getDeps());
    await next();
  });
  app.use('*', watchDatabaseOutage); // 503 while the database is away; logs the outage's start and end once
  app.use('*', provideIdTokenVerifier); // deps.verifyIdToken: Firebase ID tokens (accounts)
  app.use('*', noStoreByDefault);
  app.use('*', requireApiKey);

  app.use('/public/search', rateLimit(RATE_LIMITS.search));
  app.use('/public/site-search', rateLimit(RATE_LIMITS.search));
  app.use('/mocks/:slug/submit', rateLimit(RATE_LIMITS.submit));
  app.on('POST', '/mocks/:slug/start', rateLimit(RATE_LIMITS.mockStart));
  app.on('POST', '/mocks/:slug/checkpoint', rateLimit(RATE_LIMITS.checkpoint));
  app.use('/resources/links/:id/download', rateLimit(RATE_LIMITS.download));
  app.use('/auth/*', rateLimit(RATE_LIMITS.auth));
  app.use('/admin/login', rateLimit(RATE_LIMITS.adminLogin));

  app.route('/', healthRoutes);
  app.route('/', apiKeyRoutes);
  app.route('/', siteRoutes);
  app.route('/', contentRoutes);
  app.route('/', countsRoutes);
  app.route('/', siteSearchRoutes);
  app.route('/', seriesRoutes);
  app.route('/', liveTestRoutes); // before mocksRoutes and the admin routes: /mocks/live, /admin/mocks/live
  app.route('/', mocksRoutes);
  app.route('/', mockAttemptRoutes);
  app.route('/', mockCheckpointRoutes);
  app.route('/', compensatoryRoutes);
  app.route('/', questionReportRoutes);
  app.route('/', liveRoutes);
  app.route('/', adsRoutes);
  app.route('/', resourcesRoutes);
  app.route('/', batchesRoutes);
  app.route('/', adminRoutes);
  app.route('/', adminWriteRoutes); // admin writes and dashboard reads (routes/admin/, docs/admin.md)
  app.route('/', authRoutes);
  app.route('/', progressRoutes);
  app.route('/', bookmarkRoutes);
  app.route('/', practiceRoutes);
  app.route('/', revisionRoutes);
  app.route('/', dailyQuizRoutes); // issue 30: the daily quiz (docs/daily-quiz.md)
  app.route('/', attemptClaimRoutes);

  app.openAPIRegistry.registerComponent('securitySchemes', 'ApiKey', {
    type: 'apiKey',
    in: 'header',
    name: 'x-api-key',
    description: 'From GET /public/current-api-key. An anti-scraping speed bump, not authentication.',
  });
  app.openAPIRegistry.registerComponent('securitySchemes', 'AdminSession', {
    type: 'apiKey',
    in: 'cookie',
    name: 'admin_session',
    description: 'Set by POST /admin/login; state-changing admin calls also need the x-csrf-token header.',
  });
  const docConfig = {
    openapi: '3.1.0',
    info: {
      title: 'Exam-prep portal API',
      version: '1.0.0',
      description: [
        'Public and admin API of the exam-preparation portal.',
        'Every call except /public/current-api-key, /health and /openapi.json needs the x-api-key header: missing → 401 `{ code: "API_KEY_MISSING", error: "API key required" }`, wrong or expired → 401 `{ code: "API_KEY_INVALID", error: "Invalid API key" }`.',
        'The key is an anti-scraping speed bump, not authentication: per-IP rate limits are the real guard.',
        'Privacy-browser aliases answer exactly like their originals: /user/signin → /auth/login, /user/signup → /auth/register, /user/signout → /auth/logout, /user/profile → /auth/me, /user/refresh-token → /auth/refresh, /practice… → /mocks…, /content/promotions… → /ads….',
        'Failures are JSON `{ error, code }`; invalid input is a 400 `{ error, code: "VALIDATION_ERROR", field, issues }`.',
        'A body over the route\'s limit (64 KB unless the route needs more) is a 413 `{ code: "PAYLOAD_TOO_LARGE", limit }`, answered before the body is read. While the database is unavailable, calls that need it answer 503 `{ code: "DATABASE_UNAVAILABLE", retryAfter }` with Retry-After; cached reads keep answering.',
      ].join('\n\n'),
    },
    servers: [{ url: '/api' }],
    security: [{ ApiKey: [] }],
  };
  // Generated once, on first request (every route is registered by then).
  let doc: ReturnType<typeof app.getOpenAPI31Document> | undefined;
  app.get('/openapi.json', (c) => {
    doc ??= withOperationIds(app.getOpenAPI31Document(docConfig)); // operationIds from method + path (operation-ids.ts)
    return c.json(doc, 200, { 'Cache-Control': 'public, max-age=300' });
  });

  // Also when mounted under /api (where the app's own notFound is not used).
  app.all('*', onNotFound);
  app.notFound(onNotFound);
  app.onError(onError);
  return app;
}

export type ApiApp = ReturnType<typeof createApiApp>;
