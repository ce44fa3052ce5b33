/**
 * The aspirants' side of `npm run bench:mocks` (issues 17 and 28), in a
 * worker thread of its own so the load it makes (HTTP client, reading
 * answers) does not share the API's event loop, as browsers never do.
 *
 * Open loop: request i is sent at start + i × seconds / n whether or not the
 * earlier ones were answered. Over keep-alive connections, as a CDN edge or
 * load balancer reaches an origin; with two API processes the requests go to
 * them in turn (a load balancer stand-in). A failed request is retried as the
 * runner's submit queue does: after a 503 with Retry-After it waits that long
 * plus up to half again at random, otherwise it backs off from 1 s; up to
 * MAX_TRIES in all. After a successful submit the aspirant fetches the answer
 * key from its result's answerKeyUrl through a stand-in for the CDN (the
 * address is public + immutable, so only the first fetch reaches the API).
 * A request may name a public address (`cdn`) fetched through the same
 * stand-in at the same time, as the runner does (issue 28): the paper beside
 * a small POST start, the frozen live results beside a participant's review.
 * The stand-in keeps a 200 that says `public` for its s-maxage (immutable:
 * for good), as Vercel's edge does.
 *
 * The edge's connections (`edgeSockets` per API process) are opened before the
 * early requests, as an edge that has served the test for an hour holds them (512 per process, the most the agent opens):
 * a Node 24 server busy at ~80% of a core accepts new connections only a few at
 * a time (2 Dec: its accept queue held 359 connections at the burst's start and
 * drained at ~150/s, so requests on new connections waited 1–2 s while the
 * handler's own time stayed under 0.3 s; a plain http.createServer with a 0.4 ms
 * handler does the same). `edgeSockets: 0` opens them during the burst (a cold edge).
 */
import http from 'node:http';
import { parentPort, workerData } from 'node:worker_threads';

export interface AspirantRequest {
  method: 'GET' | 'POST';
  path: string;
  uid: string;
  /** The body: job.bodies[body] with __ATTEMPT__ replaced by `attemptId` (a few thousand distinct sheets, not 100,000 copies). */
  body?: number;
  attemptId?: string;
  /** A public address fetched through the CDN stand-in in parallel with this request (the runner's paper, the live results). */
  cdn?: string;
}

export interface AspirantsJob {
  /** The API processes' bases (http://127.0.0.1:port/api), used in turn. */
  bases: string[];
  apiKey: string;
  /** Not measured: sent over `earlySeconds` before the measured ones (the site is warm, as it is an hour into a test). */
  early: AspirantRequest[];
  earlySeconds: number;
  seconds: number;
  requests: AspirantRequest[];
  bodies: string[];
  /** Fetch the answer key after a 200 submit (through the CDN stand-in). */
  fetchKey: boolean;
  /** Keep-alive connections opened to each API process before the early requests (0: opened as the load needs them). */
  edgeSockets: number;
}

export interface AspirantsReport {
  /** From the first send to the last request answered 200. */
  doneSeconds: number;
  /** First try of each request, ms. */
  firstMs: number[];
  /** From the first send to the 200, retries included, ms (requests that never got one are left out). */
  finalMs: number[];
  /** [seconds after the start it was sent, ms] of each first try. */
  timeline: [number, number][];
  keyMs: number[];
  keyOriginFetches: number;
  /** The `cdn` fetches beside the measured requests: time, how many reached the API, size (as sent, compressed). */
  cdnMs: number[];
  cdnOriginFetches: number;
  cdnBytes: number;
  cdnErrors: Record<string, number>;
  /** First try and its `cdn` fetch both answered (what the aspirant waits for), ms. */
  pairMs: number[];
  answerBytes: number;
  keyBytes: number;
  /** Answers other than 200 and failed sends, by status or message: first tries and retries. */
  firstErrors: Record<string, number>;
  retryErrors: Record<string, number>;
  retried: number;
  /** Requests that never got a 200. */
  gaveUp: number;
}

const MAX_TRIES = 10;
const job = workerData as AspirantsJob;
// (maxFreeSockets: the edge's warm connections stay open between requests.)
const agent = new http.Agent({ keepAlive: true, maxSockets: 512, maxFreeSockets: 512 });
const targets = job.bases.map((b) => new URL(b));
let turn = 0;

interface Answer {
  status: number;
  text: string;
  bytes: number;
  cacheControl: string;
  retryAfter: string | undefined;
}

function call(target: URL, method: string, path: string, headers: Record<string, string>, body?: string): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = http.request({ agent, host: target.hostname, port: target.port, method, path: `${target.pathname.replace(/\/$/, '')}${path}`, headers, timeout: 30_000 }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => {
        const buf = Buffer.concat(chunks);
        resolve({
          status: res.statusCode ?? 0,
          text: res.headers['content-encoding'] ? '' : buf.toString(),
          bytes: buf.length,
          cacheControl: String(res.headers['cache-control'] ?? ''),
          retryAfter: res.headers['retry-after'] as string | undefined,
        });
      });
      res.on('error', reject);
    });
    req.on('timeout', () => req.destroy(new Error('timeout')));
    req.on('error', reject);
    req.end(body);
  });
}

/**
 * The CDN stand-in: one origin fetch per cacheable address, shared by every later request while it is fresh: a 200
 * whose Cache-Control says `public` and `immutable` (kept for good) or `s-maxage=N` (kept N s). Anything else
 * (`no-store`, a 409 before a live test's opening, an error) is not kept. `origin` counts the fetches that reach the API.
 */
const edge = new Map<string, { answer: Promise<Answer>; until: number }>();
function viaCdn(path: string, ip: string, origin: () => void) {
  const kept = edge.get(path);
  if (kept && kept.until > performance.now()) return kept.answer;
  origin();
  const answer = call(targets[0], 'GET', path, { 'x-api-key': job.apiKey, 'accept-encoding': 'gzip, deflate, br, zstd', 'x-real-ip': ip });
  const entry = { answer, until: Infinity };
  edge.set(path, entry);
  answer.then(
    (r) => {
      const sMaxAge = /s-maxage=(\d+)/.exec(r.cacheControl);
      if (r.status !== 200 || !/public/.test(r.cacheControl)) edge.delete(path);
      else if (!/immutable/.test(r.cacheControl)) {
        if (sMaxAge && Number(sMaxAge[1]) > 0) entry.until = performance.now() + Number(sMaxAge[1]) * 1000;
        else edge.delete(path);
      }
    },
    () => edge.delete(path),
  );
  return answer;
}

const report: AspirantsReport = {
  doneSeconds: 0,
  firstMs: [],
  finalMs: [],
  timeline: [],
  keyMs: [],
  keyOriginFetches: 0,
  cdnMs: [],
  cdnOriginFetches: 0,
  cdnBytes: 0,
  cdnErrors: {},
  pairMs: [],
  answerBytes: 0,
  keyBytes: 0,
  firstErrors: {},
  retryErrors: {},
  retried: 0,
  gaveUp: 0,
};
const count = (into: Record<string, number>, k: string) => (into[k] = (into[k] ?? 0) + 1);
const sleep = (ms: number) => new Promise((r) => setTimeout(r, Math.max(0, ms)));
let ip = 0;
let lastDone = 0;

async function aspirant(a: AspirantRequest, at: number, started: number, measured: boolean) {
  await sleep(at - performance.now());
  const headers: Record<string, string> = {
    'x-api-key': job.apiKey,
    authorization: `Bearer uid:${a.uid}`,
    // Each aspirant is its own client, named as a platform's edge names it (TRUSTED_IP_HEADER).
    'x-real-ip': `10.${(++ip >> 16) & 255}.${(ip >> 8) & 255}.${ip & 255}`,
  };
  const body = a.body === undefined ? undefined : job.bodies[a.body].replace('__ATTEMPT__', a.attemptId ?? '');
  if (body) headers['content-type'] = 'application/json';
  const sentAt = performance.now();
  // The public address asked beside the request (the runner's paper, the live results): through the CDN stand-in.
  const cdn = a.cdn
    ? viaCdn(a.cdn, headers['x-real-ip'], () => measured && report.cdnOriginFetches++).then(
        (r) => {
          if (!measured) return;
          report.cdnMs.push(performance.now() - sentAt);
          report.cdnBytes = r.bytes;
          if (r.status !== 200) count(report.cdnErrors, `HTTP ${r.status}`);
        },
        (err: Error) => {
          if (measured) count(report.cdnErrors, err.message);
        },
      )
    : null;
  let cdnDone = false;
  void cdn?.finally(() => (cdnDone = true));
  for (let tries = 0; tries < MAX_TRIES; tries++) {
    const t = performance.now();
    const errors = tries === 0 ? report.firstErrors : report.retryErrors;
    let wait = 1000 * 2 ** Math.min(tries, 4);
    try {
      const res = await call(targets[turn++ % targets.length], a.method, a.path, headers, body);
      if (tries === 0 && measured) {
        report.firstMs.push(performance.now() - t);
        report.timeline.push([(t - started) / 1000, performance.now() - t]);
      }
      if (res.status === 200 && cdn && measured && tries === 0) {
        // What the aspirant waits for: the answer and the paper (or results) beside it.
        if (!cdnDone) await cdn;
        report.pairMs.push(performance.now() - t);
      }
      if (res.status === 200) {
        if (!measured) return;
        lastDone = performance.now();
        report.finalMs.push(lastDone - sentAt);
        report.answerBytes = res.bytes;
        if (job.fetchKey) {
          const keyUrl = (JSON.parse(res.text) as { answerKeyUrl?: string }).answerKeyUrl;
          if (keyUrl) {
            const k0 = performance.now();
            const key = await viaCdn(keyUrl, headers['x-real-ip'], () => report.keyOriginFetches++);
            report.keyMs.push(performance.now() - k0);
            report.keyBytes = key.bytes;
            if (key.status !== 200) count(report.retryErrors, `key HTTP ${key.status}`);
          }
        }
        return;
      }
      if (measured) count(errors, `HTTP ${res.status}`);
      // As the runner's queue: the server's Retry-After plus up to half again at random.
      if (res.retryAfter && /^\d+$/.test(res.retryAfter)) wait = Number(res.retryAfter) * 1000 * (1 + 0.5 * Math.random());
    } catch (err) {
      if (tries === 0 && measured) {
        report.firstMs.push(performance.now() - t);
        report.timeline.push([(t - started) / 1000, performance.now() - t]);
      }
      if (measured) count(errors, (err as Error).message);
    }
    if (measured) report.retried++;
    await sleep(wait);
  }
  if (measured) report.gaveUp++;
}

// The edge's connections: that many requests at once to each process, each on a connection of its own, kept open.
for (const target of targets)
  await Promise.all(Array.from({ length: Math.min(job.edgeSockets, 512) }, () => call(target, 'GET', '/health', { 'x-api-key': job.apiKey }).catch(() => undefined)));
const early = performance.now();
await Promise.all(job.early.map((a, i) => aspirant(a, early + (i * job.earlySeconds * 1000) / job.early.length, early, false)));
const started = performance.now();
const n = job.requests.length;
await Promise.all(job.requests.map((a, i) => aspirant(a, started + (i * job.seconds * 1000) / n, started, true)));
report.doneSeconds = (lastDone - started) / 1000;
agent.destroy();
parentPort!.postMessage(report);
