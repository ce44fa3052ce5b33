import fs from 'node:fs';
import { defineConfig, devices } from '@playwright/test';
import { BESIDE_SPECS, LIVE_SPECS, liveServer, mainServer, type E2eServer } from './tests/support/e2e-servers';

// Debian's Chromium; Playwright never downloads a browser here.
const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
if (!fs.existsSync(chromium)) {
  throw new Error(
    `No Chromium found at ${chromium}. Install it with \`sudo apt-get install -y chromium\` ` +
      '(Debian/Ubuntu) or point CHROMIUM_PATH at a Chromium/Chrome binary. `npx playwright install` is not needed.',
  );
}

export const baseURL = mainServer.baseURL;

/** A run of chosen spec files (`playwright test tests/e2e/admin.spec.ts`) starts the live server only for the live test. */
const chosenSpecs = process.argv.filter((a) => /\.spec\.ts$|^tests\/e2e\//.test(a));
const liveServerNeeded = chosenSpecs.length === 0 || chosenSpecs.some((a) => LIVE_SPECS.test(a));

/**
 * `npm start` itself, on its own port and folders, with a fresh embedded
 * database every run (the fresh-machine path); Redis from the environment.
 */
function startServer(server: E2eServer) {
  return {
    // A fresh database and no previous build to serve; the incremental cache (<root>/.cache) is kept.
    command: `rm -rf ${server.root}/data ${server.root}/.build && tsx scripts/start.ts`,
    url: `${server.baseURL}/`,
    timeout: 300_000,
    reuseExistingServer: false,
    stdout: 'pipe' as const,
    stderr: 'pipe' as const,
    env: {
      PORT: String(server.port),
      HOST: '127.0.0.1',
      DATABASE_URL: '',
      DATA_DIR: `${server.root}/data`,
      SITE_BUILD_ROOT: server.root,
      SITE_URL: server.baseURL,
      LOG_LEVEL: 'info',
      // Sign-in against the Firebase Auth emulator started by `npm start` (docs/accounts.md), on its own port.
      FIREBASE_AUTH_EMULATOR_PORT: String(server.emulatorPort),
      // As if behind a local reverse proxy: admin sign-ins name their own client address (tests/support/e2e-admin.ts).
      TRUSTED_PROXY: 'loopback',
      // The API's clock can be moved by a spec (server/dev-clock.ts; daily-quiz.spec crosses midnight in India).
      DEV_CLOCK: '1',
      FIREBASE_AUTH_EMULATOR_HOST: '',
      PUBLIC_FIREBASE_API_KEY: '',
    },
  };
}

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: false,
  // One worker per project: the specs share one server and run one at a time; two specs run beside them.
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  use: {
    baseURL: mainServer.baseURL,
    // Recording a trace costs every test its screencast (~15% of the suite's time on 2 cores, measured 2 Dec): in CI
    // only a retry records one, so a failure still comes with its trace; locally every failure keeps one.
    trace: process.env.CI ? 'on-first-retry' : 'retain-on-failure',
    launchOptions: {
      executablePath: chromium,
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        '--disable-quic',
      ],
    },
  },
  projects: [
    // The specs, one at a time, on the main server.
    { name: 'chromium', testIgnore: BESIDE_SPECS, workers: 1, use: { ...devices['Desktop Chrome'] } },
    // Beside them, one at a time (tests/support/e2e-servers.ts): the live test on its own server (most of its
    // 5 minutes is waiting on the server's clock), and the search budget on a site it builds and serves itself.
    { name: 'beside', testMatch: BESIDE_SPECS, workers: 1, use: { ...devices['Desktop Chrome'], baseURL: liveServer.baseURL } },
  ],
  webServer: liveServerNeeded ? [startServer(mainServer), startServer(liveServer)] : [startServer(mainServer)],
});
