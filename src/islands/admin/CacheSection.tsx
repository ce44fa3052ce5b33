/** Cache: POST /admin/clear-cache { type } (default 'all'). */
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import type { ClearCacheResult } from '#core/schemas/responses/admin.ts';
import { adminApi, errorMessage } from './api';
import { ErrorText, Notice } from './ui';

const TYPES = ['all', 'articles', 'categories', 'series', 'mocks', 'live', 'ads', 'resources', 'batches'] as const;

export function CacheSection() {
  const [type, setType] = useState<(typeof TYPES)[number]>('all');
  const clear = useMutation({ mutationFn: () => adminApi.post<ClearCacheResult>('/admin/clear-cache', { type }) });
  return (
    <div className="adm-form">
      <p className="muted">
        Every edit made here already invalidates the cached answers it affects. Clearing by hand is only needed after changing the database some other way.
      </p>
      <div className="adm-inline-form">
        <label htmlFor="cache-type">Area</label>
        <select id="cache-type" value={type} onChange={(e) => setType(e.target.value as typeof type)}>
          {TYPES.map((t) => (
            <option key={t} value={t}>
              {t}
            </option>
          ))}
        </select>
        <button type="button" className="btn" onClick={() => clear.mutate()} disabled={clear.isPending}>
          Clear cache
        </button>
      </div>
      <Notice>{clear.data ? `Cleared: ${clear.data.cleared.join(', ')}.` : null}</Notice>
      <ErrorText>{clear.isError ? errorMessage(clear.error) : null}</ErrorText>
    </div>
  );
}
