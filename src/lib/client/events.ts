/** Window events raised by the client data layer. */

/** After a successful sign-in and backend sync; detail: `{ user }` (the synced profile). */
export const AUTH_LOGIN_EVENT = 'auth:login';
/** After sign-out (or when the session ended elsewhere); detail: `{ reason }`. */
export const AUTH_LOGOUT_EVENT = 'auth:logout';
/** A request blocked by the browser's privacy protection; detail: `{ url, method, timestamp }`. */
export const BRAVE_BLOCKING_EVENT = 'braveBlockingDetected';

export interface BraveBlockingDetail {
  url: string;
  method: string;
  timestamp: string;
}

/** Dispatches a CustomEvent on `target` (the window by default); a no-op outside the browser. */
export function emit<T>(name: string, detail: T, target: EventTarget | undefined = typeof window === 'undefined' ? undefined : window): void {
  if (!target) return;
  target.dispatchEvent(new CustomEvent(name, { detail }));
}
