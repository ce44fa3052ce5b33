/**
 * Live tests in the Mock tests tab (issue 28): schedule a published test as
 * live (entry opens, last start, results), change or clear the schedule,
 * and see each scheduled test's state, registrations and attempts.
 *
 *   GET /admin/mocks/live        the scheduled tests with registrations, attempts, ranked, frozen
 *   PUT /admin/mocks/{id}/live   { schedule: { opensAt, lastStartAt, resultsAt } | null }
 *
 * The times are typed in the browser's time zone (datetime-local) and sent
 * as ISO instants; the API checks them (its zod messages, e.g. a resultsAt
 * before the last possible deadline, show next to the field they name).
 */
import { useQuery } from '@tanstack/react-query';
import { liveState } from '#core/mock/live.ts';
import type { AdminLiveTest, LiveSchedule } from '#core/schemas/live-test.ts';
import type { Data } from '#core/schemas/responses/common.ts';
import { adminApi, errorMessage } from './api';
import { MarkForm, type MarkField } from './MarkForm';
import { AdminTable, ErrorText, formatTime, Notice, SiteLink } from './ui';

const FIELDS: Record<'opensAt' | 'lastStartAt' | 'resultsAt', MarkField> = {
  opensAt: { label: 'Entry opens', hint: 'The paper is served and the Start button opens from this moment.', type: 'datetime-local' },
  lastStartAt: { label: 'Last start', hint: 'After this, new attempts are practice (not ranked).', type: 'datetime-local' },
  resultsAt: {
    label: 'Results published',
    hint: 'Not before the last start + the timer with compensatory time (× 4/3) + the submit grace period.',
    type: 'datetime-local',
  },
};
type FieldName = keyof typeof FIELDS;
const NAMES = Object.keys(FIELDS) as FieldName[];

/** An ISO instant as a datetime-local value (the browser's zone, to the minute). */
export function toLocalInput(iso: string | undefined): string {
  if (!iso) return '';
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return '';
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

/** A datetime-local value as an ISO instant; null when empty or not a date. */
export function fromLocalInput(value: string): string | null {
  if (!value) return null;
  const d = new Date(value);
  return Number.isNaN(d.getTime()) ? null : d.toISOString();
}

export const useLiveTests = () =>
  useQuery({ queryKey: ['admin', 'mocks', 'live'], queryFn: async () => (await adminApi.get<Data<AdminLiveTest[]>>('/admin/mocks/live')).data });

const putSchedule = ({ id, schedule }: { id: number; schedule: LiveSchedule | null }) => adminApi.put<unknown>(`/admin/mocks/${id}/live`, { schedule });

/** Field errors of the typed times, and the schedule they make (the API checks the rest, e.g. resultsAt). */
function checkSchedule(values: Record<FieldName, string>): { errors: Partial<Record<FieldName, string>>; mark: LiveSchedule | null } {
  const errors: Partial<Record<FieldName, string>> = {};
  const iso = Object.fromEntries(NAMES.map((f) => [f, fromLocalInput(values[f])])) as Record<FieldName, string | null>;
  for (const f of NAMES) if (!iso[f]) errors[f] = `${FIELDS[f].label} is required`;
  if (iso.opensAt && iso.lastStartAt && Date.parse(iso.lastStartAt) <= Date.parse(iso.opensAt)) errors.lastStartAt = 'lastStartAt must be after opensAt';
  const mark = iso.opensAt && iso.lastStartAt && iso.resultsAt ? { opensAt: iso.opensAt, lastStartAt: iso.lastStartAt, resultsAt: iso.resultsAt } : null;
  return { errors, mark };
}

/** The schedule form of one test: a mark on the test (MarkForm), with times typed in the browser's zone. */
export function LiveScheduleForm({ id, name, current, onDone }: { id: number; name: string; current: LiveSchedule | null; onDone: (notice: string | null) => void }) {
  return (
    <MarkForm
      kind="live"
      title={`Live schedule: ${name}`}
      intro={`Times in this browser's time zone (${Intl.DateTimeFormat().resolvedOptions().timeZone}).`}
      fields={FIELDS}
      initial={{ opensAt: toLocalInput(current?.opensAt), lastStartAt: toLocalInput(current?.lastStartAt), resultsAt: toLocalInput(current?.resultsAt) }}
      check={checkSchedule}
      put={(schedule) => putSchedule({ id, schedule })}
      saved={(schedule) => (schedule ? `${name} is scheduled as a live test.` : `${name} is always open again.`)}
      clearLabel={current ? 'Clear schedule' : null}
      saveLabel="Save schedule"
      onDone={onDone}
    />
  );
}

const STATE_LABELS = { upcoming: 'Upcoming', open: 'Open', closed: 'Closed (results pending)', results: 'Results out' } as const;

/** The scheduled tests with their registrations (under the tests list). */
export function LiveTestsPanel({ onEdit, notice }: { onEdit: (test: AdminLiveTest) => void; notice?: string | null }) {
  const list = useLiveTests();
  const rows = list.data;
  return (
    <section className="adm-subsection" aria-labelledby="live-tests-heading" data-testid="admin-live-tests">
      <h3 id="live-tests-heading">Live tests</h3>
      <p className="adm-hint">Published tests scheduled as live: registrations, attempts started in the window and live-ranked submits. Schedule one with “Live” on its row.</p>
      <Notice>{notice}</Notice>
      <ErrorText>{list.isError ? errorMessage(list.error) : null}</ErrorText>
      <AdminTable columns={['Test', 'State', 'Opens', 'Last start', 'Results', 'Registered', 'Attempts', 'Ranked']} empty={rows && rows.length === 0 ? 'No live tests scheduled.' : undefined}>
        {rows?.map((m) => (
          <tr key={m.id} data-live-test={m.slug}>
            <td>
              <SiteLink href={`/mock-test/test/${m.slug}`}>{m.name}</SiteLink>
            </td>
            <td>{STATE_LABELS[liveState(m.schedule, Date.now()) ?? m.state]}</td>
            <td>{formatTime(m.schedule.opensAt)}</td>
            <td>{formatTime(m.schedule.lastStartAt)}</td>
            <td>
              {formatTime(m.schedule.resultsAt)}
              {m.frozenAt ? <span className="adm-hint"> (frozen {formatTime(m.frozenAt)})</span> : null}
            </td>
            <td data-registered>{m.registered}</td>
            <td>{m.attempts}</td>
            <td>{m.ranked}</td>
            <td className="adm-actions">
              <button type="button" className="btn btn-sm btn-outline" onClick={() => onEdit(m)}>
                Edit schedule
              </button>
            </td>
          </tr>
        ))}
      </AdminTable>
    </section>
  );
}
