/** Ad writes (POST/PUT/DELETE /ads). */
import { eq } from 'drizzle-orm';
import type { AdCreate, AdUpdate } from '#core/schemas/ads.ts';
import type { Db } from '../client';
import { adColumns } from '../queries/ads';
import type { Ad } from '#core/schemas/responses/ads.ts';
import { ads } from '../schema';
import { notFound } from './errors';
import { given, inTransaction } from './util';

export async function createAd(db: Db, input: AdCreate): Promise<Ad> {
  return inTransaction(db, async (tx) => {
    const [row] = await tx
      .insert(ads)
      .values({
        title: input.title,
        body: input.body ?? '',
        imageUrl: input.imageUrl ?? null,
        textUrl: input.textUrl,
        active: input.active ?? true,
        kind: input.kind ?? 'house',
      })
      .returning(adColumns);
    return row;
  });
}

/** Changes the given fields; returns the ad before and after. */
export async function updateAd(db: Db, id: number, input: AdUpdate): Promise<{ before: Ad; ad: Ad }> {
  return inTransaction(db, async (tx) => {
    const [before] = await tx.select(adColumns).from(ads).where(eq(ads.id, id)).for('update');
    if (!before) throw notFound('Ad', id);
    const [ad] = await tx
      .update(ads)
      .set({ ...given(input), updatedAt: new Date() })
      .where(eq(ads.id, id))
      .returning(adColumns);
    return { before, ad };
  });
}

export async function deleteAd(db: Db, id: number): Promise<Ad> {
  return inTransaction(db, async (tx) => {
    const [row] = await tx.delete(ads).where(eq(ads.id, id)).returning(adColumns);
    if (!row) throw notFound('Ad', id);
    return row;
  });
}
