/**
 * /progress "Revision list" (issue 18): the questions the aspirant
 * bookmarked in reviews, newest first, each with the correct answer and its
 * explanation (Hindi too when the question has it), filtered by test and
 * section; a bookmark can be removed here.
 */
import { useCallback, useEffect, useId, useState } from 'react';
import type { Pagination } from '#core/schemas/responses/common.ts';
import type { Bookmark, BookmarkFacet } from '#core/schemas/responses/question-tools.ts';
import { api, apiErrorMessage } from '../../lib/client';
import { formatNumber, plural } from '#core/i18n/format.ts';
import { localizedPath } from '#core/i18n/locales.ts';
import { practiceTopicUrl } from '#core/mock/practice.ts';
import { useLocale } from '../i18n/locale';
import { useProgressText } from './i18n';

const PAGE = 10;
const LETTERS = ['A', 'B', 'C', 'D'];

interface BookmarkPage {
  data: Bookmark[];
  pagination: Pagination;
  facets: BookmarkFacet[];
}

export function RevisionList() {
  const [items, setItems] = useState<Bookmark[]>([]);
  const [facets, setFacets] = useState<BookmarkFacet[]>([]);
  const [total, setTotal] = useState(0);
  const [page, setPage] = useState(0);
  const [mock, setMock] = useState('');
  const [section, setSection] = useState('');
  const [loading, setLoading] = useState(true);
  const [error, setError] = useState<string | null>(null);
  const [removed, setRemoved] = useState<string | null>(null);
  const id = useId();
  const locale = useLocale();
  const t = useProgressText();
  const n = (v: number) => formatNumber(locale, v);

  const load = useCallback(
    async (next: number) => {
      setLoading(true);
      setError(null);
      try {
        const res = await api.get<BookmarkPage>('/progress/bookmarks', {
          searchParams: { page: next, limit: PAGE, ...(mock ? { mock } : {}), ...(section ? { section } : {}) },
        });
        setItems((prev) => (next === 1 ? res.data : [...prev, ...res.data]));
        setTotal(res.pagination.total);
        setFacets(res.facets);
        setPage(next);
      } catch (e) {
        setError(apiErrorMessage(e));
      } finally {
        setLoading(false);
      }
    },
    [mock, section],
  );
  useEffect(() => void load(1), [load]);
  // Arriving from a review's "Revision list" link (/progress#revision): the list renders after sign-in, so scroll then.
  const [arrived, setArrived] = useState(false);
  useEffect(() => {
    if (arrived || loading || location.hash !== '#revision') return;
    setArrived(true);
    document.getElementById('revision')?.scrollIntoView({ block: 'start' });
  }, [arrived, loading]);

  const remove = async (b: Bookmark) => {
    setError(null);
    try {
      await api.delete(`/progress/bookmarks/${b.questionId}`);
      setItems((prev) => prev.filter((x) => x.questionId !== b.questionId));
      setTotal((t) => t - 1);
      setRemoved(t.revision.removed(n(b.number), b.mock.name));
    } catch (e) {
      setError(apiErrorMessage(e));
    }
  };

  const sections = facets.find((f) => f.mock.slug === mock)?.sections ?? [];
  const all = facets.reduce((n, f) => n + f.count, 0);

  return (
    <section className="card progress-section" aria-labelledby="revision" data-testid="revision-list">
      <h2 id="revision" tabIndex={-1}>
        {t.revision.heading}
      </h2>
      {facets.length > 0 || mock ? (
        <div className="revision-filters" role="group" aria-label={t.revision.filter}>
          <div className="revision-field">
            <label htmlFor={`${id}-mock`}>{t.revision.test}</label>
            <select
              id={`${id}-mock`}
              value={mock}
              onChange={(e) => {
                setMock(e.target.value);
                setSection('');
              }}
            >
              <option value="">{t.revision.allTests(n(all))}</option>
              {facets.map((f) => (
                <option key={f.mock.slug} value={f.mock.slug}>
                  {f.mock.name} ({n(f.count)})
                </option>
              ))}
            </select>
          </div>
          {sections.length > 0 ? (
            <div className="revision-field">
              <label htmlFor={`${id}-section`}>{t.revision.section}</label>
              <select id={`${id}-section`} value={section} onChange={(e) => setSection(e.target.value)}>
                <option value="">{t.revision.allSections}</option>
                {sections.map((s) => (
                  <option key={s.id} value={String(s.id)}>
                    {s.name} ({n(s.count)})
                  </option>
                ))}
              </select>
            </div>
          ) : null}
        </div>
      ) : null}
      <p className="visually-hidden" aria-live="polite">
        {loading ? '' : plural(locale, total, t.revision.questions)}
      </p>
      {removed ? (
        <p className="auth-hint" role="status">
          {removed}
        </p>
      ) : null}
      {error ? <p className="auth-alert auth-alert-error">{error}</p> : null}
      {items.length === 0 && !loading && !error ? (
        <p className="muted">
          {mock ? t.revision.noneHere : t.revision.none} <a href={localizedPath('/mock-test', locale)}>{t.history.take}</a>
        </p>
      ) : (
        <ol className="revision-list">
          {items.map((b) => (
            <RevisionItem key={b.questionId} bookmark={b} onRemove={() => void remove(b)} />
          ))}
        </ol>
      )}
      {items.length < total ? (
        <button type="button" className="btn btn-sm btn-ghost" disabled={loading} onClick={() => void load(page + 1)}>
          {t.showMore}
        </button>
      ) : null}
    </section>
  );
}

function RevisionItem({ bookmark: b, onRemove }: { bookmark: Bookmark; onRemove: () => void }) {
  const titleId = useId();
  const locale = useLocale();
  const t = useProgressText().revision;
  const title = t.question(formatNumber(locale, b.number));
  // A practice question's set lives on its topic page (a practice set has no test page).
  const testHref = localizedPath(b.practice ? practiceTopicUrl(b.practice) : `/mock-test/test/${b.mock.slug}`, locale);
  return (
    <li className="revision-item" data-bookmark-question={b.questionId}>
      <article aria-labelledby={titleId}>
        <p className="revision-place muted">
          <a href={testHref}>{b.mock.name}</a>
          {b.section ? ` · ${b.section.name}` : ''}
        </p>
        <h3 id={titleId} className="revision-title">
          {title}
        </h3>
        <p className="revision-q">{b.question}</p>
        <ol className="revision-options">
          {b.options.map((o, k) => (
            <li key={k} className={k === b.correct ? 'is-correct' : undefined} data-correct={k === b.correct || undefined}>
              <span className="revision-key" aria-hidden="true">
                {LETTERS[k]}
              </span>{' '}
              {o}
              {k === b.correct ? (
                <span className="revision-tag">
                  <span aria-hidden="true">✓</span> {t.correctAnswer}
                </span>
              ) : null}
            </li>
          ))}
        </ol>
        {b.correct !== null && b.explanations?.[b.correct] ? (
          <p className="revision-expl">
            <strong>{t.why}</strong> {b.explanations[b.correct]}
          </p>
        ) : null}
        {b.correct === null ? (
          // The server sends the key only after a submitted attempt of the test (docs/mock-tests.md).
          <p className="revision-expl muted" data-testid="revision-key-hidden">
            {t.keyHidden} <a href={testHref}>{b.mock.name}</a>
            {t.keyHiddenEnd}
          </p>
        ) : null}
        {b.question_hi ? (
          <details className="revision-hi">
            <summary>हिन्दी में देखें</summary>
            <div lang="hi">
              <p className="revision-q">{b.question_hi}</p>
              <ol className="revision-options">
                {(b.options_hi ?? []).map((o, k) => (
                  <li key={k} className={k === b.correct ? 'is-correct' : undefined}>
                    <span className="revision-key" aria-hidden="true">
                      {LETTERS[k]}
                    </span>{' '}
                    {o}
                    {k === b.correct ? <span className="revision-tag">✓ सही उत्तर</span> : null}
                  </li>
                ))}
              </ol>
              {b.correct !== null && b.explanations_hi?.[b.correct] ? <p className="revision-expl">{b.explanations_hi[b.correct]}</p> : null}
            </div>
          </details>
        ) : null}
        <button type="button" className="btn btn-sm btn-outline" onClick={onRemove} aria-label={t.removeLabel(title, b.mock.name)}>
          {t.remove}
        </button>
      </article>
    </li>
  );
}
