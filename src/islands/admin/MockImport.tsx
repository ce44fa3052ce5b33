/**
 * Bulk import of a mock test from a spreadsheet's CSV or a JSON file
 * (POST /mocks/import), with the templates to start from. The whole file is
 * checked on the server; a refused file lists every problem with its row and
 * column, and nothing is saved. The imported test is a draft.
 */
import { useState } from 'react';
import type { ImportProblem } from '#core/schemas/mock-import.ts';
import type { CreatedMock } from '#core/schemas/responses/admin.ts';
import type { Data } from '#core/schemas/responses/common.ts';
import { ApiRequestError } from '../../lib/client';
import { adminApi, errorMessage, saveFile } from './api';
import { useAdminWrite } from './resource';
import { useMockCategories } from './shared-queries';
import { ErrorText, Field } from './ui';

interface ImportBody {
  format: 'csv' | 'json';
  content: string;
  name?: string;
  category_id?: number;
  timer?: number;
  negative_marks?: number | null;
}

/** The templates are written by the exporters themselves (core/mock/transfer), loaded on demand. */
async function downloadTemplate(format: 'csv' | 'json') {
  const { templateCsv, templateJson } = await import('#core/mock/transfer/template.ts');
  if (format === 'csv') saveFile(templateCsv(), 'mock-test-template.csv', 'text/csv;charset=utf-8');
  else saveFile(templateJson(), 'mock-test-template.json', 'application/json');
}

export function MockImport({ onDone }: { onDone: (message: string | null) => void }) {
  const categories = useMockCategories();
  const [file, setFile] = useState<File | null>(null);
  const [name, setName] = useState('');
  const [categoryId, setCategoryId] = useState('');
  const [timer, setTimer] = useState('');
  const [negative, setNegative] = useState('');
  const [problems, setProblems] = useState<ImportProblem[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const format: 'csv' | 'json' = file?.name.toLowerCase().endsWith('.json') ? 'json' : 'csv';

  const send = useAdminWrite(['mocks', 'mock-categories'], (body: ImportBody) => adminApi.post<Data<CreatedMock>>('/mocks/import', body), {
    onSuccess: (res) => onDone(`Imported ${res.data.name} as a draft with ${res.data.question_count} questions: preview it, then publish it.`),
    onError: (e) => {
      const list = e instanceof ApiRequestError ? (e.data as { problems?: ImportProblem[] } | undefined)?.problems : undefined;
      setProblems(list ?? null);
      setError(errorMessage(e));
    },
  });

  const submit = async (ev: React.FormEvent) => {
    ev.preventDefault();
    setProblems(null);
    setError(null);
    if (!file) return setError('Choose a CSV or JSON file');
    const body: ImportBody = { format, content: await file.text() };
    if (name.trim()) body.name = name.trim();
    if (categoryId) body.category_id = Number(categoryId);
    if (timer.trim()) body.timer = Number(timer);
    if (negative.trim()) body.negative_marks = Number(negative);
    send.mutate(body);
  };

  return (
    <form className="adm-form card" aria-label="Import a mock test" onSubmit={(e) => void submit(e)} noValidate>
      <h3>Import a mock test</h3>
      <p className="muted">
        One row per question, 5 to 100 rows; the correct answer as A–D (or 1–4); optional columns for sections, Hindi and topics. Start from a template:{' '}
        <button type="button" className="btn-link" onClick={() => void downloadTemplate('csv')}>
          CSV template
        </button>{' '}
        ·{' '}
        <button type="button" className="btn-link" onClick={() => void downloadTemplate('json')}>
          JSON template
        </button>
        . Nothing is saved unless the whole file is right; the test arrives as a draft.
      </p>
      <Field label="File (.csv or .json)" id="imp-file">
        <input id="imp-file" type="file" accept=".csv,.json,text/csv,application/json" onChange={(e) => setFile(e.target.files?.[0] ?? null)} />
      </Field>
      <div className="adm-row adm-row-top">
        <Field label="Name" id="imp-name" hint={format === 'json' ? 'Empty: the name in the file.' : undefined}>
          <input id="imp-name" value={name} onChange={(e) => setName(e.target.value)} />
        </Field>
        <Field label="Category" id="imp-category">
          <select id="imp-category" value={categoryId} onChange={(e) => setCategoryId(e.target.value)}>
            <option value="">{format === 'json' ? 'The one in the file' : 'Choose…'}</option>
            {categories.data?.map((c) => (
              <option key={c.id} value={c.id}>
                {c.name}
              </option>
            ))}
          </select>
        </Field>
        <Field label="Timer (minutes)" id="imp-timer" hint="Empty: the sum of the sectional times.">
          <input id="imp-timer" type="number" step={1} value={timer} onChange={(e) => setTimer(e.target.value)} />
        </Field>
        <Field label="Negative marks per wrong answer" id="imp-negative" hint="Tests without sections. Empty: none.">
          <input id="imp-negative" type="number" step={0.05} value={negative} onChange={(e) => setNegative(e.target.value)} />
        </Field>
      </div>
      <ErrorText>{error}</ErrorText>
      {problems && problems.length > 0 && (
        <table className="adm-table adm-problems" aria-label="Problems in the file">
          <thead>
            <tr>
              <th>Row</th>
              <th>Column</th>
              <th>Problem</th>
            </tr>
          </thead>
          <tbody>
            {problems.map((p, n) => (
              <tr key={n} data-testid="import-problem">
                <td data-label="Row">{p.row ?? '—'}</td>
                <td data-label="Column">{p.column ?? '—'}</td>
                <td data-label="Problem">{p.message}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <div className="adm-buttons">
        <button type="submit" className="btn" disabled={send.isPending}>
          {send.isPending ? 'Importing…' : 'Import'}
        </button>
        <button type="button" className="btn btn-outline" onClick={() => onDone(null)}>
          Cancel
        </button>
      </div>
    </form>
  );
}
