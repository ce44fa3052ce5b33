/**
 * Search suggestions (spec sections 5 and 9): requested only when the trimmed
 * query has at least 2 characters, debounced by 300 ms, limit 10. A slower
 * earlier answer never replaces a newer one (each request carries a sequence
 * number; only the latest is applied). A failure empties the suggestions.
 */
import { useEffect, useRef, useState } from 'react';
import { SUGGESTION_DEBOUNCE_MS, SUGGESTION_LIMIT, SUGGESTION_MIN_CHARS } from '#core/constants.ts';
import type { ArticleSummary } from '#core/schemas/responses/content.ts';

export type Suggestion = Pick<ArticleSummary, 'postSlug' | 'postTitle' | 'postExcerpt' | 'postCategory'>;
export type SuggestionFetcher = (query: string, limit: number, signal: AbortSignal) => Promise<Suggestion[]>;

export interface SuggestionState {
  /** The trimmed term the results belong to. */
  term: string;
  results: Suggestion[];
  status: 'idle' | 'loading' | 'done' | 'error';
}

const IDLE: SuggestionState = { term: '', results: [], status: 'idle' };

export function useSuggestions(query: string, fetcher: SuggestionFetcher): SuggestionState {
  const [state, setState] = useState<SuggestionState>(IDLE);
  const seq = useRef(0);

  useEffect(() => {
    const term = query.trim();
    const id = ++seq.current;
    if (term.length < SUGGESTION_MIN_CHARS) {
      setState(IDLE);
      return;
    }
    const controller = new AbortController();
    const timer = setTimeout(() => {
      setState((s) => ({ ...s, status: 'loading' }));
      fetcher(term, SUGGESTION_LIMIT, controller.signal).then(
        (results) => {
          if (id === seq.current) setState({ term, results: Array.isArray(results) ? results.slice(0, SUGGESTION_LIMIT) : [], status: 'done' });
        },
        () => {
          if (id === seq.current) setState({ term, results: [], status: 'error' });
        },
      );
    }, SUGGESTION_DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [query, fetcher]);

  return state;
}
