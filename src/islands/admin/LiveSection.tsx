/** Live pages: table with status toggle (optimistic), create/edit, delete, and each page's event feed. */
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { LiveEventCreateSchema, LivePageCreateSchema } from '#core/schemas/live.ts';
import type { AdminLivePage, AdminLivePageFull, AdminLivePageRow } from '#core/schemas/responses/admin.ts';
import type { Data } from '#core/schemas/responses/common.ts';
import { adminApi } from './api';
import { AdminForm, SelectField, TextArea, TextField, useAdminForm } from './form';
import { errorOf, useAdminResource, useAdminWrite, useOptimisticRow, useServerList } from './resource';
import { AdminTable, ConfirmButton, ErrorText, formatTime, ListPage, RowActions, SiteLink } from './ui';

const AREAS = ['live'];
type Status = 'live' | 'archived';
const STATUSES = [
  ['live', 'Live'],
  ['archived', 'Archived'],
] as const;

export function LiveSection() {
  const [status, setStatus] = useState<'' | Status>('');
  const [feed, setFeed] = useState<AdminLivePageRow | null>(null);
  const list = useServerList<AdminLivePageRow>('live', '/admin/live/pages', { status: status || undefined });
  const pages = useAdminResource<AdminLivePageRow>({ areas: AREAS, path: (p) => `/live/pages/${p.id}`, removed: (p) => `Deleted ${p.title}.` });
  const setPageStatus = useOptimisticRow<AdminLivePageRow, { page: AdminLivePageRow; next: Status }>(list.queryKey, AREAS, {
    mutationFn: ({ page: p, next }) => adminApi.put(`/live/pages/${p.id}/status`, { status: next }),
    patch: ({ page: p, next }) => ({ id: p.id, status: next }),
    onSuccess: ({ page: p, next }) => pages.setNotice(`${p.title} is now ${next}.`),
  });

  if (pages.editing) return <LiveForm page={pages.editing === 'new' ? null : pages.editing} onDone={pages.done} />;
  if (feed) return <EventFeed id={feed.id} onBack={() => setFeed(null)} />;
  return (
    <ListPage
      search={{ label: 'Search live pages', ...list.searchBox }}
      filters={
        <select aria-label="Filter by status" value={status} onChange={(e) => (setStatus(e.target.value as typeof status), list.firstPage())}>
          <option value="">Any status</option>
          {STATUSES.map(([value, text]) => (
            <option key={value} value={value}>
              {text}
            </option>
          ))}
        </select>
      }
      create={{ label: 'New live page', onClick: () => pages.edit('new') }}
      notice={pages.notice}
      error={errorOf(list.query, setPageStatus) ?? pages.error}
      pager={list.pager}
    >
      <AdminTable columns={['Title', 'Status', 'Events', 'Updated']}>
        {list.rows?.map((p) => (
          <tr key={p.id} data-live-row={p.slug}>
            <td>
              <SiteLink href={`/live/${p.slug}`}>{p.title}</SiteLink>
            </td>
            <td>
              <span className={`badge ${p.status === 'live' ? 'badge-success' : 'badge-muted'}`} data-status>
                {p.status}
              </span>
            </td>
            <td>{p.eventCount}</td>
            <td>{formatTime(p.updatedAt)}</td>
            <RowActions
              actions={[
                [p.status === 'live' ? 'Archive' : 'Set live', () => setPageStatus.mutate({ page: p, next: p.status === 'live' ? 'archived' : 'live' })],
                ['Events', () => setFeed(p)],
                ['Edit', () => pages.edit(p)],
              ]}
              question={`Delete “${p.title}” and its events?`}
              onDelete={() => pages.remove.mutate(p)}
            />
          </tr>
        ))}
      </AdminTable>
    </ListPage>
  );
}

function LiveForm({ page, onDone }: { page: AdminLivePageRow | null; onDone: (m: string | null) => void }) {
  const state = useAdminForm({
    schema: LivePageCreateSchema,
    defaultValues: { title: page?.title ?? '', slug: page?.slug ?? '', description: page?.description ?? '', status: page?.status ?? 'live' },
    areas: AREAS,
    save: (v) => {
      if (!page) return adminApi.post<Data<AdminLivePage>>('/live/pages', v);
      const { status: _status, ...fields } = v; // status has its own call (the table's toggle)
      return adminApi.put<Data<AdminLivePage>>(`/live/pages/${page.id}`, fields);
    },
    onSaved: (res) => onDone(`Saved /live/${res.data.slug}.`),
  });
  const { form } = state;
  return (
    <AdminForm state={state} title={page ? 'Edit live page' : 'New live page'} submit="Save" onCancel={() => onDone(null)}>
      <TextField form={form} name="title" label="Title" id="live-title" />
      <TextField form={form} name="slug" label="Slug" id="live-slug" hint="Leave empty to derive it from the title." />
      <TextArea form={form} name="description" label="Description" id="live-desc" rows={3} />
      {!page && <SelectField form={form} name="status" label="Status" id="live-status" options={STATUSES} />}
    </AdminForm>
  );
}

function EventFeed({ id, onBack }: { id: number; onBack: () => void }) {
  const page = useQuery({ queryKey: ['admin', 'live', 'page', id], queryFn: async () => (await adminApi.get<Data<AdminLivePageFull>>(`/admin/live/pages/${id}`)).data, staleTime: 0 });
  const post = useAdminForm({
    schema: LiveEventCreateSchema,
    defaultValues: { title: '', body: '' },
    areas: AREAS,
    save: (v) => adminApi.post(`/live/pages/${id}/events`, v),
    resetAfterSave: true,
  });
  const remove = useAdminWrite(AREAS, (eventId: number) => adminApi.delete(`/live/pages/${id}/events/${eventId}`));
  return (
    <div className="adm-form card">
      <button type="button" className="btn btn-sm btn-outline" onClick={onBack}>
        ← All live pages
      </button>
      <h3>{page.data?.title ?? 'Live page'} — events</h3>
      <AdminForm state={post} label="Post an event" submit="Post event" className="">
        <TextField form={post.form} name="title" label="Event title" id="ev-title" />
        <TextArea form={post.form} name="body" label="Text" id="ev-body" rows={3} />
      </AdminForm>
      <ErrorText>{errorOf(page, remove)}</ErrorText>
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
