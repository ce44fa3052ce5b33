/** Series: create, edit, delete (409 while it has parts), and the parts editor (membership and order). */
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { SeriesCreateSchema } from '#core/schemas/content.ts';
import type { AdminArticleListItem, AdminSeries } from '#core/schemas/responses/admin.ts';
import type { Data, Paginated } from '#core/schemas/responses/common.ts';
import type { Series } from '#core/schemas/responses/content.ts';
import { adminApi } from './api';
import { AdminForm, TextArea, TextField, useAdminForm } from './form';
import { errorOf, useAdminResource, useAdminWrite, useClientList } from './resource';
import { useSeriesList } from './shared-queries';
import { AdminTable, ErrorText, ListPage, RowActions, SearchBox, SiteLink, useDebounced } from './ui';

export function SeriesSection() {
  const series = useSeriesList();
  const list = useClientList(series.data, (s) => `${s.name} ${s.slug}`);
  const section = useAdminResource<Series>({ areas: ['series'], path: (s) => `/admin/series/${s._id}`, removed: (s) => `Deleted series ${s.name}.` });
  const [parts, setParts] = useState<Series | null>(null);

  if (section.editing) return <SeriesForm series={section.editing === 'new' ? null : section.editing} onDone={section.done} />;
  if (parts) return <PartsEditor series={parts} onDone={(m) => (setParts(null), section.setNotice(m))} />;

  return (
    <ListPage
      search={{ label: 'Search series', ...list.searchBox }}
      create={{ label: 'New series', onClick: () => section.edit('new') }}
      notice={section.notice}
      error={section.error ?? errorOf(series)}
      pager={list.pager}
    >
      <AdminTable columns={['Name', 'Parts']}>
        {list.rows.map((s) => (
          <tr key={s._id}>
            <td>
              <SiteLink href={`/series/${s.slug}`}>{s.name}</SiteLink>
            </td>
            <td>{s.articleCount}</td>
            <RowActions
              actions={[
                ['Parts', () => (section.setNotice(null), setParts(s))],
                ['Edit', () => section.edit(s)],
              ]}
              question={`Delete series “${s.name}”?`}
              onDelete={() => section.remove.mutate(s)}
            />
          </tr>
        ))}
      </AdminTable>
    </ListPage>
  );
}

function SeriesForm({ series, onDone }: { series: Series | null; onDone: (m: string | null) => void }) {
  const state = useAdminForm({
    schema: SeriesCreateSchema,
    defaultValues: {
      name: series?.name ?? '',
      slug: series?.slug ?? '',
      description: series?.description ?? '',
      nameHi: series?.name_hi ?? '',
      descriptionHi: series?.description_hi ?? '',
    },
    areas: ['series'],
    save: (v) => (series ? adminApi.put<Data<AdminSeries>>(`/admin/series/${series._id}`, v) : adminApi.post<Data<AdminSeries>>('/admin/series', v)),
    onSaved: (res) => onDone(`Saved /series/${res.data.slug}.`),
  });
  const { form } = state;
  return (
    <AdminForm state={state} title={series ? 'Edit series' : 'New series'} submit="Save" onCancel={() => onDone(null)}>
      <TextField form={form} name="name" label="Name" id="ser-name" />
      <TextField form={form} name="slug" label="Slug" id="ser-slug" hint="Leave empty to derive it from the name." />
      <TextArea form={form} name="description" label="Description" id="ser-desc" rows={3} />
      <TextField form={form} name="nameHi" label="Hindi name" id="ser-name-hi" lang="hi" hint="Shown on the Hindi pages; empty: the English name." />
      <TextArea form={form} name="descriptionHi" label="Hindi description" id="ser-desc-hi" rows={3} lang="hi" />
    </AdminForm>
  );
}

function PartsEditor({ series, onDone }: { series: Series; onDone: (m: string | null) => void }) {
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
  const save = useAdminWrite(['series', 'articles'], () => adminApi.put(`/admin/series/${series._id}/articles`, { articleIds: (list ?? []).map((p) => p.id) }), {
    onSuccess: () => onDone(`Saved the parts of ${series.name}.`),
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
      <ErrorText>{errorOf(save)}</ErrorText>
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
