/**
 * Starts and stops the Firebase Auth emulator (firebase-tools, `--only auth`)
 * from Node: used by `npm start` (scripts/start.ts) when no production Firebase
 * config is given, and by the API tests (whose sign-in helpers are in
 * tests/support/auth-emulator.ts). Offline: a `demo-*` project id never
 * talks to Google, and the emulator needs no Java (unlike Firestore's).
 *
 * Each run gets its own config file in a temporary folder (the Auth port plus
 * free ports for the emulator hub and logging, so several emulators can run
 * side by side) and runs there, so firebase-debug.log never lands in the
 * project. With `dataDir` the accounts are imported at start and exported on
 * a clean stop, so they survive restarts like the Postgres users table does.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { DEFAULT_EMULATOR_PROJECT_ID } from '#infra/firebase-admin.ts';

export interface AuthEmulatorOptions {
  projectId?: string;
  /** Port for the Auth emulator; 0 (default) picks a free one. A busy port falls back to a free one unless `strictPort`. */
  port?: number;
  strictPort?: boolean;
  host?: string;
  /** Folder to import accounts from and export them to on stop (created when missing). */
  dataDir?: string;
  /** Give up when the emulator is not answering after this long. Default 180 s: on a loaded 2-core machine it took ~120 s to answer. */
  timeoutMs?: number;
  log?: { info(message: string): void; warn(message: string): void };
}

export interface AuthEmulator {
  projectId: string;
  /** host:port, the value of FIREBASE_AUTH_EMULATOR_HOST. */
  host: string;
  /** http://host:port */
  url: string;
  /** True when an emulator already answering on the requested port was reused (stop() leaves it running). */
  reused: boolean;
  stop(): Promise<void>;
}

const READY_PATH = '/';

/** A free TCP port on the loopback interface. */
export function freePort(host = '127.0.0.1'): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.once('error', reject);
    server.listen(0, host, () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

function portIsFree(port: number, host: string): Promise<boolean> {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.once('error', () => resolve(false));
    server.listen(port, host, () => server.close(() => resolve(true)));
  });
}

/** Whether an Auth emulator answers at this address. */
export async function isAuthEmulator(url: string): Promise<boolean> {
  try {
    const res = await fetch(`${url}${READY_PATH}`, { signal: AbortSignal.timeout(1500) });
    if (!res.ok) return false;
    const body = (await res.json()) as { authEmulator?: { ready?: boolean } };
    return body.authEmulator?.ready === true;
  } catch {
    return false;
  }
}

function firebaseBin(): string {
  const require = createRequire(import.meta.url);
  return path.join(path.dirname(require.resolve('firebase-tools/package.json')), 'lib', 'bin', 'firebase.js');
}

export async function startAuthEmulator(options: AuthEmulatorOptions = {}): Promise<AuthEmulator> {
  const projectId = options.projectId ?? DEFAULT_EMULATOR_PROJECT_ID;
  const host = options.host ?? '127.0.0.1';
  const log = options.log;
  let port = options.port ?? 0;

  if (port) {
    const url = `http://${host}:${port}`;
    if (await isAuthEmulator(url)) {
      log?.info(`Auth emulator already running at ${host}:${port}; reusing it`);
      return { projectId, host: `${host}:${port}`, url, reused: true, stop: async () => {} };
    }
    if (!(await portIsFree(port, host))) {
      if (options.strictPort) throw new Error(`Port ${port} for the Auth emulator is in use (set FIREBASE_AUTH_EMULATOR_PORT to another one)`);
      const busy = port;
      port = await freePort(host);
      log?.warn(`port ${busy} is in use; starting the Auth emulator on ${port}`);
    }
  } else {
    port = await freePort(host);
  }

  const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'exam-portal-auth-emulator-'));
  const config = {
    emulators: {
      auth: { host, port },
      hub: { host, port: await freePort(host) },
      logging: { host, port: await freePort(host) },
      ui: { enabled: false },
      singleProjectMode: true,
    },
  };
  const configPath = path.join(workDir, 'firebase.json');
  fs.writeFileSync(configPath, JSON.stringify(config, null, 2));

  const args = [firebaseBin(), 'emulators:start', '--only', 'auth', '--project', projectId, '--config', configPath];
  const dataDir = options.dataDir ? path.resolve(options.dataDir) : undefined;
  if (dataDir) {
    fs.mkdirSync(dataDir, { recursive: true });
    // --import needs an export made by the emulator (with its metadata file); the first start has none.
    if (fs.existsSync(path.join(dataDir, 'firebase-export-metadata.json'))) args.push('--import', dataDir);
    args.push('--export-on-exit', dataDir);
  }

  const output: string[] = [];
  const child: ChildProcess = spawn(process.execPath, args, {
    cwd: workDir,
    env: {
      ...process.env,
      FIREBASE_AUTH_EMULATOR_HOST: '',
      NO_UPDATE_NOTIFIER: '1',
      FORCE_COLOR: '0',
      CI: process.env.CI ?? '',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const collect = (chunk: Buffer) => {
    output.push(chunk.toString());
    if (output.length > 200) output.splice(0, output.length - 200);
  };
  child.stdout?.on('data', collect);
  child.stderr?.on('data', collect);
  let exited = false;
  const exit = new Promise<void>((resolve) => child.once('exit', () => ((exited = true), resolve())));
  const killOnExit = () => {
    if (!exited) child.kill('SIGKILL');
    fs.rmSync(workDir, { recursive: true, force: true });
  };
  process.once('exit', killOnExit);

  const url = `http://${host}:${port}`;
  const deadline = Date.now() + (options.timeoutMs ?? 180_000);
  while (!(await isAuthEmulator(url))) {
    if (exited || Date.now() > deadline) {
      killOnExit();
      process.removeListener('exit', killOnExit);
      fs.rmSync(workDir, { recursive: true, force: true });
      const tail = output.join('').split('\n').slice(-25).join('\n');
      throw new Error(`The Firebase Auth emulator did not start${exited ? ` (exit code ${child.exitCode})` : ' in time'}:\n${tail}`);
    }
    await new Promise((r) => setTimeout(r, 250));
  }

  let stopping: Promise<void> | undefined;
  return {
    projectId,
    host: `${host}:${port}`,
    url,
    reused: false,
    stop() {
      stopping ??= (async () => {
        if (!exited) {
          // SIGINT lets the emulator export its accounts (--export-on-exit) and shut down cleanly.
          child.kill('SIGINT');
          const timer = setTimeout(() => killOnExit(), dataDir ? 15_000 : 5_000);
          await exit;
          clearTimeout(timer);
        }
        process.removeListener('exit', killOnExit);
        fs.rmSync(workDir, { recursive: true, force: true });
      })();
      return stopping;
    },
  };
}

// ---------------------------------------------------------------- npm start

export interface LocalAuthPlan {
  /** What the API should run with (FIREBASE_AUTH_EMULATOR_HOST added when the emulator is used). */
  apiEnv: Record<string, string | undefined>;
  /** PUBLIC_* values for the site build child (connectAuthEmulator at build time). */
  buildEnv: Record<string, string>;
  /** The emulator this process started (or reused), once it answers; null when none. */
  emulator: Promise<AuthEmulator | null>;
  /** One line for the start banner. */
  summary: string;
}

type LocalAuthEnv = {
  isDeployed: boolean;
  dataDir: string;
  FIREBASE_AUTH_EMULATOR_HOST?: string;
  FIREBASE_AUTH_EMULATOR_PORT?: number;
  FIREBASE_PROJECT_ID?: string;
  PUBLIC_FIREBASE_API_KEY?: string;
  PUBLIC_FIREBASE_PROJECT_ID?: string;
  PUBLIC_FIREBASE_AUTH_EMULATOR_HOST?: string;
};

/**
 * Sign-in for a local `npm start`:
 * - production Firebase config given (PUBLIC_FIREBASE_API_KEY) or production
 *   mode → nothing to start, the configured project is used;
 * - FIREBASE_AUTH_EMULATOR_HOST given → that (already running) emulator;
 * - otherwise the Auth emulator is started on FIREBASE_AUTH_EMULATOR_PORT
 *   (default 9099; a free port when that one is taken), with its accounts
 *   kept in <DATA_DIR>/firebase-auth. The port is chosen first so the site
 *   build can start while the emulator boots (~15 s).
 */
export async function planLocalAuth(env: LocalAuthEnv, log: NonNullable<AuthEmulatorOptions['log']>): Promise<LocalAuthPlan> {
  const none = (summary: string): LocalAuthPlan => ({ apiEnv: {}, buildEnv: {}, emulator: Promise.resolve(null), summary });
  if (env.isDeployed) return none('Firebase project from PUBLIC_FIREBASE_* / FIREBASE_PROJECT_ID');
  const projectId = env.FIREBASE_PROJECT_ID ?? env.PUBLIC_FIREBASE_PROJECT_ID ?? DEFAULT_EMULATOR_PROJECT_ID;
  if (env.FIREBASE_AUTH_EMULATOR_HOST) {
    const host = env.FIREBASE_AUTH_EMULATOR_HOST;
    return {
      apiEnv: {},
      buildEnv: { PUBLIC_FIREBASE_AUTH_EMULATOR_HOST: env.PUBLIC_FIREBASE_AUTH_EMULATOR_HOST ?? host, PUBLIC_FIREBASE_PROJECT_ID: projectId },
      emulator: Promise.resolve(null),
      summary: `Firebase Auth emulator at ${host} (FIREBASE_AUTH_EMULATOR_HOST)`,
    };
  }
  if (env.PUBLIC_FIREBASE_API_KEY) return none(`Firebase project ${projectId}`);

  const hostName = '127.0.0.1';
  const wanted = env.FIREBASE_AUTH_EMULATOR_PORT ?? 9099;
  let port = wanted || (await freePort(hostName));
  if (!(await isAuthEmulator(`http://${hostName}:${port}`)) && !(await portIsFree(port, hostName))) {
    port = await freePort(hostName);
    log.warn(`port ${wanted} is in use; the Auth emulator will use ${port}`);
  }
  const host = `${hostName}:${port}`;
  const dataDir = path.join(env.dataDir, 'firebase-auth');
  const emulator = startAuthEmulator({ projectId, port, strictPort: true, dataDir, log }).catch((error: Error) => {
    log.warn(`the Firebase Auth emulator did not start, so sign-in will fail: ${error.message}`);
    return null;
  });
  return {
    apiEnv: { FIREBASE_AUTH_EMULATOR_HOST: host },
    buildEnv: { PUBLIC_FIREBASE_AUTH_EMULATOR_HOST: host, PUBLIC_FIREBASE_PROJECT_ID: projectId },
    emulator,
    summary: `Firebase Auth emulator at ${host} (project ${projectId}; accounts in ${path.relative(process.cwd(), dataDir) || dataDir})`,
  };
}
