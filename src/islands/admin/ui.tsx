/** Small building blocks of the dashboard: fields, notices, confirmations, tables, search and paging, a section's list page. */
import { useEffect, useLayoutEffect, useRef, useState, type ReactNode } from 'react';

export function Field({ label, error, hint, children, id }: { label: string; error?: string; hint?: string; children: ReactNode; id?: string }) {
  return (
    <div className={`adm-field${error ? ' has-error' : ''}`}>
      <label htmlFor={id}>{label}</label>
      {children}
      {hint && !error && <small className="adm-hint">{hint}</small>}
      {error && (
        <small className="adm-error" role="alert">
          {error}
        </small>
      )}
    </div>
  );
}

export function ErrorText({ children }: { children?: ReactNode }) {
  if (!children) return null;
  return (
    <p className="adm-error" role="alert">
      {children}
    </p>
  );
}

export function Notice({ kind = 'ok', children }: { kind?: 'ok' | 'error'; children?: ReactNode }) {
  if (!children) return null;
  return (
    <p className={`adm-notice adm-notice-${kind}`} role={kind === 'error' ? 'alert' : 'status'}>
      {children}
    </p>
  );
}

/** A destructive action: the first click asks, the second does it. */
export function ConfirmButton({ label = 'Delete', question, onConfirm, disabled }: { label?: string; question: string; onConfirm: () => void; disabled?: boolean }) {
  const [asking, setAsking] = useState(false);
  if (!asking) {
    return (
      <button type="button" className="btn btn-sm btn-danger" disabled={disabled} onClick={() => setAsking(true)}>
        {label}
      </button>
    );
  }
  return (
    <span className="adm-confirm" role="group" aria-label={question}>
      <span>{question}</span>
      <button
        type="button"
        className="btn btn-sm btn-danger"
        onClick={() => {
          setAsking(false);
          onConfirm();
        }}
      >
        Yes, {label.toLowerCase()}
      </button>
      <button type="button" className="btn btn-sm btn-outline" onClick={() => setAsking(false)}>
        Cancel
      </button>
    </span>
  );
}

/** A row's actions cell: its buttons (label, action), then Delete, which asks `question` first. */
export function RowActions({ actions = [], question, onDelete, busy }: { actions?: (readonly [string, () => void])[]; question: string; onDelete: () => void; busy?: boolean }) {
  return (
    <td className="adm-actions">
      {actions.map(([label, onClick]) => (
        <button key={label} type="button" className="btn btn-sm btn-outline" onClick={onClick}>
          {label}
        </button>
      ))}
      <ConfirmButton question={question} onConfirm={onDelete} disabled={busy} />
    </td>
  );
}

/**
 * A dashboard list table: the given column headings plus an unlabelled
 * actions column; the rows come as children. `empty` is shown as a full-width
 * row instead when given (the caller knows when the list is loaded and empty).
 */
export function AdminTable({ columns, empty, children }: { columns: string[]; empty?: ReactNode; children?: ReactNode }) {
  const table = useRef<HTMLTableElement>(null);
  // On a phone the rows stack as cards (admin.css) and each cell shows its column's name from data-label.
  useLayoutEffect(() => {
    table.current?.querySelectorAll('tbody tr').forEach((row) => {
      if (row.children.length < 2) return; // the empty-state row
      Array.from(row.children).forEach((cell, i) => {
        if (columns[i]) cell.setAttribute('data-label', columns[i]);
      });
    });
  });
  return (
    <div className="adm-table-wrap scroll-x">
      <table className="adm-table" ref={table}>
        <thead>
          <tr>
            {columns.map((c) => (
              <th key={c}>{c}</th>
            ))}
            <th>
              <span className="visually-hidden">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {children}
          {empty ? (
            <tr>
              <td colSpan={columns.length + 1}>{empty}</td>
            </tr>
          ) : null}
        </tbody>
      </table>
    </div>
  );
}

export function useDebounced<T>(value: T, ms = 300): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return debounced;
}

export function SearchBox({ value, onChange, label }: { value: string; onChange: (v: string) => void; label: string }) {
  return (
    <input className="adm-search" type="search" aria-label={label} placeholder={label} value={value} onChange={(e) => onChange(e.target.value)} />
  );
}

export function Pager({ page, totalPages, total, onPage }: { page: number; totalPages: number; total?: number; onPage: (p: number) => void }) {
  if (totalPages <= 1) return total !== undefined ? <p className="adm-pager muted">{total} total</p> : null;
  return (
    <nav className="adm-pager" aria-label="Pages">
      <button type="button" className="btn btn-sm btn-outline" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        Previous
      </button>
      <span>
        Page {page} of {totalPages}
        {total !== undefined ? ` (${total} total)` : ''}
      </span>
      <button type="button" className="btn btn-sm btn-outline" disabled={page >= totalPages} onClick={() => onPage(page + 1)}>
        Next
      </button>
    </nav>
  );
}

/** A link to the public page of an item, in a new tab. */
export function SiteLink({ href, children }: { href: string; children: ReactNode }) {
  return (
    <a href={href} target="_blank" rel="noreferrer">
      {children}
    </a>
  );
}

/**
 * A section's list page: the toolbar (search, the section's filters, the
 * "New …" button), the notice and error lines, the list (children), its
 * pager, then whatever the section shows below (`after`).
 */
export function ListPage({
  search,
  filters,
  create,
  notice,
  error,
  pager,
  after,
  children,
}: {
  search: { label: string; value: string; onChange: (v: string) => void };
  filters?: ReactNode;
  create?: { label: string; onClick: () => void };
  notice: string | null;
  error: string | null;
  pager: Parameters<typeof Pager>[0] | undefined;
  after?: ReactNode;
  children: ReactNode;
}) {
  return (
    <div>
      <div className="adm-toolbar">
        <SearchBox {...search} />
        {filters}
        {create && (
          <button type="button" className="btn" onClick={create.onClick}>
            {create.label}
          </button>
        )}
      </div>
      <Notice>{notice}</Notice>
      <ErrorText>{error}</ErrorText>
      {children}
      {pager && <Pager {...pager} />}
      {after}
    </div>
  );
}

export const formatTime = (iso: string | null | undefined) => (iso ? new Date(iso).toLocaleString('en-IN', { dateStyle: 'medium', timeStyle: 'medium' }) : '—');
