/** Blog categories: add, rename, delete (409 while articles use one). */
import { useState } from 'react';
import { CategoryInputSchema } from '#core/schemas/content.ts';
import type { AdminNamed } from '#core/schemas/responses/admin.ts';
import type { Data } from '#core/schemas/responses/common.ts';
import type { Category } from '#core/schemas/responses/content.ts';
import { adminApi } from './api';
import { AdminForm, TextField, useAdminForm } from './form';
import { errorOf, useAdminResource, useClientList, type SectionMessages } from './resource';
import { useCategories } from './shared-queries';
import { AdminTable, ErrorText, Notice, Pager, RowActions, SearchBox } from './ui';

export function CategoriesSection() {
  const categories = useCategories();
  const list = useClientList(categories.data, (c) => c.name);
  const section = useAdminResource<Category>({ areas: ['categories'], path: (c) => `/admin/categories/${c._id}`, removed: (c) => `Deleted category ${c.name}.` });
  const create = useAdminForm({
    schema: CategoryInputSchema,
    defaultValues: { name: '', nameHi: '' },
    areas: ['categories'],
    save: (values) => adminApi.post<Data<AdminNamed>>('/admin/categories', values),
    onSaved: (res) => section.setNotice(`Created category ${res.data.name}.`),
    section,
    resetAfterSave: true,
  });

  return (
    <div>
      <AdminForm state={create} label="New category" submit="Add" inline small={false}>
        <TextField form={create.form} name="name" label="New category" id="cat-name" />
        <TextField form={create.form} name="nameHi" label="Hindi name" id="cat-name-hi" lang="hi" />
      </AdminForm>
      <Notice>{section.notice}</Notice>
      <ErrorText>{section.error ?? errorOf(categories)}</ErrorText>
      <div className="adm-toolbar">
        <SearchBox label="Search categories" {...list.searchBox} />
      </div>
      <AdminTable columns={['Name', 'Hindi name', 'Articles']}>
        {list.rows.map((c) => (
          <CategoryRow key={c._id} category={c} onDelete={() => section.remove.mutate(c)} section={section} />
        ))}
      </AdminTable>
      <Pager {...list.pager} />
    </div>
  );
}

function CategoryRow({ category, onDelete, section }: { category: Category; onDelete: () => void; section: SectionMessages }) {
  const [editing, setEditing] = useState(false);
  const rename = useAdminForm({
    schema: CategoryInputSchema,
    defaultValues: { name: category.name, nameHi: category.name_hi ?? '' },
    areas: ['categories', 'articles'],
    save: (values) => adminApi.put(`/admin/categories/${category._id}`, values),
    onSaved: (_r, v) => {
      setEditing(false);
      section.setNotice(v.name === category.name ? `Saved category ${v.name}.` : `Renamed ${category.name} to ${v.name}.`);
    },
    section,
  });
  return (
    <tr>
      <td>
        {editing ? (
          <AdminForm state={rename} submit="Save" onCancel={() => setEditing(false)} inline>
            <TextField form={rename.form} name="name" label="Name" id={`cat-${category._id}`} />
            <TextField form={rename.form} name="nameHi" label="Hindi name" id={`cat-hi-${category._id}`} lang="hi" />
          </AdminForm>
        ) : (
          category.name
        )}
      </td>
      <td lang="hi">{editing ? null : category.name_hi}</td>
      <td>{category.articleCount}</td>
      <RowActions actions={editing ? [] : [['Rename', () => setEditing(true)]]} question={`Delete category “${category.name}”?`} onDelete={onDelete} />
    </tr>
  );
}
