/**
 * A section checkpoint (issue 28): the answers of a closed section, stored
 * once on a started attempt. The statement itself settles races — a second
 * checkpoint of the same section, or one arriving after the submit, writes
 * nothing — so the caller's check of the window (core/mock/section-windows.ts)
 * is never undone by a request that read the row at the same moment.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../client';
import type { ClosedSection } from '#core/mock/section-windows.ts';
import { rowsOf } from '../queries/rows';

/** Stores the checkpoint; false when nothing was written (the section already closed, or the attempt no longer started). */
export async function closeSection(db: Db, attemptId: number, sectionId: number, entry: ClosedSection): Promise<boolean> {
  const key = String(sectionId);
  const done = rowsOf<{ id: number }>(
    await db.execute(sql`
      update mock_attempts
      set closed_sections = coalesce(closed_sections, '{}'::jsonb) || jsonb_build_object(${key}::text, ${JSON.stringify(entry)}::jsonb)
      where id = ${attemptId} and status = 'started' and (closed_sections -> ${key}::text) is null
      returning id`),
  );
  return done.length > 0;
}
