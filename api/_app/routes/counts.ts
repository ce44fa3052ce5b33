/**
 * Live counters for static pages. A page prints its counts as of the build;
 * after load it reads the current ones here (GET /public/counts, one call for
 * every id on the page) and records an article view (POST …/visit). Both
 * counters count once per client per day (../once-a-day.ts).
 */
import { createRoute, z } from '@hono/zod-openapi';
import { visitCounts } from '#db/queries/content.ts';
import { downloadCounts } from '#db/queries/resources.ts';
import { LiveCountsSchema, VisitSchema } from '#core/schemas/responses/counts.ts';
import { nowMs } from '../context';
import { notFound } from '../errors';
import { clientIp } from '../middleware/client-ip';
import { CACHE_POLICIES, publicCache, sendJson } from '../middleware/http-cache';
import { isNullEntry, jsonEntry } from '../read-cache';
import { createRouter } from '../router';
import { errorResponses, jsonResponse, notFoundResponse, notModifiedResponse, SLUG_PATTERN, slugInput, textInput } from '../schemas';
import { firstVisitToday, visitBuffer } from '../visit-buffer';
import { articleEntry } from './content';

const tags = ['Content'];

/** At most this many ids (or slugs) per list: a page's worth, in one short URL. */
export const MAX_COUNT_IDS = 200;

/** A comma-separated list of distinct ids or slugs (empty when absent). */
const listInput = (name: string, item: RegExp, what: string) =>
  textInput(name, 20 * MAX_COUNT_IDS)
    .optional()
    .transform((v) => [...new Set((v ?? '').split(',').map((s) => s.trim()).filter(Boolean))])
    .pipe(
      z
        .array(z.string())
        .refine((list) => list.every((s) => item.test(s)), `${name} must be comma-separated ${what}`)
        .refine((list) => list.length <= MAX_COUNT_IDS, `${name} must name at most ${MAX_COUNT_IDS} ${what}`),
    )
    .openapi({ type: 'string', description: `Comma-separated ${what} (at most ${MAX_COUNT_IDS})` });

const countsRoute = createRoute({
  method: 'get',
  path: '/public/counts',
  tags,
  summary: 'Current download counts of links and visits of articles',
  description:
    'Uncached on the server (a primary-key read), so a counted download or a flushed visit shows at once; the CDN may keep an answer for a few seconds (`s-maxage`), browsers revalidate.',
  middleware: publicCache(CACHE_POLICIES.counts),
  request: {
    query: z.object({
      links: listInput('links', /^[1-9]\d{0,8}$/, 'link ids').openapi({ example: '1,2,3' }),
      articles: listInput('articles', SLUG_PATTERN, 'article slugs').openapi({ example: 'upsc-prelims-strategy' }),
    }),
  },
  responses: { 200: jsonResponse(LiveCountsSchema, 'Counts by link id and article slug (unknown ones left out)'), ...notModifiedResponse, ...errorResponses },
});

const visitRoute = createRoute({
  method: 'post',
  path: '/public/content/{slug}/visit',
  tags,
  summary: 'Count a view of an article page (once per client per article per UTC day)',
  request: { params: z.object({ slug: slugInput() }) },
  responses: { 200: jsonResponse(VisitSchema, 'Whether this view was counted'), ...errorResponses, ...notFoundResponse },
});

/** Entries in a stable order, so the ETag of an unchanged answer stays the same. */
const sorted = (counts: Record<string, number>) => Object.fromEntries(Object.entries(counts).sort(([a], [b]) => a.localeCompare(b)));

export const countsRoutes = createRouter()
  .openapi(countsRoute, async (c) => {
    const { links, articles } = c.req.valid('query');
    const { db } = c.var.deps;
    const [linkCounts, articleCounts] = await Promise.all([downloadCounts(db, links.map(Number)), visitCounts(db, articles)]);
    return sendJson(c, jsonEntry({ links: sorted(linkCounts), articles: sorted(articleCounts) }));
  })
  .openapi(visitRoute, async (c) => {
    const { slug } = c.req.valid('param');
    const { db, log, cache } = c.var.deps;
    if (isNullEntry(await articleEntry(c, slug))) throw notFound('Article');
    // The best-effort cache does not throw; if it ever did, count rather than lose a view.
    const counted = await firstVisitToday(cache, slug, clientIp(c), nowMs(c.var.deps)).catch(() => true);
    if (counted) visitBuffer(db, log).add(slug);
    return c.json({ counted }, 200);
  });
