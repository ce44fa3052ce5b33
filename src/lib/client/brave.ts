/**
 * The privacy-focused browser (Brave) — spec section 7, "Privacy-focused
 * browser rewriting", and section 8, blocked requests.
 *
 * Brave Shields block requests whose path looks like tracking. In Brave the
 * request layer rewrites such paths to neutral aliases the API answers exactly
 * like the originals (api/_app/middleware/aliases.ts), and turns a request the
 * browser blocked anyway into one clear message plus a window event.
 */

export const BRAVE_BLOCKED_MESSAGE =
  'Request blocked by browser privacy protection. Please disable Shields for this site or try a different browser.';

/** Paths that include any of these words are candidates for rewriting. */
export const SENSITIVE_PATH = /auth|mocks|ads|progress|tracking|analytics|metrics|events|clicks|sessions|users|login|register|signup|signin/i;

const EXACT: Record<string, string> = {
  '/auth/login': '/user/signin',
  '/auth/register': '/user/signup',
  '/auth/logout': '/user/signout',
  '/auth/me': '/user/profile',
  '/auth/refresh': '/user/refresh-token',
};

const PREFIXES: [RegExp, string][] = [
  [/^\/mocks(?=\/|$)/, '/practice'],
  [/^\/ads(?=\/|$)/, '/content/promotions'],
];

/**
 * The path to request in Brave. `path` is relative to the API base and may
 * carry a query string, which is kept. Paths without a known alias stay as
 * they are.
 */
export function rewritePathForBrave(path: string): string {
  const at = path.search(/[?#]/);
  const pathname = at === -1 ? path : path.slice(0, at);
  const rest = at === -1 ? '' : path.slice(at);
  if (!SENSITIVE_PATH.test(pathname)) return path;
  const normalized = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  const exact = EXACT[normalized];
  if (exact) return exact + rest;
  for (const [pattern, alias] of PREFIXES) if (pattern.test(pathname)) return pathname.replace(pattern, alias) + rest;
  return path;
}

interface BraveNavigator {
  brave?: { isBrave?: () => Promise<boolean> | boolean };
}

let detected: Promise<boolean> | undefined;

/** Whether this is Brave (navigator.brave.isBrave()); false outside the browser. Cached. */
export function detectBrave(nav: BraveNavigator | undefined = typeof navigator === 'undefined' ? undefined : (navigator as BraveNavigator)): Promise<boolean> {
  if (nav === undefined) return Promise.resolve(false);
  detected ??= (async () => {
    try {
      return typeof nav.brave?.isBrave === 'function' ? (await nav.brave.isBrave()) === true : false;
    } catch {
      return false;
    }
  })();
  return detected;
}

/** Tests: forget the cached detection. */
export function resetBraveDetection(): void {
  detected = undefined;
}

const BLOCKED_TEXT = /blocked by client|err_blocked_by_client|blocked_by_client|privacy protection|ad ?blocker|adblock|tracking protection|cancell?ed/i;
const NETWORK_TEXT = /failed to fetch|networkerror|network error|load failed|network request failed/i;

/**
 * Whether an error means the browser blocked the request: a blocked-by-client,
 * privacy, ad-blocker, tracking-protection or cancelled error anywhere, or any
 * network error in Brave (where Shields surface as plain network failures).
 * Timeouts, our own aborts and HTTP answers are never "blocked".
 */
export function isBlockedByBrowser(error: unknown, isBrave: boolean): boolean {
  if (!error || typeof error !== 'object') return false;
  const { name, message } = error as { name?: string; message?: string };
  if (name === 'TimeoutError' || name === 'HTTPError' || name === 'AbortError') return false;
  const text = `${message ?? ''} ${String((error as { cause?: { message?: string } }).cause?.message ?? '')}`;
  if (BLOCKED_TEXT.test(text)) return true;
  return isBrave && (name === 'TypeError' || NETWORK_TEXT.test(text));
}
