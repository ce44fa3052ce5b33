import { defineConfig } from 'vitest/config';
import SlowFirstSequencer from './tests/support/slow-first.sequencer.ts';

// Unit, contract (per backend) and API integration suites. Browser tests are
// Playwright's (tests/e2e). Island tests opt into jsdom per file.
export default defineConfig({
  test: {
    include: ['tests/{unit,contract,api,build,deploy}/**/*.test.{ts,tsx}'],
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
  },
});
