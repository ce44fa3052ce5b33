/**
 * The practice island of a topic page (issue 30; docs/practice.md), framework free to keep the page light. The
 * topic's sets are fetched as the page loads (GET /question-bank/sets/{slug}, public and the same for everyone) and
 * kept on the device, so answering needs no network: tap an option → right or wrong and the explanation at once,
 * Next, and a summary at the end. Untimed. The language is the page's (Hindi where the question has it). Each
 * answer is kept on the device and, signed in, sent to the account (src/lib/client/device-practice.ts). After an
 * answer, "Bookmark" and "Report this question" as in a test's review (tools.ts, loaded at the first answer).
 */
import { practice as en } from '#core/i18n/en/widgets/practice.ts';
import { practice as hi } from '#core/i18n/hi/widgets/practice.ts';
import { pick } from '#core/i18n/pick.ts';
import { documentLocale } from '#core/i18n/locales.ts';
import { accuracyOf } from '#core/mock/practice.ts';
import { formatNumber } from '#core/i18n/format.ts';
import type { PracticeQuestion, PracticeSet } from '#core/schemas/practice.ts';
import { keepPracticeAnswer, keepSet, keptSet } from '../../lib/client/device-practice';
import { readStoredSession } from '../../lib/client/session';
import { browserStorage } from '../../lib/client/storage';

const LETTERS = ['A', 'B', 'C', 'D'];

function el<K extends keyof HTMLElementTagNameMap>(tag: K, props: Partial<HTMLElementTagNameMap[K]> & { dataset?: Record<string, string> } = {}, ...children: (Node | string)[]) {
  const node = document.createElement(tag);
  const { dataset, ...rest } = props;
  Object.assign(node, rest);
  if (dataset) Object.assign(node.dataset, dataset);
  node.append(...children);
  return node;
}

/** Sends what the account has not got (signed in only; a failure waits for the next answer, page or `online`). */
function sync() {
  if (!readStoredSession()) return;
  import('../../lib/client/client').then((m) => m.sendDevicePractice()).catch(() => undefined);
}

export function mount(root: HTMLElement): void {
  const locale = documentLocale();
  const t = pick(locale, { en, hi });
  const storage = browserStorage();
  const path = root.dataset.path ?? '';
  const slugs = (root.dataset.sets ?? '').split(',').filter(Boolean);
  let questions: PracticeQuestion[] = [];
  let index = 0;
  let right = 0;
  let started = false;

  /** The question's text in the page's language where it has one; English on a Hindi page is marked as such. */
  const texts = (q: PracticeQuestion) => {
    const useHi = locale === 'hi' && q.question_hi !== null;
    return {
      lang: locale === 'hi' && !useHi ? 'en' : '',
      question: useHi ? q.question_hi! : q.question,
      options: useHi && q.options_hi ? q.options_hi : q.options,
      explanations: useHi && q.explanations_hi ? q.explanations_hi : q.explanations,
    };
  };

  function start(sets: PracticeSet[]) {
    started = true;
    questions = sets.flatMap((s) => s.questions);
    index = 0;
    right = 0;
    if (questions.length) showQuestion(false);
    else failed();
  }

  function failed() {
    const retry = el('button', { type: 'button', className: 'btn btn-secondary', textContent: t.retry });
    retry.addEventListener('click', () => void load());
    root.replaceChildren(el('p', { role: 'alert', textContent: t.failed }), retry);
  }

  async function load() {
    root.replaceChildren(el('p', { className: 'muted', textContent: t.loading }));
    const kept = slugs.map((s) => keptSet(storage, s));
    // Kept from an earlier visit: practise at once (offline too); the fresh copy is kept for the next visit.
    if (kept.length && kept.every((s): s is PracticeSet => s !== null)) start(kept);
    try {
      // The lean read (the API key and fetch): the request layer would double the page's JavaScript.
      const { leanFetch } = await import('../../lib/client/lean-fetch');
      const fresh = await Promise.all(slugs.map(async (s) => (await leanFetch<{ data: PracticeSet }>(`/question-bank/sets/${encodeURIComponent(s)}`)).data));
      fresh.forEach((s) => keepSet(storage, s));
      if (!started) start(fresh);
    } catch {
      if (!started) failed();
    }
  }

  function showQuestion(focus = true) {
    const q = questions[index];
    const tx = texts(q);
    const heading = el('p', { className: 'practice-question', tabIndex: -1, textContent: tx.question });
    if (tx.lang) heading.lang = tx.lang;
    const feedback = el('div', { className: 'practice-result' });
    feedback.setAttribute('aria-live', 'polite');
    const actions = el('div', { className: 'practice-actions' });
    const buttons = tx.options.map((text, k) => {
      const label = el('span', { textContent: text });
      if (tx.lang) label.lang = tx.lang;
      const b = el('button', { type: 'button', className: 'practice-option', dataset: { option: String(k) } }, el('span', { className: 'practice-letter', textContent: LETTERS[k] }), label);
      b.addEventListener('click', () => answer(k));
      return b;
    });
    const list = el('ul', { className: 'practice-options' }, ...buttons.map((b) => el('li', {}, b)));
    list.setAttribute('aria-label', t.optionsLabel);
    root.replaceChildren(el('p', { className: 'practice-count', textContent: t.progress(index + 1, questions.length) }), heading, list, feedback, actions);
    if (focus) heading.focus();

    function answer(choice: number) {
      const correct = choice === q.correct;
      if (correct) right++;
      buttons.forEach((b, k) => {
        b.disabled = true;
        if (k === q.correct) b.dataset.state = 'correct';
        else if (k === choice) b.dataset.state = 'wrong';
      });
      buttons[choice].setAttribute('aria-pressed', 'true');
      // Each explanation under its option's letter: the right one's, and the chosen one's when wrong.
      const explanation = (k: number) => {
        const text = el('span', { textContent: tx.explanations[k] ?? '' });
        if (tx.lang) text.lang = tx.lang;
        return el('p', { className: 'practice-explanation', dataset: { option: String(k) } }, el('strong', { textContent: `${LETTERS[k]} ` }), text);
      };
      feedback.replaceChildren(
        el('p', { className: 'practice-feedback', dataset: { correct: String(correct) }, textContent: correct ? t.correct : t.wrong(LETTERS[q.correct]) }),
        el('p', { className: 'practice-explanation-title', textContent: t.explanation }),
        explanation(q.correct),
        ...(correct ? [] : [explanation(choice)]),
      );
      const last = index === questions.length - 1;
      const next = el('button', { type: 'button', className: 'btn btn-primary', textContent: last ? t.finish : t.next });
      next.addEventListener('click', () => {
        if (last) summary();
        else {
          index++;
          showQuestion();
        }
      });
      actions.replaceChildren(next);
      // Loaded at the first answer, not with the page (its JavaScript budget); offline and never loaded: none shown.
      import('./tools').then((m) => {
        // Still this question (Next was not pressed meanwhile).
        if (!actions.isConnected) return;
        actions.after(
          m.questionTools({
            questionId: q.id,
            label: t.progress(index + 1, questions.length),
            locale,
            signedIn: readStoredSession() !== null,
            signInHref: `${root.dataset.signin ?? '/auth/sign-in'}?redirect=${encodeURIComponent(location.pathname)}`,
            revisionHref: `${root.dataset.progress ?? '/progress'}#revision`,
          }),
        );
      }, () => undefined);
      next.focus();
      keepPracticeAnswer(storage, { questionId: q.id, choice, answeredAt: new Date().toISOString(), path, correct });
      sync();
    }
  }

  function summary() {
    const title = el('h2', { tabIndex: -1, textContent: t.summaryTitle });
    const again = el('button', { type: 'button', className: 'btn btn-primary', textContent: t.again });
    again.addEventListener('click', () => {
      index = 0;
      right = 0;
      showQuestion();
    });
    const parts: Node[] = [
      title,
      el('p', { className: 'practice-summary', textContent: t.summary(right, questions.length) }),
      el('p', { className: 'muted', textContent: t.accuracy(formatNumber(locale, accuracyOf(right, questions.length)), questions.length) }),
      el('div', { className: 'practice-actions' }, again, el('a', { className: 'btn btn-secondary', href: root.dataset.index ?? '/practice', textContent: t.allTopics })),
    ];
    if (!readStoredSession()) {
      const signIn = el('a', { href: `${root.dataset.signin ?? '/auth/sign-in'}?redirect=${encodeURIComponent(location.pathname)}`, textContent: t.signIn });
      parts.push(el('p', { className: 'muted' }, `${t.keepProgress} `, signIn));
    }
    root.replaceChildren(...parts);
    title.focus();
  }

  window.addEventListener('online', sync);
  sync();
  void load();
}
