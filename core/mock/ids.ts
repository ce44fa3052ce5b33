/**
 * The client attempt id: made on the device when a test starts, it names the
 * stored snapshot and is the submit's idempotency key (a retried submit is
 * stored once). Its alphabet and length are the server's clientAttemptId rule
 * (core/schemas/mock-attempt.ts).
 */

/** An 8–64 character [A-Za-z0-9_-] id (here 21 characters, 126 random bits). */
export function newAttemptId(random: () => number = Math.random): string {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
  const bytes = new Uint8Array(21);
  if (typeof crypto !== 'undefined' && typeof crypto.getRandomValues === 'function' && random === Math.random) crypto.getRandomValues(bytes);
  else for (let i = 0; i < bytes.length; i++) bytes[i] = Math.floor(random() * 256);
  return Array.from(bytes, (b) => alphabet[b & 63]).join('');
}
