/**
 * The admin the e2e server signs in with, and a client address of its own
 * per sign-in. The admin login has a per-address limit (10 in 5 minutes,
 * infra/rate-limit.ts) that a full e2e run would otherwise exhaust from
 * 127.0.0.1: the e2e server trusts the loopback proxy (TRUSTED_PROXY in
 * playwright.config.ts), so each sign-in names a fresh address in
 * x-forwarded-for, as a reverse proxy in front of the server would.
 */
import type { Page } from '@playwright/test';

export const ADMIN =
  process.env.ADMIN_ID && process.env.ADMIN_PASSWORD ? { id: process.env.ADMIN_ID, password: process.env.ADMIN_PASSWORD } : { id: 'admin', password: 'admin-dev-password' };

let clients = 0;

/** A header naming a client address not used before in this run (for an API-level admin login). */
export function freshClient(): { 'x-forwarded-for': string } {
  clients += 1;
  const n = (process.pid % 250) * 1000 + clients;
  return { 'x-forwarded-for': `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}` };
}

/** Gives the page's requests a client address of their own (call before the admin sign-in). */
export async function asFreshClient(page: Page): Promise<void> {
  await page.setExtraHTTPHeaders(freshClient());
}
