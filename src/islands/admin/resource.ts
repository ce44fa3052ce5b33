/**
 * What the dashboard sections share about their data: writes that refetch
 * what they changed, a section's state around its list (notice, error, the
 * item open in the editor, delete), optimistic row updates, and the lists
 * themselves (paged by the server, or filtered and paged here).
 */
import { keepPreviousData, useMutation, useQuery, useQueryClient, type QueryKey, type UseMutationOptions } from '@tanstack/react-query';
import { useState } from 'react';
import type { Deleted } from '#core/schemas/responses/admin.ts';
import type { Paginated } from '#core/schemas/responses/common.ts';
import { adminApi, errorMessage } from './api';
import { invalidateAfterWrite } from './shared-queries';
import { useDebounced } from './ui';

/** A write whose success refetches the lists of `areas` (['admin', area] queries) and the rebuild panel. */
export function useAdminWrite<V, R>(areas: readonly string[], mutationFn: (vars: V) => Promise<R>, options: Omit<UseMutationOptions<R, Error, V>, 'mutationFn'> = {}) {
  const qc = useQueryClient();
  return useMutation({
    ...options,
    mutationFn,
    onSuccess: (result, vars, context, mutation) => {
      invalidateAfterWrite(qc, ...areas);
      return options.onSuccess?.(result, vars, context, mutation);
    },
  });
}

/** The first failed query's or mutation's message, for the section's error line. */
export const errorOf = (...results: { isError: boolean; error: unknown }[]) => {
  const failed = results.find((r) => r.isError);
  return failed ? errorMessage(failed.error) : null;
};

export interface ResourceOptions<Row> {
  /** The query areas a write to this kind of item changes. */
  areas: readonly string[];
  /** An item's own path (its DELETE). */
  path: (row: Row) => string;
  /** The DELETE's body (a mock test wants { confirm: true }). */
  deleteBody?: unknown;
  /** After a delete: the notice to show, if any. */
  removed?: (row: Row, result: Deleted) => string | void;
}

/**
 * A section's state around one kind of item: the notice and error lines,
 * which item the editor has open (`Target`: the item, its id or 'new'), and
 * its delete.
 */
export function useAdminResource<Row, Target = Row | 'new'>({ areas, path, deleteBody, removed }: ResourceOptions<Row>) {
  const [notice, setNotice] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [editing, setEditing] = useState<Target | null>(null);
  const remove = useAdminWrite(areas, (row: Row) => adminApi.delete<Deleted>(path(row), deleteBody), {
    onMutate: () => setError(null),
    onSuccess: (result, row) => {
      const message = removed?.(row, result);
      if (typeof message === 'string') setNotice(message);
    },
    onError: (e) => setError(errorMessage(e)),
  });
  return {
    notice,
    setNotice,
    error,
    setError,
    editing,
    /** Opens the editor on an item (or 'new'); the last notice goes. */
    edit: (target: Target) => (setNotice(null), setEditing(target)),
    /** Closes the editor with what to tell the admin (null: nothing). */
    done: (message: string | null) => (setEditing(null), setNotice(message)),
    remove,
  };
}

/** What a section's messages go to (useAdminForm's `section`). */
export type SectionMessages = Pick<ReturnType<typeof useAdminResource>, 'setNotice' | 'setError'>;

/**
 * A change to one row of a server-paged list, shown at once in the cached
 * page and rolled back if the server refuses; the lists of `areas` are
 * refetched either way.
 */
export function useOptimisticRow<Row extends { id: number }, V>(
  queryKey: QueryKey,
  areas: readonly string[],
  { mutationFn, patch, onSuccess }: { mutationFn: (vars: V) => Promise<unknown>; patch: (vars: V) => Partial<Row> & { id: number }; onSuccess?: (vars: V) => void },
) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn,
    onMutate: async (vars) => {
      await qc.cancelQueries({ queryKey });
      const previous = qc.getQueryData<Paginated<Row>>(queryKey);
      const change = patch(vars);
      qc.setQueryData<Paginated<Row>>(queryKey, (old) => old && { ...old, data: old.data.map((x) => (x.id === change.id ? { ...x, ...change } : x)) });
      return { previous };
    },
    onError: (_e, _vars, context) => qc.setQueryData(queryKey, context?.previous),
    onSuccess: (_r, vars) => onSuccess?.(vars),
    onSettled: () => invalidateAfterWrite(qc, ...areas),
  });
}

/** Props of the list's search box and pager (SearchBox, Pager in ui.tsx). */
function useSearchAndPage() {
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  return { search, page, setPage, searchBox: { value: search, onChange: (v: string) => (setSearch(v), setPage(1)) } };
}

/** A list paged and searched by the server (`path` answers Paginated<Row>); `filters` go along as query parameters. */
export function useServerList<Row>(area: string, path: string, filters: Record<string, string | number | undefined> = {}) {
  const { search, page, setPage, searchBox } = useSearchAndPage();
  const term = useDebounced(search);
  const queryKey = ['admin', area, term, filters, page];
  const query = useQuery({
    queryKey,
    queryFn: () => adminApi.get<Paginated<Row>>(path, { search: term || undefined, ...filters, page, limit: 20 }),
    placeholderData: keepPreviousData,
  });
  const pagination = query.data?.pagination;
  return {
    query,
    queryKey,
    rows: query.data?.data,
    searchBox,
    /** Back to the first page (after a filter changed). */
    firstPage: () => setPage(1),
    pager: pagination && { page, totalPages: pagination.totalPages, total: pagination.total, onPage: setPage },
  };
}

/** A short list loaded whole, searched (by `text`) and paged here. */
export function useClientList<Row>(items: Row[] | undefined, text: (row: Row) => string, size = 20) {
  const { search, page, setPage, searchBox } = useSearchAndPage();
  const term = search.trim().toLowerCase();
  const filtered = term ? (items ?? []).filter((row) => text(row).toLowerCase().includes(term)) : (items ?? []);
  const totalPages = Math.max(1, Math.ceil(filtered.length / size));
  const current = Math.min(page, totalPages);
  return {
    rows: filtered.slice((current - 1) * size, current * size),
    searchBox,
    pager: { page: current, totalPages, total: filtered.length, onPage: setPage },
  };
}
