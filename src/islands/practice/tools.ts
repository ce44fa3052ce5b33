/**
 * "Bookmark" and "Report this question" under an answered practice question (issue 30), framework free: the same
 * texts (core/i18n/{en,hi}/exam/report.ts), classes (../mock/question-tools.css), checks (core/mock/question-report.ts)
 * and API calls as the review's QuestionTools.tsx, so a practice question is bookmarked and reported as a reviewed
 * test question is. Signed out: "Sign in to bookmark" (back to this page) and the report, as in the review.
 *
 * The network parts load only when used: the bookmark store (../mock/bookmarks.ts: one batched GET of the state,
 * PUT/DELETE with a roll-back) for a signed-in aspirant, and the request layer when a report is sent — the runner's
 * first view stays as small as it was.
 */
import { report as en } from '#core/i18n/en/exam/report.ts';
import { report as hi } from '#core/i18n/hi/exam/report.ts';
import { pick } from '#core/i18n/pick.ts';
import type { Locale } from '#core/i18n/locales.ts';
import { checkReport, REPORT_MESSAGES, REPORT_REASONS, REPORT_TEXT_MAX, type ReportReason } from '#core/mock/question-report.ts';
import type { BookmarkStore } from '../mock/bookmarks';

/** The texts in either language (the Hindi dictionary's type: strings, not the English literals). */
type Texts = typeof hi;

type Props<K extends keyof HTMLElementTagNameMap> = Partial<HTMLElementTagNameMap[K]> & { dataset?: Record<string, string>; attrs?: Record<string, string> };

function el<K extends keyof HTMLElementTagNameMap>(tag: K, props: Props<K> = {}, ...children: (Node | string)[]) {
  const node = document.createElement(tag);
  const { dataset, attrs, ...rest } = props;
  Object.assign(node, rest);
  if (dataset) Object.assign(node.dataset, dataset);
  for (const [k, v] of Object.entries(attrs ?? {})) node.setAttribute(k, v);
  node.append(...children);
  return node;
}

export interface ToolsOptions {
  questionId: number;
  /** "Question 3": names the buttons for screen readers. */
  label: string;
  locale: Locale;
  signedIn: boolean;
  /** The sign-in page of the page's language ("Sign in to bookmark" comes back here). */
  signInHref: string;
  /** /progress#revision in the page's language ("Revision list" after a bookmark). */
  revisionHref: string;
  /** Tests pass their own; by default the review's shared store and POST /mocks/questions/{id}/reports. */
  store?: () => Promise<BookmarkStore>;
  sendReport?: (questionId: number, body: { reason: ReportReason; text: string }) => Promise<{ data?: { message?: string } } | undefined>;
}

const sharedStore = () => import('../mock/bookmarks').then((m) => m.bookmarkStore());
const postReport = (questionId: number, body: { reason: ReportReason; text: string }) =>
  import('../../lib/client/client').then((m) => m.api.post<{ data: { message: string } }>(`/mocks/questions/${questionId}/reports`, body));

/** The tools of one question: a bar (bookmark or its sign-in link, report) and, when asked, the report form. */
export function questionTools(o: ToolsOptions): HTMLElement {
  const t = pick<Texts>(o.locale, { en, hi });
  const root = el('div', { className: 'mx-qtools', dataset: { questionTools: String(o.questionId) } });
  const bar = el('div', { className: 'mx-qtools-bar' });
  const sent = el('p', { className: 'mx-qtools-sent', hidden: true, attrs: { role: 'status' } });
  let form: HTMLFormElement | null = null;

  const reportButton = el('button', { type: 'button', className: 'mx-qtool', attrs: { 'aria-expanded': 'false', 'aria-label': t.reportLabel(o.label) } }, el('span', { textContent: '⚑', attrs: { 'aria-hidden': 'true' } }), t.report);
  const closeForm = () => {
    form?.remove();
    form = null;
    reportButton.setAttribute('aria-expanded', 'false');
    reportButton.removeAttribute('aria-controls');
  };
  reportButton.addEventListener('click', () => {
    sent.hidden = true;
    if (form) return closeForm();
    form = reportForm(o, t, closeForm, (message) => {
      closeForm();
      sent.textContent = message;
      sent.hidden = false;
    });
    root.append(form);
    reportButton.setAttribute('aria-expanded', 'true');
    reportButton.setAttribute('aria-controls', form.id);
  });

  bar.append(o.signedIn ? bookmark(o, t) : el('a', { className: 'mx-qtool', href: o.signInHref, dataset: { bookmarkSignin: '' } }, el('span', { textContent: '☆', attrs: { 'aria-hidden': 'true' } }), t.signInToBookmark), reportButton);
  root.append(bar, sent);
  return root;
}

/** The bookmark toggle: disabled until the store has the state; the review's store does the calls. */
function bookmark(o: ToolsOptions, t: Texts): HTMLElement {
  const wrap = el('span', { className: 'mx-qtools-bar' });
  const star = el('span', { textContent: '☆', attrs: { 'aria-hidden': 'true' } });
  const text = el('span', { textContent: t.bookmark });
  const button = el('button', { type: 'button', className: 'mx-qtool', disabled: true, dataset: { bookmark: 'off' }, attrs: { 'aria-pressed': 'false', 'aria-label': t.bookmarkLabel(o.label) } }, star, ' ', text);
  const link = el('a', { className: 'mx-qtool-link', href: o.revisionHref, textContent: t.revisionList, hidden: true });
  const error = el('span', { className: 'mx-qtools-error', hidden: true, attrs: { role: 'alert' } });
  wrap.append(button, link, error);
  (o.store ?? sharedStore)().then(
    (store) => {
      let stop = () => {};
      const render = () => {
        // The runner moved on to the next question: these tools are gone, so stop listening.
        if (!wrap.isConnected) return stop();
        const view = store.view(o.questionId);
        const on = view.status === 'on';
        button.disabled = view.status === 'loading' || view.busy;
        button.classList.toggle('is-on', on);
        button.setAttribute('aria-pressed', String(on));
        button.dataset.bookmark = on ? 'on' : 'off';
        star.textContent = on ? '★' : '☆';
        text.textContent = on ? t.bookmarked : t.bookmark;
        link.hidden = !on || view.busy;
        error.hidden = !view.error;
        error.textContent = view.error ?? '';
      };
      stop = ((off) => () => void off())(store.subscribe(render));
      button.addEventListener('click', () => void store.toggle(o.questionId));
      store.want(o.questionId);
      render();
    },
    // Offline and never loaded: the button stays disabled (nothing could be saved anyway).
    () => undefined,
  );
  return wrap;
}

let forms = 0;

/** The review's report form: what is wrong (required), details (required for "other"), the rule's message in the page's language. */
function reportForm(o: ToolsOptions, t: Texts, cancel: () => void, done: (message: string) => void): HTMLFormElement {
  const id = `practice-report-${++forms}`;
  const ids = { text: `${id}-text`, error: `${id}-error` };
  const error = el('p', { className: 'mx-qtools-error', id: ids.error, hidden: true, attrs: { role: 'alert' } });
  const say = (message: string) => {
    const key = (Object.keys(REPORT_MESSAGES) as (keyof typeof REPORT_MESSAGES)[]).find((k) => REPORT_MESSAGES[k] === message);
    return key ? t.messages[key] : message;
  };
  const radios = REPORT_REASONS.map((r) => el('input', { type: 'radio', name: `${id}-reason`, value: r }));
  const fieldset = el(
    'fieldset',
    {},
    el('legend', { textContent: t.whatIsWrong }),
    el('div', { className: 'mx-report-reasons' }, ...REPORT_REASONS.map((r, k) => el('label', {}, radios[k], ` ${t.reasons[r]}`))),
  );
  const need = el('span', { className: 'muted', textContent: t.optional });
  const area = el('textarea', { id: ids.text, rows: 3, maxLength: REPORT_TEXT_MAX, placeholder: t.placeholder });
  const send = el('button', { type: 'submit', className: 'btn btn-sm', textContent: t.send });
  const cancelButton = el('button', { type: 'button', className: 'btn btn-sm btn-ghost', textContent: t.cancel });
  cancelButton.addEventListener('click', cancel);
  const form = el(
    'form',
    { id, className: 'mx-report', noValidate: true, attrs: { 'aria-label': t.reportLabel(o.label) } },
    fieldset,
    el('label', { htmlFor: ids.text }, t.details, need),
    area,
    error,
    el('div', { className: 'mx-report-actions' }, send, cancelButton),
  );
  const show = (field: 'reason' | 'text' | 'form' | null, message = '') => {
    error.hidden = !field;
    error.textContent = message;
    // The message goes under the field it is about (as the review's form).
    (field === 'reason' ? fieldset : field === 'text' ? area : send.parentElement!).after(error);
    if (field === 'reason') fieldset.setAttribute('aria-describedby', ids.error);
    else fieldset.removeAttribute('aria-describedby');
    if (field === 'text') {
      area.setAttribute('aria-invalid', 'true');
      area.setAttribute('aria-describedby', ids.error);
    } else {
      area.removeAttribute('aria-invalid');
      area.removeAttribute('aria-describedby');
    }
  };
  const reason = () => (radios.find((r) => r.checked)?.value as ReportReason | undefined) ?? null;
  fieldset.addEventListener('change', () => {
    need.textContent = reason() === 'other' ? t.required : t.optional;
    show(null);
  });
  form.addEventListener('submit', async (event) => {
    event.preventDefault();
    const issue = checkReport(reason(), area.value);
    if (issue) {
      show(issue.field, say(issue.message));
      (issue.field === 'reason' ? radios[0] : area).focus();
      return;
    }
    show(null);
    send.disabled = true;
    send.textContent = t.sending;
    try {
      const res = await (o.sendReport ?? postReport)(o.questionId, { reason: reason()!, text: area.value.trim() });
      done(res?.data?.message ?? t.thanks);
    } catch (e) {
      show('form', e instanceof Error && e.message ? e.message : 'API request failed');
      send.disabled = false;
      send.textContent = t.send;
    }
  });
  return form;
}
