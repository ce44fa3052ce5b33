import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../client';
import { ads } from '../schema';
import type { Ad } from '#core/schemas/responses/ads.ts';

/** The columns of an ad as the API returns it (the writes return the same). */
export const adColumns = {
  id: ads.id,
  uuid: ads.uuid,
  title: ads.title,
  body: ads.body,
  imageUrl: ads.imageUrl,
  textUrl: ads.textUrl,
  kind: ads.kind,
  active: ads.active,
};

/** Active ads (house ads for the blog grid unless a kind is given). */
export async function listActiveAds(db: Db, kind?: 'house' | 'network'): Promise<Ad[]> {
  return db
    .select(adColumns)
    .from(ads)
    .where(and(eq(ads.active, true), kind ? eq(ads.kind, kind) : undefined))
    .orderBy(asc(ads.id));
}

export async function randomActiveAd(db: Db): Promise<Ad | null> {
  const [row] = await db
    .select(adColumns)
    .from(ads)
    .where(and(eq(ads.active, true), eq(ads.kind, 'house')))
    .orderBy(sql`random()`)
    .limit(1);
  return row ?? null;
}
