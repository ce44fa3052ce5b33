/**
 * The form of a mark the Mock tests tab puts on a test (a previous-year paper, a practice set, a live schedule):
 * labelled fields with hints, the client's checks and the API's zod messages on the field they name (its refusals as the form's
 * error), Save, clear the mark, Cancel. Each mark keeps its own fields, checks, body and notices.
 */
import { useState, type FormEvent } from 'react';
import { formErrorsOf } from './api';
import { useAdminWrite } from './resource';
import { ErrorText, Field } from './ui';

export interface MarkField {
  label: string;
  hint: string;
  type?: 'text' | 'date' | 'datetime-local';
  inputMode?: 'numeric';
}

interface MarkFormProps<F extends string, M> {
  /** `pyq`, `practice`: the form's test id and its fields' id prefix. */
  kind: string;
  title: string;
  intro: string;
  fields: Record<F, MarkField>;
  initial: Record<F, string>;
  /** Field errors of the values (empty: valid), and the mark they make. */
  check: (values: Record<F, string>) => { errors: Partial<Record<F, string>>; mark: M | null };
  put: (mark: M | null) => Promise<unknown>;
  saved: (mark: M | null) => string;
  /** The button that takes the mark off, shown when the test has one. */
  clearLabel: string | null;
  /** The submit button's text (default "Save"). */
  saveLabel?: string;
  onDone: (notice: string | null) => void;
}

export function MarkForm<F extends string, M>({ kind, title, intro, fields, initial, check, put, saved, clearLabel, saveLabel = 'Save', onDone }: MarkFormProps<F, M>) {
  const names = Object.keys(fields) as F[];
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<Partial<Record<F, string>>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const save = useAdminWrite(['mocks'], put, {
    onSuccess: (_r, mark) => onDone(saved(mark)),
    onError: (error) => {
      const placed = formErrorsOf(error, names);
      setErrors(placed.fields);
      setFormError(placed.form);
    },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const { errors: found, mark } = check(values);
    setErrors(found);
    setFormError(null);
    if (Object.keys(found).length || mark === null) return;
    save.mutate(mark);
  };

  return (
    <form className="adm-form card" aria-label={title} onSubmit={submit} noValidate data-testid={`${kind}-form`}>
      <h3>{title}</h3>
      <p className="adm-hint">{intro}</p>
      {names.map((f) => (
        <Field key={f} id={`${kind}-${f}`} label={fields[f].label} error={errors[f]} hint={fields[f].hint}>
          <input
            id={`${kind}-${f}`}
            type={fields[f].type ?? 'text'}
            inputMode={fields[f].inputMode}
            value={values[f]}
            aria-invalid={errors[f] ? true : undefined}
            onChange={(e) => setValues((v) => ({ ...v, [f]: e.target.value }))}
          />
        </Field>
      ))}
      <ErrorText>{formError}</ErrorText>
      <div className="adm-buttons">
        <button type="submit" className="btn" disabled={save.isPending}>
          {save.isPending ? 'Saving…' : saveLabel}
        </button>
        {clearLabel ? (
          <button type="button" className="btn btn-outline" disabled={save.isPending} onClick={() => save.mutate(null)}>
            {clearLabel}
          </button>
        ) : null}
        <button type="button" className="btn btn-ghost" onClick={() => onDone(null)}>
          Cancel
        </button>
      </div>
    </form>
  );
}
