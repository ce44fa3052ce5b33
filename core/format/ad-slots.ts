/** Where ads go in a grid of articles (spec section 9: home feed every 5th, blog grid every 4th). */

export type GridItem<T> = { kind: 'article'; article: T; index: number } | { kind: 'ad'; slot: number };

/** Articles with an ad slot after every `every`-th article (spec section 9). */
export function withAdSlots<T>(articles: readonly T[], every: number): GridItem<T>[] {
  const out: GridItem<T>[] = [];
  let slot = 0;
  articles.forEach((article, index) => {
    out.push({ kind: 'article', article, index });
    if (every > 0 && (index + 1) % every === 0) out.push({ kind: 'ad', slot: slot++ });
  });
  return out;
}
