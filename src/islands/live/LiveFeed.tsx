/**
 * The live page's events, newest first, re-rendered from each poll (the
 * status badge and the count outside the feed are updated by mount.tsx). `scope` is the page's Astro scoped-style attribute so the markup keeps
 * the server-rendered look.
 */
import type { LivePageWithEvents } from '#core/schemas/responses/live.ts';
import { isoDate } from '#core/format/dates.ts';
import { live as en } from '#core/i18n/en/widgets/live.ts';
import { live as hi } from '#core/i18n/hi/widgets/live.ts';
import { pick } from '#core/i18n/pick.ts';
import { useLocale } from '../i18n/locale';
import { siteDateTime } from '../i18n/dates';

export default function LiveFeed({ page, scope, freshIds = new Set() }: { page: LivePageWithEvents; scope?: string; freshIds?: ReadonlySet<number> }) {
  const s = scope ? { [scope]: '' } : {};
  const locale = useLocale();
  const t = pick(locale, { en, hi });
  // An English page's updates on /hi/ (and the reverse) stay marked with their language, as the build marks them.
  const textLang = page.lang === locale ? undefined : page.lang;
  return (
    <>
      {page.events.length === 0 ? (
        <div className="empty-state" {...s}>
          <h2 {...s}>{t.noneTitle}</h2>
          <p className="muted" {...s}>
            {t.noneBody}
          </p>
        </div>
      ) : (
        <ol className="timeline list-plain" data-live-events {...s}>
          {page.events.map((e) => (
            <li key={e.id} className={freshIds.has(e.id) ? 'event is-new' : 'event'} data-event-id={e.id} {...s}>
              <time className="event-time" dateTime={isoDate(e.createdAt)} {...s}>
                {siteDateTime(locale, e.createdAt, t.unknownDate)}
              </time>
              <div className="event-card card" lang={textLang} {...s}>
                <h2 {...s}>{e.title}</h2>
                {e.body && <p {...s}>{e.body}</p>}
              </div>
            </li>
          ))}
        </ol>
      )}
    </>
  );
}
