import { and, asc, count, desc, eq, max } from 'drizzle-orm';
import type { Db } from '../client';
import { liveEvents, livePages } from '../schema';
import { iso } from './paging';
import type { LivePage, LivePageWithEvents } from '#core/schemas/responses/live.ts';
import { DEFAULT_LOCALE, type Locale } from '#core/i18n/locales.ts';

export interface LiveListFilter {
  /** The pages written in this language (issue 27); English by default. */
  lang?: Locale;
  status?: 'live' | 'archived';
  limit: number;
  sortBy: 'created_at' | 'updated_at' | 'title';
  order: 'asc' | 'desc';
}

const pageColumns = {
  id: livePages.id,
  title: livePages.title,
  slug: livePages.slug,
  description: livePages.description,
  status: livePages.status,
  lang: livePages.lang,
  createdAt: livePages.createdAt,
  updatedAt: livePages.updatedAt,
  eventCount: count(liveEvents.id),
  lastEventAt: max(liveEvents.createdAt),
};

type PageRow = { id: number; title: string; slug: string; description: string; status: 'live' | 'archived'; lang: Locale; createdAt: Date; updatedAt: Date; eventCount: number; lastEventAt: Date | null };

const toPage = (r: PageRow): LivePage => ({
  ...r,
  createdAt: iso(r.createdAt),
  updatedAt: iso(r.updatedAt),
  lastEventAt: r.lastEventAt ? iso(r.lastEventAt) : null,
});

export async function listLivePages(db: Db, filter: LiveListFilter): Promise<LivePage[]> {
  const column = { created_at: livePages.createdAt, updated_at: livePages.updatedAt, title: livePages.title }[filter.sortBy];
  const rows = await db
    .select(pageColumns)
    .from(livePages)
    .leftJoin(liveEvents, eq(liveEvents.livePageId, livePages.id))
    .where(and(eq(livePages.lang, filter.lang ?? DEFAULT_LOCALE), filter.status ? eq(livePages.status, filter.status) : undefined))
    .groupBy(livePages.id)
    .orderBy(filter.order === 'asc' ? asc(column) : desc(column), asc(livePages.id))
    .limit(filter.limit);
  return rows.map(toPage);
}

export async function getLivePageBySlug(db: Db, slug: string): Promise<LivePageWithEvents | null> {
  const [row] = await db
    .select(pageColumns)
    .from(livePages)
    .leftJoin(liveEvents, eq(liveEvents.livePageId, livePages.id))
    .where(eq(livePages.slug, slug))
    .groupBy(livePages.id);
  if (!row) return null;
  const events = await db
    .select({ id: liveEvents.id, title: liveEvents.title, body: liveEvents.body, createdAt: liveEvents.createdAt })
    .from(liveEvents)
    .where(eq(liveEvents.livePageId, row.id))
    .orderBy(desc(liveEvents.createdAt), desc(liveEvents.id));
  return { ...toPage(row), events: events.map((e) => ({ ...e, createdAt: iso(e.createdAt) })) };
}
