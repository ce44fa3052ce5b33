/**
 * The admin dashboard (/admin): sign-in, then one section per kind of
 * content. Server state through TanStack Query, forms through
 * react-hook-form with the zod schemas the API validates with
 * (core/schemas), so a form shows the server's messages before sending.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { QueryClient, QueryClientProvider, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { ApiRequestError } from '../../lib/client';
import type { AdminSession } from '#core/schemas/responses/admin.ts';
import { AdminLoginSchema, type AdminLogin } from '#core/schemas/session.ts';
import { adminApi, errorMessage, setCsrfToken } from './api';
import { AdsSection } from './AdsSection';
import { ArticlesSection } from './ArticlesSection';
import { BuildPanel } from './BuildPanel';
import { CacheSection } from './CacheSection';
import { CategoriesSection } from './CategoriesSection';
import { LiveSection } from './LiveSection';
import { MocksSection } from './MocksSection';
import { ReportsSection } from './ReportsSection';
import { ResourcesSection } from './ResourcesSection';
import { SeriesSection } from './SeriesSection';
import { ErrorText, Field } from './ui';
import './admin.css';

const SECTIONS = [
  { id: 'articles', label: 'Articles', Component: ArticlesSection },
  { id: 'categories', label: 'Categories', Component: CategoriesSection },
  { id: 'series', label: 'Series', Component: SeriesSection },
  { id: 'ads', label: 'Ads', Component: AdsSection },
  { id: 'live', label: 'Live pages', Component: LiveSection },
  { id: 'mocks', label: 'Mock tests', Component: MocksSection },
  { id: 'reports', label: 'Reports', Component: ReportsSection },
  { id: 'resources', label: 'Resources', Component: ResourcesSection },
  { id: 'cache', label: 'Cache', Component: CacheSection },
  { id: 'builds', label: 'Rebuilds', Component: BuildPanel },
] as const;
type SectionId = (typeof SECTIONS)[number]['id'];
const sectionOfHash = (): SectionId => {
  const id = (typeof location !== 'undefined' && location.hash.slice(1).split('/')[0]) || 'articles';
  return SECTIONS.some((s) => s.id === id) ? (id as SectionId) : 'articles';
};

const queryClient = new QueryClient({
  defaultOptions: {
    queries: { retry: (count, error) => count < 1 && !(error instanceof ApiRequestError && error.status && error.status < 500), refetchOnWindowFocus: false, staleTime: 5_000 },
  },
});

export default function AdminApp() {
  return (
    <QueryClientProvider client={queryClient}>
      <Dashboard />
    </QueryClientProvider>
  );
}

function Dashboard() {
  const qc = useQueryClient();
  const session = useQuery({
    queryKey: ['admin', 'session'],
    queryFn: async () => {
      try {
        const s = await adminApi.get<AdminSession>('/admin/session');
        setCsrfToken(s.csrfToken);
        return s;
      } catch (error) {
        if (error instanceof ApiRequestError && (error.status === 401 || error.status === 403)) {
          setCsrfToken(null);
          return null;
        }
        throw error;
      }
    },
    staleTime: 60_000,
  });
  const [section, setSection] = useState<SectionId>(sectionOfHash);
  // '#mocks/12' (a link from another section, e.g. a question report) selects the section; the rest is the section's.
  useEffect(() => {
    const follow = () => setSection(sectionOfHash());
    addEventListener('hashchange', follow);
    return () => removeEventListener('hashchange', follow);
  }, []);

  const logout = useMutation({
    mutationFn: () => adminApi.post('/admin/logout'),
    onSettled: () => {
      setCsrfToken(null);
      qc.clear();
      qc.setQueryData(['admin', 'session'], null);
    },
  });

  if (session.isPending) return <p className="adm-loading">Loading the dashboard…</p>;
  if (session.isError) return <ErrorText>{errorMessage(session.error)}</ErrorText>;
  if (!session.data) return <SignIn />;

  const Current = SECTIONS.find((s) => s.id === section)!.Component;
  return (
    <div className="adm">
      <header className="adm-top">
        <p>
          Signed in as <strong data-testid="admin-id">{session.data.admin.id}</strong>
        </p>
        <button type="button" className="btn btn-sm btn-outline" onClick={() => logout.mutate()} disabled={logout.isPending}>
          Sign out
        </button>
      </header>
      <nav className="adm-tabs" aria-label="Dashboard sections">
        {SECTIONS.map((s) => (
          <a
            key={s.id}
            href={`#${s.id}`}
            aria-current={s.id === section ? 'page' : undefined}
            onClick={(e) => {
              e.preventDefault();
              history.replaceState(null, '', `#${s.id}`);
              setSection(s.id);
            }}
          >
            {s.label}
          </a>
        ))}
      </nav>
      <section className="adm-section" aria-labelledby="adm-section-title">
        <h2 id="adm-section-title">{SECTIONS.find((s) => s.id === section)!.label}</h2>
        <Current />
      </section>
    </div>
  );
}

function SignIn() {
  const qc = useQueryClient();
  const form = useForm<AdminLogin>({ resolver: zodResolver(AdminLoginSchema), defaultValues: { id: '', password: '' } });
  const login = useMutation({
    mutationFn: (values: AdminLogin) => adminApi.post<AdminSession>('/admin/login', values),
    onSuccess: (s) => {
      setCsrfToken(s.csrfToken);
      qc.setQueryData(['admin', 'session'], s);
    },
  });
  const { errors } = form.formState;
  return (
    <form className="adm-signin card" onSubmit={form.handleSubmit((v) => login.mutate(v))} noValidate>
      <h2>Admin sign-in</h2>
      <Field label="Admin id" id="adm-id" error={errors.id?.message}>
        <input id="adm-id" autoComplete="username" {...form.register('id')} />
      </Field>
      <Field label="Password" id="adm-password" error={errors.password?.message}>
        <input id="adm-password" type="password" autoComplete="current-password" {...form.register('password')} />
      </Field>
      <ErrorText>{login.isError ? errorMessage(login.error) : null}</ErrorText>
      <button type="submit" className="btn" disabled={login.isPending}>
        {login.isPending ? 'Signing in…' : 'Sign in'}
      </button>
    </form>
  );
}
