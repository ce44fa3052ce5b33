/** Series: create, edit, delete (409 while it has parts), and the parts editor (membership and order). */
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { SeriesCreateSchema, type SeriesCreate } from '#core/schemas/content.ts';
import type { AdminArticleListItem, AdminSeries } from '#core/schemas/responses/admin.ts';
import type { Data, Paginated } from '#core/schemas/responses/common.ts';
import type { Series } from '#core/schemas/responses/content.ts';
import { adminApi, errorMessage } from './api';
import { invalidateAfterWrite, useSeriesList } from './shared-queries';
import { AdminTable, applyServerErrors, clientPage, ConfirmButton, ErrorText, Field, Notice, Pager, SearchBox, useDebounced } from './ui';

export function SeriesSection() {
  const qc = useQueryClient();
  const series = useSeriesList();
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const [editing, setEditing] = useState<Series | 'new' | null>(null);
  const [parts, setParts] = useState<Series | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const remove = useMutation({
    mutationFn: (s: Series) => adminApi.delete(`/admin/series/${s._id}`),
    onSuccess: (_r, s) => {
      setNotice(`Deleted series ${s.name}.`);
      invalidateAfterWrite(qc, 'series');
    },
    onError: (e) => setError(errorMessage(e)),
  });

  if (editing) return <SeriesForm series={editing === 'new' ? null : editing} onDone={(m) => (setEditing(null), setNotice(m))} />;
  if (parts) return <PartsEditor series={parts} onDone={(m) => (setParts(null), setNotice(m))} />;

  const view = clientPage(series.data ?? [], search, (s) => `${s.name} ${s.slug}`, page);
  return (
    <div>
      <div className="adm-toolbar">
        <SearchBox label="Search series" value={search} onChange={(v) => (setSearch(v), setPage(1))} />
        <button type="button" className="btn" onClick={() => (setNotice(null), setEditing('new'))}>
          New series
        </button>
      </div>
      <Notice>{notice}</Notice>
      <ErrorText>{error ?? (series.isError ? errorMessage(series.error) : null)}</ErrorText>
      <AdminTable columns={['Name', 'Parts']}>
        {view.rows.map((s) => (
          <tr key={s._id}>
            <td>
              <a href={`/series/${s.slug}`} target="_blank" rel="noreferrer">
                {s.name}
              </a>
            </td>
            <td>{s.articleCount}</td>
            <td className="adm-actions">
              <button type="button" className="btn btn-sm btn-outline" onClick={() => (setNotice(null), setParts(s))}>
                Parts
              </button>
              <button type="button" className="btn btn-sm btn-outline" onClick={() => (setNotice(null), setEditing(s))}>
                Edit
              </button>
              <ConfirmButton question={`Delete series “${s.name}”?`} onConfirm={() => (setError(null), remove.mutate(s))} />
            </td>
          </tr>
        ))}
      </AdminTable>
      <Pager page={view.page} totalPages={view.totalPages} total={view.total} onPage={setPage} />
    </div>
  );
}

function SeriesForm({ series, onDone }: { series: Series | null; onDone: (m: string | null) => void }) {
  const qc = useQueryClient();
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm({
    resolver: zodResolver(SeriesCreateSchema),
    defaultValues: { name: series?.name ?? '', slug: series?.slug ?? '', description: series?.description ?? '' },
  });
  const save = useMutation({
    mutationFn: (v: SeriesCreate) =>
      series ? adminApi.put<Data<AdminSeries>>(`/admin/series/${series._id}`, v) : adminApi.post<Data<AdminSeries>>('/admin/series', v),
    onSuccess: (res) => {
      invalidateAfterWrite(qc, 'series');
      onDone(`Saved /series/${res.data.slug}.`);
    },
    onError: (e) => setFormError(applyServerErrors(e, form.setError, ['name', 'slug', 'description'])),
  });
  const { errors } = form.formState;
  return (
    <form className="adm-form card" onSubmit={form.handleSubmit((v) => save.mutate(v))} noValidate>
      <h3>{series ? 'Edit series' : 'New series'}</h3>
      <Field label="Name" id="ser-name" error={errors.name?.message}>
        <input id="ser-name" {...form.register('name')} />
      </Field>
      <Field label="Slug" id="ser-slug" error={errors.slug?.message} hint="Leave empty to derive it from the name.">
        <input id="ser-slug" {...form.register('slug')} />
      </Field>
      <Field label="Description" id="ser-desc" error={errors.description?.message}>
        <textarea id="ser-desc" rows={3} {...form.register('description')} />
      </Field>
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

function PartsEditor({ series, onDone }: { series: Series; onDone: (m: string | null) => void }) {
  const qc = useQueryClient();
  const current = useQuery({
    queryKey: ['admin', 'articles', 'series-parts', series._id],
    queryFn: async () => (await adminApi.get<Paginated<AdminArticleListItem>>('/admin/articles', { series_id: series._id, limit: 100 })).data,
    staleTime: 0,
  });
  const [list, setList] = useState<AdminArticleListItem[] | null>(null);
  useEffect(() => {
    if (current.data && list === null) setList(current.data);
  }, [current.data, list]);
  const [search, setSearch] = useState('');
  const term = useDebounced(search);
  const candidates = useQuery({
    queryKey: ['admin', 'articles', 'candidates', term],
    queryFn: async () => (await adminApi.get<Paginated<AdminArticleListItem>>('/admin/articles', { search: term, limit: 8 })).data,
    enabled: term.trim().length >= 2,
  });
  const save = useMutation({
    mutationFn: () => adminApi.put(`/admin/series/${series._id}/articles`, { articleIds: (list ?? []).map((p) => p.id) }),
    onSuccess: () => {
      invalidateAfterWrite(qc, 'series', 'articles');
      onDone(`Saved the parts of ${series.name}.`);
    },
  });
  const move = (i: number, by: number) =>
    setList((l) => {
      if (!l) return l;
      const next = [...l];
      const [item] = next.splice(i, 1);
      next.splice(Math.max(0, Math.min(next.length, i + by)), 0, item);
      return next;
    });

  return (
    <div className="card adm-form">
      <h3>Parts of {series.name}</h3>
      {!list ? (
        <p>Loading…</p>
      ) : (
        <ol className="adm-parts">
          {list.map((p, i) => (
            <li key={p.id}>
              <span>{p.title}</span>
              <button type="button" className="btn btn-sm btn-outline" aria-label={`Move ${p.title} up`} disabled={i === 0} onClick={() => move(i, -1)}>
                ↑
              </button>
              <button type="button" className="btn btn-sm btn-outline" aria-label={`Move ${p.title} down`} disabled={i === list.length - 1} onClick={() => move(i, 1)}>
                ↓
              </button>
              <button type="button" className="btn btn-sm btn-outline" aria-label={`Remove ${p.title} from the series`} onClick={() => setList(list.filter((x) => x.id !== p.id))}>
                Remove
              </button>
            </li>
          ))}
          {!list.length && <li>No parts yet.</li>}
        </ol>
      )}
      <SearchBox label="Find an article to add" value={search} onChange={setSearch} />
      <ul className="adm-candidates">
        {candidates.data
          ?.filter((c) => !list?.some((p) => p.id === c.id))
          .map((c) => (
            <li key={c.id}>
              {c.title}{' '}
              <button type="button" className="btn btn-sm btn-outline" onClick={() => setList((l) => [...(l ?? []), c])}>
                Add
              </button>
            </li>
          ))}
      </ul>
      <ErrorText>{save.isError ? errorMessage(save.error) : null}</ErrorText>
      <div className="adm-buttons">
        <button type="button" className="btn" disabled={!list || save.isPending} onClick={() => save.mutate()}>
          Save order
        </button>
        <button type="button" className="btn btn-outline" onClick={() => onDone(null)}>
          Cancel
        </button>
      </div>
    </div>
  );
}
