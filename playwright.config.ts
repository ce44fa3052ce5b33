import fs from 'node:fs';
import { defineConfig, devices } from '@playwright/test';

// Debian's Chromium; Playwright never downloads a browser here.
const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
if (!fs.existsSync(chromium)) {
  throw new Error(
    `No Chromium found at ${chromium}. Install it with \`sudo apt-get install -y chromium\` ` +
      '(Debian/Ubuntu) or point CHROMIUM_PATH at a Chromium/Chrome binary. `npx playwright install` is not needed.',
  );
}

const port = Number(process.env.E2E_PORT ?? 4399);
export const baseURL = `http://127.0.0.1:${port}`;

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  use: {
    baseURL,
    trace: 'retain-on-failure',
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
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'] } }],
  // `npm start` itself, on its own port and folders, with a fresh embedded
  // database every run (the fresh-machine path); Redis from the environment.
  webServer: {
    // A fresh database and no previous build to serve; the incremental cache (.e2e/.cache) is kept.
    command: 'rm -rf .e2e/data .e2e/.build && tsx scripts/start.ts',
    url: `${baseURL}/`,
    timeout: 300_000,
    reuseExistingServer: false,
    stdout: 'pipe',
    stderr: 'pipe',
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: '',
      DATA_DIR: '.e2e/data',
      SITE_BUILD_ROOT: '.e2e',
      SITE_URL: baseURL,
      LOG_LEVEL: 'info',
      // Sign-in against the Firebase Auth emulator started by `npm start` (docs/accounts.md), on its own port.
      FIREBASE_AUTH_EMULATOR_PORT: process.env.E2E_AUTH_EMULATOR_PORT ?? '9499',
      // As if behind a local reverse proxy: admin sign-ins name their own client address (tests/support/e2e-admin.ts).
      TRUSTED_PROXY: 'loopback',
      // The API's clock can be moved by a spec (server/dev-clock.ts; daily-quiz.spec crosses midnight in India).
      DEV_CLOCK: '1',
      FIREBASE_AUTH_EMULATOR_HOST: '',
      PUBLIC_FIREBASE_API_KEY: '',
    },
  },
});
