/**
 * The redirect after sign-in (spec section 5): honoured only when it is
 * same-origin, otherwise '/'. The one check for every place that reads a
 * redirect target (sign-in, sign-up, Google sign-in, reset password: all go
 * through src/lib/client/redirect.ts).
 */

/**
 * A same-origin path (path + query + hash) for `target`, or '/'.
 *
 * The target is resolved against `origin` the way the browser will resolve it
 * (the URL parser drops tabs and newlines, reads '\' as '/', applies '.' and
 * '..'), and kept only when the result is on `origin`. The path it returns is
 * then checked once more as the browser will read it: a resolved path such as
 * '//evil.example/x' (resolved out of '/.//evil.example/x' or '/..//evil.example/x') is
 * on this origin as a path, but assigned to `location` it is protocol-relative
 * and leaves the site, so it is refused too.
 */
export function safeRedirect(target: string | null | undefined, origin: string): string {
  if (typeof target !== 'string' || !target.trim()) return '/';
  let base: URL;
  try {
    base = new URL(origin);
  } catch {
    return '/';
  }
  // Backslashes, whitespace and control characters have no place in a link this site makes (browsers drop tabs and
  // newlines, read '\' as '/'): refusing them keeps the rule simple, as isSitePath does for stored site paths.
  if (/[\\\s\u0000-\u001f\u007f-\u009f]/.test(target.trim())) return '/';
  try {
    const url = new URL(target, base);
    if ((url.protocol !== 'http:' && url.protocol !== 'https:') || url.origin !== base.origin) return '/';
    const path = `${url.pathname}${url.search}${url.hash}`;
    // What the browser does with the path we hand it: it must stay on this origin and mean the same URL.
    if (!path.startsWith('/') || path.startsWith('//')) return '/';
    const again = new URL(path, base);
    return again.origin === base.origin && again.href === url.href ? path : '/';
  } catch {
    return '/';
  }
}
