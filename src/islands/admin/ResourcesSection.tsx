/** Resources: books (with cover uploads and links), resource categories and exams. */
import { zodResolver } from '@hookform/resolvers/zod';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { BookCreateSchema, COVER_RULES, LinkCreateSchema, NamedInputSchema, type BookCreate, type LinkCreate, type NamedInput } from '#core/schemas/resources.ts';
import type { Data, Paginated } from '#core/schemas/responses/common.ts';
import type { Book, NamedWithBookCount } from '#core/schemas/responses/resources.ts';
import { adminApi, errorMessage } from './api';
import { invalidateAfterWrite, useExams, useResourceCategories } from './shared-queries';
import { AdminTable, applyServerErrors, ConfirmButton, ErrorText, Field, Notice, Pager, SearchBox, toId, toNullableNumber, useDebounced } from './ui';

const BOOK_FIELDS = ['title', 'author', 'description', 'year', 'category_id', 'exam_id', 'cover_image'] as const;

export function ResourcesSection() {
  const qc = useQueryClient();
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const [editing, setEditing] = useState<Book | 'new' | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const term = useDebounced(search);
  const books = useQuery({
    queryKey: ['admin', 'books', term, page],
    queryFn: () => adminApi.get<Paginated<Book>>('/resources/books', { search: term || undefined, page, limit: 20 }),
    placeholderData: keepPreviousData,
  });
  const remove = useMutation({
    mutationFn: (b: Book) => adminApi.delete(`/resources/books/${b.id}`),
    onSuccess: (_r, b) => {
      setNotice(`Deleted ${b.title}.`);
      invalidateAfterWrite(qc, 'books', 'resource-categories', 'exams');
    },
  });

  if (editing) return <BookForm book={editing === 'new' ? null : editing} onDone={(m) => (setEditing(null), setNotice(m))} />;
  return (
    <div>
      <div className="adm-toolbar">
        <SearchBox label="Search books" value={search} onChange={(v) => (setSearch(v), setPage(1))} />
        <button type="button" className="btn" onClick={() => (setNotice(null), setEditing('new'))}>
          New book
        </button>
      </div>
      <Notice>{notice}</Notice>
      <ErrorText>{books.isError ? errorMessage(books.error) : remove.isError ? errorMessage(remove.error) : null}</ErrorText>
      <AdminTable columns={['Cover', 'Title', 'Category / exam', 'Links']}>
        {books.data?.data.map((b) => (
          <tr key={b.id} data-book={b.id}>
            <td>{b.cover_image ? <img className="adm-cover" src={b.cover_image} alt={`Cover of ${b.title}`} width={40} height={54} /> : <span className="muted">—</span>}</td>
            <td>
              {b.title}
              {b.author && <small className="muted"> · {b.author}</small>}
            </td>
            <td>
              {b.category} / {b.exam}
            </td>
            <td>{b.links.length}</td>
            <td className="adm-actions">
              <button type="button" className="btn btn-sm btn-outline" onClick={() => (setNotice(null), setEditing(b))}>
                Edit
              </button>
              <ConfirmButton question={`Delete “${b.title}” with its links?`} onConfirm={() => remove.mutate(b)} />
            </td>
          </tr>
        ))}
      </AdminTable>
      {books.data && <Pager page={page} totalPages={books.data.pagination.totalPages} total={books.data.pagination.total} onPage={setPage} />}
      <div className="adm-columns">
        <NamedList kind="categories" title="Resource categories" />
        <NamedList kind="exams" title="Exams" />
      </div>
    </div>
  );
}

function coverProblem(file: File | undefined): string | null {
  if (!file) return null;
  if (!file.size) return COVER_RULES.emptyMessage;
  if (file.size > COVER_RULES.maxBytes) return COVER_RULES.sizeMessage;
  if (file.type && !(COVER_RULES.types as readonly string[]).includes(file.type)) return COVER_RULES.typeMessage;
  return null;
}

function BookForm({ book, onDone }: { book: Book | null; onDone: (m: string | null) => void }) {
  const qc = useQueryClient();
  const categories = useResourceCategories();
  const exams = useExams();
  const [formError, setFormError] = useState<string | null>(null);
  const [file, setFile] = useState<File | undefined>();
  const [current, setCurrent] = useState<Book | null>(book);
  const form = useForm({
    resolver: zodResolver(BookCreateSchema),
    defaultValues: {
      title: book?.title ?? '',
      author: book?.author ?? '',
      description: book?.description ?? '',
      year: book?.year ?? null,
      category_id: (book?.category_id ?? undefined) as unknown as number,
      exam_id: (book?.exam_id ?? undefined) as unknown as number,
      cover_image: book?.cover_image ?? null,
    },
  });
  const save = useMutation({
    mutationFn: async (v: BookCreate) => {
      const path = current ? `/resources/books/${current.id}` : '/resources/books';
      const method = current ? 'PUT' : 'POST';
      if (!file) return method === 'POST' ? adminApi.post<Data<Book>>(path, v) : adminApi.put<Data<Book>>(path, v);
      const body = new FormData();
      for (const [k, value] of Object.entries(v)) {
        if (k === 'cover_image' || value === undefined) continue; // the uploaded file replaces it
        body.append(k, value === null ? '' : String(value));
      }
      body.append('cover_image', file);
      return adminApi.upload<Data<Book>>(method, path, body);
    },
    onSuccess: (res) => {
      invalidateAfterWrite(qc, 'books', 'resource-categories', 'exams');
      setFile(undefined);
      setCurrent(res.data);
      form.reset({ ...form.getValues(), cover_image: res.data.cover_image });
      setFormError(null);
      if (!current) onDone(`Created ${res.data.title}. Add its links from Edit.`);
    },
    onError: (e) => setFormError(applyServerErrors(e, form.setError, BOOK_FIELDS)),
  });
  const { errors } = form.formState;
  const fileError = coverProblem(file);

  return (
    <div className="adm-form card">
      <form
        onSubmit={form.handleSubmit((v) => {
          if (fileError) return;
          setFormError(null);
          save.mutate(v);
        })}
        noValidate
        aria-label={current ? 'Edit book' : 'New book'}
      >
        <h3>{current ? `Edit ${current.title}` : 'New book'}</h3>
        <Field label="Title" id="book-title" error={errors.title?.message}>
          <input id="book-title" {...form.register('title')} />
        </Field>
        <div className="adm-row">
          <Field label="Author" id="book-author" error={errors.author?.message}>
            <input id="book-author" {...form.register('author')} />
          </Field>
          <Field label="Year" id="book-year" error={errors.year?.message}>
            <input id="book-year" type="number" {...form.register('year', { setValueAs: toNullableNumber })} />
          </Field>
        </div>
        <div className="adm-row">
          <Field label="Category" id="book-category" error={errors.category_id?.message}>
            <select id="book-category" {...form.register('category_id', { setValueAs: toId })}>
              <option value="">Choose…</option>
              {categories.data?.map((c) => (
                <option key={c.id} value={c.id}>
                  {c.name}
                </option>
              ))}
            </select>
          </Field>
          <Field label="Exam" id="book-exam" error={errors.exam_id?.message}>
            <select id="book-exam" {...form.register('exam_id', { setValueAs: toId })}>
              <option value="">Choose…</option>
              {exams.data?.map((c) => (
                <option key={c.id} value={c.id}>
                  {c.name}
                </option>
              ))}
            </select>
          </Field>
        </div>
        <Field label="Description" id="book-desc" error={errors.description?.message}>
          <textarea id="book-desc" rows={3} {...form.register('description')} />
        </Field>
        <div className="adm-row">
          {current?.cover_image && <img className="adm-cover-lg" src={current.cover_image} alt={`Cover of ${current.title}`} data-testid="book-cover" />}
          <Field label="Cover image" id="book-cover" error={fileError ?? errors.cover_image?.message} hint="JPEG, PNG or WebP, at most 2 MB.">
            <input id="book-cover" type="file" accept={COVER_RULES.types.join(',')} onChange={(e) => setFile(e.target.files?.[0])} />
          </Field>
        </div>
        <ErrorText>{formError}</ErrorText>
        <Notice>{save.isSuccess && current ? 'Saved.' : null}</Notice>
        <div className="adm-buttons">
          <button type="submit" className="btn" disabled={save.isPending}>
            {save.isPending ? 'Saving…' : current ? 'Save book' : 'Create book'}
          </button>
          <button type="button" className="btn btn-outline" onClick={() => onDone(current ? `Saved ${current.title}.` : null)}>
            {current ? 'Done' : 'Cancel'}
          </button>
        </div>
      </form>
      {current && <LinksEditor book={current} onChange={setCurrent} />}
    </div>
  );
}

function LinksEditor({ book, onChange }: { book: Book; onChange: (b: Book) => void }) {
  const qc = useQueryClient();
  const [error, setError] = useState<string | null>(null);
  const form = useForm({ resolver: zodResolver(LinkCreateSchema), defaultValues: { label: '', url: '' } });
  const refresh = async () => {
    invalidateAfterWrite(qc, 'books');
    onChange((await adminApi.get<Data<Book>>(`/resources/books/${book.id}`)).data);
  };
  const add = useMutation({
    mutationFn: (v: LinkCreate) => adminApi.post(`/resources/books/${book.id}/links`, v),
    onSuccess: async () => {
      form.reset();
      await refresh();
    },
    onError: (e) => setError(applyServerErrors(e, form.setError, ['label', 'url'])),
  });
  const update = useMutation({
    mutationFn: ({ id, ...v }: { id: number; label: string; url: string }) => adminApi.put(`/resources/links/${id}`, v),
    onSuccess: refresh,
    onError: (e) => setError(errorMessage(e)),
  });
  const remove = useMutation({ mutationFn: (id: number) => adminApi.delete(`/resources/links/${id}`), onSuccess: refresh, onError: (e) => setError(errorMessage(e)) });
  return (
    <section className="adm-subsection" aria-label="Download links">
      <h4>Download links</h4>
      <ul className="adm-links">
        {book.links.map((l) => (
          <li key={l.id}>
            <strong>{l.label}</strong> <span className="adm-url">{l.url}</span> <small className="muted">{l.downloadCount} downloads</small>{' '}
            <button
              type="button"
              className="btn btn-sm btn-outline"
              onClick={() => {
                const label = prompt('Label', l.label)?.trim();
                const url = label ? prompt('URL', l.url)?.trim() : undefined;
                if (label && url) update.mutate({ id: l.id, label, url });
              }}
            >
              Edit
            </button>
            <ConfirmButton question={`Delete link “${l.label}”?`} onConfirm={() => remove.mutate(l.id)} />
          </li>
        ))}
        {!book.links.length && <li className="muted">No links yet.</li>}
      </ul>
      <form className="adm-inline-form" onSubmit={form.handleSubmit((v) => (setError(null), add.mutate(v)))} noValidate aria-label="Add a link">
        <Field label="Label" id="link-label" error={form.formState.errors.label?.message}>
          <input id="link-label" {...form.register('label')} />
        </Field>
        <Field label="URL" id="link-url" error={form.formState.errors.url?.message}>
          <input id="link-url" type="url" {...form.register('url')} />
        </Field>
        <button type="submit" className="btn btn-sm">
          Add link
        </button>
      </form>
      <ErrorText>{error}</ErrorText>
    </section>
  );
}

function NamedList({ kind, title }: { kind: 'categories' | 'exams'; title: string }) {
  const qc = useQueryClient();
  const key = kind === 'categories' ? 'resource-categories' : 'exams';
  const list = useQuery({ queryKey: ['admin', key], queryFn: async () => (await adminApi.get<Data<NamedWithBookCount[]>>(`/resources/${kind}`)).data });
  const [error, setError] = useState<string | null>(null);
  const form = useForm({ resolver: zodResolver(NamedInputSchema), defaultValues: { name: '' } });
  const create = useMutation({
    mutationFn: (v: NamedInput) => adminApi.post(`/resources/${kind}`, v),
    onSuccess: () => {
      form.reset();
      invalidateAfterWrite(qc, key);
    },
    onError: (e) => setError(applyServerErrors(e, form.setError, ['name'])),
  });
  const remove = useMutation({
    mutationFn: (n: NamedWithBookCount) => adminApi.delete(`/resources/${kind}/${n.id}`),
    onSuccess: () => invalidateAfterWrite(qc, key),
    onError: (e) => setError(errorMessage(e)),
  });
  return (
    <section className="adm-subsection" aria-label={title}>
      <h3>{title}</h3>
      <form className="adm-inline-form" onSubmit={form.handleSubmit((v) => (setError(null), create.mutate(v)))} noValidate>
        <Field label="Name" id={`${kind}-name`} error={form.formState.errors.name?.message}>
          <input id={`${kind}-name`} {...form.register('name')} />
        </Field>
        <button type="submit" className="btn btn-sm">
          Add
        </button>
      </form>
      <ErrorText>{error}</ErrorText>
      <ul className="adm-links">
        {list.data?.map((n) => (
          <li key={n.id}>
            {n.name} <small className="muted">{n.bookCount} books</small> <ConfirmButton question={`Delete “${n.name}”?`} onConfirm={() => (setError(null), remove.mutate(n))} />
          </li>
        ))}
      </ul>
    </section>
  );
}
