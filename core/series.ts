/**
 * Where an article stands in its series: part number, total, the previous and
 * next parts. One rule for the API (`seriesInfo` of an article) and the build
 * (the series navigation on article pages). Members come in series order.
 */
export interface SeriesMember {
  slug: string;
  title: string;
  /** The stored part number; null falls back to the position. */
  order: number | null;
}

export interface SeriesLink {
  postSlug: string;
  postTitle: string;
}

export interface SeriesPosition {
  /** null when the article is not a member. */
  order: number | null;
  total: number;
  previous: SeriesLink | null;
  next: SeriesLink | null;
}

const link = (m: SeriesMember | undefined): SeriesLink | null => (m ? { postSlug: m.slug, postTitle: m.title } : null);

export function seriesPosition(members: readonly SeriesMember[], at: number): SeriesPosition {
  if (at < 0) return { order: null, total: members.length, previous: null, next: null };
  return { order: members[at].order ?? at + 1, total: members.length, previous: link(members[at - 1]), next: link(members[at + 1]) };
}
