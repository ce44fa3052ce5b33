/**
 * Request body limits (413 JSON before the body is read) and the security
 * headers on every API answer, errors included.
 */
import net from 'node:net';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppBindings } from '#api/_app/context.ts';
import { BODY_LIMITS, DEFAULT_BODY_LIMIT, bodyLimitFor, limitBody } from '#api/_app/middleware/body-limit.ts';
import { startLocalServer } from '#server/local-server.ts';
import { dbBackends } from '../support/db';
import { expectJson, openAdmin, type AdminContext } from './_admin';
import { freshIp } from './_harness';

const MB = 1024 * 1024;

/** A body of `total` bytes produced lazily in 64 KB chunks; `pulled` counts what the server read. */
function lazyBody(total: number) {
  const counter = { pulled: 0 };
  const chunk = new Uint8Array(64 * 1024).fill(0x20);
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (counter.pulled >= total) return controller.close();
      counter.pulled += chunk.length;
      controller.enqueue(chunk);
    },
  });
  return { stream, counter };
}

describe('the body-limit table', () => {
  it('is small by default and larger only where content travels', () => {
    expect(DEFAULT_BODY_LIMIT).toBe(64 * 1024);
    expect(bodyLimitFor('POST', '/auth/login').maxBytes).toBe(DEFAULT_BODY_LIMIT);
    expect(bodyLimitFor('POST', '/mocks/gs-mock-1/submit').maxBytes).toBe(256 * 1024);
    expect(bodyLimitFor('POST', '/mocks').maxBytes).toBe(4 * MB);
    expect(bodyLimitFor('PUT', '/admin/articles/12').maxBytes).toBe(2 * MB);
    expect(bodyLimitFor('DELETE', '/admin/articles/12').maxBytes).toBe(DEFAULT_BODY_LIMIT);
    expect(bodyLimitFor('POST', '/resources/books/3/links').maxBytes).toBe(DEFAULT_BODY_LIMIT);
    for (const rule of BODY_LIMITS) expect(rule.maxBytes).toBeLessThanOrEqual(4 * MB);
  });
});

describe('a body of declared length', () => {
  // Issue 28: asking the request for its `body` stream (as hono/body-limit does first) turns @hono/node-server's
  // lightweight request into a full web Request read through a web stream: about half the API's CPU on a submit.
  const app = new Hono<AppBindings>();
  app.use('*', (c, next) => {
    c.set('apiBase', '');
    return next();
  });
  app.use('*', limitBody);
  app.post('/mocks/:slug/submit', async (c) => c.json(await c.req.json()));
  const bodyGetter = Object.getOwnPropertyDescriptor(Request.prototype, 'body')!.get!;
  const counted = (body: string, length: number) => {
    const req = new Request('http://api.test/mocks/m/submit', { method: 'POST', body, headers: { 'content-type': 'application/json', 'content-length': String(length) } });
    const asked = { n: 0 };
    Object.defineProperty(req, 'body', { get: () => (asked.n++, bodyGetter.call(req)) });
    return { req, asked };
  };

  it('is checked from its header: the body stream is never asked for', async () => {
    const json = JSON.stringify({ answers: [1, 2, 3] });
    const { req, asked } = counted(json, Buffer.byteLength(json));
    const res = await app.fetch(req);
    expect(await res.json()).toEqual({ answers: [1, 2, 3] });
    expect(asked.n).toBe(0);
  });

  it('over the limit by its header: 413 JSON, the body untouched', async () => {
    const { req, asked } = counted('{}', 300 * 1024);
    const res = await app.fetch(req);
    expect(res.status).toBe(413);
    expect(await res.json()).toMatchObject({ code: 'PAYLOAD_TOO_LARGE', limit: 256 * 1024 });
    expect(asked.n).toBe(0);
  });
});

describe.each(dbBackends)('body limits and API headers on %s', (backend) => {
  let a: AdminContext;
  beforeAll(async () => {
    a = await openAdmin(backend);
  });
  afterAll(async () => {
    await a?.close();
  });

  const post = (path: string, body: BodyInit, headers: Record<string, string> = {}) =>
    a.h.request(path, { method: 'POST', body, ip: freshIp(), headers: { 'content-type': 'application/json', ...headers }, duplex: 'half' } as never);

  it('a declared 100 MB body to mock submit: 413 JSON without reading it', async () => {
    const { stream, counter } = lazyBody(100 * MB);
    const res = await post('/mocks/gs-mock-1/submit', stream, { 'content-length': String(100 * MB) });
    const body = await expectJson(res, 413);
    expect(body).toMatchObject({ code: 'PAYLOAD_TOO_LARGE', limit: 256 * 1024, error: 'The request body is too large (at most 256 KB here)' });
    expect(counter.pulled).toBeLessThanOrEqual(128 * 1024); // at most what the stream pre-buffered
  });

  it('a chunked 10 MB junk body is read only up to the limit', async () => {
    for (const path of ['/mocks/gs-mock-1/submit', '/auth/login', '/resources/links/1/download', '/admin/login']) {
      const { stream, counter } = lazyBody(10 * MB);
      const res = await post(path, stream);
      expect((await expectJson(res, 413)).code, path).toBe('PAYLOAD_TOO_LARGE');
      expect(counter.pulled, path).toBeLessThanOrEqual(bodyLimitFor('POST', path).maxBytes + 192 * 1024);
    }
  });

  it('10 MB announced to the real server: 413 JSON after the first bytes, and the server keeps serving', async () => {
    const { server, url } = await startLocalServer({ api: a.h.api, siteDir: () => null, host: '127.0.0.1', port: 0 });
    try {
      const key = await a.h.currentKey();
      const { port } = new URL(url);
      // Only the head and 64 KB are sent: a server that waits for the whole body never answers.
      const raw = await new Promise<string>((resolve, reject) => {
        const socket = net.connect(Number(port), '127.0.0.1', () => {
          socket.write(
            `POST /api/mocks/gs-mock-1/submit HTTP/1.1\r\nHost: 127.0.0.1\r\nx-api-key: ${key}\r\ncontent-type: application/json\r\ncontent-length: ${10 * MB}\r\n\r\n`,
          );
          socket.write('{"answers":[],"junk":"' + 'x'.repeat(64 * 1024));
        });
        let text = '';
        const timer = setTimeout(() => (socket.destroy(), reject(new Error(`no answer before the body was complete: ${text.slice(0, 80)}`))), 3_000);
        socket.on('data', (d) => {
          text += d.toString();
          if (/\r\n\r\n[\s\S]*\}/.test(text)) (clearTimeout(timer), socket.destroy(), resolve(text));
        });
        socket.on('error', (err) => (clearTimeout(timer), reject(err)));
      });
      expect(raw).toMatch(/^HTTP\/1\.1 413/);
      expect(raw).toMatch(/content-type: application\/json/i);
      expect(raw).toContain('"code":"PAYLOAD_TOO_LARGE"');
      const ping = await fetch(`${url}/api/ping`, { headers: { 'x-api-key': key } });
      expect(ping.status).toBe(200);
    } finally {
      server.close();
    }
  });

  it('bodies that fit pass: a 1.5 MB article, a 3 MB mock test reach validation', async () => {
    const article = await a.call('POST', '/admin/articles', { json: { title: 'Big', content: `<p>${'क'.repeat(450_000)}</p>`, category: 'nope' } });
    expect(article.status).not.toBe(413);
    const mock = await a.call('POST', '/mocks', { json: { name: 'Big', questions: Array.from({ length: 100 }, () => ({ question: 'प'.repeat(9_000) })) } });
    expect(mock.status).toBe(400);
  });

  it('every answer carries nosniff, a JSON CSP, frame and referrer policies: 200, 304, 401, 404, 413, 429, 400', async () => {
    const answers: Response[] = [
      await a.h.request('/ping'),
      await a.h.request('/health', { key: null }),
      await a.h.request('/ping', { key: null }),
      await a.h.request('/ping', { key: 'wrong' }),
      await a.h.request('/no/such/route'),
      await a.h.request('/public/content/no-such-article'),
      await post('/auth/login', 'x'.repeat(DEFAULT_BODY_LIMIT + 1)),
      await a.h.request('/public/search?q=' + 'x'.repeat(5000)),
      await a.h.request('/user/profile'), // privacy alias
    ];
    const first = await a.h.request('/categories');
    answers.push(first, await a.h.request('/categories', { headers: { 'if-none-match': first.headers.get('etag')! } }));
    const ip = freshIp();
    let limited: Response | undefined;
    for (let i = 0; i < 11 && limited?.status !== 429; i++) limited = await a.h.request('/admin/login', { method: 'POST', json: { id: 'x', password: 'y' }, ip });
    answers.push(limited!);
    expect(new Set(answers.map((r) => r.status))).toEqual(new Set([200, 304, 401, 404, 413, 400, 429]));
    for (const res of answers) {
      const where = `${res.status} ${res.url}`;
      expect(res.headers.get('x-content-type-options'), where).toBe('nosniff');
      expect(res.headers.get('content-security-policy'), where).toBe("default-src 'none'; frame-ancestors 'none'");
      expect(res.headers.get('x-frame-options'), where).toBe('DENY');
      expect(res.headers.get('referrer-policy'), where).toBe('no-referrer');
    }
  });

  it('a 500 carries them too', async () => {
    const broken = { ...a.h.deps.db, select: () => { throw new Error('boom'); }, execute: () => { throw new Error('boom'); } };
    const saved = a.h.deps.db;
    a.h.deps.db = broken as never;
    try {
      const res = await a.h.request('/public/content?nocache=1&limit=7');
      expect(res.status).toBeGreaterThanOrEqual(500);
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
      expect(res.headers.get('content-security-policy')).toBe("default-src 'none'; frame-ancestors 'none'");
    } finally {
      a.h.deps.db = saved;
    }
  });
});
