import { and, asc, count, eq, inArray, sum } from 'drizzle-orm';
import type { Db } from '../client';
import { batchCategories, batchSessions, batches } from '../schema';
import { iso } from './paging';
import type { Batch, BatchCategory, BatchFull, BatchStats } from '#core/schemas/responses/batches.ts';

export async function listBatchCategories(db: Db): Promise<BatchCategory[]> {
  const cats = await db.select().from(batchCategories).orderBy(asc(batchCategories.name));
  const perExam = await db
    .select({ categoryId: batches.categoryId, examSlug: batches.examSlug, batchCount: count() })
    .from(batches)
    .groupBy(batches.categoryId, batches.examSlug)
    .orderBy(asc(batches.examSlug));
  return cats.map((c) => ({
    id: c.id,
    slug: c.slug,
    name: c.name,
    exams: perExam.filter((e) => e.categoryId === c.id).map(({ examSlug, batchCount }) => ({ examSlug, batchCount })),
  }));
}

const sessionCount = count(batchSessions.id);

const batchColumns = {
  id: batches.id,
  category: batchCategories.name,
  categorySlug: batchCategories.slug,
  examSlug: batches.examSlug,
  number: batches.number,
  title: batches.title,
  description: batches.description,
  language: batches.language,
  startsOn: batches.startsOn,
  endsOn: batches.endsOn,
  seats: batches.seats,
  enrolled: batches.enrolled,
  sessionCount,
};

type BatchRow = Omit<Batch, 'startsOn' | 'endsOn'> & { startsOn: Date; endsOn: Date };
const toBatch = (r: BatchRow): Batch => ({ ...r, startsOn: iso(r.startsOn), endsOn: iso(r.endsOn) });

function batchQuery(db: Db) {
  return db
    .select(batchColumns)
    .from(batches)
    .innerJoin(batchCategories, eq(batches.categoryId, batchCategories.id))
    .leftJoin(batchSessions, eq(batchSessions.batchId, batches.id))
    .$dynamic();
}

/** Batches of one exam inside a category: /batches/list/{category}/{exam}. */
export async function listBatches(db: Db, categorySlug: string, examSlug: string): Promise<Batch[]> {
  const rows = await batchQuery(db)
    .where(and(eq(batchCategories.slug, categorySlug), eq(batches.examSlug, examSlug)))
    .groupBy(batches.id, batchCategories.id)
    .orderBy(asc(batches.number));
  return rows.map(toBatch);
}

/** A session as the API returns it. */
const sessionColumns = {
  id: batchSessions.id,
  position: batchSessions.position,
  title: batchSessions.title,
  subject: batchSessions.subject,
  scheduledAt: batchSessions.scheduledAt,
  durationMinutes: batchSessions.durationMinutes,
};

async function withSessions(db: Db, row: BatchRow | undefined): Promise<BatchFull | null> {
  if (!row) return null;
  const sessions = await db
    .select(sessionColumns)
    .from(batchSessions)
    .where(eq(batchSessions.batchId, row.id))
    .orderBy(asc(batchSessions.position));
  return { ...toBatch(row), sessions: sessions.map((s) => ({ ...s, scheduledAt: iso(s.scheduledAt) })) };
}

export async function getBatch(db: Db, id: number): Promise<BatchFull | null> {
  const [row] = await batchQuery(db).where(eq(batches.id, id)).groupBy(batches.id, batchCategories.id);
  return withSessions(db, row);
}

export async function getBatchByNumber(db: Db, categorySlug: string, examSlug: string, number: number): Promise<BatchFull | null> {
  const [row] = await batchQuery(db)
    .where(and(eq(batchCategories.slug, categorySlug), eq(batches.examSlug, examSlug), eq(batches.number, number)))
    .groupBy(batches.id, batchCategories.id);
  return withSessions(db, row);
}

/** Every batch with its sessions, by category, exam and number (build-time batch pages): two queries. */
export async function allBatches(db: Db): Promise<BatchFull[]> {
  const rows = await batchQuery(db).groupBy(batches.id, batchCategories.id).orderBy(asc(batchCategories.name), asc(batches.examSlug), asc(batches.number));
  if (!rows.length) return [];
  const sessions = await db
    .select({ ...sessionColumns, batchId: batchSessions.batchId })
    .from(batchSessions)
    .where(inArray(batchSessions.batchId, rows.map((r) => r.id)))
    .orderBy(asc(batchSessions.batchId), asc(batchSessions.position));
  const byBatch = Map.groupBy(sessions, (s) => s.batchId);
  return rows.map((r) => ({
    ...toBatch(r),
    sessions: (byBatch.get(r.id) ?? []).map(({ batchId: _b, ...s }) => ({ ...s, scheduledAt: iso(s.scheduledAt) })),
  }));
}

export async function batchStats(db: Db): Promise<BatchStats> {
  const perCategory = await db
    .select({
      categorySlug: batchCategories.slug,
      category: batchCategories.name,
      batches: count(batches.id),
      seats: sum(batches.seats).mapWith(Number),
      enrolled: sum(batches.enrolled).mapWith(Number),
    })
    .from(batchCategories)
    .leftJoin(batches, eq(batches.categoryId, batchCategories.id))
    .groupBy(batchCategories.id)
    .orderBy(asc(batchCategories.name));
  const [{ sessions }] = await db.select({ sessions: count() }).from(batchSessions);
  const totals = perCategory.reduce(
    (t, c) => ({ batches: t.batches + c.batches, seats: t.seats + (c.seats ?? 0), enrolled: t.enrolled + (c.enrolled ?? 0) }),
    { batches: 0, seats: 0, enrolled: 0 },
  );
  return { ...totals, sessions, categories: perCategory.map((c) => ({ ...c, seats: c.seats ?? 0, enrolled: c.enrolled ?? 0 })) };
}
