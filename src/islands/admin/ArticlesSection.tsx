/** Articles: searchable, paginated table; create/edit form (HTML sanitized by the server on save); delete. */
import { zodResolver } from '@hookform/resolvers/zod';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { ArticleCreateSchema, type ArticleCreate } from '#core/schemas/content.ts';
import type { AdminArticle, AdminArticleListItem, AdminArticleRow, Deleted } from '#core/schemas/responses/admin.ts';
import type { Data, Paginated } from '#core/schemas/responses/common.ts';
import { adminApi, errorMessage } from './api';
import { invalidateAfterWrite, useCategories, useSeriesList } from './shared-queries';
import { AdminTable, applyServerErrors, ConfirmButton, ErrorText, Field, formatTime, Notice, Pager, SearchBox, toId, toNullableNumber, useDebounced } from './ui';

const FIELDS = ['title', 'slug', 'content', 'categoryId', 'series', 'seriesId', 'seriesOrder'] as const;

export function ArticlesSection() {
  const qc = useQueryClient();
  const [search, setSearch] = useState('');
  const [categoryId, setCategoryId] = useState<number | undefined>();
  const [page, setPage] = useState(1);
  const [editing, setEditing] = useState<number | 'new' | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const term = useDebounced(search);
  const categories = useCategories();

  const list = useQuery({
    queryKey: ['admin', 'articles', term, categoryId, page],
    queryFn: () => adminApi.get<Paginated<AdminArticleListItem>>('/admin/articles', { search: term || undefined, category_id: categoryId, page, limit: 20 }),
    placeholderData: keepPreviousData,
  });

  const remove = useMutation({
    mutationFn: (id: number) => adminApi.delete<Deleted>(`/admin/articles/${id}`),
    onSuccess: (res) => {
      setNotice(`Deleted /blog/${res.deleted.slug}. The site rebuilds in the background.`);
      invalidateAfterWrite(qc, 'articles', 'categories', 'series');
    },
  });

  if (editing !== null) {
    return (
      <ArticleForm
        id={editing === 'new' ? null : editing}
        onDone={(message) => {
          setEditing(null);
          setNotice(message);
        }}
      />
    );
  }

  return (
    <div>
      <div className="adm-toolbar">
        <SearchBox label="Search articles" value={search} onChange={(v) => (setSearch(v), setPage(1))} />
        <select aria-label="Filter by category" value={categoryId ?? ''} onChange={(e) => (setCategoryId(toId(e.target.value)), setPage(1))}>
          <option value="">All categories</option>
          {categories.data?.map((c) => (
            <option key={c._id} value={c._id}>
              {c.name}
            </option>
          ))}
        </select>
        <button type="button" className="btn" onClick={() => (setNotice(null), setEditing('new'))}>
          New article
        </button>
      </div>
      <Notice>{notice}</Notice>
      <ErrorText>{list.isError ? errorMessage(list.error) : remove.isError ? errorMessage(remove.error) : null}</ErrorText>
      <AdminTable columns={['Title', 'Category', 'Series', 'Visits', 'Updated']} empty={list.data && !list.data.data.length && 'No articles found.'}>
        {list.data?.data.map((a) => (
          <tr key={a.id}>
            <td>
              <a href={`/blog/${a.slug}`} target="_blank" rel="noreferrer">
                {a.title}
              </a>
            </td>
            <td>{a.category}</td>
            <td>{a.seriesName ? `${a.seriesName} #${a.seriesOrder}` : a.series ? 'yes' : ''}</td>
            <td>{a.visits}</td>
            <td>{formatTime(a.updatedAt)}</td>
            <td className="adm-actions">
              <button type="button" className="btn btn-sm btn-outline" onClick={() => (setNotice(null), setEditing(a.id))}>
                Edit
              </button>
              <ConfirmButton question={`Delete “${a.title}”?`} onConfirm={() => remove.mutate(a.id)} disabled={remove.isPending} />
            </td>
          </tr>
        ))}
      </AdminTable>
      {list.data && <Pager page={page} totalPages={list.data.pagination.totalPages} total={list.data.pagination.total} onPage={setPage} />}
    </div>
  );
}

function ArticleForm({ id, onDone }: { id: number | null; onDone: (message: string | null) => void }) {
  const qc = useQueryClient();
  const categories = useCategories();
  const seriesList = useSeriesList();
  const [formError, setFormError] = useState<string | null>(null);
  const existing = useQuery({
    queryKey: ['admin', 'article', id],
    queryFn: async () => (await adminApi.get<Data<AdminArticle>>(`/admin/articles/${id}`)).data,
    enabled: id !== null,
    staleTime: 0,
  });
  const form = useForm({
    resolver: zodResolver(ArticleCreateSchema),
    defaultValues: { title: '', slug: '', content: '', categoryId: undefined as unknown as number, series: false, seriesId: null, seriesOrder: null },
  });
  useEffect(() => {
    const a = existing.data;
    if (a) form.reset({ title: a.title, slug: a.slug, content: a.content, categoryId: a.categoryId, series: a.series, seriesId: a.seriesId, seriesOrder: a.seriesOrder });
  }, [existing.data, form]);

  const save = useMutation({
    mutationFn: (values: ArticleCreate) => {
      // Being in a series sets the series flag; the checkbox only matters outside one.
      const body = { ...values, series: values.seriesId ? undefined : values.series };
      return id === null
        ? adminApi.post<Data<AdminArticleRow>>('/admin/articles', body)
        : adminApi.put<Data<AdminArticleRow>>(`/admin/articles/${id}`, body);
    },
    onSuccess: (res) => {
      invalidateAfterWrite(qc, 'articles', 'article', 'categories', 'series');
      onDone(`Saved /blog/${res.data.slug}. The site rebuilds in the background; the page is live after the next build (see Rebuilds).`);
    },
    onError: (error) => setFormError(applyServerErrors(error, form.setError, FIELDS)),
  });
  const { errors } = form.formState;

  if (id !== null && existing.isPending) return <p>Loading the article…</p>;
  return (
    <form className="adm-form card" onSubmit={form.handleSubmit((v) => (setFormError(null), save.mutate(v)))} noValidate aria-label={id === null ? 'New article' : 'Edit article'}>
      <h3>{id === null ? 'New article' : 'Edit article'}</h3>
      <Field label="Title" id="art-title" error={errors.title?.message}>
        <input id="art-title" {...form.register('title')} />
      </Field>
      <Field label="Slug" id="art-slug" error={errors.slug?.message} hint="Leave empty to derive it from the title.">
        <input id="art-slug" {...form.register('slug')} />
      </Field>
      <Field label="Category" id="art-category" error={errors.categoryId?.message}>
        <select id="art-category" {...form.register('categoryId', { setValueAs: toId })}>
          <option value="">Choose…</option>
          {categories.data?.map((c) => (
            <option key={c._id} value={c._id}>
              {c.name}
            </option>
          ))}
        </select>
      </Field>
      <div className="adm-row">
        <Field label="Series" id="art-series" error={errors.seriesId?.message}>
          <select id="art-series" {...form.register('seriesId', { setValueAs: toNullableNumber })}>
            <option value="">None</option>
            {seriesList.data?.map((s) => (
              <option key={s._id} value={s._id}>
                {s.name}
              </option>
            ))}
          </select>
        </Field>
        <Field label="Part number" id="art-order" error={errors.seriesOrder?.message} hint="Empty: appended as the last part.">
          <input id="art-order" type="number" min={1} {...form.register('seriesOrder', { setValueAs: toNullableNumber })} />
        </Field>
        <label className="adm-check">
          <input type="checkbox" {...form.register('series')} /> Series article (flag)
        </label>
      </div>
      <Field label="Content (HTML)" id="art-content" error={errors.content?.message} hint="Sanitized on save: scripts, styles, event handlers and unsafe links are removed.">
        <textarea id="art-content" rows={14} {...form.register('content')} />
      </Field>
      <ErrorText>{formError}</ErrorText>
      <div className="adm-buttons">
        <button type="submit" className="btn" disabled={save.isPending}>
          {save.isPending ? 'Saving…' : id === null ? 'Create article' : 'Save changes'}
        </button>
        <button type="button" className="btn btn-outline" onClick={() => onDone(null)}>
          Cancel
        </button>
      </div>
    </form>
  );
}
