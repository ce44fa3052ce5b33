/**
 * The auth pages' island (/auth/sign-in, /auth/sign-up, /auth/reset-password).
 * Everything goes through the client data layer (src/lib/client): Firebase
 * signs in, the API syncs the user, the `redirect` parameter brings the user
 * back when it is same-origin (else '/').
 *
 * In a local build against the Auth emulator, Google's popup cannot load
 * (its scripts come from Google), so "Continue with Google" asks for a test
 * Google account instead and signs in with a Google credential on the
 * emulator — the same path the browser tests use.
 */
import { useEffect, useId, useState, type SubmitEvent, type ReactNode } from 'react';
import { AUTH_CONFIGURED, AUTH_EMULATOR_HOST, authPageHref, redirectFromLocation, useAuth } from '../../lib/client';
import { documentLocale, localizedPath, type Locale } from '#core/i18n/locales.ts';
import { authFailureText, authText } from './i18n';
import './auth.css';

export type AuthMode = 'sign-in' | 'sign-up' | 'reset-password';

/**
 * Inputs are uncontrolled and read with FormData on submit, so whatever was
 * typed or autofilled before the island hydrated is kept. Submit buttons stay
 * disabled until hydration, so a form can never be submitted natively (which
 * would put the password in the URL).
 */
function Field(props: { label: string; name: string; type?: string; autoComplete?: string; required?: boolean; hint?: string }) {
  const id = useId();
  const hintId = props.hint ? `${id}-hint` : undefined;
  return (
    <div className="auth-field">
      <label htmlFor={id}>{props.label}</label>
      <input
        id={id}
        name={props.name}
        type={props.type ?? 'text'}
        autoComplete={props.autoComplete}
        required={props.required}
        aria-describedby={hintId}
      />
      {props.hint && (
        <p id={hintId} className="auth-hint">
          {props.hint}
        </p>
      )}
    </div>
  );
}

function Alert({ children, tone = 'error' }: { children: ReactNode; tone?: 'error' | 'success' }) {
  return (
    <p className={`auth-alert auth-alert-${tone}`} role={tone === 'error' ? 'alert' : 'status'}>
      {children}
    </p>
  );
}

function GoogleIcon() {
  return (
    <svg aria-hidden="true" width="18" height="18" viewBox="0 0 48 48">
      <path fill="#EA4335" d="M24 9.5c3.5 0 6.6 1.2 9 3.5l6.7-6.7C35.6 2.4 30.2 0 24 0 14.6 0 6.6 5.4 2.7 13.3l7.8 6C12.4 13.7 17.7 9.5 24 9.5z" />
      <path fill="#4285F4" d="M46.1 24.5c0-1.6-.1-3.1-.4-4.5H24v9h12.4c-.5 2.9-2.2 5.3-4.6 6.9l7.4 5.8c4.3-4 6.9-9.9 6.9-17.2z" />
      <path fill="#FBBC05" d="M10.5 28.7c-.5-1.4-.8-3-.8-4.7s.3-3.2.8-4.7l-7.8-6C1 16.6 0 20.2 0 24s1 7.4 2.7 10.7l7.8-6z" />
      <path fill="#34A853" d="M24 48c6.5 0 11.9-2.1 15.9-5.8l-7.4-5.8c-2.1 1.4-4.8 2.3-8.5 2.3-6.3 0-11.6-4.2-13.5-9.9l-7.8 6C6.6 42.6 14.6 48 24 48z" />
    </svg>
  );
}

/** `locale`: the page's UI language (the server has no `<html lang>` to read); else `<html lang>`. */
export default function AuthForm({ mode, locale: localeProp }: { mode: AuthMode; locale?: Locale }) {
  const locale = localeProp ?? documentLocale();
  const t = authText(locale).form;
  const { isAuthenticated, profile, user, auth } = useAuth({ init: true });
  const [redirect, setRedirect] = useState('/');
  const [hydrated, setHydrated] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  const [emulatorGoogle, setEmulatorGoogle] = useState(false);

  useEffect(() => {
    setRedirect(redirectFromLocation());
    setHydrated(true);
  }, []);
  const locked = busy || !hydrated;

  const finish = () => {
    setDone(true);
    window.location.assign(redirect);
  };

  async function run(work: () => Promise<unknown>, onSuccess: (result: unknown) => void = finish) {
    setBusy(true);
    setError(null);
    setNotice(null);
    try {
      const result = await work();
      onSuccess(result);
    } catch (e) {
      setError(authFailureText(locale, e));
    } finally {
      setBusy(false);
    }
  }

  const onSubmit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const text = (key: string) => String(data.get(key) ?? '');
    const email = text('email');
    const password = text('password');
    if (mode === 'sign-in') void run(() => auth.signIn(email, password));
    else if (mode === 'sign-up') void run(() => auth.signUp({ email, password, name: text('name'), phone: text('phone') }));
    else
      void run(
        () => auth.resetPassword(email),
        () => setNotice(t.resetSent(email.trim())),
      );
  };

  const onGoogle = () => {
    if (AUTH_EMULATOR_HOST) {
      setEmulatorGoogle(true);
      return;
    }
    void run(
      () => auth.signInWithGoogle(),
      (profileOrNull) => {
        if (profileOrNull) finish(); // null: the page is being redirected to Google
      },
    );
  };

  const onEmulatorGoogle = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const address = String(data.get('google-email') ?? '').trim().toLowerCase();
    const googleName = String(data.get('google-name') ?? '').trim();
    const claims = { sub: `emulator-${address}`, email: address, email_verified: true, ...(googleName ? { name: googleName } : {}) };
    void run(() => auth.signInWithGoogleIdToken(JSON.stringify(claims)));
  };

  if (!AUTH_CONFIGURED) {
    return <Alert>{t.unavailable}</Alert>;
  }

  if (done) {
    return (
      <div className="auth-card card" aria-live="polite">
        <p className="auth-done">{t.done}</p>
      </div>
    );
  }

  if (isAuthenticated && mode !== 'reset-password' && !busy) {
    return (
      <div className="auth-card card">
        <p className="auth-signed-in">
          {t.signedInAs}
          <strong>{profile?.name || profile?.email || user?.email}</strong>.
        </p>
        <div className="auth-actions">
          <a className="btn" href={redirect}>
            {t.continue}
          </a>
          <button type="button" className="btn btn-outline" onClick={() => void auth.signOut()}>
            {t.signOut}
          </button>
        </div>
      </div>
    );
  }

  const submitLabel = mode === 'sign-in' ? t.signIn : mode === 'sign-up' ? t.createAccount : t.sendReset;

  return (
    <div className="auth-card card">
      {error && <Alert>{error}</Alert>}
      {notice && <Alert tone="success">{notice}</Alert>}

      {mode !== 'reset-password' && (
        <>
          {!emulatorGoogle ? (
            <button type="button" className="btn btn-ghost auth-google" onClick={onGoogle} disabled={locked}>
              <GoogleIcon /> {t.google}
            </button>
          ) : (
            <form className="auth-form auth-emulator" method="post" onSubmit={onEmulatorGoogle} aria-label={t.emulatorForm}>
              <p className="auth-hint">{t.emulatorHint}</p>
              <Field label={t.googleEmail} name="google-email" type="email" autoComplete="off" required />
              <Field label={t.nameOptional} name="google-name" />
              <div className="auth-actions">
                <button type="submit" className="btn" disabled={locked}>
                  {t.signInWithGoogle}
                </button>
                <button type="button" className="btn btn-outline" onClick={() => setEmulatorGoogle(false)}>
                  {t.cancel}
                </button>
              </div>
            </form>
          )}
          <p className="auth-divider">
            <span>{t.orWithEmail}</span>
          </p>
        </>
      )}

      <form className="auth-form" method="post" onSubmit={onSubmit} noValidate aria-label={submitLabel}>
        {mode === 'sign-up' && <Field label={t.fullName} name="name" autoComplete="name" />}
        <Field label={t.email} name="email" type="email" autoComplete="email" required />
        {mode === 'sign-up' && <Field label={t.phone} name="phone" type="tel" autoComplete="tel" hint={t.phoneHint} />}
        {mode !== 'reset-password' && (
          <Field
            label={t.password}
            name="password"
            type="password"
            autoComplete={mode === 'sign-up' ? 'new-password' : 'current-password'}
            required
            hint={mode === 'sign-up' ? t.passwordHint : undefined}
          />
        )}
        <button type="submit" className="btn auth-submit" disabled={locked} aria-busy={busy}>
          {busy ? t.wait : submitLabel}
        </button>
      </form>

      <nav className="auth-links" aria-label={t.otherPages}>
        {mode === 'sign-in' && (
          <>
            <a href={localizedPath(authPageHref('reset-password', redirect), locale)}>{t.forgot}</a>
            <a href={localizedPath(authPageHref('sign-up', redirect), locale)}>{t.createAnAccount}</a>
          </>
        )}
        {mode === 'sign-up' && <a href={localizedPath(authPageHref('sign-in', redirect), locale)}>{t.haveAccount}</a>}
        {mode === 'reset-password' && <a href={localizedPath(authPageHref('sign-in', redirect), locale)}>{t.backToSignIn}</a>}
      </nav>
    </div>
  );
}
