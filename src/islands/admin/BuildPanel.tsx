/** Rebuilds: the last build's time and result, whether one runs, pending edits, recent edits; rebuild now. */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { BuildStatus } from '#core/schemas/responses/admin.ts';
import type { Data } from '#core/schemas/responses/common.ts';
import { adminApi, errorMessage } from './api';
import { ErrorText, formatTime, Notice } from './ui';

export function BuildPanel() {
  const qc = useQueryClient();
  const status = useQuery({
    queryKey: ['admin', 'build-status'],
    queryFn: async () => (await adminApi.get<Data<BuildStatus>>('/admin/build-status')).data,
    // Poll while something is on its way.
    refetchInterval: (q) => (q.state.data?.building || q.state.data?.pendingEdits ? 2_000 : 10_000),
  });
  const rebuild = useMutation({
    mutationFn: () => adminApi.post('/admin/rebuild'),
    onSuccess: () => void qc.invalidateQueries({ queryKey: ['admin', 'build-status'] }),
  });
  const s = status.data;
  return (
    <div className="adm-form" data-build-panel>
      <ErrorText>{status.isError ? errorMessage(status.error) : rebuild.isError ? errorMessage(rebuild.error) : null}</ErrorText>
      {s && (
        <dl className="adm-facts">
          <div>
            <dt>Builds</dt>
            <dd>{s.mode === 'local' ? 'This server (incremental Astro build)' : s.mode === 'hook' ? 'Deploy hook (REBUILD_HOOK_URL)' : 'No rebuild target configured'}</dd>
          </div>
          {s.mode === 'local' && (
            <>
              <div>
                <dt>Now</dt>
                <dd data-testid="build-state">{s.building ? 'Building…' : 'Idle'}</dd>
              </div>
              <div>
                <dt>Pending edits</dt>
                <dd data-testid="pending-edits">{s.pendingEdits ?? 0}</dd>
              </div>
              <div>
                <dt>Last build</dt>
                <dd data-testid="last-build">
                  {s.lastBuild?.skipped ? (
                    <>
                      <span className="badge badge-success">unchanged</span> {formatTime(s.lastBuild.finishedAt)}: nothing changed since the served build, so it was kept
                      {s.lastBuild.reasons.length > 0 && <small className="muted"> — {s.lastBuild.reasons.join('; ')}</small>}
                    </>
                  ) : s.lastBuild ? (
                    <>
                      <span className={`badge ${s.lastBuild.ok ? 'badge-success' : 'badge-accent'}`}>{s.lastBuild.ok ? 'succeeded' : 'failed'}</span> {formatTime(s.lastBuild.finishedAt)} in{' '}
                      {(s.lastBuild.durationMs / 1000).toFixed(1)} s
                      {s.lastBuild.pages && s.lastBuild.pages.rendered !== null && (
                        <>
                          {' '}
                          ({s.lastBuild.pages.rendered} pages rendered, {s.lastBuild.pages.reused} reused)
                        </>
                      )}
                      {s.lastBuild.reasons.length > 0 && <small className="muted"> — {s.lastBuild.reasons.join('; ')}</small>}
                    </>
                  ) : (
                    'None since the server started'
                  )}
                </dd>
              </div>
            </>
          )}
          {s.mode !== 'local' && (
            <div>
              <dt>Last rebuild request</dt>
              <dd>{s.lastRequest ? `${formatTime(s.lastRequest.at)} — ${s.lastRequest.reason}` : 'None recorded'}</dd>
            </div>
          )}
        </dl>
      )}
      {s?.lastBuild && !s.lastBuild.ok && s.lastBuild.error && <pre className="adm-log">{s.lastBuild.error}</pre>}
      <button type="button" className="btn" onClick={() => rebuild.mutate()} disabled={rebuild.isPending}>
        Rebuild now
      </button>
      <Notice>{rebuild.isSuccess ? 'Rebuild requested.' : null}</Notice>
      <h3>Recent edits</h3>
      <ol className="adm-feed">
        {s?.recentEdits.map((e, i) => (
          <li key={`${e.at}-${i}`}>
            <small className="muted">{formatTime(e.at)}</small> {e.reason} <small className="muted">by {e.admin}</small>
          </li>
        ))}
        {s && !s.recentEdits.length && <li className="muted">No edits recorded yet.</li>}
      </ol>
    </div>
  );
}
