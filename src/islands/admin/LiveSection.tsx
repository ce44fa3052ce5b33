/** Live pages: table with status toggle (optimistic), create/edit, delete, and each page's event feed. */
import { zodResolver } from '@hookform/resolvers/zod';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { LiveEventCreateSchema, LivePageCreateSchema, type LiveEventCreate, type LivePageCreate } from '#core/schemas/live.ts';
import type { AdminLivePage, AdminLivePageFull, AdminLivePageRow } from '#core/schemas/responses/admin.ts';
import type { Data, Paginated } from '#core/schemas/responses/common.ts';
import { adminApi, errorMessage } from './api';
import { invalidateAfterWrite } from './shared-queries';
import { AdminTable, applyServerErrors, ConfirmButton, ErrorText, Field, formatTime, Notice, Pager, SearchBox, useDebounced } from './ui';

export function LiveSection() {
  const qc = useQueryClient();
  const [search, setSearch] = useState('');
  const [status, setStatus] = useState<'' | 'live' | 'archived'>('');
  const [page, setPage] = useState(1);
  const [editing, setEditing] = useState<AdminLivePageRow | 'new' | null>(null);
  const [feed, setFeed] = useState<AdminLivePageRow | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const term = useDebounced(search);
  const key = ['admin', 'live', term, status, page];
  const list = useQuery({
    queryKey: key,
    queryFn: () => adminApi.get<Paginated<AdminLivePageRow>>('/admin/live/pages', { search: term || undefined, status: status || undefined, page, limit: 20 }),
    placeholderData: keepPreviousData,
  });

  const setPageStatus = useMutation({
    mutationFn: ({ page: p, next }: { page: AdminLivePageRow; next: 'live' | 'archived' }) => adminApi.put(`/live/pages/${p.id}/status`, { status: next }),
    onMutate: async ({ page: p, next }) => {
      await qc.cancelQueries({ queryKey: key });
      const previous = qc.getQueryData<Paginated<AdminLivePageRow>>(key);
      qc.setQueryData<Paginated<AdminLivePageRow>>(key, (old) => old && { ...old, data: old.data.map((x) => (x.id === p.id ? { ...x, status: next } : x)) });
      return { previous };
    },
    onError: (_e, _v, context) => qc.setQueryData(key, context?.previous),
    onSuccess: (_r, { page: p, next }) => setNotice(`${p.title} is now ${next}.`),
    onSettled: () => invalidateAfterWrite(qc, 'live'),
  });
  const remove = useMutation({
    mutationFn: (p: AdminLivePageRow) => adminApi.delete(`/live/pages/${p.id}`),
    onSuccess: (_r, p) => {
      setNotice(`Deleted ${p.title}.`);
      invalidateAfterWrite(qc, 'live');
    },
  });

  if (editing) return <LiveForm page={editing === 'new' ? null : editing} onDone={(m) => (setEditing(null), setNotice(m))} />;
  if (feed) return <EventFeed id={feed.id} onBack={() => setFeed(null)} />;
  return (
    <div>
      <div className="adm-toolbar">
        <SearchBox label="Search live pages" value={search} onChange={(v) => (setSearch(v), setPage(1))} />
        <select aria-label="Filter by status" value={status} onChange={(e) => (setStatus(e.target.value as typeof status), setPage(1))}>
          <option value="">Any status</option>
          <option value="live">Live</option>
          <option value="archived">Archived</option>
        </select>
        <button type="button" className="btn" onClick={() => (setNotice(null), setEditing('new'))}>
          New live page
        </button>
      </div>
      <Notice>{notice}</Notice>
      <ErrorText>{list.isError ? errorMessage(list.error) : setPageStatus.isError ? errorMessage(setPageStatus.error) : remove.isError ? errorMessage(remove.error) : null}</ErrorText>
      <AdminTable columns={['Title', 'Status', 'Events', 'Updated']}>
        {list.data?.data.map((p) => (
          <tr key={p.id} data-live-row={p.slug}>
            <td>
              <a href={`/live/${p.slug}`} target="_blank" rel="noreferrer">
                {p.title}
              </a>
            </td>
            <td>
              <span className={`badge ${p.status === 'live' ? 'badge-success' : 'badge-muted'}`} data-status>
                {p.status}
              </span>
            </td>
            <td>{p.eventCount}</td>
            <td>{formatTime(p.updatedAt)}</td>
            <td className="adm-actions">
              <button
                type="button"
                className="btn btn-sm btn-outline"
                onClick={() => setPageStatus.mutate({ page: p, next: p.status === 'live' ? 'archived' : 'live' })}
              >
                {p.status === 'live' ? 'Archive' : 'Set live'}
              </button>
              <button type="button" className="btn btn-sm btn-outline" onClick={() => setFeed(p)}>
                Events
              </button>
              <button type="button" className="btn btn-sm btn-outline" onClick={() => (setNotice(null), setEditing(p))}>
                Edit
              </button>
              <ConfirmButton question={`Delete “${p.title}” and its events?`} onConfirm={() => remove.mutate(p)} />
            </td>
          </tr>
        ))}
      </AdminTable>
      {list.data && <Pager page={page} totalPages={list.data.pagination.totalPages} total={list.data.pagination.total} onPage={setPage} />}
    </div>
  );
}

function LiveForm({ page, onDone }: { page: AdminLivePageRow | null; onDone: (m: string | null) => void }) {
  const qc = useQueryClient();
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm({
    resolver: zodResolver(LivePageCreateSchema),
    defaultValues: { title: page?.title ?? '', slug: page?.slug ?? '', description: page?.description ?? '', status: page?.status ?? 'live' },
  });
  const save = useMutation({
    mutationFn: (v: LivePageCreate) => {
      if (!page) return adminApi.post<Data<AdminLivePage>>('/live/pages', v);
      const { status: _status, ...fields } = v; // status has its own call (the table's toggle)
      return adminApi.put<Data<AdminLivePage>>(`/live/pages/${page.id}`, fields);
    },
    onSuccess: (res) => {
      invalidateAfterWrite(qc, 'live');
      onDone(`Saved /live/${res.data.slug}.`);
    },
    onError: (e) => setFormError(applyServerErrors(e, form.setError, ['title', 'slug', 'description', 'status'])),
  });
  const { errors } = form.formState;
  return (
    <form className="adm-form card" onSubmit={form.handleSubmit((v) => save.mutate(v))} noValidate>
      <h3>{page ? 'Edit live page' : 'New live page'}</h3>
      <Field label="Title" id="live-title" error={errors.title?.message}>
        <input id="live-title" {...form.register('title')} />
      </Field>
      <Field label="Slug" id="live-slug" error={errors.slug?.message} hint="Leave empty to derive it from the title.">
        <input id="live-slug" {...form.register('slug')} />
      </Field>
      <Field label="Description" id="live-desc" error={errors.description?.message}>
        <textarea id="live-desc" rows={3} {...form.register('description')} />
      </Field>
      {!page && (
        <Field label="Status" id="live-status" error={errors.status?.message}>
          <select id="live-status" {...form.register('status')}>
            <option value="live">Live</option>
            <option value="archived">Archived</option>
          </select>
        </Field>
      )}
      <ErrorText>{formError}</ErrorText>
      <div className="adm-buttons">
        <button type="submit" className="btn" disabled={save.isPending}>
          Save
        </button>
        <button type="button" className="btn btn-outline" onClick={() => onDone(null)}>
          Cancel
        </button>
      </div>
    </form>
  );
}

function EventFeed({ id, onBack }: { id: number; onBack: () => void }) {
  const qc = useQueryClient();
  const [formError, setFormError] = useState<string | null>(null);
  const page = useQuery({ queryKey: ['admin', 'live', 'page', id], queryFn: async () => (await adminApi.get<Data<AdminLivePageFull>>(`/admin/live/pages/${id}`)).data, staleTime: 0 });
  const form = useForm({ resolver: zodResolver(LiveEventCreateSchema), defaultValues: { title: '', body: '' } });
  const post = useMutation({
    mutationFn: (v: LiveEventCreate) => adminApi.post(`/live/pages/${id}/events`, v),
    onSuccess: () => {
      form.reset();
      invalidateAfterWrite(qc, 'live');
    },
    onError: (e) => setFormError(applyServerErrors(e, form.setError, ['title', 'body'])),
  });
  const remove = useMutation({
    mutationFn: (eventId: number) => adminApi.delete(`/live/pages/${id}/events/${eventId}`),
    onSuccess: () => invalidateAfterWrite(qc, 'live'),
  });
  const { errors } = form.formState;
  return (
    <div className="adm-form card">
      <button type="button" className="btn btn-sm btn-outline" onClick={onBack}>
        ← All live pages
      </button>
      <h3>{page.data?.title ?? 'Live page'} — events</h3>
      <form onSubmit={form.handleSubmit((v) => (setFormError(null), post.mutate(v)))} noValidate aria-label="Post an event">
        <Field label="Event title" id="ev-title" error={errors.title?.message}>
          <input id="ev-title" {...form.register('title')} />
        </Field>
        <Field label="Text" id="ev-body" error={errors.body?.message}>
          <textarea id="ev-body" rows={3} {...form.register('body')} />
        </Field>
        <ErrorText>{formError}</ErrorText>
        <button type="submit" className="btn" disabled={post.isPending}>
          Post event
        </button>
      </form>
      <ErrorText>{page.isError ? errorMessage(page.error) : remove.isError ? errorMessage(remove.error) : null}</ErrorText>
      <ol className="adm-feed">
        {page.data?.events.map((e) => (
          <li key={e.id}>
            <strong>{e.title}</strong> <small className="muted">{formatTime(e.createdAt)}</small>
            {e.body && <p>{e.body}</p>}
            <ConfirmButton question="Delete this event?" onConfirm={() => remove.mutate(e.id)} />
          </li>
        ))}
        {page.data && !page.data.events.length && <li>No events yet.</li>}
      </ol>
    </div>
  );
}
