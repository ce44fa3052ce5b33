/**
 * The dashboard's editors: react-hook-form with the zod schema the API
 * validates with (core/schemas), so a form shows the server's messages before
 * sending; a save that refetches what it changed; a server 400's issues put on
 * their fields. `AdminForm` is the one shell around the fields (title, the
 * message no field takes, submit and cancel); `TextField`, `TextArea` and
 * `SelectField` are fields bound to the form, each showing its own error.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { useState, type BaseSyntheticEvent, type InputHTMLAttributes, type ReactNode, type TextareaHTMLAttributes } from 'react';
import { get, useForm, type DefaultValues, type FieldValues, type Path, type UseFormReturn, type UseFormSetError } from 'react-hook-form';
import type { z } from 'zod';
import { errorMessage, issuesOf } from './api';
import { useAdminWrite, type SectionMessages } from './resource';
import { ErrorText, Field } from './ui';

/**
 * Puts a server 400's field issues on the form's fields (the server speaks
 * the same schema, so the names match); returns the message to show for the
 * rest (or for a non-validation failure such as a 409).
 */
export function applyServerErrors<T extends FieldValues>(error: unknown, setError: UseFormSetError<T>, fields: readonly string[]): string | null {
  const issues = issuesOf(error);
  let unplaced: string | null = issues.length ? null : errorMessage(error);
  for (const issue of issues) {
    const top = issue.field.split('.')[0];
    if (fields.includes(top)) setError(issue.field as Path<T>, { type: 'server', message: issue.message });
    else unplaced ??= issue.message;
  }
  return unplaced;
}

/** '' → undefined, digits → number (for id selects). */
export const toId = (v: unknown) => (v === '' || v === null || v === undefined ? undefined : Number(v));
/** '' → null, digits → number (for optional numbers). */
export const toNullableNumber = (v: unknown) => (v === '' || v === null || v === undefined ? null : Number(v));

export interface AdminFormOptions<S extends z.ZodType<unknown, FieldValues>, R, In extends FieldValues = z.input<S>, Out = z.output<S>> {
  schema: S;
  /** Every field of the form (their names are where a server 400's issues go). */
  defaultValues: DefaultValues<In>;
  /** The query areas the save changes (refetched after it). */
  areas: readonly string[];
  save: (values: Out) => Promise<R>;
  onSaved?: (result: R, values: Out) => void;
  /** The section whose notice and error lines an inline form uses (instead of its own error line). */
  section?: SectionMessages;
  /** Empty the fields after a save (forms that add one item after another). */
  resetAfterSave?: boolean;
  /** True while something outside the schema is wrong (a book's cover file): submitting does nothing. */
  blocked?: boolean;
}

/** A form, its save, and the message of a failed save that no field takes. */
export function useAdminForm<S extends z.ZodType<unknown, FieldValues>, R>({ schema, defaultValues, areas, save, onSaved, section, resetAfterSave, blocked }: AdminFormOptions<S, R>) {
  const [ownError, setOwnError] = useState<string | null>(null);
  const setError = section?.setError ?? setOwnError;
  const form = useForm<z.input<S>, unknown, z.output<S>>({ resolver: zodResolver(schema), defaultValues });
  const mutation = useAdminWrite(areas, save, {
    onSuccess: (result, values) => {
      if (resetAfterSave) form.reset();
      onSaved?.(result, values);
    },
    onError: (e) => setError(applyServerErrors(e, form.setError, Object.keys(defaultValues))),
  });
  const submit = form.handleSubmit((values) => {
    if (blocked) return;
    setError(null);
    section?.setNotice(null);
    mutation.mutate(values);
  });
  return { form, save: mutation, submit, error: section ? null : ownError };
}

/**
 * The shell of every dashboard form: the fields (children), the message of a
 * failed save that no field takes, then the submit and cancel buttons.
 * `inline`: one row (adm-inline-form), buttons beside the fields, the
 * messages on the section's lines.
 */
export function AdminForm({
  state,
  title,
  label,
  submit,
  onCancel,
  cancel = 'Cancel',
  className,
  inline,
  small = inline,
  status,
  children,
}: {
  state: { submit: (e?: BaseSyntheticEvent) => Promise<void>; save: { isPending: boolean }; error: string | null };
  title?: ReactNode;
  /** The form's accessible name (makes it a `form` landmark). */
  label?: string;
  submit: ReactNode;
  onCancel?: () => void;
  cancel?: ReactNode;
  className?: string;
  inline?: boolean;
  small?: boolean;
  /** Shown between the message and the buttons (a saved book's "Saved."). */
  status?: ReactNode;
  children: ReactNode;
}) {
  const size = small ? ' btn-sm' : '';
  const buttons = (
    <>
      <button type="submit" className={`btn${size}`} disabled={state.save.isPending}>
        {submit}
      </button>
      {onCancel && (
        <button type="button" className={`btn${size} btn-outline`} onClick={onCancel}>
          {cancel}
        </button>
      )}
    </>
  );
  return (
    <form
      className={(className ?? (inline ? 'adm-inline-form' : 'adm-form card')) || undefined}
      onSubmit={(e) => void state.submit(e)}
      noValidate
      aria-label={label}
    >
      {title && <h3>{title}</h3>}
      {children}
      {inline ? (
        buttons
      ) : (
        <>
          <ErrorText>{state.error}</ErrorText>
          {status}
          <div className="adm-buttons">{buttons}</div>
        </>
      )}
    </form>
  );
}

interface Bound<T extends FieldValues> {
  form: UseFormReturn<T, unknown, unknown>;
  name: Path<T>;
  label: string;
  id: string;
  hint?: string;
  /** How the control's text becomes the value (ids, numbers). */
  setValueAs?: (v: unknown) => unknown;
}

/** The field's error message (nested names too: questions.2.options.1). */
const errorAt = <T extends FieldValues>(form: UseFormReturn<T, unknown, unknown>, name: Path<T>) => (get(form.formState.errors, name) as { message?: string } | undefined)?.message;

export function TextField<T extends FieldValues>({ form, name, label, id, hint, setValueAs, ...input }: Bound<T> & Omit<InputHTMLAttributes<HTMLInputElement>, 'form' | 'name' | 'id'>) {
  return (
    <Field label={label} id={id} hint={hint} error={errorAt(form, name)}>
      <input id={id} {...input} {...form.register(name, { setValueAs })} />
    </Field>
  );
}

export function TextArea<T extends FieldValues>({ form, name, label, id, hint, setValueAs, ...input }: Bound<T> & Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'form' | 'name' | 'id'>) {
  return (
    <Field label={label} id={id} hint={hint} error={errorAt(form, name)}>
      <textarea id={id} {...input} {...form.register(name, { setValueAs })} />
    </Field>
  );
}

/** A select; `empty` is a first option with the value '' ("Choose…", "None"). */
export function SelectField<T extends FieldValues>({ form, name, label, id, hint, setValueAs, options, empty }: Bound<T> & { options?: readonly (readonly [string | number, string])[]; empty?: string }) {
  return (
    <Field label={label} id={id} hint={hint} error={errorAt(form, name)}>
      <select id={id} {...form.register(name, { setValueAs })}>
        {empty !== undefined && <option value="">{empty}</option>}
        {options?.map(([value, text]) => (
          <option key={value} value={value}>
            {text}
          </option>
        ))}
      </select>
    </Field>
  );
}
