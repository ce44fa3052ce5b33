/**
 * The local server: the API under /api and the static site everywhere else,
 * on one port (default http://127.0.0.1:4321).
 */
import { serve, type ServerType } from '@hono/node-server';
import { Hono } from 'hono';
import type { ApiApp } from '#api/_app/app.ts';
import { serveUploads, UPLOADS_PATH } from '#infra/storage/index.ts';
import { serveSite } from './static-site';

export interface LocalServerOptions {
  api: ApiApp;
  siteDir: () => string | null;
  host: string;
  port: number;
  /** Admin uploads (infra/storage's local folder), served at /uploads/…; omitted: not served. */
  uploadsDir?: string;
}

export function createLocalApp({ api, siteDir, uploadsDir }: Pick<LocalServerOptions, 'api' | 'siteDir' | 'uploadsDir'>) {
  const app = new Hono();
  app.route('/api', api);
  if (uploadsDir) app.on(['GET', 'HEAD'], `${UPLOADS_PATH}/*`, serveUploads(uploadsDir));
  const site = serveSite(siteDir);
  app.on(['GET', 'HEAD'], '*', site);
  app.all('*', (c) => c.text('Method not allowed', 405));
  return app;
}

export function startLocalServer(options: LocalServerOptions): Promise<{ server: ServerType; url: string }> {
  const app = createLocalApp(options);
  return new Promise((resolve, reject) => {
    const server = serve({ fetch: app.fetch, hostname: options.host, port: options.port }, (info) => {
      resolve({ server, url: `http://${options.host.includes(':') ? `[${options.host}]` : options.host}:${info.port}` });
    });
    server.once('error', reject);
  });
}
