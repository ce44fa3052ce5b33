/**
 * React views of the shared client state: ApiKeyProvider / useApiKey (the
 * page-wide API key manager) and useAuth (the page-wide auth controller).
 * Several islands may each render an ApiKeyProvider: they all show the same
 * manager, which fetches once for the page.
 */
import { createContext, useContext, useEffect, useMemo, useSyncExternalStore, type ReactNode } from 'react';
import { getApiKeyManager, type ApiKeyData, type ApiKeyManager, type ApiKeyState } from './api-key-manager';
import { SIGNED_OUT, type AuthController, type AuthState } from './auth';
import { getAuth } from './client';

export interface ApiKeyContextValue {
  apiKey: string | null;
  keyData: ApiKeyData | null;
  loading: boolean;
  error: string | null;
  status: ApiKeyState['status'];
  refresh: () => Promise<string | null>;
  clear: () => void;
}

const ApiKeyContext = createContext<ApiKeyContextValue | null>(null);

const SERVER_KEY_STATE: ApiKeyState = { status: 'loading', apiKey: null, keyData: null, loading: true, error: null };

export function ApiKeyProvider({ children, manager }: { children?: ReactNode; manager?: ApiKeyManager }) {
  const m = manager ?? getApiKeyManager();
  const state = useSyncExternalStore(m.subscribe, m.getState, () => SERVER_KEY_STATE);
  useEffect(() => {
    void m.start();
  }, [m]);
  const value = useMemo<ApiKeyContextValue>(
    () => ({
      apiKey: state.apiKey,
      keyData: state.keyData,
      loading: state.loading,
      error: state.error,
      status: state.status,
      refresh: () => m.refresh().catch(() => null),
      clear: () => m.clear(),
    }),
    [state, m],
  );
  return <ApiKeyContext.Provider value={value}>{children}</ApiKeyContext.Provider>;
}

export function useApiKey(): ApiKeyContextValue {
  const value = useContext(ApiKeyContext);
  if (!value) throw new Error('useApiKey must be used within an ApiKeyProvider');
  return value;
}

const SERVER_AUTH_STATE: AuthState = { ...SIGNED_OUT, status: 'loading' };

/**
 * The auth state and actions. With `{ init: true }` the island also loads the
 * identity provider (Firebase) to confirm the session and keep the token
 * fresh; without it the state comes from storage only (no Firebase download).
 */
export function useAuth(options: { init?: boolean; controller?: AuthController } = {}) {
  const auth = options.controller ?? getAuth();
  const state = useSyncExternalStore(auth.subscribe, auth.getState, () => SERVER_AUTH_STATE);
  useEffect(() => {
    if (options.init) void auth.init();
  }, [auth, options.init]);
  return { ...state, auth };
}
