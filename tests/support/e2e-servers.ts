/**
 * The `npm start` servers of an e2e run (playwright.config.ts): the main one every spec uses, and one of its own
 * for the live test (tests/e2e/live-test.spec.ts), which runs beside the rest (BESIDE_SPECS, below). The live test spends ~5 minutes
 * waiting on the server's real clock (opening, entry window, results time), and another spec moves that clock
 * (DEV_CLOCK, daily-quiz.spec.ts) and counts the seeded content: on a server of its own it can wait while the
 * others run. Ports: E2E_PORT / E2E_AUTH_EMULATOR_PORT, and the next port of each for the live server unless
 * E2E_LIVE_PORT / E2E_LIVE_AUTH_EMULATOR_PORT say otherwise.
 */
const port = Number(process.env.E2E_PORT ?? 4399);
const emulatorPort = Number(process.env.E2E_AUTH_EMULATOR_PORT ?? 9499);
const livePort = Number(process.env.E2E_LIVE_PORT ?? port + 1);
const liveEmulatorPort = Number(process.env.E2E_LIVE_AUTH_EMULATOR_PORT ?? emulatorPort + 1);

export interface E2eServer {
  baseURL: string;
  port: number;
  /** The Firebase Auth emulator that server's `npm start` runs. */
  emulatorPort: number;
  /** Where its embedded database and builds go (fresh data and no build each run; the incremental cache is kept). */
  root: string;
}

export const mainServer: E2eServer = { baseURL: `http://127.0.0.1:${port}`, port, emulatorPort, root: '.e2e' };
export const liveServer: E2eServer = { baseURL: `http://127.0.0.1:${livePort}`, port: livePort, emulatorPort: liveEmulatorPort, root: '.e2e-live' };

/** The spec that runs on the live server. */
export const LIVE_SPECS = /live-test\.spec\.ts$/;

/**
 * The specs that run beside the others, one at a time, in a project of their own (`beside`): the live test on
 * the live server, and the search budget, which seeds, builds and serves a site of its own (no server of ours).
 */
export const BESIDE_SPECS = /(live-test|search-budget)\.spec\.ts$/;
