/** Resources: books (with cover uploads and links), resource categories and exams. */
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { BookCreateSchema, COVER_RULES, LinkCreateSchema, NamedInputSchema } from '#core/schemas/resources.ts';
import type { Data } from '#core/schemas/responses/common.ts';
import type { Book, NamedWithBookCount } from '#core/schemas/responses/resources.ts';
import { adminApi, errorMessage } from './api';
import { AdminForm, SelectField, TextArea, TextField, toId, toNullableNumber, useAdminForm } from './form';
import { errorOf, useAdminResource, useAdminWrite, useServerList } from './resource';
import { useExams, useResourceCategories } from './shared-queries';
import { AdminTable, ConfirmButton, ErrorText, Field, ListPage, Notice, RowActions } from './ui';

const AREAS = ['books', 'resource-categories', 'exams'];

export function ResourcesSection() {
  const list = useServerList<Book>('books', '/resources/books');
  const books = useAdminResource<Book>({ areas: AREAS, path: (b) => `/resources/books/${b.id}`, removed: (b) => `Deleted ${b.title}.` });

  if (books.editing) return <BookForm book={books.editing === 'new' ? null : books.editing} onDone={books.done} />;
  return (
    <ListPage
      search={{ label: 'Search books', ...list.searchBox }}
      create={{ label: 'New book', onClick: () => books.edit('new') }}
      notice={books.notice}
      error={errorOf(list.query) ?? books.error}
      pager={list.pager}
      after={
        <div className="adm-columns">
          <NamedList kind="categories" title="Resource categories" />
          <NamedList kind="exams" title="Exams" />
        </div>
      }
    >
      <AdminTable columns={['Cover', 'Title', 'Category / exam', 'Links']}>
        {list.rows?.map((b) => (
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
            <RowActions actions={[['Edit', () => books.edit(b)]]} question={`Delete “${b.title}” with its links?`} onDelete={() => books.remove.mutate(b)} />
          </tr>
        ))}
      </AdminTable>
    </ListPage>
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
  const categories = useResourceCategories();
  const exams = useExams();
  const [file, setFile] = useState<File | undefined>();
  const [current, setCurrent] = useState<Book | null>(book);
  const fileError = coverProblem(file);
  const state = useAdminForm({
    schema: BookCreateSchema,
    defaultValues: {
      title: book?.title ?? '',
      author: book?.author ?? '',
      description: book?.description ?? '',
      year: book?.year ?? null,
      category_id: book?.category_id ?? undefined,
      exam_id: book?.exam_id ?? undefined,
      cover_image: book?.cover_image ?? null,
    },
    areas: AREAS,
    save: async (v) => {
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
    // The form stays open after a save: a new book gets its links from Edit.
    onSaved: (res) => {
      setFile(undefined);
      setCurrent(res.data);
      form.reset({ ...form.getValues(), cover_image: res.data.cover_image });
      if (!current) onDone(`Created ${res.data.title}. Add its links from Edit.`);
    },
    blocked: fileError !== null,
  });
  const { form } = state;
  const named = (items: NamedWithBookCount[] | undefined) => items?.map((c) => [c.id, c.name] as const);

  return (
    <div className="adm-form card">
      <AdminForm
        state={state}
        className=""
        title={current ? `Edit ${current.title}` : 'New book'}
        label={current ? 'Edit book' : 'New book'}
        submit={state.save.isPending ? 'Saving…' : current ? 'Save book' : 'Create book'}
        onCancel={() => onDone(current ? `Saved ${current.title}.` : null)}
        cancel={current ? 'Done' : 'Cancel'}
        status={<Notice>{state.save.isSuccess && current ? 'Saved.' : null}</Notice>}
      >
        <TextField form={form} name="title" label="Title" id="book-title" />
        <div className="adm-row">
          <TextField form={form} name="author" label="Author" id="book-author" />
          <TextField form={form} name="year" label="Year" id="book-year" type="number" setValueAs={toNullableNumber} />
        </div>
        <div className="adm-row">
          <SelectField form={form} name="category_id" label="Category" id="book-category" setValueAs={toId} empty="Choose…" options={named(categories.data)} />
          <SelectField form={form} name="exam_id" label="Exam" id="book-exam" setValueAs={toId} empty="Choose…" options={named(exams.data)} />
        </div>
        <TextArea form={form} name="description" label="Description" id="book-desc" rows={3} />
        <div className="adm-row">
          {current?.cover_image && <img className="adm-cover-lg" src={current.cover_image} alt={`Cover of ${current.title}`} data-testid="book-cover" />}
          <Field label="Cover image" id="book-cover" error={fileError ?? form.formState.errors.cover_image?.message} hint="JPEG, PNG or WebP, at most 2 MB.">
            <input id="book-cover" type="file" accept={COVER_RULES.types.join(',')} onChange={(e) => setFile(e.target.files?.[0])} />
          </Field>
        </div>
      </AdminForm>
      {current && <LinksEditor book={current} onChange={setCurrent} />}
    </div>
  );
}

function LinksEditor({ book, onChange }: { book: Book; onChange: (b: Book) => void }) {
  const section = useAdminResource<{ id: number }>({ areas: ['books'], path: (l) => `/resources/links/${l.id}`, removed: () => void refresh() });
  // After a link changes: the book again, with its links as stored.
  async function refresh() {
    onChange((await adminApi.get<Data<Book>>(`/resources/books/${book.id}`)).data);
  }
  const add = useAdminForm({
    schema: LinkCreateSchema,
    defaultValues: { label: '', url: '' },
    areas: ['books'],
    save: (v) => adminApi.post(`/resources/books/${book.id}/links`, v),
    onSaved: () => void refresh(),
    section,
    resetAfterSave: true,
  });
  const update = useAdminWrite(['books'], ({ id, ...v }: { id: number; label: string; url: string }) => adminApi.put(`/resources/links/${id}`, v), {
    onSuccess: refresh,
    onError: (e) => section.setError(errorMessage(e)),
  });
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
            <ConfirmButton question={`Delete link “${l.label}”?`} onConfirm={() => section.remove.mutate(l)} />
          </li>
        ))}
        {!book.links.length && <li className="muted">No links yet.</li>}
      </ul>
      <AdminForm state={add} label="Add a link" submit="Add link" inline>
        <TextField form={add.form} name="label" label="Label" id="link-label" />
        <TextField form={add.form} name="url" label="URL" id="link-url" type="url" />
      </AdminForm>
      <ErrorText>{section.error}</ErrorText>
    </section>
  );
}

function NamedList({ kind, title }: { kind: 'categories' | 'exams'; title: string }) {
  const key = kind === 'categories' ? 'resource-categories' : 'exams';
  const list = useQuery({ queryKey: ['admin', key], queryFn: async () => (await adminApi.get<Data<NamedWithBookCount[]>>(`/resources/${kind}`)).data });
  const section = useAdminResource<NamedWithBookCount>({ areas: [key], path: (n) => `/resources/${kind}/${n.id}` });
  const create = useAdminForm({
    schema: NamedInputSchema,
    defaultValues: { name: '' },
    areas: [key],
    save: (v) => adminApi.post(`/resources/${kind}`, v),
    section,
    resetAfterSave: true,
  });
  return (
    <section className="adm-subsection" aria-label={title}>
      <h3>{title}</h3>
      <AdminForm state={create} submit="Add" inline>
        <TextField form={create.form} name="name" label="Name" id={`${kind}-name`} />
      </AdminForm>
      <ErrorText>{section.error}</ErrorText>
      <ul className="adm-links">
        {list.data?.map((n) => (
          <li key={n.id}>
            {n.name} <small className="muted">{n.bookCount} books</small> <ConfirmButton question={`Delete “${n.name}”?`} onConfirm={() => section.remove.mutate(n)} />
          </li>
        ))}
      </ul>
    </section>
  );
}
