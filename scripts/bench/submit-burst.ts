/**
 * The aspirants' side of `npm run bench:mocks` (issue 17), in a worker thread
 * of its own so the load it makes (HTTP client, reading answers) does not
 * share the API's event loop, as browsers never do. Open loop: submit i is
 * sent at start + i × seconds / n whether or not the earlier ones were
 * answered; each aspirant then fetches the answer key from its result's
 * answerKeyUrl, as the runner does, through a stand-in for the CDN: the
 * address is the same for every aspirant and public + immutable, so only the
 * first fetch reaches the API (later ones share it, as an edge collapses
 * requests for one cacheable address). A failed send is retried like the
 * runner's queue (up to 5 times, backing off). Over keep-alive connections,
 * as a CDN edge or load balancer reaches an origin.
 */
import http from 'node:http';
import { parentPort, workerData } from 'node:worker_threads';

export interface Aspirant {
  attemptId: string;
  uid: string;
  body: string;
}

export interface BurstJob {
  base: string;
  apiKey: string;
  slug: string;
  /** Aspirants who finish early, spread over `earlySeconds` before the deadline (not measured: the site is warm, as it is an hour into a test). */
  early: Aspirant[];
  earlySeconds: number;
  seconds: number;
  aspirants: Aspirant[];
}

export interface BurstReport {
  /** From the first send to the last submit answered (the keys may come later). */
  submitSeconds: number;
  elapsedSeconds: number;
  /** First try of each submit, ms. */
  submitMs: number[];
  /** [seconds after the start it was sent, ms] of each first try. */
  timeline: [number, number][];
  /** The key fetch after a successful submit, ms (CDN stand-in: most are hits). */
  keyMs: number[];
  /** Key fetches that reached the API. */
  keyOriginFetches: number;
  submitBytes: number;
  keyBytes: number;
  errors: number;
  retried: number;
  kinds: Record<string, number>;
}

const job = workerData as BurstJob;
const agent = new http.Agent({ keepAlive: true, maxSockets: 512 });
const url = new URL(job.base);

function call(method: string, path: string, headers: Record<string, string>, body?: string): Promise<{ status: number; text: string; bytes: number; cacheControl: string }> {
  return new Promise((resolve, reject) => {
    const req = http.request({ agent, host: url.hostname, port: url.port, method, path, headers, timeout: 30_000 }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => {
        const buf = Buffer.concat(chunks);
        resolve({ status: res.statusCode ?? 0, text: res.headers['content-encoding'] ? '' : buf.toString(), bytes: buf.length, cacheControl: String(res.headers['cache-control'] ?? '') });
      });
      res.on('error', reject);
    });
    req.on('timeout', () => req.destroy(new Error('timeout')));
    req.on('error', reject);
    req.end(body);
  });
}

/** The CDN stand-in: one origin fetch per cacheable address (a 200 with public, immutable), shared by every later request. */
const edge = new Map<string, Promise<{ status: number; text: string; bytes: number; cacheControl: string }>>();
function viaCdn(path: string, ip: string) {
  let hit = edge.get(path);
  if (!hit) {
    report.keyOriginFetches++;
    hit = call('GET', `${apiPath}${path}`, { 'x-api-key': job.apiKey, 'accept-encoding': 'gzip, deflate, br, zstd', 'x-real-ip': ip });
    edge.set(path, hit);
    // Not cacheable (an error, or not public + immutable): the next request goes to the origin again.
    hit.then((r) => (r.status !== 200 || !/public/.test(r.cacheControl) || !/immutable/.test(r.cacheControl)) && edge.delete(path), () => edge.delete(path));
  }
  return hit;
}

const report: BurstReport = { submitSeconds: 0, elapsedSeconds: 0, submitMs: [], timeline: [], keyMs: [], keyOriginFetches: 0, submitBytes: 0, keyBytes: 0, errors: 0, retried: 0, kinds: {} };
const kind = (k: string) => (report.kinds[k] = (report.kinds[k] ?? 0) + 1);
const sleep = (ms: number) => new Promise((r) => setTimeout(r, Math.max(0, ms)));
const apiPath = url.pathname.replace(/\/$/, '');
let ip = 0;
let lastSubmit = 0;

function first(sentAt: number, started: number) {
  const took = performance.now() - sentAt;
  report.submitMs.push(took);
  report.timeline.push([(sentAt - started) / 1000, took]);
}

async function aspirant(a: Aspirant, at: number, started: number, measured: boolean) {
  await sleep(at - performance.now());
  const headers = {
    'content-type': 'application/json',
    'x-api-key': job.apiKey,
    authorization: `Bearer uid:${a.uid}`,
    // Each aspirant is its own client, named as a platform's edge names it (TRUSTED_IP_HEADER).
    'x-real-ip': `10.${(++ip >> 16) & 255}.${(ip >> 8) & 255}.${ip & 255}`,
  };
  for (let tries = 0; tries < 6; tries++) {
    const t = performance.now();
    try {
      const res = await call('POST', `${apiPath}/mocks/${job.slug}/submit`, headers, a.body);
      if (tries === 0 && measured) first(t, started);
      if (res.status === 200) {
        if (!measured) return;
        lastSubmit = performance.now();
        report.submitBytes = res.bytes;
        const keyUrl = (JSON.parse(res.text) as { answerKeyUrl: string }).answerKeyUrl;
        const k0 = performance.now();
        const key = await viaCdn(keyUrl, headers['x-real-ip']);
        report.keyMs.push(performance.now() - k0);
        report.keyBytes = key.bytes;
        if (key.status !== 200) kind(`key HTTP ${key.status}`);
        return;
      }
      report.errors++;
      kind(`HTTP ${res.status}`);
    } catch (err) {
      if (tries === 0 && measured) first(t, started);
      report.errors++;
      kind((err as Error).message);
    }
    report.retried++;
    await sleep(200 * 2 ** tries);
  }
}

const early = performance.now();
await Promise.all(job.early.map((a, i) => aspirant(a, early + (i * job.earlySeconds * 1000) / job.early.length, early, false)));
const started = performance.now();
const n = job.aspirants.length;
await Promise.all(job.aspirants.map((a, i) => aspirant(a, started + (i * job.seconds * 1000) / n, started, true)));
report.elapsedSeconds = (performance.now() - started) / 1000;
report.submitSeconds = (lastSubmit - started) / 1000;
agent.destroy();
parentPort!.postMessage(report);
