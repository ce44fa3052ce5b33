/** Ads: searchable, paginated table of every ad; create/edit; active toggle (optimistic); delete. */
import { AdCreateSchema } from '#core/schemas/ads.ts';
import type { AdminAd } from '#core/schemas/responses/admin.ts';
import { adminApi } from './api';
import { AdminForm, SelectField, TextArea, TextField, useAdminForm } from './form';
import { errorOf, useAdminResource, useOptimisticRow, useServerList } from './resource';
import { AdminTable, ListPage, RowActions } from './ui';

const AREAS = ['ads'];

export function AdsSection() {
  const list = useServerList<AdminAd>('ads', '/admin/ads');
  const ads = useAdminResource<AdminAd>({ areas: AREAS, path: (ad) => `/ads/${ad.id}`, removed: (ad) => `Deleted ad “${ad.title}”.` });
  // Optimistic: the switch flips at once and flips back if the server refuses.
  const toggle = useOptimisticRow<AdminAd, AdminAd>(list.queryKey, AREAS, {
    mutationFn: (ad) => adminApi.put(`/ads/${ad.id}`, { active: !ad.active }),
    patch: (ad) => ({ id: ad.id, active: !ad.active }),
  });

  if (ads.editing) return <AdForm ad={ads.editing === 'new' ? null : ads.editing} onDone={ads.done} />;
  return (
    <ListPage
      search={{ label: 'Search ads', ...list.searchBox }}
      create={{ label: 'New ad', onClick: () => ads.edit('new') }}
      notice={ads.notice}
      error={errorOf(list.query, toggle) ?? ads.error}
      pager={list.pager}
    >
      <AdminTable columns={['Title', 'Kind', 'Link', 'Active']}>
        {list.rows?.map((ad) => (
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
            <RowActions actions={[['Edit', () => ads.edit(ad)]]} question={`Delete ad “${ad.title}”?`} onDelete={() => ads.remove.mutate(ad)} />
          </tr>
        ))}
      </AdminTable>
    </ListPage>
  );
}

function AdForm({ ad, onDone }: { ad: AdminAd | null; onDone: (m: string | null) => void }) {
  const state = useAdminForm({
    schema: AdCreateSchema,
    defaultValues: { title: ad?.title ?? '', body: ad?.body ?? '', imageUrl: ad?.imageUrl ?? '', textUrl: ad?.textUrl ?? '', active: ad?.active ?? true, kind: ad?.kind ?? 'house' },
    areas: AREAS,
    save: (v) => (ad ? adminApi.put(`/ads/${ad.id}`, v) : adminApi.post('/ads', v)),
    onSaved: () => onDone('Saved the ad. Listing pages pick it up with the next build.'),
  });
  const { form } = state;
  return (
    <AdminForm state={state} title={ad ? 'Edit ad' : 'New ad'} submit="Save" onCancel={() => onDone(null)}>
      <TextField form={form} name="title" label="Title" id="ad-title" />
      <TextArea form={form} name="body" label="Body" id="ad-body" rows={3} />
      <TextField form={form} name="textUrl" label="Link URL" id="ad-url" type="url" />
      <TextField form={form} name="imageUrl" label="Image URL" id="ad-image" hint="Optional." />
      <div className="adm-row">
        <SelectField
          form={form}
          name="kind"
          label="Kind"
          id="ad-kind"
          options={[
            ['house', 'House ad (blog grid)'],
            ['network', 'Network slot'],
          ]}
        />
        <label className="adm-check">
          <input type="checkbox" {...form.register('active')} /> Active
        </label>
      </div>
    </AdminForm>
  );
}
