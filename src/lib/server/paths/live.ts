/** getStaticPaths of live/[slug] and /hi/live/[slug] (the view: src/views/LivePage.astro). */
import type { Locale } from '#core/i18n/index.ts';
import { getLivePageBySlug } from '#db/queries/live.ts';
import type { LivePageWithEvents } from '#core/schemas/responses/live.ts';
import { buildDb } from '#src/lib/server/build-db.ts';
import { cacheKey } from '#src/lib/server/cache-key.ts';
import { pagesWithoutArticles } from '#src/lib/server/changed-only.ts';
import { layoutData, livePages } from '#src/lib/server/site-data.ts';

export function livePaths(locale: Locale = 'en') {
  // These pages show no article: none is listed in a changed-only build (src/lib/server/changed-only.ts).
  return pagesWithoutArticles(async () => {
    const [all, layout, db] = await Promise.all([livePages(), layoutData(), buildDb()]);
    // An English live page exists in both languages (Hindi chrome under /hi/), a Hindi one under /hi/ only.
    const full = await Promise.all(all.filter((p) => locale !== 'en' || p.lang === 'en').map((p) => getLivePageBySlug(db, p.slug)));
    return full
      .filter((p): p is LivePageWithEvents => p !== null)
      .map((live) => ({
        params: { slug: live.slug },
        props: { live },
        cacheKey: cacheKey('live', locale, layout, live.title, live.description, live.status, live.events),
      }));
  });
}
