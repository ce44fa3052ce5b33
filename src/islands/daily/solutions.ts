/** The solutions of a day's quiz: each question, the aspirant's answer (when there is one), the correct one and its explanation. */
import type { Locale } from '#core/i18n/locales.ts';
import type { DailyKeyEntry, DailyQuiz } from '#core/schemas/daily-quiz.ts';
import { el, withLang } from './dom';
import { questionText, type DailyText } from './text';

export function solutions(t: DailyText, locale: Locale, quiz: DailyQuiz, keyEntries: DailyKeyEntry[], answers: (number | null)[] | null): HTMLOListElement {
  const items = quiz.questions.map((q, i) => {
    const key = keyEntries[i];
    if (!key) return null;
    const shown = questionText(locale, q);
    const explanations = locale === 'hi' && key.explanations_hi ? key.explanations_hi : key.explanations;
    const mine = answers ? answers[i] : undefined;
    const verdict = mine === undefined ? null : mine === null ? t.skipped : mine === key.correct ? t.right : t.wrong;
    const li = el(
      'li',
      { className: 'daily-q card' },
      el('p', { className: 'daily-qn muted' }, t.questionOf(i + 1, quiz.questions.length), verdict && el('strong', { className: 'daily-verdict' }, ` · ${verdict}`)),
      withLang(el('p', { className: 'daily-qt' }, shown.text), shown.lang),
      mine !== undefined && el('p', {}, `${t.yourAnswer}: `, withLang(el('span', {}, mine === null ? t.notAnswered : shown.options[mine]), shown.lang)),
      el('p', { dataset: { dailyCorrect: '' } }, `${t.correctAnswer}: `, withLang(el('strong', {}, shown.options[key.correct]), shown.lang)),
      el('p', { className: 'daily-expl' }, `${t.explanation}: `, withLang(el('span', {}, explanations[key.correct]), locale === 'hi' && !key.explanations_hi ? 'en' : undefined)),
    );
    if (mine !== undefined) li.dataset.verdict = mine === key.correct ? 'right' : 'wrong';
    return li;
  });
  return el('ol', { className: 'daily-solutions list-plain', dataset: { dailySolutions: '' } }, ...items);
}
