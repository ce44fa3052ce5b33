/**
 * /progress: the signed-in user's profile (with the leaderboard name
 * setting), read articles, series completion, mock-test analysis (charts,
 * MockAnalysis.tsx) and history, all through the client data layer (the
 * request layer attaches the API key and the Bearer token).
 */
import { useCallback, useEffect, useId, useState, type SubmitEvent } from 'react';
import type { Data, Paginated } from '#core/schemas/responses/common.ts';
import type { MockAttempt, ProgressStats, ProgressSummary, ReadArticle, SeriesProgress } from '#core/schemas/responses/progress.ts';
import { percentText, scoreText } from '#core/mock/marks.ts';
import { mockAttemptUrl } from '#core/urls.ts';
import { api, apiErrorMessage, authPageHref, useAuth } from '../../lib/client';
import { MockAnalysis } from './MockAnalysis';
import { RevisionList } from './RevisionList';
import '../auth/auth.css';
import './progress.css';

const PAGE = 10;
const dateFormat = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric' });
const formatDate = (iso: string) => {
  const d = new Date(iso);
  return Number.isNaN(d.getTime()) ? 'Unknown date' : dateFormat.format(d);
};
const formatDuration = (seconds: number) => {
  const m = Math.floor(seconds / 60);
  const s = seconds % 60;
  return m ? `${m} min ${s} s` : `${s} s`;
};

function useList<T>(path: string, enabled: boolean) {
  const [items, setItems] = useState<T[]>([]);
  const [total, setTotal] = useState(0);
  const [page, setPage] = useState(0);
  const [loading, setLoading] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const load = useCallback(
    async (next: number) => {
      setLoading(true);
      setError(null);
      try {
        const res = await api.get<Paginated<T>>(path, { searchParams: { page: next, limit: PAGE } });
        setItems((prev) => (next === 1 ? res.data : [...prev, ...res.data]));
        setTotal(res.pagination.total);
        setPage(next);
      } catch (e) {
        setError(apiErrorMessage(e));
      } finally {
        setLoading(false);
      }
    },
    [path],
  );
  useEffect(() => {
    if (enabled) void load(1);
  }, [enabled, load]);
  return { items, total, loading, error, more: items.length < total, loadMore: () => load(page + 1) };
}

function ProfileCard() {
  const { profile, user, auth } = useAuth();
  const [editing, setEditing] = useState(false);
  const [name, setName] = useState('');
  const [phone, setPhone] = useState('');
  const [saved, setSaved] = useState(false);
  const id = useId();
  if (!profile) return null;
  const startEdit = () => {
    setName(profile.name ?? '');
    setPhone(profile.phone ?? '');
    setSaved(false);
    setEditing(true);
  };
  const save = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    // A failure is only logged (spec section 7); the form stays open.
    const updated = await auth.updateProfile({ name: name.trim() || null, phone: phone.trim() || null });
    if (updated) {
      setEditing(false);
      setSaved(true);
    }
  };
  return (
    <section className="card progress-profile" aria-labelledby={`${id}-h`}>
      <h2 id={`${id}-h`}>Your profile</h2>
      {!editing ? (
        <>
          <dl className="progress-dl">
            <dt>Name</dt>
            <dd data-testid="profile-name">{profile.name || user?.displayName || '—'}</dd>
            <dt>Email</dt>
            <dd data-testid="profile-email">{profile.email ?? user?.email ?? '—'}</dd>
            <dt>Phone</dt>
            <dd>{profile.phone || '—'}</dd>
          </dl>
          <LeaderboardName />
          {saved && (
            <p className="auth-hint" role="status">
              Profile saved.
            </p>
          )}
          <div className="auth-actions">
            <button type="button" className="btn btn-sm btn-ghost" onClick={startEdit}>
              Edit profile
            </button>
            <button type="button" className="btn btn-sm btn-outline" onClick={() => void auth.signOut()}>
              Sign out
            </button>
          </div>
        </>
      ) : (
        <form className="auth-form" onSubmit={(e) => void save(e)}>
          <div className="auth-field">
            <label htmlFor={`${id}-name`}>Full name</label>
            <input id={`${id}-name`} value={name} onChange={(e) => setName(e.target.value)} autoComplete="name" />
          </div>
          <div className="auth-field">
            <label htmlFor={`${id}-phone`}>Phone</label>
            <input id={`${id}-phone`} type="tel" value={phone} onChange={(e) => setPhone(e.target.value)} autoComplete="tel" />
          </div>
          <div className="auth-actions">
            <button type="submit" className="btn btn-sm">
              Save
            </button>
            <button type="button" className="btn btn-sm btn-outline" onClick={() => setEditing(false)}>
              Cancel
            </button>
          </div>
        </form>
      )}
    </section>
  );
}

/** Leaderboards show the name, or 'Aspirant' when the user hides it (issue 17). */
function LeaderboardName() {
  const { profile, auth } = useAuth();
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  const id = useId();
  if (!profile) return null;
  const hidden = profile.hide_name ?? false;
  const toggle = async () => {
    setBusy(true);
    setFailed(false);
    const updated = await auth.updateProfile({ hide_name: !hidden });
    setBusy(false);
    if (!updated) setFailed(true);
  };
  return (
    <div className="progress-privacy">
      <label className="progress-check" htmlFor={`${id}-hide`}>
        <input id={`${id}-hide`} type="checkbox" checked={!hidden} disabled={busy} onChange={() => void toggle()} data-testid="show-name" />
        Show my name on mock-test leaderboards
      </label>
      <p className="auth-hint" id={`${id}-hint`}>
        {hidden ? 'Leaderboards show you as “Aspirant”.' : 'Leaderboards show your name when you are in the top 10.'}
      </p>
      {failed ? (
        <p className="auth-alert auth-alert-error" role="alert">
          The setting could not be saved. Please try again.
        </p>
      ) : null}
    </div>
  );
}

function StatsTiles({ stats }: { stats: ProgressStats }) {
  const tiles = [
    { label: 'Articles read', value: String(stats.articlesRead) },
    // "0 of 0" tells a new reader nothing: until a series is started, the tile counts the series started.
    stats.seriesStarted === 0 ? { label: 'Series started', value: '0' } : { label: 'Series completed', value: `${stats.seriesCompleted} of ${stats.seriesStarted}` },
    { label: 'Mock tests taken', value: String(stats.mockAttempts) },
    // The score is marks (core/mock/marks.ts): the mean share of each test's marks, as the result and the trend show it.
    { label: 'Average score (% of marks)', value: stats.averageScorePercent === null ? '—' : percentText(stats.averageScorePercent) },
  ];
  return (
    <ul className="progress-stats" aria-label="Summary">
      {tiles.map((t) => (
        <li key={t.label} className="card">
          <span className="progress-stat-value">{t.value}</span>
          <span className="progress-stat-label">{t.label}</span>
        </li>
      ))}
    </ul>
  );
}

function Dashboard() {
  const [stats, setStats] = useState<ProgressStats | null>(null);
  const [series, setSeries] = useState<SeriesProgress[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const reads = useList<ReadArticle>('/progress/articles', true);
  const attempts = useList<MockAttempt>('/progress/mock-test', true);

  useEffect(() => {
    let live = true;
    api
      .get<Data<ProgressSummary>>('/progress')
      .then((res) => {
        if (!live) return;
        setStats(res.data.stats);
        setSeries(res.data.series);
      })
      .catch((e) => live && setError(apiErrorMessage(e)));
    return () => {
      live = false;
    };
  }, []);

  return (
    <div className="progress-grid">
      <ProfileCard />
      {error && (
        <p className="auth-alert auth-alert-error" role="alert">
          {error}
        </p>
      )}
      {stats && <StatsTiles stats={stats} />}

      <section className="card progress-section" aria-labelledby="progress-series">
        <h2 id="progress-series">Series</h2>
        {series === null ? (
          <p className="muted">Loading…</p>
        ) : series.length === 0 ? (
          <p className="muted">
            You have not started a series yet. <a href="/series">Browse series</a>
          </p>
        ) : (
          <ul className="progress-list">
            {series.map((s) => (
              <li key={s.seriesId}>
                <div className="progress-row">
                  <a href={`/series/${s.slug}`}>{s.name}</a>
                  {s.completed ? <span className="badge badge-success">Completed</span> : <span className="badge badge-muted">{s.percent}%</span>}
                </div>
                <div
                  className="progress-bar"
                  role="progressbar"
                  aria-label={`${s.name} progress`}
                  aria-valuemin={0}
                  aria-valuemax={100}
                  aria-valuenow={s.percent}
                >
                  <span style={{ width: `${s.percent}%` }} />
                </div>
                <p className="auth-hint">
                  {s.readCount} of {s.articleCount} articles read
                  {s.nextArticle && (
                    <>
                      {' · Next: '}
                      <a href={`/blog/${s.nextArticle.postSlug}`}>{s.nextArticle.postTitle}</a>
                    </>
                  )}
                </p>
              </li>
            ))}
          </ul>
        )}
      </section>

      <section className="card progress-section" aria-labelledby="progress-reads">
        <h2 id="progress-reads">Read articles</h2>
        {reads.error && <p className="auth-alert auth-alert-error">{reads.error}</p>}
        {reads.items.length === 0 && !reads.loading && !reads.error ? (
          <p className="muted">
            Articles you mark as read appear here. <a href="/blog">Browse articles</a>
          </p>
        ) : (
          <ul className="progress-list">
            {reads.items.map((r) => (
              <li key={r.articleId} className="progress-row">
                <a href={`/blog/${r.postSlug}`}>{r.postTitle}</a>
                <span className="muted">
                  {r.postCategory} · {formatDate(r.readAt)}
                </span>
              </li>
            ))}
          </ul>
        )}
        {reads.more && (
          <button type="button" className="btn btn-sm btn-ghost" disabled={reads.loading} onClick={() => void reads.loadMore()}>
            Show more
          </button>
        )}
      </section>

      <MockAnalysis />

      <section className="card progress-section" aria-labelledby="progress-mocks">
        <h2 id="progress-mocks">Mock-test history</h2>
        {attempts.error && <p className="auth-alert auth-alert-error">{attempts.error}</p>}
        {attempts.items.length === 0 && !attempts.loading && !attempts.error ? (
          <p className="muted">
            No attempts yet. <a href="/mock-test">Take a mock test</a>
          </p>
        ) : (
          <div className="progress-table-wrap">
            <table className="progress-table">
              <thead>
                <tr>
                  <th scope="col">Test</th>
                  <th scope="col">Score</th>
                  <th scope="col">Accuracy</th>
                  <th scope="col">Time</th>
                  <th scope="col">Date</th>
                </tr>
              </thead>
              <tbody>
                {attempts.items.map((a) => (
                  <tr key={a.id}>
                    <td>
                      {/* The attempt's own result and review, from the server: on any device (issue 26). */}
                      <a href={mockAttemptUrl(a.mock.slug, a.attemptId)} data-testid="history-attempt">
                        {a.mock.name}
                      </a>
                    </td>
                    <td data-history="score">
                      {scoreText(a)}
                      {a.late ? <span className="badge badge-muted"> late</span> : a.ranked === false ? <span className="badge badge-muted"> unranked</span> : null}
                    </td>
                    <td data-history="accuracy" title={`${a.correct} correct of ${a.correct + a.wrong} answered`}>
                      {percentText(a.accuracy)}
                    </td>
                    <td>{formatDuration(a.timeTakenSeconds)}</td>
                    <td>{formatDate(a.submittedAt)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
        {attempts.more && (
          <button type="button" className="btn btn-sm btn-ghost" disabled={attempts.loading} onClick={() => void attempts.loadMore()}>
            Show more
          </button>
        )}
      </section>
      <RevisionList />
    </div>
  );
}

export default function ProgressDashboard() {
  const { status, isAuthenticated } = useAuth({ init: true });
  if (isAuthenticated) return <Dashboard />;
  if (status === 'loading' || status === 'syncing') {
    return (
      <p className="muted" aria-live="polite">
        Loading your progress…
      </p>
    );
  }
  return (
    <div className="auth-card card">
      <p>Sign in to keep track of the articles you read, your series and your mock-test scores.</p>
      <div className="auth-actions">
        <a className="btn" href={authPageHref('sign-in', '/progress')}>
          Sign in
        </a>
        <a className="btn btn-outline" href={authPageHref('sign-up', '/progress')}>
          Create an account
        </a>
      </div>
    </div>
  );
}
