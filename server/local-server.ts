/**
 * The local server: the API under /api and the static site everywhere else,
 * on one port (default http://127.0.0.1:4321).
 */
import { serve, type ServerType } from '@hono/node-server';
import { Hono } from 'hono';
import type { ApiApp } from '#api/_app/app.ts';
import { serveUploads, UPLOADS_PATH } from '#infra/storage/index.ts';
import { pageHeaders } from './security-headers';
import { serveSite } from './static-site';

export interface LocalServerOptions {
  api: ApiApp;
  siteDir: () => string | null;
  host: string;
  port: number;
  /** Admin uploads (infra/storage's local folder), served at /uploads/…; omitted: not served. */
  uploadsDir?: string;
  /** A production deployment: adds the production-only security headers (HSTS). */
  production?: boolean;
}

export function createLocalApp({ api, siteDir, uploadsDir, production = false }: Pick<LocalServerOptions, 'api' | 'siteDir' | 'uploadsDir' | 'production'>) {
  const app = new Hono();
  app.route('/api', api);
  // The security header table (as on Vercel: everything but /api, whose answers set their own).
  const headers = pageHeaders({ production });
  if (uploadsDir) {
    app.use(`${UPLOADS_PATH}/*`, async (c, next) => {
      await next();
      // Uploads keep their own stricter policy (default-src 'none'); ours is added as a second one, both apply.
      for (const [name, value] of Object.entries(headers)) {
        if (!c.res.headers.has(name)) c.res.headers.set(name, value);
        else if (name === 'content-security-policy' && !c.res.headers.get(name)!.includes(value)) c.res.headers.append(name, value);
      }
    });
    app.on(['GET', 'HEAD'], `${UPLOADS_PATH}/*`, serveUploads(uploadsDir));
  }
  const site = serveSite(siteDir, { headers });
  app.on(['GET', 'HEAD'], '*', site);
  app.all('*', (c) => c.text('Method not allowed', 405, headers));
  return app;
}

/**
 * How long an idle keep-alive connection stays open. Node's default (5 s) races clients that reuse a connection
 * after about 5 s idle (a poll every 5 s, a proxy's pool): the server closes it as the request arrives and the
 * client gets ECONNRESET. Longer than any such client's idle gap, as behind a load balancer.
 */
export const KEEP_ALIVE_TIMEOUT_MS = 65_000;

export function startLocalServer(options: LocalServerOptions): Promise<{ server: ServerType; url: string }> {
  const app = createLocalApp(options);
  return new Promise((resolve, reject) => {
    const server = serve({ fetch: app.fetch, hostname: options.host, port: options.port }, (info) => {
      resolve({ server, url: `http://${options.host.includes(':') ? `[${options.host}]` : options.host}:${info.port}` });
    });
    keepIdleConnections(server);
    server.once('error', reject);
  });
}

/** KEEP_ALIVE_TIMEOUT_MS on a Node HTTP server (headersTimeout must stay above it). */
export function keepIdleConnections(server: ServerType): void {
  const http = server as unknown as { keepAliveTimeout: number; headersTimeout: number };
  http.keepAliveTimeout = KEEP_ALIVE_TIMEOUT_MS;
  http.headersTimeout = KEEP_ALIVE_TIMEOUT_MS + 1_000;
}
