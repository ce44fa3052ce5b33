/**
 * Runs a Build Output API Node.js function the way Vercel's runtime does, with
 * plain Node (no tsx, no loader hooks): `node vercel-runtime.mjs <dir>.func`.
 *
 * - reads `.vc-config.json`, imports its `handler` module and takes the default
 *   export (unwrapping nested defaults) as a fetch-style app, as Vercel's Node
 *   launcher does for `export default app`;
 * - answers each request as the platform's proxy would pass it: the original
 *   path (rewrites keep it), https, and the client address in x-real-ip /
 *   x-forwarded-for;
 * - provides the request context that `waitUntil` (@vercel/functions) uses, and
 *   after each response runs the work handed to it, capped at maxDuration;
 * - then freezes itself (SIGSTOP) until the next request, as an idle function
 *   instance may be frozen: work left on a timer does not run. The test resumes
 *   it with SIGCONT before the next request. FREEZE=0 switches that off.
 *
 * Prints `listening <port>` once ready, or exits 1 with the load error.
 */
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pathToFileURL } from 'node:url';

const funcDir = path.resolve(process.argv[2] ?? '.');
const config = JSON.parse(fs.readFileSync(path.join(funcDir, '.vc-config.json'), 'utf8'));
const freeze = process.env.FREEZE !== '0';

/** Work handed to waitUntil since the last response. */
let pending = [];
Object.defineProperty(globalThis, Symbol.for('@vercel/request-context'), {
  configurable: true,
  value: { get: () => ({ waitUntil: (promise) => void pending.push(promise) }) },
});

let app;
try {
  app = await import(pathToFileURL(path.join(funcDir, config.handler)).href);
  for (let i = 0; i < 5 && app?.default; i++) app = app.default;
  if (typeof app?.fetch !== 'function') throw new Error(`${config.handler} has no fetch-style default export`);
} catch (err) {
  console.error(err?.stack ?? String(err));
  process.exit(1);
}

async function afterResponse() {
  const deadline = Date.now() + (config.maxDuration ?? 10) * 1000;
  while (pending.length) {
    const batch = pending;
    pending = [];
    const left = deadline - Date.now();
    if (left <= 0) break;
    let timer;
    await Promise.race([Promise.allSettled(batch), new Promise((r) => (timer = setTimeout(r, left)))]);
    clearTimeout(timer);
  }
  pending = [];
}

const server = http.createServer(async (req, res) => {
  try {
    const client = req.socket.remoteAddress ?? '127.0.0.1';
    const headers = new Headers();
    for (const [name, value] of Object.entries(req.headers)) {
      if (value === undefined) continue;
      for (const v of Array.isArray(value) ? value : [value]) headers.append(name, v);
    }
    headers.set('x-real-ip', client);
    headers.set('x-forwarded-for', client);
    headers.set('x-forwarded-proto', 'https');
    headers.set('x-vercel-id', `local::${Date.now().toString(36)}`);
    const hasBody = req.method !== 'GET' && req.method !== 'HEAD';
    const request = new Request(new URL(req.url ?? '/', `https://${req.headers.host ?? 'localhost'}`), {
      method: req.method,
      headers,
      body: hasBody ? Readable.toWeb(req) : undefined,
      duplex: hasBody ? 'half' : undefined,
    });
    const response = await app.fetch(request);
    const out = {};
    response.headers.forEach((value, name) => {
      if (name !== 'set-cookie') out[name] = value;
    });
    const cookies = response.headers.getSetCookie();
    if (cookies.length) out['set-cookie'] = cookies;
    res.writeHead(response.status, out);
    if (response.body) for await (const chunk of response.body) res.write(chunk);
    await new Promise((resolve) => res.end(resolve));
  } catch (err) {
    console.error(err?.stack ?? String(err));
    if (!res.headersSent) res.writeHead(500, { 'content-type': 'text/plain' });
    res.end('function crashed');
  }
  await afterResponse();
  if (freeze) process.kill(process.pid, 'SIGSTOP');
});
server.keepAliveTimeout = 60_000;
server.listen(0, '127.0.0.1', () => console.log(`listening ${server.address().port}`));
