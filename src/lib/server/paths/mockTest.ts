/** getStaticPaths of mock-test/test/[slug] and /hi/mock-test/test/[slug] (the view: src/views/MockTest.astro). */
import type { Locale } from '#core/i18n/index.ts';
import { cacheKey } from '#src/lib/server/cache-key.ts';
import { pagesWithoutArticles } from '#src/lib/server/changed-only.ts';
import { layoutData, mockCategoryNames, mocks } from '#src/lib/server/site-data.ts';

export function mockTestPaths(locale: Locale = 'en') {
  // These pages show no article: none is listed in a changed-only build (src/lib/server/changed-only.ts).
  return pagesWithoutArticles(async () => {
    const [all, layout, categoryName] = await Promise.all([mocks(), layoutData(), mockCategoryNames(locale)]);
    return all.map((test) => ({
      params: { slug: test.slug },
      props: { test },
      cacheKey: cacheKey('mock', locale, layout, test.name, test.description, categoryName(test.category_id, test.category_name), test.timer, test.negative_marks, test.question_count, test.updated_at, test.instructions, test.instructions_hi, test.calculator),
    }));
  });
}
