/**
 * "Mark as read" at the end of an article ([data-mark-read][data-slug], see
 * src/pages/blog/[slug].astro), for signed-in readers only: visitors see
 * nothing. Framework free and loaded by src/islands/boot.ts only when a
 * session is stored locally, so article pages stay within their JS budget.
 * The request layer (and, if the token must be refreshed, Firebase) loads on
 * the click: POST /api/progress/mark-read { slug } records the read
 * (idempotent) and advances the article's series; /progress counts it under
 * "Articles read".
 *
 * The slugs marked on this device are remembered (under the auth prefix, so
 * sign-out forgets them) to show "Marked as read" on the next visit.
 */
import { AUTH_LOGIN_EVENT, AUTH_LOGOUT_EVENT } from '../../lib/client/events';
import { readStoredSession } from '../../lib/client/session';
import { AUTH_STORAGE_PREFIX, browserStorage, readJson, READ_ARTICLES_KEY, write } from '../../lib/client/storage';
import { markRead as en } from '#core/i18n/en/widgets/mark-read.ts';
import { markRead as hi } from '#core/i18n/hi/widgets/mark-read.ts';
import { pick } from '#core/i18n/pick.ts';
import { documentLocale, localizedPath } from '#core/i18n/locales.ts';

// Article pages carry a JS budget: only this small part of the widgets area comes along.
const text = () => pick(documentLocale(), { en, hi });

/** Records the read (the page-wide request layer; replaced in tests). */
export type MarkRead = (slug: string) => Promise<void>;

const defaultMarkRead: MarkRead = async (slug) => {
  const { api } = await import('../../lib/client/client');
  await api.post('/progress/mark-read', { slug });
};

const errorText = async (error: unknown) => (await import('../../lib/client/api')).apiErrorMessage(error);

/** At most this many slugs are remembered. */
const REMEMBERED = 500;

function remembered(): string[] {
  const list = readJson<unknown>(browserStorage(), READ_ARTICLES_KEY);
  return Array.isArray(list) ? list.filter((s): s is string => typeof s === 'string') : [];
}

function remember(slug: string) {
  write(browserStorage(), READ_ARTICLES_KEY, [slug, ...remembered().filter((s) => s !== slug)].slice(0, REMEMBERED));
}

function done(container: HTMLElement) {
  const status = document.createElement('p');
  status.className = 'mark-read-done';
  status.setAttribute('role', 'status');
  status.dataset.markReadDone = '';
  const badge = document.createElement('span');
  badge.className = 'badge badge-success';
  badge.textContent = text().done;
  const link = document.createElement('a');
  link.href = localizedPath('/progress', documentLocale());
  link.textContent = text().seeProgress;
  status.append(badge, ' ', link);
  container.replaceChildren(status);
}

/** Renders one [data-mark-read] container for the current session. */
export function render(container: HTMLElement, markRead: MarkRead = defaultMarkRead): void {
  const slug = container.dataset.slug;
  if (!slug || !readStoredSession()) {
    container.replaceChildren();
    container.hidden = true;
    return;
  }
  container.hidden = false;
  if (remembered().includes(slug)) {
    done(container);
    return;
  }
  const button = document.createElement('button');
  button.type = 'button';
  button.className = 'btn btn-outline mark-read-button';
  button.textContent = text().mark;
  const error = document.createElement('p');
  error.className = 'mark-read-error';
  error.setAttribute('role', 'alert');
  button.addEventListener('click', () => {
    button.disabled = true;
    button.textContent = text().saving;
    error.textContent = '';
    markRead(slug).then(
      () => {
        remember(slug);
        done(container);
      },
      async (failure: unknown) => {
        error.textContent = await errorText(failure);
        button.disabled = false;
        button.textContent = text().mark;
      },
    );
  });
  container.replaceChildren(button, error);
}

let listening = false;

export function mountMarkRead(root: ParentNode = document, markRead: MarkRead = defaultMarkRead): void {
  const renderAll = () => root.querySelectorAll<HTMLElement>('[data-mark-read]').forEach((container) => render(container, markRead));
  renderAll();
  if (listening) return;
  listening = true;
  window.addEventListener(AUTH_LOGIN_EVENT, renderAll);
  window.addEventListener(AUTH_LOGOUT_EVENT, renderAll);
  window.addEventListener('storage', (event) => {
    if (event.key === null || event.key.startsWith(AUTH_STORAGE_PREFIX)) renderAll();
  });
}
