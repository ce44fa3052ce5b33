/** Ads: searchable, paginated table of every ad; create/edit; active toggle (optimistic); delete. */
import { zodResolver } from '@hookform/resolvers/zod';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { AdCreateSchema, type AdCreate } from '#core/schemas/ads.ts';
import type { AdminAd } from '#core/schemas/responses/admin.ts';
import type { Paginated } from '#core/schemas/responses/common.ts';
import { adminApi, errorMessage } from './api';
import { invalidateAfterWrite } from './shared-queries';
import { AdminTable, applyServerErrors, ConfirmButton, ErrorText, Field, Notice, Pager, SearchBox, useDebounced } from './ui';

const FIELDS = ['title', 'body', 'imageUrl', 'textUrl', 'active', 'kind'] as const;

export function AdsSection() {
  const qc = useQueryClient();
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const [editing, setEditing] = useState<AdminAd | 'new' | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const term = useDebounced(search);
  const key = ['admin', 'ads', term, page];
  const list = useQuery({ queryKey: key, queryFn: () => adminApi.get<Paginated<AdminAd>>('/admin/ads', { search: term || undefined, page, limit: 20 }), placeholderData: keepPreviousData });

  // Optimistic: the switch flips at once and flips back if the server refuses.
  const toggle = useMutation({
    mutationFn: (ad: AdminAd) => adminApi.put(`/ads/${ad.id}`, { active: !ad.active }),
    onMutate: async (ad) => {
      await qc.cancelQueries({ queryKey: key });
      const previous = qc.getQueryData<Paginated<AdminAd>>(key);
      qc.setQueryData<Paginated<AdminAd>>(key, (old) => old && { ...old, data: old.data.map((x) => (x.id === ad.id ? { ...x, active: !ad.active } : x)) });
      return { previous };
    },
    onError: (_e, _ad, context) => qc.setQueryData(key, context?.previous),
    onSettled: () => invalidateAfterWrite(qc, 'ads'),
  });
  const remove = useMutation({
    mutationFn: (ad: AdminAd) => adminApi.delete(`/ads/${ad.id}`),
    onSuccess: (_r, ad) => {
      setNotice(`Deleted ad “${ad.title}”.`);
      invalidateAfterWrite(qc, 'ads');
    },
  });

  if (editing) return <AdForm ad={editing === 'new' ? null : editing} onDone={(m) => (setEditing(null), setNotice(m))} />;
  return (
    <div>
      <div className="adm-toolbar">
        <SearchBox label="Search ads" value={search} onChange={(v) => (setSearch(v), setPage(1))} />
        <button type="button" className="btn" onClick={() => (setNotice(null), setEditing('new'))}>
          New ad
        </button>
      </div>
      <Notice>{notice}</Notice>
      <ErrorText>{list.isError ? errorMessage(list.error) : toggle.isError ? errorMessage(toggle.error) : remove.isError ? errorMessage(remove.error) : null}</ErrorText>
      <AdminTable columns={['Title', 'Kind', 'Link', 'Active']}>
        {list.data?.data.map((ad) => (
          <tr key={ad.id}>
            <td>{ad.title}</td>
            <td>{ad.kind}</td>
            <td className="adm-url">{ad.textUrl}</td>
            <td>
              <label className="adm-switch">
                <input type="checkbox" checked={ad.active} onChange={() => toggle.mutate(ad)} aria-label={`Active: ${ad.title}`} />
                {ad.active ? 'on' : 'off'}
              </label>
            </td>
            <td className="adm-actions">
              <button type="button" className="btn btn-sm btn-outline" onClick={() => (setNotice(null), setEditing(ad))}>
                Edit
              </button>
              <ConfirmButton question={`Delete ad “${ad.title}”?`} onConfirm={() => remove.mutate(ad)} />
            </td>
          </tr>
        ))}
      </AdminTable>
      {list.data && <Pager page={page} totalPages={list.data.pagination.totalPages} total={list.data.pagination.total} onPage={setPage} />}
    </div>
  );
}

function AdForm({ ad, onDone }: { ad: AdminAd | null; onDone: (m: string | null) => void }) {
  const qc = useQueryClient();
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm({
    resolver: zodResolver(AdCreateSchema),
    defaultValues: { title: ad?.title ?? '', body: ad?.body ?? '', imageUrl: ad?.imageUrl ?? '', textUrl: ad?.textUrl ?? '', active: ad?.active ?? true, kind: ad?.kind ?? 'house' },
  });
  const save = useMutation({
    mutationFn: (v: AdCreate) => (ad ? adminApi.put(`/ads/${ad.id}`, v) : adminApi.post('/ads', v)),
    onSuccess: () => {
      invalidateAfterWrite(qc, 'ads');
      onDone('Saved the ad. Listing pages pick it up with the next build.');
    },
    onError: (e) => setFormError(applyServerErrors(e, form.setError, FIELDS)),
  });
  const { errors } = form.formState;
  return (
    <form className="adm-form card" onSubmit={form.handleSubmit((v) => save.mutate(v))} noValidate>
      <h3>{ad ? 'Edit ad' : 'New ad'}</h3>
      <Field label="Title" id="ad-title" error={errors.title?.message}>
        <input id="ad-title" {...form.register('title')} />
      </Field>
      <Field label="Body" id="ad-body" error={errors.body?.message}>
        <textarea id="ad-body" rows={3} {...form.register('body')} />
      </Field>
      <Field label="Link URL" id="ad-url" error={errors.textUrl?.message}>
        <input id="ad-url" type="url" {...form.register('textUrl')} />
      </Field>
      <Field label="Image URL" id="ad-image" error={errors.imageUrl?.message} hint="Optional.">
        <input id="ad-image" {...form.register('imageUrl')} />
      </Field>
      <div className="adm-row">
        <Field label="Kind" id="ad-kind" error={errors.kind?.message}>
          <select id="ad-kind" {...form.register('kind')}>
            <option value="house">House ad (blog grid)</option>
            <option value="network">Network slot</option>
          </select>
        </Field>
        <label className="adm-check">
          <input type="checkbox" {...form.register('active')} /> Active
        </label>
      </div>
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
