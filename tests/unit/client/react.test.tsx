// @vitest-environment jsdom
/**
 * The React views: useApiKey needs its provider; several providers (islands)
 * share ONE manager; useAuth follows the shared auth state.
 */
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiKeyManager } from '#src/lib/client/api-key-manager.ts';
import { AuthController } from '#src/lib/client/auth.ts';
import { ApiKeyProvider, useApiKey, useAuth } from '#src/lib/client/react.tsx';

afterEach(() => cleanup());

function KeyView({ label }: { label: string }) {
  const { apiKey, loading, error } = useApiKey();
  return <p data-testid={label}>{loading ? 'loading' : error ? `error:${error}` : `key:${apiKey}`}</p>;
}

const keyResponse = (key: string) =>
  new Response(JSON.stringify({ success: true, apiKey: key, keyType: 'rotating', expiresAt: null, createdAt: 'now', message: '' }), { status: 200 });

describe('ApiKeyProvider / useApiKey', () => {
  it('useApiKey outside its provider throws the spec message', () => {
    const spy = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => render(<KeyView label="x" />)).toThrow('useApiKey must be used within an ApiKeyProvider');
    spy.mockRestore();
  });

  it('two islands share one manager: one fetch, the same key, loading → ready', async () => {
    let n = 0;
    const fetch = vi.fn(async () => keyResponse(`key-${++n}`)) as unknown as typeof globalThis.fetch;
    const manager = new ApiKeyManager({ fetch });
    render(
      <>
        <ApiKeyProvider manager={manager}>
          <KeyView label="a" />
        </ApiKeyProvider>
        <ApiKeyProvider manager={manager}>
          <KeyView label="b" />
        </ApiKeyProvider>
      </>,
    );
    expect(screen.getByTestId('a').textContent).toBe('loading');
    await act(async () => {
      await manager.start();
    });
    expect(screen.getByTestId('a').textContent).toBe('key:key-1');
    expect(screen.getByTestId('b').textContent).toBe('key:key-1');
    expect(fetch).toHaveBeenCalledTimes(1);
    await act(async () => {
      await manager.refresh();
    });
    expect(screen.getByTestId('b').textContent).toBe('key:key-2');
    manager.stop();
  });
});

describe('useAuth', () => {
  it('renders the shared auth state and follows sign-out', async () => {
    localStorage.clear();
    const identity = {
      onUserChanged: () => () => {},
      currentUser: () => null,
      ready: async () => {},
      signInWithEmail: vi.fn(),
      signUpWithEmail: vi.fn(),
      signInWithGoogle: vi.fn(async () => ({ uid: 'u1', email: 'u1@example.com', displayName: 'U', photoURL: null, providerId: 'google.com', getIdToken: async () => 'tok' })),
      signInWithGoogleIdToken: vi.fn(),
      sendPasswordReset: vi.fn(),
      signOut: vi.fn(async () => {}),
    };
    const controller = new AuthController({
      loadIdentity: async () => identity,
      backend: {
        sync: async () => ({ uid: 'u1', email: 'u1@example.com', name: 'U One', phone: null, role: 'user', hide_name: false, compensatory_time: false, lastLogin: '', createdAt: '', updatedAt: '' }),
        updateProfile: vi.fn(),
      },
      storage: localStorage,
    });
    function Who() {
      const { isAuthenticated, profile } = useAuth({ controller });
      return <p data-testid="who">{isAuthenticated ? profile?.name : 'signed out'}</p>;
    }
    render(<Who />);
    expect(screen.getByTestId('who').textContent).toBe('signed out');
    await act(async () => {
      await controller.signInWithGoogle();
    });
    expect(screen.getByTestId('who').textContent).toBe('U One');
    expect(localStorage.getItem('examprep.auth.token')).toBe('tok');
    await act(async () => {
      await controller.signOut();
    });
    expect(screen.getByTestId('who').textContent).toBe('signed out');
    expect(localStorage.length).toBe(0);
  });
});
