/**
 * Mock tests: the tests (search, paging, status, attempts; edit, preview,
 * publish/unpublish, export as CSV or JSON, delete with confirmation), the
 * bulk import, and their categories. The editor (MockEditor.tsx) validates
 * with the very schema the API uses (core/schemas/mock.ts), so the spec's
 * messages ('Timer must be a positive integer', 'Questions must be an array
 * with 5 to 100 items', …) show inline, next to the field at fault.
 */
import { useState } from 'react';
import { MockCategoryCreateSchema } from '#core/schemas/mock.ts';
import type { AdminMockRow } from '#core/schemas/responses/admin.ts';
import type { MockCategory } from '#core/schemas/responses/mocks.ts';
import { adminApi, errorMessage, saveFile } from './api';
import { AdminForm, TextField, useAdminForm } from './form';
import { MockEditor } from './MockEditor';
import { MockImport } from './MockImport';
import { MockPreview } from './MockPreview';
import { LiveScheduleForm, LiveTestsPanel, useLiveTests } from './MockLiveSchedule';
import { PyqForm } from './MockPyq';
import { TooFastAttempts } from './TooFastAttempts';
import { DailyQuizPanel } from './DailyQuizPanel';
import { errorOf, useAdminResource, useAdminWrite, useClientList, useServerList, type SectionMessages } from './resource';
import { useMockCategories } from './shared-queries';
import { AdminTable, ErrorText, formatTime, ListPage, Pager, RowActions, SearchBox, SiteLink } from './ui';

type Target = number | 'new' | 'import' | { preview: number } | { live: number; name: string } | { pyq: AdminMockRow };

export function MocksSection() {
  const list = useServerList<AdminMockRow>('mocks', '/admin/mocks');
  const mocks = useAdminResource<AdminMockRow, Target>({
    areas: ['mocks', 'mock-categories'],
    path: (m) => `/mocks/${m.id}`,
    deleteBody: { confirm: true },
    removed: (m) => `Deleted ${m.name}.`,
  });
  const status = useAdminWrite(['mocks'], ({ m, to }: { m: AdminMockRow; to: 'draft' | 'published' }) => adminApi.put(`/mocks/${m.id}/status`, { status: to }), {
    onMutate: () => mocks.setError(null),
    onSuccess: (_r, { m, to }) => mocks.setNotice(to === 'published' ? `Published ${m.name}: on the site after the next build.` : `${m.name} is a draft again: off the site after the next build.`),
    onError: (e) => mocks.setError(errorMessage(e)),
  });
  const exportAs = async (m: AdminMockRow, format: 'csv' | 'json') => {
    try {
      const file = await adminApi.download(`/mocks/${m.id}/export?format=${format}`);
      saveFile(file.file, file.filename);
    } catch (e) {
      mocks.setError(errorMessage(e));
    }
  };

  const liveTests = useLiveTests();
  const target = mocks.editing;
  if (target === 'import') return <MockImport onDone={mocks.done} />;
  if (typeof target === 'object' && target !== null && 'pyq' in target) {
    return <PyqForm id={target.pyq.id} name={target.pyq.name} current={target.pyq.pyq} onDone={mocks.done} />;
  }
  if (typeof target === 'object' && target !== null && 'live' in target) {
    const current = liveTests.data?.find((l) => l.id === target.live)?.schedule ?? null;
    return <LiveScheduleForm id={target.live} name={target.name} current={current} onDone={mocks.done} />;
  }
  if (typeof target === 'object' && target !== null) return <MockPreview id={target.preview} onClose={() => mocks.done(null)} onEdit={() => mocks.edit(target.preview)} />;
  if (target !== null) return <MockEditor target={target} onDone={mocks.done} />;
  return (
    <ListPage
      search={{ label: 'Search mock tests', ...list.searchBox }}
      filters={
        <button type="button" className="btn btn-outline" onClick={() => mocks.edit('import')}>
          Import CSV or JSON
        </button>
      }
      create={{ label: 'New mock test', onClick: () => mocks.edit('new') }}
      notice={mocks.notice}
      error={errorOf(list.query) ?? mocks.error}
      pager={list.pager}
      after={
        <>
          <LiveTestsPanel onEdit={(l) => mocks.edit({ live: l.id, name: l.name })} />
          <MockCategories />
          <TooFastAttempts />
          <DailyQuizPanel />
        </>
      }
    >
      <AdminTable columns={['Name', 'Status', 'Category', 'Questions', 'Timer', 'Attempts', 'Updated']}>
        {list.rows?.map((m) => (
          <tr key={m.id}>
            <td>{m.status === 'published' ? <SiteLink href={`/mock-test/test/${m.slug}`}>{m.name}</SiteLink> : m.name}</td>
            <td>
              <span className={`adm-status adm-status-${m.status}`}>{m.status === 'published' ? 'Published' : 'Draft'}</span>
            </td>
            <td>{m.category_name}</td>
            <td>{m.question_count}</td>
            <td>{m.timer} min</td>
            <td>{m.attempts}</td>
            <td>{formatTime(m.updatedAt)}</td>
            <RowActions
              actions={[
                ['Edit', () => mocks.edit(m.id)],
                ['Preview', () => mocks.edit({ preview: m.id })],
                // Issue 28: schedule a published test as live (or change / clear its schedule).
                ...(m.status === 'published' ? [['Live', () => mocks.edit({ live: m.id, name: m.name })] as const] : []),
                // Issue 30: list it on /pyq as an exam's paper of a year and sitting.
                ['Previous-year paper', () => mocks.edit({ pyq: m })],
                [m.status === 'published' ? 'Unpublish' : 'Publish', () => status.mutate({ m, to: m.status === 'published' ? 'draft' : 'published' })],
                ['Export CSV', () => void exportAs(m, 'csv')],
                ['Export JSON', () => void exportAs(m, 'json')],
              ]}
              question={`Delete “${m.name}” with its questions and attempts?`}
              onDelete={() => mocks.remove.mutate(m)}
            />
          </tr>
        ))}
      </AdminTable>
    </ListPage>
  );
}

function MockCategories() {
  const categories = useMockCategories();
  const list = useClientList(categories.data, (c) => c.name, 10);
  const section = useAdminResource<MockCategory>({ areas: ['mock-categories'], path: (c) => `/mocks/categories/${c.id}` });
  const create = useAdminForm({
    schema: MockCategoryCreateSchema,
    defaultValues: { name: '', description: '', nameHi: '', descriptionHi: '' },
    areas: ['mock-categories'],
    save: (v) => adminApi.post('/mocks/categories', v),
    section,
    resetAfterSave: true,
  });
  return (
    <section className="adm-subsection" aria-label="Mock-test categories">
      <h3>Categories</h3>
      <AdminForm state={create} submit="Add" inline small={false}>
        <TextField form={create.form} name="name" label="New category" id="mc-name" />
        <TextField form={create.form} name="description" label="Description" id="mc-desc" />
        <TextField form={create.form} name="nameHi" label="Hindi name" id="mc-name-hi" lang="hi" />
        <TextField form={create.form} name="descriptionHi" label="Hindi description" id="mc-desc-hi" lang="hi" />
      </AdminForm>
      <ErrorText>{section.error}</ErrorText>
      <SearchBox label="Search mock-test categories" {...list.searchBox} />
      <table className="adm-table">
        <tbody>
          {list.rows.map((c) => (
            <MockCategoryRow key={c.id} category={c} section={section} onDelete={() => section.remove.mutate(c)} />
          ))}
        </tbody>
      </table>
      <Pager {...list.pager} />
    </section>
  );
}

/** One mock-test category: its names (English and Hindi, issue 27) and descriptions are edited in place. */
function MockCategoryRow({ category: c, section, onDelete }: { category: MockCategory; section: SectionMessages; onDelete: () => void }) {
  const [editing, setEditing] = useState(false);
  const edit = useAdminForm({
    schema: MockCategoryCreateSchema,
    defaultValues: { name: c.name, description: c.description, nameHi: c.name_hi ?? '', descriptionHi: c.description_hi ?? '' },
    areas: ['mock-categories', 'mocks'],
    save: (v) => adminApi.put(`/mocks/categories/${c.id}`, v),
    onSaved: (_r, v) => {
      setEditing(false);
      section.setNotice(v.name === c.name ? `Saved category ${v.name}.` : `Renamed ${c.name} to ${v.name}.`);
    },
    section,
  });
  return (
    <tr>
      <td>
        {editing ? (
          <AdminForm state={edit} submit="Save" onCancel={() => setEditing(false)} inline>
            <TextField form={edit.form} name="name" label="Name" id={`mc-${c.id}`} />
            <TextField form={edit.form} name="description" label="Description" id={`mc-desc-${c.id}`} />
            <TextField form={edit.form} name="nameHi" label="Hindi name" id={`mc-hi-${c.id}`} lang="hi" />
            <TextField form={edit.form} name="descriptionHi" label="Hindi description" id={`mc-desc-hi-${c.id}`} lang="hi" />
          </AdminForm>
        ) : (
          c.name
        )}
      </td>
      <td lang="hi">{editing ? null : c.name_hi}</td>
      <td>{c.testCount} tests</td>
      <RowActions actions={editing ? [] : [['Edit', () => setEditing(true)]]} question={`Delete category “${c.name}”?`} onDelete={onDelete} />
    </tr>
  );
}

