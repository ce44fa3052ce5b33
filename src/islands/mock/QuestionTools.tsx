/**
 * Under each question of the review (issue 18): "Bookmark" (signed in: into
 * the revision list on /progress; signed out: a sign-in link that comes back
 * here) and "Report this question" (anyone: wrong answer, wrong translation,
 * typo or other, with details), checked with the API's own rules
 * (core/mock/question-report.ts) before sending. `QuestionReport` is the
 * report alone, for the exam screen's question area.
 */
import { useEffect, useId, useState, useSyncExternalStore, type FormEvent, type ReactNode } from 'react';
import { api, apiErrorMessage, authPageHref, useAuth } from '../../lib/client';
import { checkReport, REPORT_MESSAGES, REPORT_REASONS, REPORT_TEXT_MAX, type ReportReason } from '#core/mock/question-report.ts';
import type { QuestionReportReceipt } from '#core/schemas/responses/question-tools.ts';
import { bookmarkStore, type BookmarkStore } from './bookmarks';
import { useExamText } from './i18n';
import { useLocale } from '../i18n/locale';
import { localizedPath } from '#core/i18n/locales.ts';
import './question-tools.css';

export interface QuestionToolsProps {
  questionId: number;
  /** "Question 3": names the buttons for screen readers. */
  label: string;
  /** Tests pass their own store and report call. */
  store?: BookmarkStore;
  sendReport?: (questionId: number, body: { reason: ReportReason; text: string }) => Promise<unknown>;
}

const postReport = (questionId: number, body: { reason: ReportReason; text: string }) =>
  api.post<{ data: QuestionReportReceipt }>(`/mocks/questions/${questionId}/reports`, body);

export function QuestionTools({ questionId, label, store, sendReport = postReport }: QuestionToolsProps) {
  const { isAuthenticated } = useAuth();
  const locale = useLocale();
  const t = useExamText().report;
  return (
    <div className="mx-qtools" data-question-tools={questionId}>
      <ReportTool questionId={questionId} label={label} sendReport={sendReport}>
        {isAuthenticated ? (
          <BookmarkButton questionId={questionId} label={label} store={store ?? bookmarkStore()} />
        ) : (
          <a className="mx-qtool" href={localizedPath(authPageHref('sign-in', typeof location === 'undefined' ? null : location.pathname), locale)} data-bookmark-signin>
            <span aria-hidden="true">☆</span>
            {t.signInToBookmark}
          </a>
        )}
      </ReportTool>
    </div>
  );
}

/**
 * "Report this question" alone (the exam screen's question area: no
 * bookmarks before the answers are out). Key it by question id so moving on
 * closes the form.
 */
export function QuestionReport({ questionId, label, sendReport = postReport }: Omit<QuestionToolsProps, 'store'>) {
  return (
    <div className="mx-qtools mx-qtools--exam" data-question-report={questionId}>
      <ReportTool questionId={questionId} label={label} sendReport={sendReport} />
    </div>
  );
}

function ReportTool({
  questionId,
  label,
  sendReport,
  children,
}: Required<Pick<QuestionToolsProps, 'questionId' | 'label' | 'sendReport'>> & { children?: ReactNode }) {
  const [reporting, setReporting] = useState(false);
  const [sent, setSent] = useState<string | null>(null);
  const formId = useId();
  const t = useExamText().report;
  return (
    <>
      <div className="mx-qtools-bar">
        {children}
        <button
          type="button"
          className="mx-qtool"
          aria-expanded={reporting}
          aria-controls={reporting ? formId : undefined}
          aria-label={t.reportLabel(label)}
          onClick={() => {
            setReporting((r) => !r);
            setSent(null);
          }}
        >
          <span aria-hidden="true">⚑</span>
          {t.report}
        </button>
      </div>
      {sent ? (
        <p className="mx-qtools-sent" role="status">
          {sent}
        </p>
      ) : null}
      {reporting ? (
        <ReportForm
          id={formId}
          label={label}
          onCancel={() => setReporting(false)}
          onSend={async (body) => {
            const res = (await sendReport(questionId, body)) as { data?: { message?: string } } | undefined;
            setReporting(false);
            setSent(res?.data?.message ?? t.thanks);
          }}
        />
      ) : null}
    </>
  );
}

function BookmarkButton({ questionId, label, store }: { questionId: number; label: string; store: BookmarkStore }) {
  const view = useSyncExternalStore(store.subscribe, () => store.view(questionId), () => store.view(questionId));
  useEffect(() => store.want(questionId), [store, questionId]);
  const on = view.status === 'on';
  const locale = useLocale();
  const t = useExamText().report;
  return (
    <>
      <button
        type="button"
        className={`mx-qtool${on ? ' is-on' : ''}`}
        aria-pressed={on}
        aria-label={t.bookmarkLabel(label)}
        disabled={view.status === 'loading' || view.busy}
        onClick={() => void store.toggle(questionId)}
        data-bookmark={on ? 'on' : 'off'}
      >
        <span aria-hidden="true">{on ? '★' : '☆'}</span> {on ? t.bookmarked : t.bookmark}
      </button>
      {on && !view.busy ? (
        <a className="mx-qtool-link" href={localizedPath('/progress', locale) + '#revision'}>
          {t.revisionList}
        </a>
      ) : null}
      {view.error ? (
        <span className="mx-qtools-error" role="alert">
          {view.error}
        </span>
      ) : null}
    </>
  );
}

function ReportForm({
  id,
  label,
  onSend,
  onCancel,
}: {
  id: string;
  label: string;
  onSend: (body: { reason: ReportReason; text: string }) => Promise<void>;
  onCancel: () => void;
}) {
  const [reason, setReason] = useState<ReportReason | null>(null);
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<{ field: 'reason' | 'text' | 'form'; message: string } | null>(null);
  const [sending, setSending] = useState(false);
  const ids = { reason: `${id}-reason`, text: `${id}-text`, error: `${id}-error` };
  const t = useExamText().report;
  /** The rule's message in the page's language (the rule itself is core's, shared with the API). */
  const say = (message: string) => {
    const key = (Object.keys(REPORT_MESSAGES) as (keyof typeof REPORT_MESSAGES)[]).find((k) => REPORT_MESSAGES[k] === message);
    return key ? t.messages[key] : message;
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const issue = checkReport(reason, text);
    if (issue) {
      setProblem({ ...issue, message: say(issue.message) });
      const target = event.currentTarget.querySelector<HTMLElement>(issue.field === 'reason' ? 'input[type=radio]' : 'textarea');
      target?.focus();
      return;
    }
    setProblem(null);
    setSending(true);
    try {
      await onSend({ reason: reason!, text: text.trim() });
    } catch (e) {
      setProblem({ field: 'form', message: apiErrorMessage(e) });
    } finally {
      setSending(false);
    }
  };

  const errorFor = (field: 'reason' | 'text' | 'form') =>
    problem?.field === field ? (
      <p className="mx-qtools-error" id={ids.error} role="alert">
        {problem.message}
      </p>
    ) : null;

  return (
    // Keys typed here (arrows between the reasons, digits in the text) are the form's, not the exam screen's shortcuts.
    <form id={id} className="mx-report" aria-label={t.reportLabel(label)} onSubmit={(e) => void submit(e)} onKeyDown={(e) => e.stopPropagation()} noValidate>
      <fieldset aria-describedby={problem?.field === 'reason' ? ids.error : undefined}>
        <legend>{t.whatIsWrong}</legend>
        <div className="mx-report-reasons">
          {REPORT_REASONS.map((r) => (
            <label key={r}>
              <input type="radio" name={ids.reason} value={r} checked={reason === r} onChange={() => (setReason(r), setProblem(null))} /> {t.reasons[r]}
            </label>
          ))}
        </div>
        {errorFor('reason')}
      </fieldset>
      <label htmlFor={ids.text}>
        {t.details}
        <span className="muted">{reason === 'other' ? t.required : t.optional}</span>
      </label>
      <textarea
        id={ids.text}
        rows={3}
        maxLength={REPORT_TEXT_MAX}
        value={text}
        onChange={(e) => (setText(e.target.value), problem?.field === 'text' && setProblem(null))}
        aria-invalid={problem?.field === 'text' || undefined}
        aria-describedby={problem?.field === 'text' ? ids.error : undefined}
        placeholder={t.placeholder}
      />
      {errorFor('text')}
      {errorFor('form')}
      <div className="mx-report-actions">
        <button type="submit" className="btn btn-sm" disabled={sending}>
          {sending ? t.sending : t.send}
        </button>
        <button type="button" className="btn btn-sm btn-ghost" onClick={onCancel}>
          {t.cancel}
        </button>
      </div>
    </form>
  );
}
