/**
 * The full-screen search overlay (spec section 2, "Home search overlay").
 * Arrow keys move the highlight; Enter opens the highlighted suggestion
 * (/blog/{postSlug}) or submits the query (/blog?search={query}); Escape
 * closes. Focus stays inside while open (Tab wraps); page scroll is locked.
 * The caller returns focus to the launcher on close.
 *
 * Keyboard and pointer do not fight: only the arrow keys choose the
 * suggestion Enter opens. A mouse that really moves over a suggestion only
 * shows it as hovered (a click opens it); a pointer resting where the list
 * appears does nothing (the browser reports mouse events there without any
 * movement), so Enter then runs the typed search.
 */
import { useCallback, useEffect, useId, useRef, useState, type KeyboardEvent, type MouseEvent } from 'react';
import { suggestionExcerpt, titleOrFallback } from '#core/format/text.ts';
import { articleUrl as enArticleUrl, searchUrl } from '#core/urls.ts';
import { search as en } from '#core/i18n/en/widgets/search.ts';
import { search as hi } from '#core/i18n/hi/widgets/search.ts';
import { pick } from '#core/i18n/pick.ts';
import { localizedPath } from '#core/i18n/locales.ts';
import { useLocale } from '../i18n/locale';
import { VIEW_ALL_AT } from '#core/constants.ts';
import { useSuggestions, type SuggestionFetcher } from './useSuggestions';
import './search.css';

export interface SearchOverlayProps {
  onClose: () => void;
  fetcher: SuggestionFetcher;
  navigate?: (url: string) => void;
  initialQuery?: string;
}

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** The highlighted suggestion and who chose it: only a keyboard choice is what Enter opens. */
type Highlight = { index: number; by: 'keyboard' | 'pointer' } | null;

export default function SearchOverlay({ onClose, fetcher, navigate = (url) => window.location.assign(url), initialQuery = '' }: SearchOverlayProps) {
  const [query, setQuery] = useState(initialQuery);
  // The page's language: its texts, and links that stay in it (suggestions come from the page's language, see mount.tsx).
  const locale = useLocale();
  const t = pick(locale, { en, hi });
  const articleUrl = (slug: string) => localizedPath(enArticleUrl(slug), locale);
  const blogSearch = (q: string) => searchUrl(localizedPath('/blog', locale), q);
  const [highlight, setHighlight] = useState<Highlight>(null);
  const pointer = useRef<{ x: number; y: number } | null>(null);
  const { term, results, status } = useSuggestions(query, fetcher);
  const dialogRef = useRef<HTMLDivElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const listId = useId();
  const titleId = useId();
  const trimmed = query.trim();
  const current = term === trimmed ? results : [];
  const active = highlight?.by === 'keyboard' ? highlight.index : -1;

  useEffect(() => setHighlight(null), [results]);

  /** Records the mouse position; true only when it changed since the last event (a real movement). */
  const pointerMoved = (event: MouseEvent) => {
    const last = pointer.current;
    pointer.current = { x: event.clientX, y: event.clientY };
    return last !== null && (last.x !== event.clientX || last.y !== event.clientY);
  };

  // Page scroll locked while open; focus the input.
  useEffect(() => {
    const { overflow } = document.body.style;
    document.body.style.overflow = 'hidden';
    inputRef.current?.focus();
    return () => {
      document.body.style.overflow = overflow;
    };
  }, []);

  const submit = useCallback(() => {
    if (active >= 0 && current[active]) navigate(articleUrl(current[active].postSlug));
    else navigate(blogSearch(query));
    // articleUrl and blogSearch change only with the locale.
  }, [active, current, navigate, query, locale]);

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (event.key === 'Escape') {
      event.preventDefault();
      onClose();
    } else if (event.key === 'ArrowDown' && current.length) {
      event.preventDefault();
      setHighlight((h) => ({ index: h ? (h.index + 1) % current.length : 0, by: 'keyboard' }));
    } else if (event.key === 'ArrowUp' && current.length) {
      event.preventDefault();
      setHighlight((h) => ({ index: !h || h.index <= 0 ? current.length - 1 : h.index - 1, by: 'keyboard' }));
    } else if (event.key === 'Enter' && event.target === inputRef.current) {
      event.preventDefault();
      submit();
    } else if (event.key === 'Tab' && dialogRef.current) {
      const items = Array.from(dialogRef.current.querySelectorAll<HTMLElement>(FOCUSABLE));
      if (!items.length) return;
      const first = items[0];
      const last = items[items.length - 1];
      if (event.shiftKey && document.activeElement === first) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && document.activeElement === last) {
        event.preventDefault();
        first.focus();
      }
    }
  }

  const showEmpty = status === 'done' && term === trimmed && trimmed.length >= 2 && current.length === 0;

  return (
    <div className="so-backdrop" onMouseDown={(e) => e.target === e.currentTarget && onClose()} onMouseMove={pointerMoved}>
      <div ref={dialogRef} className="so-dialog" role="dialog" aria-modal="true" aria-labelledby={titleId} onKeyDown={onKeyDown} data-search-dialog>
        <h2 id={titleId} className="visually-hidden">
          {t.title}
        </h2>
        <form
          className="so-form"
          role="search"
          onSubmit={(e) => {
            e.preventDefault();
            submit();
          }}
        >
          <input
            ref={inputRef}
            className="so-input"
            type="search"
            value={query}
            onChange={(e) => setQuery(e.target.value)}
            placeholder={t.placeholder}
            aria-label={t.placeholder}
            role="combobox"
            aria-expanded={current.length > 0}
            aria-controls={listId}
            aria-autocomplete="list"
            aria-activedescendant={active >= 0 ? `${listId}-${active}` : undefined}
            autoComplete="off"
            enterKeyHint="search"
          />
          <button type="button" className="so-close" onClick={onClose} aria-label={t.close}>
            {t.esc}
          </button>
        </form>
        <ul
          id={listId}
          className="so-list"
          role="listbox"
          aria-label={t.suggestions}
          onMouseLeave={() => setHighlight((h) => (h?.by === 'pointer' ? null : h))}
        >
          {current.map((s, i) => (
            <li
              key={s.postSlug}
              id={`${listId}-${i}`}
              role="option"
              aria-selected={i === active}
              className={i === active ? 'so-item is-active' : highlight?.index === i ? 'so-item is-hover' : 'so-item'}
              data-href={articleUrl(s.postSlug)}
              onMouseMove={(e) => {
                e.stopPropagation();
                if (pointerMoved(e) && highlight?.index !== i) setHighlight({ index: i, by: 'pointer' });
              }}
              onClick={() => navigate(articleUrl(s.postSlug))}
            >
              <span className="so-title">{titleOrFallback(s.postTitle)}</span>
              {s.postExcerpt && <span className="so-excerpt">{suggestionExcerpt(s.postExcerpt)}</span>}
            </li>
          ))}
        </ul>
        {showEmpty && (
          <div className="so-empty" data-search-empty>
            <p>{t.noResults}</p>
            <a href={blogSearch(trimmed)}>{t.searchInBlog}</a>
          </div>
        )}
        {current.length >= VIEW_ALL_AT && (
          <a className="so-all" href={blogSearch(trimmed)} data-search-view-all>
            {t.viewAll}
          </a>
        )}
      </div>
    </div>
  );
}
