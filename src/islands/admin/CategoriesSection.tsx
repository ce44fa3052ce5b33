/** Blog categories: add, rename, delete (409 while articles use one). */
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { CategoryInputSchema, type CategoryInput } from '#core/schemas/content.ts';
import { adminApi, errorMessage } from './api';
import type { AdminNamed } from '#core/schemas/responses/admin.ts';
import type { Data } from '#core/schemas/responses/common.ts';
import type { Category } from '#core/schemas/responses/content.ts';
import { invalidateAfterWrite, useCategories } from './shared-queries';
import { AdminTable, applyServerErrors, clientPage, ConfirmButton, ErrorText, Field, Notice, Pager, SearchBox } from './ui';

export function CategoriesSection() {
  const qc = useQueryClient();
  const categories = useCategories();
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const [notice, setNotice] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const form = useForm({ resolver: zodResolver(CategoryInputSchema), defaultValues: { name: '' } });

  const create = useMutation({
    mutationFn: (values: CategoryInput) => adminApi.post<Data<AdminNamed>>('/admin/categories', values),
    onSuccess: (res) => {
      form.reset();
      setNotice(`Created category ${res.data.name}.`);
      invalidateAfterWrite(qc, 'categories');
    },
    onError: (e) => setError(applyServerErrors(e, form.setError, ['name'])),
  });
  const remove = useMutation({
    mutationFn: (c: Category) => adminApi.delete(`/admin/categories/${c._id}`),
    onSuccess: (_r, c) => {
      setNotice(`Deleted category ${c.name}.`);
      invalidateAfterWrite(qc, 'categories');
    },
    onError: (e) => setError(errorMessage(e)),
  });

  const view = clientPage(categories.data ?? [], search, (c) => c.name, page);
  return (
    <div>
      <form className="adm-inline-form" onSubmit={form.handleSubmit((v) => (setError(null), setNotice(null), create.mutate(v)))} noValidate aria-label="New category">
        <Field label="New category" id="cat-name" error={form.formState.errors.name?.message}>
          <input id="cat-name" {...form.register('name')} />
        </Field>
        <button type="submit" className="btn" disabled={create.isPending}>
          Add
        </button>
      </form>
      <Notice>{notice}</Notice>
      <ErrorText>{error ?? (categories.isError ? errorMessage(categories.error) : null)}</ErrorText>
      <div className="adm-toolbar">
        <SearchBox label="Search categories" value={search} onChange={(v) => (setSearch(v), setPage(1))} />
      </div>
      <AdminTable columns={['Name', 'Articles']}>
        {view.rows.map((c) => (
          <CategoryRow key={c._id} category={c} onDelete={() => (setError(null), remove.mutate(c))} onError={setError} onSaved={setNotice} />
        ))}
      </AdminTable>
      <Pager page={view.page} totalPages={view.totalPages} total={view.total} onPage={setPage} />
    </div>
  );
}

function CategoryRow({ category, onDelete, onError, onSaved }: { category: Category; onDelete: () => void; onError: (m: string | null) => void; onSaved: (m: string) => void }) {
  const qc = useQueryClient();
  const [editing, setEditing] = useState(false);
  const form = useForm({ resolver: zodResolver(CategoryInputSchema), defaultValues: { name: category.name } });
  const rename = useMutation({
    mutationFn: (values: CategoryInput) => adminApi.put(`/admin/categories/${category._id}`, values),
    onSuccess: (_r, v) => {
      setEditing(false);
      onSaved(`Renamed ${category.name} to ${v.name}.`);
      invalidateAfterWrite(qc, 'categories', 'articles');
    },
    onError: (e) => onError(applyServerErrors(e, form.setError, ['name'])),
  });
  return (
    <tr>
      <td>
        {editing ? (
          <form className="adm-inline-form" onSubmit={form.handleSubmit((v) => rename.mutate(v))} noValidate>
            <Field label="Name" id={`cat-${category._id}`} error={form.formState.errors.name?.message}>
              <input id={`cat-${category._id}`} {...form.register('name')} />
            </Field>
            <button type="submit" className="btn btn-sm">
              Save
            </button>
            <button type="button" className="btn btn-sm btn-outline" onClick={() => setEditing(false)}>
              Cancel
            </button>
          </form>
        ) : (
          category.name
        )}
      </td>
      <td>{category.articleCount}</td>
      <td className="adm-actions">
        {!editing && (
          <button type="button" className="btn btn-sm btn-outline" onClick={() => setEditing(true)}>
            Rename
          </button>
        )}
        <ConfirmButton question={`Delete category “${category.name}”?`} onConfirm={onDelete} />
      </td>
    </tr>
  );
}
