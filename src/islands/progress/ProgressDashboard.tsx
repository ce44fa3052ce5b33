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
import { documentLocale, localizedPath, type Locale } from '#core/i18n/locales.ts';
import { formatNumber } from '#core/i18n/format.ts';
import { LocaleContext, useLocale } from '../i18n/locale';
import { historyDate, useProgressText } from './i18n';
import { MockAnalysis } from './MockAnalysis';
import { RevisionList } from './RevisionList';
import { ReviseToday } from './ReviseToday';
import { AwaitingResults } from './AwaitingResults';
import '../auth/auth.css';
import './progress.css';

const PAGE = 10;

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
  const t = useProgressText().profile;
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
      <h2 id={`${id}-h`}>{t.heading}</h2>
      {!editing ? (
        <>
          <dl className="progress-dl">
            <dt>{t.name}</dt>
            <dd data-testid="profile-name">{profile.name || user?.displayName || '—'}</dd>
            <dt>{t.email}</dt>
            <dd data-testid="profile-email">{profile.email ?? user?.email ?? '—'}</dd>
            <dt>{t.phone}</dt>
            <dd>{profile.phone || '—'}</dd>
          </dl>
          <LeaderboardName />
          <CompensatoryTime />
          {saved && (
            <p className="auth-hint" role="status">
              {t.saved}
            </p>
          )}
          <div className="auth-actions">
            <button type="button" className="btn btn-sm btn-ghost" onClick={startEdit}>
              {t.edit}
            </button>
            <button type="button" className="btn btn-sm btn-outline" onClick={() => void auth.signOut()}>
              {t.signOut}
            </button>
          </div>
        </>
      ) : (
        <form className="auth-form" onSubmit={(e) => void save(e)}>
          <div className="auth-field">
            <label htmlFor={`${id}-name`}>{t.fullName}</label>
            <input id={`${id}-name`} value={name} onChange={(e) => setName(e.target.value)} autoComplete="name" />
          </div>
          <div className="auth-field">
            <label htmlFor={`${id}-phone`}>{t.phone}</label>
            <input id={`${id}-phone`} type="tel" value={phone} onChange={(e) => setPhone(e.target.value)} autoComplete="tel" />
          </div>
          <div className="auth-actions">
            <button type="submit" className="btn btn-sm">
              {t.save}
            </button>
            <button type="button" className="btn btn-sm btn-outline" onClick={() => setEditing(false)}>
              {t.cancel}
            </button>
          </div>
        </form>
      )}
    </section>
  );
}

/** Leaderboards show the name, or 'Aspirant' when the user hides it (issue 17). */
function LeaderboardName() {
  const { profile } = useAuth();
  const t = useProgressText().profile;
  if (!profile) return null;
  const hidden = profile.hide_name ?? false;
  return <ProfileSetting checked={!hidden} patch={{ hide_name: !hidden }} label={t.showName} hint={hidden ? t.hiddenHint : t.shownHint} testId="show-name" />;
}

/**
 * PwBD compensatory time (issue 29): declared here, applied by the start of each new mock-test attempt (every time
 * limit × 4/3); a test already attempted keeps what its first attempt had (docs/mock-tests.md).
 */
function CompensatoryTime() {
  const { profile } = useAuth();
  const t = useProgressText().profile;
  if (!profile) return null;
  const entitled = profile.compensatory_time ?? false;
  return (
    <ProfileSetting
      checked={entitled}
      patch={{ compensatory_time: !entitled }}
      label={t.compensatory}
      hint={entitled ? t.compensatoryOnHint : t.compensatoryOffHint}
      testId="compensatory-time"
    />
  );
}

/** One profile checkbox saved at once through PUT /auth/profile (the `patch` is what a click sends). */
function ProfileSetting({ checked, patch, label, hint, testId }: { checked: boolean; patch: Parameters<ReturnType<typeof useAuth>['auth']['updateProfile']>[0]; label: string; hint: string; testId: string }) {
  const { auth } = useAuth();
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  const id = useId();
  const t = useProgressText().profile;
  const toggle = async () => {
    setBusy(true);
    setFailed(false);
    const updated = await auth.updateProfile(patch);
    setBusy(false);
    if (!updated) setFailed(true);
  };
  return (
    <div className="progress-privacy">
      <label className="progress-check" htmlFor={`${id}-box`}>
        <input id={`${id}-box`} type="checkbox" checked={checked} disabled={busy} onChange={() => void toggle()} aria-describedby={`${id}-hint`} data-testid={testId} />
        {label}
      </label>
      <p className="auth-hint" id={`${id}-hint`}>
        {hint}
      </p>
      {failed ? (
        <p className="auth-alert auth-alert-error" role="alert">
          {t.settingFailed}
        </p>
      ) : null}
    </div>
  );
}

function StatsTiles({ stats }: { stats: ProgressStats }) {
  const locale = useLocale();
  const t = useProgressText().stats;
  const n = (v: number) => formatNumber(locale, v);
  const tiles = [
    { label: t.articlesRead, value: n(stats.articlesRead) },
    // "0 of 0" tells a new reader nothing: until a series is started, the tile counts the series started.
    stats.seriesStarted === 0 ? { label: t.seriesStarted, value: n(0) } : { label: t.seriesCompleted, value: t.completedOf(n(stats.seriesCompleted), n(stats.seriesStarted)) },
    { label: t.mockAttempts, value: n(stats.mockAttempts) },
    // The score is marks (core/mock/marks.ts): the mean share of each test's marks, as the result and the trend show it.
    { label: t.averageScore, value: stats.averageScorePercent === null ? '—' : percentText(stats.averageScorePercent) },
  ];
  return (
    <ul className="progress-stats" aria-label={t.summary}>
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
  const locale = useLocale();
  const t = useProgressText();
  const n = (v: number) => formatNumber(locale, v);
  const date = (iso: string) => historyDate(locale, iso) ?? t.unknownDate;
  const duration = (seconds: number) => t.duration(Math.floor(seconds / 60), seconds % 60);

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
      <ReviseToday />

      <section className="card progress-section" aria-labelledby="progress-series">
        <h2 id="progress-series">{t.series.heading}</h2>
        {series === null ? (
          <p className="muted">{t.loading}</p>
        ) : series.length === 0 ? (
          <p className="muted">
            {t.series.none} <a href={localizedPath('/series', locale)}>{t.series.browse}</a>
          </p>
        ) : (
          <ul className="progress-list">
            {series.map((s) => (
              <li key={s.seriesId}>
                <div className="progress-row">
                  <a href={localizedPath(`/series/${s.slug}`, locale)}>{s.name}</a>
                  {s.completed ? <span className="badge badge-success">{t.series.completed}</span> : <span className="badge badge-muted">{s.percent}%</span>}
                </div>
                <div
                  className="progress-bar"
                  role="progressbar"
                  aria-label={t.series.progressOf(s.name)}
                  aria-valuemin={0}
                  aria-valuemax={100}
                  aria-valuenow={s.percent}
                >
                  <span style={{ width: `${s.percent}%` }} />
                </div>
                <p className="auth-hint">
                  {t.series.readOf(n(s.readCount), n(s.articleCount))}
                  {s.nextArticle && (
                    <>
                      {t.series.next}
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
        <h2 id="progress-reads">{t.reads.heading}</h2>
        {reads.error && <p className="auth-alert auth-alert-error">{reads.error}</p>}
        {reads.items.length === 0 && !reads.loading && !reads.error ? (
          <p className="muted">
            {t.reads.none} <a href={localizedPath('/blog', locale)}>{t.reads.browse}</a>
          </p>
        ) : (
          <ul className="progress-list">
            {reads.items.map((r) => (
              <li key={r.articleId} className="progress-row">
                <a href={`/blog/${r.postSlug}`}>{r.postTitle}</a>
                <span className="muted">
                  {r.postCategory} · {date(r.readAt)}
                </span>
              </li>
            ))}
          </ul>
        )}
        {reads.more && (
          <button type="button" className="btn btn-sm btn-ghost" disabled={reads.loading} onClick={() => void reads.loadMore()}>
            {t.showMore}
          </button>
        )}
      </section>

      <MockAnalysis />

      <section className="card progress-section" aria-labelledby="progress-mocks">
        <h2 id="progress-mocks">{t.history.heading}</h2>
        <AwaitingResults />
        {attempts.error && <p className="auth-alert auth-alert-error">{attempts.error}</p>}
        {attempts.items.length === 0 && !attempts.loading && !attempts.error ? (
          <p className="muted">
            {t.history.none} <a href={localizedPath('/mock-test', locale)}>{t.history.take}</a>
          </p>
        ) : (
          <div className="progress-table-wrap">
            <table className="progress-table">
              <thead>
                <tr>
                  <th scope="col">{t.history.test}</th>
                  <th scope="col">{t.history.score}</th>
                  <th scope="col">{t.history.accuracy}</th>
                  <th scope="col">{t.history.time}</th>
                  <th scope="col">{t.history.date}</th>
                </tr>
              </thead>
              <tbody>
                {attempts.items.map((a) => (
                  <tr key={a.id}>
                    <td>
                      {/* The attempt's own result and review, from the server: on any device (issue 26). */}
                      <a href={localizedPath(mockAttemptUrl(a.mock.slug, a.attemptId), locale)} data-testid="history-attempt">
                        {a.mock.name}
                      </a>
                    </td>
                    <td data-history="score">
                      {scoreText(a)}
                      {a.late ? <span className="badge badge-muted">{t.history.late}</span> : a.ranked === false ? <span className="badge badge-muted">{t.history.unranked}</span> : null}
                    </td>
                    <td data-history="accuracy" title={t.history.answered(n(a.correct), n(a.correct + a.wrong))}>
                      {percentText(a.accuracy)}
                    </td>
                    <td>{duration(a.timeTakenSeconds)}</td>
                    <td>{date(a.submittedAt)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
        {attempts.more && (
          <button type="button" className="btn btn-sm btn-ghost" disabled={attempts.loading} onClick={() => void attempts.loadMore()}>
            {t.showMore}
          </button>
        )}
      </section>
      <RevisionList />
    </div>
  );
}

/** `locale`: the page's language, given by the page since the server renders this island too (client:load). */
export default function ProgressDashboard({ locale }: { locale?: Locale }) {
  return (
    <LocaleContext.Provider value={locale ?? documentLocale()}>
      <Progress />
    </LocaleContext.Provider>
  );
}

function Progress() {
  const { status, isAuthenticated } = useAuth({ init: true });
  const locale = useLocale();
  const t = useProgressText();
  if (isAuthenticated) return <Dashboard />;
  if (status === 'loading' || status === 'syncing') {
    return (
      <p className="muted" aria-live="polite">
        {t.loadingProgress}
      </p>
    );
  }
  return (
    <div className="auth-card card">
      <p>{t.signedOut}</p>
      <div className="auth-actions">
        <a className="btn" href={localizedPath(authPageHref('sign-in', localizedPath('/progress', locale)), locale)}>
          {t.signIn}
        </a>
        <a className="btn btn-outline" href={localizedPath(authPageHref('sign-up', localizedPath('/progress', locale)), locale)}>
          {t.createAccount}
        </a>
      </div>
    </div>
  );
}
