/** getStaticPaths of batches/[category]/[exam]/[number] and /hi/batches/[category]/[exam]/[number] (the view: src/views/Batch.astro). */
import type { Locale } from '#core/i18n/index.ts';
import { batchCardInputs, batchListUrl, batchStatus, batchUrl, durationText, examLabel, hoursText, seatsFact, seatsSentence, sessionsText, type BatchStatus as Status } from '#src/lib/batches.ts';
import { cacheKey } from '#src/lib/server/cache-key.ts';
import { pagesWithoutArticles } from '#src/lib/server/changed-only.ts';
import { batchList, layoutData } from '#src/lib/server/site-data.ts';

export function batchPaths(locale: Locale = 'en') {
  // These pages show no article: none is listed in a changed-only build (src/lib/server/changed-only.ts).
  return pagesWithoutArticles(async () => {
    const [all, layout] = await Promise.all([batchList(), layoutData()]);
    const now = new Date();
    return all.map((batch) => {
      const status = batchStatus(batch, now);
      const siblings = all.filter((b) => b.categorySlug === batch.categorySlug && b.examSlug === batch.examSlug).map((b) => b.number);
      return {
        params: { category: batch.categorySlug, exam: batch.examSlug, number: String(batch.number) },
        props: { batch, status, siblings },
        cacheKey: cacheKey('batch', locale, layout, batch.category, batchCardInputs(batch, status), batch.sessions, siblings),
      };
    });
  });
}
