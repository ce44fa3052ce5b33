/**
 * /progress, issue 28: this device's live attempts submitted before their
 * results time ("Awaiting results · results at …"), linked to the test page,
 * which shows the result when it is out. The server lists an attempt in the
 * history only from results time on, so until then it is known here only.
 */
import { useEffect, useState } from 'react';
import { liveTests as en } from '#core/i18n/en/widgets/live-tests.ts';
import { liveTests as hi } from '#core/i18n/hi/widgets/live-tests.ts';
import { pick } from '#core/i18n/pick.ts';
import { localizedPath } from '#core/i18n/locales.ts';
import type { AttemptSnapshot } from '#core/mock/snapshot.ts';
import { mockTestUrl } from '#core/urls.ts';
import { awaitingResults } from '../mock/attempt-storage';
import { liveTime } from '../live-tests/format';
import { useLocale } from '../i18n/locale';

export function AwaitingResults({ load = awaitingResults }: { load?: () => AttemptSnapshot[] }) {
  const locale = useLocale();
  const t = pick(locale, { en, hi });
  // Read after hydration: the server renders /progress without the device's storage.
  const [items, setItems] = useState<AttemptSnapshot[]>([]);
  useEffect(() => setItems(load()), [load]);
  if (items.length === 0) return null;
  return (
    <ul className="list-plain progress-awaiting" data-testid="awaiting-results">
      {items.map((s) => (
        <li key={s.id}>
          <a href={localizedPath(mockTestUrl(s.slug), locale)}>{s.mock.name}</a>{' '}
          <span className="badge badge-muted">{t.awaiting(liveTime(locale, s.pending!.resultsAt, true))}</span>
        </li>
      ))}
    </ul>
  );
}
