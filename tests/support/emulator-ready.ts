/** e2e: waits until the Auth emulator the web server started answers (its start-up can take a minute). */
import { expect } from '@playwright/test';

export async function emulatorReady(timeout = 90_000) {
  const emulator = `http://127.0.0.1:${process.env.E2E_AUTH_EMULATOR_PORT ?? '9499'}/`;
  await expect
    .poll(
      () =>
        fetch(emulator).then(
          (r) => r.ok,
          () => false,
        ),
      { timeout },
    )
    .toBe(true);
}
