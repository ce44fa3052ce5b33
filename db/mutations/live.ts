/** Live page and event writes. */
import { and, count, eq } from 'drizzle-orm';
import type { LiveEventCreate, LivePageCreate, LivePageUpdate } from '#core/schemas/live.ts';
import type { Db } from '../client';
import { liveEvents, livePages } from '../schema';
import { MutationError, notFound } from './errors';
import { chooseSlug, given, inTransaction, type Tx } from './util';

const pageColumns = {
  id: livePages.id,
  slug: livePages.slug,
  title: livePages.title,
  description: livePages.description,
  status: livePages.status,
  createdAt: livePages.createdAt,
  updatedAt: livePages.updatedAt,
};
export type LivePageRow = { id: number; slug: string; title: string; description: string; status: 'live' | 'archived'; createdAt: Date; updatedAt: Date };

const eventColumns = { id: liveEvents.id, livePageId: liveEvents.livePageId, title: liveEvents.title, body: liveEvents.body, createdAt: liveEvents.createdAt };
export type LiveEventRow = { id: number; livePageId: number; title: string; body: string; createdAt: Date };

async function lockPage(tx: Tx, id: number): Promise<LivePageRow> {
  const [page] = await tx.select(pageColumns).from(livePages).where(eq(livePages.id, id)).for('update');
  if (!page) throw notFound('Live page', id);
  return page;
}

export async function createLivePage(db: Db, input: LivePageCreate): Promise<LivePageRow> {
  return inTransaction(db, async (tx) => {
    const slug = await chooseSlug(tx, livePages, input.slug, input.title, 'a live page');
    const [page] = await tx
      .insert(livePages)
      .values({ slug, title: input.title, description: input.description ?? '', status: input.status ?? 'live' })
      .returning(pageColumns);
    return page;
  });
}

export async function updateLivePage(db: Db, id: number, input: LivePageUpdate): Promise<{ before: LivePageRow; page: LivePageRow }> {
  return inTransaction(db, async (tx) => {
    const before = await lockPage(tx, id);
    const changes = given(input);
    if (changes.slug !== undefined) changes.slug = await chooseSlug(tx, livePages, changes.slug || undefined, changes.title ?? before.title, 'a live page', id);
    const [page] = await tx
      .update(livePages)
      .set({ ...changes, updatedAt: new Date() })
      .where(eq(livePages.id, id))
      .returning(pageColumns);
    return { before, page };
  });
}

export async function setLiveStatus(db: Db, id: number, status: 'live' | 'archived'): Promise<{ before: LivePageRow; page: LivePageRow }> {
  return inTransaction(db, async (tx) => {
    const before = await lockPage(tx, id);
    const [page] = await tx.update(livePages).set({ status, updatedAt: new Date() }).where(eq(livePages.id, id)).returning(pageColumns);
    return { before, page };
  });
}

/** Deletes the page and its events. */
export async function deleteLivePage(db: Db, id: number): Promise<{ page: LivePageRow; events: number }> {
  return inTransaction(db, async (tx) => {
    const page = await lockPage(tx, id);
    const [{ events }] = await tx.select({ events: count() }).from(liveEvents).where(eq(liveEvents.livePageId, id));
    await tx.delete(livePages).where(eq(livePages.id, id));
    return { page, events };
  });
}

export async function addLiveEvent(db: Db, pageId: number, input: LiveEventCreate): Promise<{ page: LivePageRow; event: LiveEventRow }> {
  return inTransaction(db, async (tx) => {
    const page = await lockPage(tx, pageId);
    const [event] = await tx.insert(liveEvents).values({ livePageId: pageId, title: input.title, body: input.body ?? '' }).returning(eventColumns);
    await tx.update(livePages).set({ updatedAt: new Date() }).where(eq(livePages.id, pageId));
    return { page, event };
  });
}

export async function deleteLiveEvent(db: Db, pageId: number, eventId: number): Promise<{ page: LivePageRow; event: LiveEventRow }> {
  return inTransaction(db, async (tx) => {
    const page = await lockPage(tx, pageId);
    const [event] = await tx
      .delete(liveEvents)
      .where(and(eq(liveEvents.id, eventId), eq(liveEvents.livePageId, pageId)))
      .returning(eventColumns);
    if (!event) throw new MutationError('not_found', 'NOT_FOUND', `Event ${eventId} not found on live page ${pageId}`);
    await tx.update(livePages).set({ updatedAt: new Date() }).where(eq(livePages.id, pageId));
    return { page, event };
  });
}
