/** Articles: searchable, paginated table; create/edit form (HTML sanitized by the server on save); delete. */
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { ArticleCreateSchema } from '#core/schemas/content.ts';
import { LOCALE_INFO, localizedPath, type Locale } from '#core/i18n/locales.ts';
import type { Paginated } from '#core/schemas/responses/common.ts';
import type { AdminArticle, AdminArticleListItem, AdminArticleRow } from '#core/schemas/responses/admin.ts';
import type { Data } from '#core/schemas/responses/common.ts';
import { adminApi } from './api';
import { AdminForm, SelectField, TextArea, TextField, toId, toNullableNumber, useAdminForm } from './form';
import { errorOf, useAdminResource, useServerList } from './resource';
import { useCategories, useSeriesList } from './shared-queries';
import { AdminTable, Field, formatTime, ListPage, RowActions, SiteLink } from './ui';

const AREAS = ['articles', 'categories', 'series'];

export function ArticlesSection() {
  const [categoryId, setCategoryId] = useState<number | undefined>();
  const categories = useCategories();
  const list = useServerList<AdminArticleListItem>('articles', '/admin/articles', { category_id: categoryId });
  const articles = useAdminResource<AdminArticleListItem, number | 'new'>({
    areas: AREAS,
    path: (a) => `/admin/articles/${a.id}`,
    removed: (_a, res) => `Deleted /blog/${res.deleted.slug}. The site rebuilds in the background.`,
  });

  if (articles.editing !== null) return <ArticleForm id={articles.editing === 'new' ? null : articles.editing} onDone={articles.done} />;

  return (
    <ListPage
      search={{ label: 'Search articles', ...list.searchBox }}
      filters={
        <select aria-label="Filter by category" value={categoryId ?? ''} onChange={(e) => (setCategoryId(toId(e.target.value)), list.firstPage())}>
          <option value="">All categories</option>
          {categories.data?.map((c) => (
            <option key={c._id} value={c._id}>
              {c.name}
            </option>
          ))}
        </select>
      }
      create={{ label: 'New article', onClick: () => articles.edit('new') }}
      notice={articles.notice}
      error={errorOf(list.query) ?? articles.error}
      pager={list.pager}
    >
      <AdminTable columns={['Title', 'Category', 'Series', 'Visits', 'Updated']} empty={list.rows && !list.rows.length && 'No articles found.'}>
        {list.rows?.map((a) => (
          <tr key={a.id}>
            <td>
              <SiteLink href={localizedPath(`/blog/${a.slug}`, a.lang)}>{a.title}</SiteLink>
              {a.lang !== 'en' && <span lang="en"> ({LOCALE_INFO[a.lang].label})</span>}
            </td>
            <td>{a.category}</td>
            <td>{a.seriesName ? `${a.seriesName} #${a.seriesOrder}` : a.series ? 'yes' : ''}</td>
            <td>{a.visits}</td>
            <td>{formatTime(a.updatedAt)}</td>
            <RowActions
              actions={[['Edit', () => articles.edit(a.id)]]}
              question={`Delete “${a.title}”?`}
              onDelete={() => articles.remove.mutate(a)}
              busy={articles.remove.isPending}
            />
          </tr>
        ))}
      </AdminTable>
    </ListPage>
  );
}

function ArticleForm({ id, onDone }: { id: number | null; onDone: (message: string | null) => void }) {
  const categories = useCategories();
  const seriesList = useSeriesList();
  const existing = useQuery({
    queryKey: ['admin', 'article', id],
    queryFn: async () => (await adminApi.get<Data<AdminArticle>>(`/admin/articles/${id}`)).data,
    enabled: id !== null,
    staleTime: 0,
  });
  const state = useAdminForm({
    schema: ArticleCreateSchema,
    defaultValues: { title: '', slug: '', content: '', categoryId: undefined, series: false, seriesId: null, seriesOrder: null, lang: 'en' as Locale, translationOf: null },
    areas: [...AREAS, 'article'],
    save: (values) => {
      // Being in a series sets the series flag; the checkbox only matters outside one.
      const body = { ...values, series: values.seriesId ? undefined : values.series };
      return id === null
        ? adminApi.post<Data<AdminArticleRow>>('/admin/articles', body)
        : adminApi.put<Data<AdminArticleRow>>(`/admin/articles/${id}`, body);
    },
    onSaved: (res) => onDone(`Saved ${localizedPath(`/blog/${res.data.slug}`, res.data.lang)}. The site rebuilds in the background; the page is live after the next build (see Rebuilds).`),
  });
  const { form } = state;
  useEffect(() => {
    const a = existing.data;
    if (a)
      form.reset({
        title: a.title,
        slug: a.slug,
        content: a.content,
        categoryId: a.categoryId,
        series: a.series,
        seriesId: a.seriesId,
        seriesOrder: a.seriesOrder,
        lang: a.lang,
        translationOf: a.translationOf,
      });
  }, [existing.data, form]);

  if (id !== null && existing.isPending) return <p>Loading the article…</p>;
  const label = id === null ? 'New article' : 'Edit article';
  return (
    <AdminForm
      state={state}
      title={label}
      label={label}
      submit={state.save.isPending ? 'Saving…' : id === null ? 'Create article' : 'Save changes'}
      onCancel={() => onDone(null)}
    >
      <div className="adm-row">
        <SelectField form={form} name="lang" label="Language" id="art-lang" options={LANGUAGE_OPTIONS} />
        <TranslationPicker
          lang={form.watch('lang') ?? 'en'}
          value={form.watch('translationOf') ?? null}
          self={id}
          error={form.formState.errors.translationOf?.message}
          onChange={(v) => form.setValue('translationOf', v, { shouldDirty: true })}
        />
      </div>
      <TextField form={form} name="title" label="Title" id="art-title" />
      <TextField form={form} name="slug" label="Slug" id="art-slug" hint="Leave empty to derive it from the title." />
      <SelectField form={form} name="categoryId" label="Category" id="art-category" setValueAs={toId} empty="Choose…" options={categories.data?.map((c) => [c._id, c.name])} />
      <div className="adm-row">
        <SelectField form={form} name="seriesId" label="Series" id="art-series" setValueAs={toNullableNumber} empty="None" options={seriesList.data?.map((s) => [s._id, s.name])} />
        <TextField form={form} name="seriesOrder" label="Part number" id="art-order" type="number" min={1} setValueAs={toNullableNumber} hint="Empty: appended as the last part." />
        <label className="adm-check">
          <input type="checkbox" {...form.register('series')} /> Series article (flag)
        </label>
      </div>
      <TextArea
        form={form}
        name="content"
        label="Content (HTML)"
        id="art-content"
        rows={14}
        hint="Sanitized on save: scripts, styles, event handlers and unsafe links are removed."
      />
    </AdminForm>
  );
}

const LANGUAGE_OPTIONS = (Object.keys(LOCALE_INFO) as Locale[]).map((l) => [l, LOCALE_INFO[l].label] as const);

/**
 * "Translation of" (issue 27): search the other language's articles by title
 * or slug and pick the one this article translates (the server checks the
 * link: other language, one level, one translation per language).
 */
function TranslationPicker({ lang, value, self, error, onChange }: { lang: Locale; value: number | null; self: number | null; error?: string; onChange: (id: number | null) => void }) {
  const other: Locale = lang === 'en' ? 'hi' : 'en';
  const [search, setSearch] = useState('');
  const found = useQuery({
    queryKey: ['admin', 'translation-candidates', other, search],
    queryFn: async () => (await adminApi.get<Paginated<AdminArticleListItem>>(`/admin/articles?lang=${other}&limit=20${search ? `&search=${encodeURIComponent(search)}` : ''}`)).data,
  });
  const current = useQuery({
    queryKey: ['admin', 'article', value],
    queryFn: async () => (await adminApi.get<Data<AdminArticle>>(`/admin/articles/${value}`)).data,
    enabled: value !== null,
  });
  const options = (found.data ?? []).filter((a) => a.id !== self);
  if (current.data && !options.some((a) => a.id === current.data.id)) options.unshift({ ...current.data, category: '', seriesName: null });
  return (
    <Field label={`Translation of (${LOCALE_INFO[other].label} article)`} id="art-translation" error={error} hint="Links the two: each page offers the other.">
      <input type="search" aria-label="Search articles to link" placeholder="Search by title or slug" value={search} onChange={(e) => setSearch(e.target.value)} />
      <select id="art-translation" value={value ?? ''} onChange={(e) => onChange(e.target.value ? Number(e.target.value) : null)}>
        <option value="">None</option>
        {options.map((a) => (
          <option key={a.id} value={a.id} lang={other}>
            {a.title}
          </option>
        ))}
      </select>
    </Field>
  );
}
