/**
 * Changed-only builds (issue 19). When every write since the last build
 * changed only the text of existing articles (title, body, excerpt, update
 * date: the content log of migration 0007 says so), a page can only differ
 * from the last build if it shows one of those articles. The build then
 * lists only such pages in getStaticPaths, renders them, and merges their
 * manifest entries into the last build's (src/integrations/changed-only.ts);
 * every other page stays as it is in the kept output folder.
 *
 * The routes ask this module which of their pages to list. A route whose
 * pages show no article lists none (`pagesWithoutArticles`); a route whose
 * pages show articles lists the pages that show a changed one
 * (`showsChangedArticle`). A page that shows an article but is not listed
 * here would go stale: tests/build/changed-only.test.ts compares a
 * changed-only build with a full build byte for byte.
 */
import type { ContentChange } from '#db/queries/content-log.ts';

export interface ChangedOnlyPlan {
  /** The content version the kept output was built from, and the one this build reads. */
  from: number;
  to: number;
  /** The articles whose text changed, by slug. */
  slugs: ReadonlySet<string>;
}

// On globalThis: the integration sets it, and the page modules (loaded by Vite's runner) read it in the same process.
const holder = globalThis as { __portalChangedOnly?: ChangedOnlyPlan | null };

export function setChangedOnlyPlan(plan: ChangedOnlyPlan | null) {
  holder.__portalChangedOnly = plan;
}

/** This build's plan, or null in a full build. */
export function changedOnlyPlan(): ChangedOnlyPlan | null {
  return holder.__portalChangedOnly ?? null;
}

/**
 * The articles whose text alone changed between two content versions, or
 * null when a changed-only build cannot follow these writes: another table
 * was written, an article was added, deleted or moved (URL, category,
 * series, creation date), or the log has a gap (rows pruned, or writes made
 * before the log existed). Writes that only pages without a cacheKey show
 * (a counted download: no article, no placement) are followed, as those
 * pages render in every build.
 */
export function articleTextChanges(changes: readonly ContentChange[], from: number, to: number): number[] | null {
  if (to < from || changes.length !== to - from) return null;
  const followed = (c: ContentChange) => !c.placement && (c.articleId === null || c.tableName === 'articles');
  if (changes.some((c, i) => c.version !== from + i + 1 || !followed(c))) return null;
  return [...new Set(changes.flatMap((c) => (c.articleId === null ? [] : [c.articleId])))];
}

/** getStaticPaths of a route whose pages show no article: every page in a full build, none in a changed-only one. */
export async function pagesWithoutArticles<T>(all: () => Promise<T[]>): Promise<T[]> {
  return changedOnlyPlan() ? [] : all();
}

/** Whether a page showing these articles is listed: always in a full build; in a changed-only one, when one of them changed. */
export function showsChangedArticle(slugs: Iterable<string>): boolean {
  const plan = changedOnlyPlan();
  if (!plan) return true;
  for (const slug of slugs) if (plan.slugs.has(slug)) return true;
  return false;
}
