/**
 * The dashboard's calls, on the page's one request layer (src/lib/client:
 * x-api-key, timeouts, error messages). Admin state-changing calls also carry
 * the session's CSRF token (the session cookie itself is httpOnly and sent by
 * the browser).
 */
import { ApiRequestError, getApi } from '../../lib/client';

let csrfToken: string | null = null;

export function setCsrfToken(token: string | null) {
  csrfToken = token;
}

const headers = (): Record<string, string> => (csrfToken ? { 'x-csrf-token': csrfToken } : {});

export const adminApi = {
  // Always revalidated: the dashboard also reads public answers (mock categories, books, series) that the
  // browser may keep for minutes (stale-while-revalidate); after an edit it must see the new ones at once.
  get: <T>(path: string, searchParams?: Record<string, string | number | boolean | undefined>) => getApi().get<T>(path, { searchParams, cache: 'no-cache' }),
  post: <T>(path: string, body?: unknown) => getApi().post<T>(path, body, { headers: headers() }),
  put: <T>(path: string, body?: unknown) => getApi().put<T>(path, body, { headers: headers() }),
  patch: <T>(path: string, body?: unknown) => getApi().patch<T>(path, body, { headers: headers() }),
  delete: <T>(path: string, body?: unknown) => getApi().delete<T>(path, body, { headers: headers() }),
  /** A multipart request (a book with its cover), on the same request layer. */
  upload: <T>(method: 'POST' | 'PUT', path: string, form: FormData): Promise<T> => raw(path, { method, body: form, headers: headers() }).then((r) => r.json() as Promise<T>),
  /** A file the API answers (a mock test's export): its text and the name the server gives it. */
  async download(path: string): Promise<{ file: Blob; filename: string }> {
    const response = await raw(path, { method: 'GET', cache: 'no-cache' });
    const disposition = response.headers.get('content-disposition') ?? '';
    // The bytes as sent (text() would drop the CSV's byte-order mark).
    return { file: await response.blob(), filename: /filename="([^"]+)"/.exec(disposition)?.[1] ?? 'download' };
  },
};

/** A request through the request layer's ky (x-api-key, retries) that hands back the Response itself. */
async function raw(path: string, init: { method: string; body?: BodyInit; headers?: Record<string, string>; cache?: RequestCache }): Promise<Response> {
  const api = getApi();
  try {
    return await api.ky(new URL(`/api${path}`, location.origin).href, { ...init, context: {}, timeout: 60_000 });
  } catch (error) {
    // Same error shape as the JSON calls (the server's `error` sentence).
    const response = (error as { response?: Response }).response;
    const data = response ? await response.clone().json().catch(() => null) : null;
    const message = (data as { error?: string } | null)?.error ?? (error as Error).message ?? 'API request failed';
    throw new ApiRequestError(message, { status: response?.status, code: (data as { code?: string } | null)?.code, data, cause: error });
  }
}

/** Hands the browser a file to save. */
export function saveFile(content: string | Blob, filename: string, type = 'text/plain') {
  const url = URL.createObjectURL(typeof content === 'string' ? new Blob([content], { type }) : content);
  const a = Object.assign(document.createElement('a'), { href: url, download: filename });
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** The server's field issues of a 400, if the error is one. */
export function issuesOf(error: unknown): { field: string; message: string }[] {
  if (!(error instanceof ApiRequestError)) return [];
  const issues = (error.data as { issues?: { field: string; message: string }[] } | undefined)?.issues;
  if (Array.isArray(issues) && issues.length) return issues;
  const field = (error.data as { field?: string } | undefined)?.field;
  return field ? [{ field, message: error.message }] : [];
}

/**
 * An API refusal split for a form of named fields: each field's first message (by the last part of the issue's
 * path, e.g. `schedule.resultsAt` → resultsAt), and the rest as one form-level message (the error's own when no
 * issue names a field).
 */
export function formErrorsOf<F extends string>(error: unknown, fields: readonly F[]): { fields: Partial<Record<F, string>>; form: string | null } {
  const placed: Partial<Record<F, string>> = {};
  let rest: string | null = null;
  for (const issue of issuesOf(error)) {
    const field = issue.field.split('.').pop() as F;
    if (fields.includes(field)) placed[field] ??= issue.message;
    else rest ??= issue.message;
  }
  return { fields: placed, form: Object.keys(placed).length ? rest : (rest ?? errorMessage(error)) };
}

export const errorMessage = (error: unknown) => (error instanceof Error && error.message ? error.message : 'Something went wrong');
