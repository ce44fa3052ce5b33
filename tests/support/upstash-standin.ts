/**
 * A tiny stand-in for the Upstash Redis REST API, enough for @upstash/redis
 * (1.39) as used by infra/cache/upstash.ts:
 *
 *   POST /            body ["set","k","v","nx","ex",5]      -> { result } | 400 { error }
 *   POST /pipeline    body [[...cmd], [...cmd]]              -> [{ result } | { error }, ...]
 *   POST /multi-exec  same, executed atomically (MULTI/EXEC) -> [{ result } | { error }, ...]
 *   Authorization: Bearer <token>, anything else           -> 401 { error }
 *
 * With `Upstash-Encoding: base64` (the client's default) every string in a
 * result is base64-encoded except a bare "OK", which is what the client
 * decodes. Commands go to a real Redis through ioredis `call` when `redisUrl`
 * is given, otherwise to a small in-memory implementation of GET SET DEL
 * INCR EXPIRE TTL MGET PING EXISTS.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Redis } from 'ioredis';

type Arg = string | number;
type Reply = string | number | null | Reply[];

export interface StandinRequest {
  path: string;
  body: unknown;
  encoding: string | undefined;
}

export interface UpstashStandin {
  url: string;
  token: string;
  backend: 'redis' | 'memory';
  /** Every authorised request received, in order. */
  requests: StandinRequest[];
  close(): Promise<void>;
}

export interface StandinOptions {
  token?: string;
  /** Forward to this real Redis; omitted -> in-memory commands. */
  redisUrl?: string;
}

interface Executor {
  /** Runs commands one by one; an error becomes that entry's `error`. */
  run(commands: Arg[][], atomic: boolean): Promise<{ result?: Reply; error?: string }[]>;
  close(): Promise<void>;
}

class CommandError extends Error {}

export async function startUpstashStandin(options: StandinOptions = {}): Promise<UpstashStandin> {
  const token = options.token ?? 'standin-token';
  const executor: Executor = options.redisUrl ? redisExecutor(options.redisUrl) : memoryExecutor();
  const requests: StandinRequest[] = [];

  const server = createServer((req, res) => {
    handle(req, res).catch((error: unknown) => {
      send(res, 500, { error: `ERR stand-in failure: ${error instanceof Error ? error.message : String(error)}` });
    });
  });

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    if (req.headers.authorization !== `Bearer ${token}`) {
      await readBody(req);
      return send(res, 401, { error: 'Unauthorized' });
    }
    if (req.method !== 'POST') return send(res, 405, { error: 'ERR only POST is supported by the stand-in' });
    const path = (req.url ?? '/').split('?')[0].replace(/\/+$/, '') || '/';
    let body: unknown;
    try {
      body = JSON.parse(await readBody(req));
    } catch {
      return send(res, 400, { error: 'ERR failed to parse JSON body' });
    }
    const encodingHeader = req.headers['upstash-encoding'];
    const encoding = Array.isArray(encodingHeader) ? encodingHeader[0] : encodingHeader;
    requests.push({ path, body, encoding });
    const encode = (reply: Reply | undefined) => (encoding?.toLowerCase() === 'base64' ? toBase64(reply) : reply);

    if (path === '/') {
      if (!isCommand(body)) return send(res, 400, { error: 'ERR body must be a command array' });
      const [entry] = await executor.run([body], false);
      if (entry.error !== undefined) return send(res, 400, { error: entry.error });
      return send(res, 200, { result: encode(entry.result) });
    }
    if (path === '/pipeline' || path === '/multi-exec') {
      if (!Array.isArray(body) || body.length === 0 || !body.every(isCommand)) {
        return send(res, 400, { error: 'ERR body must be a non-empty array of command arrays' });
      }
      let entries: { result?: Reply; error?: string }[];
      try {
        entries = await executor.run(body, path === '/multi-exec');
      } catch (error) {
        return send(res, 400, { error: error instanceof Error ? error.message : String(error) });
      }
      return send(
        res,
        200,
        entries.map((e) => (e.error !== undefined ? { error: e.error } : { result: encode(e.result) })),
      );
    }
    return send(res, 404, { error: `ERR unknown path ${path}` });
  }

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    token,
    backend: options.redisUrl ? 'redis' : 'memory',
    requests,
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await executor.close();
    },
  };
}

function isCommand(value: unknown): value is Arg[] {
  return (
    Array.isArray(value) &&
    value.length > 0 &&
    typeof value[0] === 'string' &&
    value.every((v) => typeof v === 'string' || typeof v === 'number')
  );
}

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}

function send(res: ServerResponse, status: number, payload: unknown): void {
  const text = JSON.stringify(payload);
  res.writeHead(status, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(text) });
  res.end(text);
}

/** Upstash's base64 response encoding: strings are encoded, "OK" and numbers/nulls are not. */
function toBase64(reply: Reply | undefined): Reply | undefined {
  if (typeof reply === 'string') return reply === 'OK' ? reply : Buffer.from(reply, 'utf8').toString('base64');
  if (Array.isArray(reply)) return reply.map((r) => toBase64(r) as Reply);
  return reply;
}

// ---------------------------------------------------------------- real Redis

function redisExecutor(url: string): Executor {
  const client = new Redis(url, { maxRetriesPerRequest: 1 });
  client.on('error', () => {});
  const message = (error: unknown) => (error instanceof Error ? error.message : String(error));
  return {
    async run(commands, atomic) {
      if (!atomic) {
        return Promise.all(
          commands.map(async ([name, ...args]) => {
            try {
              return { result: (await client.call(String(name), ...args)) as Reply };
            } catch (error) {
              return { error: message(error) };
            }
          }),
        );
      }
      const multi = client.multi();
      for (const [name, ...args] of commands) multi.call(String(name), ...args);
      const results = await multi.exec(); // rejects with EXECABORT on a malformed transaction
      if (!results) throw new Error('ERR transaction aborted');
      return results.map(([error, result]) => (error ? { error: message(error) } : { result: result as Reply }));
    },
    async close() {
      await client.quit().catch(() => client.disconnect());
    },
  };
}

// ------------------------------------------------------------------- memory

function memoryExecutor(): Executor {
  const store = new Map<string, { value: string; expiresAt: number | null }>();
  const live = (key: string) => {
    const e = store.get(key);
    if (e && e.expiresAt !== null && e.expiresAt <= Date.now()) {
      store.delete(key);
      return undefined;
    }
    return e;
  };
  const int = (v: Arg | undefined): number => {
    const n = Number(v);
    if (v === undefined || !Number.isInteger(n)) throw new CommandError('ERR value is not an integer or out of range');
    return n;
  };
  const arity = (args: Arg[], min: number, name: string) => {
    if (args.length < min) throw new CommandError(`ERR wrong number of arguments for '${name}' command`);
  };

  function exec(name: string, args: Arg[]): Reply {
    const key = String(args[0]);
    switch (name) {
      case 'ping':
        return args.length ? String(args[0]) : 'PONG';
      case 'get':
        arity(args, 1, name);
        return live(key)?.value ?? null;
      case 'mget':
        arity(args, 1, name);
        return args.map((k) => live(String(k))?.value ?? null);
      case 'exists':
        arity(args, 1, name);
        return args.filter((k) => live(String(k))).length;
      case 'set': {
        arity(args, 2, name);
        let nx = false;
        let xx = false;
        let expiresAt: number | null = null;
        for (let i = 2; i < args.length; i++) {
          const opt = String(args[i]).toLowerCase();
          if (opt === 'nx') nx = true;
          else if (opt === 'xx') xx = true;
          else if (opt === 'ex' || opt === 'px') {
            const n = int(args[++i]);
            if (n <= 0) throw new CommandError("ERR invalid expire time in 'set' command");
            expiresAt = Date.now() + (opt === 'ex' ? n * 1000 : n);
          } else throw new CommandError('ERR syntax error');
        }
        const exists = live(key) !== undefined;
        if ((nx && exists) || (xx && !exists)) return null;
        store.set(key, { value: String(args[1]), expiresAt });
        return 'OK';
      }
      case 'del':
        arity(args, 1, name);
        return args.filter((k) => store.delete(String(k))).length;
      case 'incr': {
        arity(args, 1, name);
        const e = live(key);
        if (e && !/^-?\d+$/.test(e.value)) throw new CommandError('ERR value is not an integer or out of range');
        const next = (e ? Number(e.value) : 0) + 1;
        store.set(key, { value: String(next), expiresAt: e?.expiresAt ?? null });
        return next;
      }
      case 'expire': {
        arity(args, 2, name);
        const seconds = int(args[1]);
        const flag = args[2] === undefined ? '' : String(args[2]).toLowerCase();
        const e = live(key);
        if (!e) return 0;
        if (flag === 'nx' && e.expiresAt !== null) return 0;
        if (flag === 'xx' && e.expiresAt === null) return 0;
        if (flag && flag !== 'nx' && flag !== 'xx') throw new CommandError(`ERR Unsupported option ${flag}`);
        e.expiresAt = Date.now() + seconds * 1000;
        return 1;
      }
      case 'ttl': {
        arity(args, 1, name);
        const e = live(key);
        if (!e) return -2;
        if (e.expiresAt === null) return -1;
        return Math.round((e.expiresAt - Date.now()) / 1000);
      }
      default:
        throw new CommandError(`ERR unknown command '${name}'`);
    }
  }

  return {
    async run(commands) {
      // Single-threaded and synchronous: a multi-exec batch is atomic for free.
      return commands.map(([name, ...args]) => {
        try {
          return { result: exec(String(name).toLowerCase(), args) };
        } catch (error) {
          if (error instanceof CommandError) return { error: error.message };
          throw error;
        }
      });
    },
    async close() {
      store.clear();
    },
  };
}
