/**
 * The header's account entry (src/components/AccountEntry.astro), framework
 * free so that it costs an article page a few hundred bytes, not React.
 *
 * The page ships a plain "Sign in" link (to /auth/sign-in?redirect={this
 * page}). The loader (src/islands/boot.ts) imports this module only when a
 * signed-in session is stored locally (or one appears: another tab, the
 * sign-in form); it then shows the user's name (or email) with Progress and
 * Sign out. Firebase is not needed for that: it loads only when the user
 * presses Sign out (the auth controller signs out of the identity provider).
 *
 * Two variants share the logic: 'bar' (the desktop header: a disclosure
 * button with a small panel) and 'menu' (inside the phone menu: the same
 * links, always open).
 */
import { AUTH_LOGIN_EVENT, AUTH_LOGOUT_EVENT } from '../../lib/client/events';
import { authPageHref } from '../../lib/client/redirect';
import { readStoredSession, sessionLabel, type StoredSession } from '../../lib/client/session';
import { AUTH_STORAGE_PREFIX } from '../../lib/client/storage';
import { entry as enEntry } from '#core/i18n/en/account/entry.ts';
import { entry as hiEntry } from '#core/i18n/hi/account/entry.ts';
import { documentLocale, localizedPath } from '#core/i18n/locales.ts';

/** The entry's texts in the page's language (read when drawn: the page says it on <html lang>). */
const text = () => (documentLocale() === 'hi' ? hiEntry : enEntry);

export type AccountVariant = 'bar' | 'menu';

/** How sign-out is done (the page-wide auth controller; replaced in tests). */
export type SignOut = () => Promise<void>;

const defaultSignOut: SignOut = async () => (await import('../../lib/client/client')).getAuth().signOut();

const el = <K extends keyof HTMLElementTagNameMap>(tag: K, attrs: Record<string, string> = {}, text?: string): HTMLElementTagNameMap[K] => {
  const node = document.createElement(tag);
  for (const [name, value] of Object.entries(attrs)) node.setAttribute(name, value);
  if (text !== undefined) node.textContent = text;
  return node;
};

/** The sign-in link back to this page (never back to an auth page). */
export function signInHref(loc: Pick<Location, 'pathname' | 'search' | 'hash'> = location): string {
  const here = `${loc.pathname}${loc.search}${loc.hash}`;
  const href = /^(\/hi)?\/auth\//.test(loc.pathname) ? authPageHref('sign-in') : authPageHref('sign-in', here);
  return localizedPath(href, documentLocale());
}

function signInLink(): HTMLAnchorElement {
  return el('a', { class: 'btn btn-sm btn-outline account-signin', href: signInHref(), 'data-account-signin': '' }, text().signIn);
}

function progressLink(): HTMLAnchorElement {
  const link = el('a', { class: 'account-link', href: localizedPath('/progress', documentLocale()), 'data-account-progress': '' }, text().progress);
  if (location.pathname.replace(/\/$/, '') === '/progress') link.setAttribute('aria-current', 'page');
  return link;
}

function signOutButton(container: HTMLElement, signOut: SignOut): HTMLButtonElement {
  const button = el('button', { type: 'button', class: 'account-link account-signout', 'data-account-signout': '' }, text().signOut);
  button.addEventListener('click', () => {
    button.disabled = true;
    button.textContent = text().signingOut;
    signOut()
      .catch(() => undefined) // the controller already cleared the local session; the provider's failure is only logged
      .finally(() => {
        render(container, signOut);
        container.querySelector<HTMLElement>('[data-account-signin]')?.focus();
      });
  });
  return button;
}

function who(session: StoredSession, label: string): HTMLParagraphElement {
  const p = el('p', { class: 'account-who' });
  p.append(el('span', { class: 'account-who-label' }, text().signedInAs), el('strong', { 'data-account-name': '' }, label));
  const email = session.profile.email ?? session.user.email;
  if (email && email !== label) p.append(el('span', { class: 'account-email' }, email));
  return p;
}

/** The desktop entry: a button with the name that opens a small panel (Escape or a click elsewhere closes it). */
function renderBar(container: HTMLElement, session: StoredSession, signOut: SignOut) {
  const label = sessionLabel(session);
  const panelId = `account-panel-${container.dataset.accountEntry ?? 'bar'}`;
  const wrap = el('div', { class: 'account-menu' });
  const button = el('button', { type: 'button', class: 'account-button', 'aria-expanded': 'false', 'aria-controls': panelId, 'data-account-button': '' });
  button.append(
    el('span', { class: 'account-avatar', 'aria-hidden': 'true' }, label.charAt(0).toUpperCase()),
    el('span', { class: 'visually-hidden' }, text().account),
    el('span', { class: 'account-name' }, label),
  );
  const panel = el('div', { class: 'account-panel card', id: panelId, hidden: '' });
  panel.append(who(session, label), progressLink(), signOutButton(container, signOut));
  wrap.append(button, panel);

  button.addEventListener('click', () => setOpen(wrap, panel.hidden));
  wrap.addEventListener('keydown', (event) => {
    if (event.key !== 'Escape' || panel.hidden) return;
    event.stopPropagation();
    setOpen(wrap, false);
    button.focus();
  });
  // Tabbing out of the panel closes it.
  wrap.addEventListener('focusout', (event) => {
    const next = event.relatedTarget as Node | null;
    if (next && !wrap.contains(next)) setOpen(wrap, false);
  });
  container.replaceChildren(wrap);
}

function setOpen(wrap: Element, open: boolean) {
  wrap.querySelector('[data-account-button]')?.setAttribute('aria-expanded', String(open));
  const panel = wrap.querySelector<HTMLElement>('.account-panel');
  if (panel) panel.hidden = !open;
}

/** A click anywhere else closes an open panel. */
function closeOnOutsideClick(event: MouseEvent) {
  document.querySelectorAll('.account-menu').forEach((wrap) => {
    if (!wrap.contains(event.target as Node)) setOpen(wrap, false);
  });
}

/** Inside the phone menu: the name, Progress and Sign out, always visible. */
function renderMenu(container: HTMLElement, session: StoredSession, signOut: SignOut) {
  const section = el('div', { class: 'account-section' });
  section.append(who(session, sessionLabel(session)), progressLink(), signOutButton(container, signOut));
  container.replaceChildren(section);
}

/** Renders one [data-account-entry] container for the current session. */
export function render(container: HTMLElement, signOut: SignOut = defaultSignOut): void {
  const session = readStoredSession();
  container.dataset.accountState = session ? 'signed-in' : 'signed-out';
  if (!session) {
    container.replaceChildren(signInLink());
    return;
  }
  if (container.dataset.accountEntry === 'menu') renderMenu(container, session, signOut);
  else renderBar(container, session, signOut);
}

let listening = false;

/** Renders every account entry of the page and follows sign-in/out (this tab or another). */
export function mountAccount(root: ParentNode = document, signOut: SignOut = defaultSignOut): void {
  const renderAll = () => root.querySelectorAll<HTMLElement>('[data-account-entry]').forEach((container) => render(container, signOut));
  renderAll();
  if (listening) return;
  listening = true;
  document.addEventListener('click', closeOnOutsideClick);
  window.addEventListener(AUTH_LOGIN_EVENT, renderAll);
  window.addEventListener(AUTH_LOGOUT_EVENT, renderAll);
  window.addEventListener('storage', (event) => {
    if (event.key === null || event.key.startsWith(AUTH_STORAGE_PREFIX)) renderAll();
  });
}
