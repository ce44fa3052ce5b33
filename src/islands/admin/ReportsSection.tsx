/**
 * Question reports from aspirants (issue 18): open / resolved / dismissed
 * with their counts, each with the test, the question and its key, the
 * reason and the text, a link to the test in the dashboard and on the site;
 * Resolve / Dismiss (or Reopen) with PATCH /admin/reports/{id}.
 */
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { REPORT_REASON_LABELS, REPORT_STATUSES, type ReportStatus } from '#core/mock/question-report.ts';
import type { Data, Paginated } from '#core/schemas/responses/common.ts';
import type { AdminQuestionReport, ReportCounts } from '#core/schemas/responses/question-tools.ts';
import { adminApi, errorMessage } from './api';
import { AdminTable, ErrorText, formatTime, Notice, Pager, SiteLink } from './ui';

const STATUS_LABELS: Record<ReportStatus, string> = { open: 'Open', resolved: 'Resolved', dismissed: 'Dismissed' };
const LETTERS = ['A', 'B', 'C', 'D'];

/** Where the dashboard edits a test (the Mock tests tab opens the test named after the slash). */
export const mockEditHref = (mockId: number) => `#mocks/${mockId}`;

export function ReportsSection() {
  const qc = useQueryClient();
  const [status, setStatus] = useState<ReportStatus>('open');
  const [page, setPage] = useState(1);
  const [notice, setNotice] = useState<string | null>(null);
  const queryKey = ['admin', 'reports', status, page];
  const list = useQuery({
    queryKey,
    queryFn: () => adminApi.get<Paginated<AdminQuestionReport> & { counts: ReportCounts }>('/admin/reports', { status, page, limit: 20 }),
    placeholderData: keepPreviousData,
  });
  const update = useMutation({
    mutationFn: ({ report, to }: { report: AdminQuestionReport; to: ReportStatus }) => adminApi.patch<Data<AdminQuestionReport>>(`/admin/reports/${report.id}`, { status: to }),
    onMutate: () => setNotice(null),
    onSuccess: (_res, { report, to }) => {
      setNotice(`Report on question ${report.question.number} of ${report.mock.name}: ${STATUS_LABELS[to].toLowerCase()}.`);
      void qc.invalidateQueries({ queryKey: ['admin', 'reports'] });
    },
  });
  const counts = list.data?.counts;
  const rows = list.data?.data;
  const pagination = list.data?.pagination;

  return (
    <div>
      <div className="adm-toolbar adm-report-filter" role="group" aria-label="Show reports">
        {REPORT_STATUSES.map((s) => (
          <button
            key={s}
            type="button"
            className={`btn btn-sm ${s === status ? '' : 'btn-outline'}`}
            aria-pressed={s === status}
            data-report-status={s}
            onClick={() => {
              setStatus(s);
              setPage(1);
            }}
          >
            {STATUS_LABELS[s]} <span className="adm-count">{counts ? counts[s] : '…'}</span>
          </button>
        ))}
      </div>
      <Notice>{notice}</Notice>
      <ErrorText>{list.isError ? errorMessage(list.error) : update.isError ? errorMessage(update.error) : null}</ErrorText>
      <AdminTable
        columns={['Question', 'Reason', 'Details', 'Reported']}
        empty={rows && rows.length === 0 ? `No ${STATUS_LABELS[status].toLowerCase()} reports.` : undefined}
      >
        {rows?.map((r) => (
          <tr key={r.id} data-report={r.id}>
            <td className="adm-report-question">
              <a href={mockEditHref(r.mock.id)}>{r.mock.name}</a>
              {r.section ? ` · ${r.section.name}` : ''} · Q{r.question.number}
              <p className="adm-report-q">{r.question.text}</p>
              <p className="adm-hint">
                Key: {LETTERS[r.question.correct]}. {r.question.options[r.question.correct]} ·{' '}
                <SiteLink href={`/mock-test/test/${r.mock.slug}`}>View on site</SiteLink>
              </p>
            </td>
            <td>
              <span className="badge badge-accent">{REPORT_REASON_LABELS[r.reason]}</span>
            </td>
            <td className="adm-report-text">{r.text || <span className="adm-hint">—</span>}</td>
            <td>
              {formatTime(r.createdAt)}
              <br />
              <span className="adm-hint">{r.signedIn ? 'signed-in aspirant' : 'anonymous'}</span>
            </td>
            <td className="adm-actions">
              {r.status === 'open' ? (
                <>
                  <button type="button" className="btn btn-sm" disabled={update.isPending} onClick={() => update.mutate({ report: r, to: 'resolved' })}>
                    Resolve
                  </button>
                  <button type="button" className="btn btn-sm btn-outline" disabled={update.isPending} onClick={() => update.mutate({ report: r, to: 'dismissed' })}>
                    Dismiss
                  </button>
                </>
              ) : (
                <button type="button" className="btn btn-sm btn-outline" disabled={update.isPending} onClick={() => update.mutate({ report: r, to: 'open' })}>
                  Reopen
                </button>
              )}
            </td>
          </tr>
        ))}
      </AdminTable>
      {pagination ? <Pager page={page} totalPages={pagination.totalPages} total={pagination.total} onPage={setPage} /> : null}
    </div>
  );
}
