/**
 * "Mark as read" for an article page: signed-in users record the read
 * (POST /progress/mark-read), which also advances the article's series.
 * Renders nothing for visitors. Mount with
 * `<MarkReadButton client:idle slug={article.postSlug} />`.
 */
import { useState } from 'react';
import { api, apiErrorMessage, useAuth } from '../../lib/client';
import './progress.css';

export default function MarkReadButton({ slug }: { slug: string }) {
  const { isAuthenticated } = useAuth();
  const [state, setState] = useState<'idle' | 'saving' | 'done'>('idle');
  const [error, setError] = useState<string | null>(null);
  if (!isAuthenticated) return null;
  const mark = async () => {
    setState('saving');
    setError(null);
    try {
      await api.post('/progress/mark-read', { slug });
      setState('done');
    } catch (e) {
      setError(apiErrorMessage(e));
      setState('idle');
    }
  };
  return (
    <div className="mark-read">
      {state === 'done' ? (
        <span className="badge badge-success" role="status">
          Marked as read
        </span>
      ) : (
        <button type="button" className="btn btn-sm btn-ghost" disabled={state === 'saving'} onClick={() => void mark()}>
          Mark as read
        </button>
      )}
      {error && (
        <span className="muted" role="alert">
          {error}
        </span>
      )}
    </div>
  );
}
