/** getStaticPaths of batches/[category]/[exam]/index and /hi/batches/[category]/[exam]/index (the view: src/views/BatchExam.astro). */
import type { Locale } from '#core/i18n/index.ts';
import { batchCardInputs, batchCategoryAnchor, batchListUrl, batchStatus, batchUrl, examLabel, sessionsText, type BatchStatus as Status } from '#src/lib/batches.ts';
import { cacheKey } from '#src/lib/server/cache-key.ts';
import { pagesWithoutArticles } from '#src/lib/server/changed-only.ts';
import { batchList, categoryLabels, layoutData } from '#src/lib/server/site-data.ts';

export function batchExamPaths(locale: Locale = 'en') {
  // These pages show no article: none is listed in a changed-only build (src/lib/server/changed-only.ts).
  return pagesWithoutArticles(async () => {
    // The page shows the category's Hindi name on /hi/: a change of it re-renders the page.
    const [all, layout, categoryLabel] = await Promise.all([batchList(), layoutData(), categoryLabels(locale)]);
    const now = new Date();
    const groups = Map.groupBy(all, (b) => `${b.categorySlug}/${b.examSlug}`);
    return [...groups.values()].map((list) => {
      const [first] = list;
      const items = list.map((batch) => ({ batch, status: batchStatus(batch, now) }));
      return {
        params: { category: first.categorySlug, exam: first.examSlug },
        props: { category: first.category, categorySlug: first.categorySlug, examSlug: first.examSlug, items },
        cacheKey: cacheKey('batch-list', locale, layout, first.category, categoryLabel(first.category), first.categorySlug, first.examSlug, items.map((i) => batchCardInputs(i.batch, i.status))),
      };
    });
  });
}
