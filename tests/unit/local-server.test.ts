/**
 * The local server keeps idle keep-alive connections open longer than a client polling every 5 s waits between
 * requests: with Node's default (5 s) the e2e polls (intervals up to 5 s) raced the server's close and got
 * ECONNRESET, failing a test and paying for its retry.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { Hono } from 'hono';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { KEEP_ALIVE_TIMEOUT_MS, startLocalServer } from '#server/local-server.ts';
import type { ApiApp } from '#api/_app/app.ts';

let server: http.Server;

beforeAll(async () => {
  const started = await startLocalServer({ api: new Hono() as unknown as ApiApp, siteDir: () => null, host: '127.0.0.1', port: 0 });
  server = started.server as unknown as http.Server;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

it('keeps an idle connection well past a 5 s poll interval, and reads headers for longer than that', () => {
  expect(server.keepAliveTimeout).toBe(KEEP_ALIVE_TIMEOUT_MS);
  expect(KEEP_ALIVE_TIMEOUT_MS).toBeGreaterThanOrEqual(30_000);
  expect(server.headersTimeout).toBeGreaterThan(server.keepAliveTimeout);
});

it('answers a second request on the same kept-alive socket', async () => {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  const { port } = server.address() as AddressInfo;
  const get = () =>
    new Promise<{ status: number; reused: boolean }>((resolve, reject) => {
      const req = http.get({ host: '127.0.0.1', port, path: '/', agent }, (res) => {
        res.resume();
        res.on('end', () => resolve({ status: res.statusCode!, reused: req.reusedSocket }));
      });
      req.on('error', reject);
    });
  expect((await get()).status).toBe(503); // no build yet: the "being built" page
  expect(await get()).toEqual({ status: 503, reused: true });
  agent.destroy();
});
