import fs from 'node:fs';
import { defineConfig } from 'vitest/config';
import SlowFirstSequencer from './tests/support/slow-first.sequencer.ts';

const TESTS = 'tests/{unit,contract,api,build,deploy}/**/*.test.{ts,tsx}';

/**
 * Files that need a module graph of their own: a browser-like environment (island tests: jsdom keeps the DOM, the
 * storage and the islands' module state), mocked modules, and the body-limit test, which reads the platform's own
 * Request (a file that starts @hono/node-server replaces the global one in its process).
 */
const needsIsolation = (file: string) =>
  file.endsWith('/body-limit-headers.test.ts') || /@vitest-environment|\bvi\.(mock|doMock)\(/.test(fs.readFileSync(file, 'utf8'));
const isolated = fs.globSync(TESTS, { cwd: import.meta.dirname }).filter((file) => needsIsolation(`${import.meta.dirname}/${file}`));

// Unit, contract (per backend) and API integration suites. Browser tests are
// Playwright's (tests/e2e). Island tests opt into jsdom per file.
export default defineConfig({
  test: {
    environment: 'node',
    // One migrated database per backend per run, copied by every test database.
    globalSetup: ['tests/support/db-templates.setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 120_000,
    // PGlite instances are memory-hungry and the machine has 2 cores.
    maxWorkers: 2,
    // The files that take minutes start first, so the rest fills the other worker around them.
    sequence: { sequencer: SlowFirstSequencer },
    env: { LOG_LEVEL: process.env.LOG_LEVEL ?? 'silent', ASTRO_TELEMETRY_DISABLED: '1' },
    projects: [
      // Most files share their worker's modules: importing the app, drizzle and the drivers once per worker rather
      // than once per file took ~45% of the run (752 s → 415 s on 2 cores, measured 2 Dec). Each file still opens
      // its own databases, apps and servers.
      { extends: true, test: { name: 'shared', include: [TESTS], exclude: isolated, isolate: false } },
      { extends: true, test: { name: 'isolated', include: isolated } },
    ],
  },
});
