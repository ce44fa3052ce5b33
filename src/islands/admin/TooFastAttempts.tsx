/**
 * Attempts submitted faster than the time floor (issue 26): scored, never
 * ranked, listed here for a look (GET /admin/attempts/too-fast). Shown under
 * the Mock tests tab.
 */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { MIN_SECONDS_PER_ANSWER } from '#core/constants.ts';
import type { Paginated } from '#core/schemas/responses/common.ts';
import type { TooFastAttempt } from '#core/schemas/responses/admin-attempts.ts';
import { adminApi, errorMessage } from './api';
import { AdminTable, ErrorText, formatTime, Pager, SiteLink } from './ui';

export function TooFastAttempts() {
  const [page, setPage] = useState(1);
  const list = useQuery({
    queryKey: ['admin', 'attempts', 'too-fast', page],
    queryFn: () => adminApi.get<Paginated<TooFastAttempt>>('/admin/attempts/too-fast', { page, limit: 20 }),
    placeholderData: keepPreviousData,
  });
  const rows = list.data?.data;
  return (
    <section className="adm-subsection" aria-labelledby="too-fast-heading" data-testid="too-fast-attempts">
      <h3 id="too-fast-heading">Attempts too fast to rank</h3>
      <p className="adm-hint">
        Submitted in less than {MIN_SECONDS_PER_ANSWER} seconds per answered question (timed by the server): scored, shown to the aspirant as not ranked, and
        kept out of ranks and leaderboards.
      </p>
      <ErrorText>{list.isError ? errorMessage(list.error) : null}</ErrorText>
      <AdminTable columns={['Test', 'Aspirant', 'Answered', 'Score', 'Time', 'Submitted']} empty={rows && rows.length === 0 ? 'No attempts too fast to rank.' : undefined}>
        {rows?.map((a) => (
          <tr key={a.id} data-attempt={a.id}>
            <td>
              <SiteLink href={`/mock-test/test/${a.mock.slug}`}>{a.mock.name}</SiteLink>
            </td>
            <td>{a.user ? (a.user.name ?? a.user.email ?? a.user.uid) : <span className="adm-hint">anonymous</span>}</td>
            <td>{a.answered}</td>
            <td>
              {a.score} / {a.maxScore}
            </td>
            <td>
              {a.timeTakenSeconds} s <span className="adm-hint">(floor {a.minimumSeconds} s)</span>
            </td>
            <td>{formatTime(a.submittedAt)}</td>
          </tr>
        ))}
      </AdminTable>
      {list.data ? <Pager page={page} totalPages={list.data.pagination.totalPages} total={list.data.pagination.total} onPage={setPage} /> : null}
    </section>
  );
}
