/**
 * The account entry for the site header: "Sign in" when signed out, the
 * user's initial with a small menu (My progress, Sign out) when signed in.
 * Reads the shared auth state from storage only, so Firebase is not
 * downloaded on every page (sign-out loads it on demand).
 *
 * Mount it with `<AccountMenu client:idle />` (e.g. in the header actions).
 */
import { useEffect, useState } from 'react';
import { authPageHref, useAuth } from '../../lib/client';
import './auth.css';

export default function AccountMenu() {
  const { isAuthenticated, profile, user, auth } = useAuth();
  const [here, setHere] = useState('/');
  useEffect(() => setHere(`${location.pathname}${location.search}`), []);

  if (!isAuthenticated) {
    return (
      <a className="btn btn-sm btn-outline" href={authPageHref('sign-in', here.startsWith('/auth/') ? '/' : here)}>
        Sign in
      </a>
    );
  }
  const label = profile?.name || user?.displayName || profile?.email || user?.email || 'Account';
  return (
    <details className="account-menu">
      <summary aria-label={`Account: ${label}`}>
        <span className="account-avatar" aria-hidden="true">
          {label.trim().charAt(0).toUpperCase()}
        </span>
      </summary>
      <div className="account-panel card">
        <p>
          <strong>{label}</strong>
        </p>
        {profile?.email && label !== profile.email && <p className="muted">{profile.email}</p>}
        <a className="btn btn-sm btn-ghost" href="/progress">
          My progress
        </a>
        <button type="button" className="btn btn-sm btn-outline" onClick={() => void auth.signOut()}>
          Sign out
        </button>
      </div>
    </details>
  );
}
