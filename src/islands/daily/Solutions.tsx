/** The solutions of a day's quiz: each question, the aspirant's answer (when there is one), the correct one and its explanation. */
import type { DailyKeyEntry, DailyQuiz } from '#core/schemas/daily-quiz.ts';
import { useLocale } from '../i18n/locale';
import { questionText, useDailyText } from './text';

export function Solutions({ quiz, keyEntries, answers }: { quiz: DailyQuiz; keyEntries: DailyKeyEntry[]; answers: (number | null)[] | null }) {
  const t = useDailyText();
  const locale = useLocale();
  return (
    <ol className="daily-solutions list-plain" data-daily-solutions>
      {quiz.questions.map((q, i) => {
        const key = keyEntries[i];
        if (!key) return null;
        const shown = questionText(locale, q);
        const explanations = locale === 'hi' && key.explanations_hi ? key.explanations_hi : key.explanations;
        const mine = answers ? answers[i] : undefined;
        const verdict = mine === undefined ? null : mine === null ? t.skipped : mine === key.correct ? t.right : t.wrong;
        return (
          <li key={q.id} className="daily-q card" data-verdict={mine === undefined ? undefined : mine === key.correct ? 'right' : 'wrong'}>
            <p className="daily-qn muted">
              {t.questionOf(i + 1, quiz.questions.length)}
              {verdict && <strong className="daily-verdict"> · {verdict}</strong>}
            </p>
            <p className="daily-qt" lang={shown.lang}>
              {shown.text}
            </p>
            {mine !== undefined && (
              <p>
                {t.yourAnswer}: <span lang={shown.lang}>{mine === null ? t.notAnswered : shown.options[mine]}</span>
              </p>
            )}
            <p data-daily-correct>
              {t.correctAnswer}: <strong lang={shown.lang}>{shown.options[key.correct]}</strong>
            </p>
            <p className="daily-expl">
              {t.explanation}: <span lang={locale === 'hi' && !key.explanations_hi ? 'en' : undefined}>{explanations[key.correct]}</span>
            </p>
          </li>
        );
      })}
    </ol>
  );
}
