/**
 * Blog listing search (spec section 2, "Blog listing"): renders
 * `{base}?search={term}&page={n}` from GET /api/public/search into the
 * listing's search container. Texts and URLs come from lib/format.
 */
import { useEffect, useState } from 'react';
import type { Paginated } from '#core/schemas/responses/common.ts';
import type { ArticleSummary } from '#core/schemas/responses/content.ts';
import { BLOG_PAGE_SIZE, GRID_AD_EVERY } from '#core/constants.ts';
import { withAdSlots } from '#core/format/ad-slots.ts';
import { isoDate } from '#core/format/dates.ts';
import { pageRange } from '#core/format/listing.ts';
import { blogPagination, totalPagesFor } from '#core/format/pagination.ts';
import { gridExcerpt, readingMinutes } from '#core/format/text.ts';
import { articleUrl, listingUrl } from '#core/urls.ts';
import { listing as en } from '#core/i18n/en/widgets/listing.ts';
import { listing as hi } from '#core/i18n/hi/widgets/listing.ts';
import { pick } from '#core/i18n/pick.ts';
import { localizedPath, type Locale } from '#core/i18n/locales.ts';
import { useLocale } from '../i18n/locale';
import { siteDate } from '../i18n/dates';
import HouseAdCard from '../ads/HouseAdCard';
import { houseAdsOrSample, pickHouseAd, type HouseAd } from '../ads/house';
import './listing.css';

/** What the island renders of GET /api/public/search (SearchResults without the echoed query). */
export type SearchPage = Paginated<ArticleSummary>;
export type ListingSearchFetcher = (term: string, page: number, limit: number) => Promise<SearchPage>;

export interface ListingSearchProps {
  base: string;
  term: string;
  page: number;
  fetcher: ListingSearchFetcher;
  loadAds?: () => Promise<HouseAd[]>;
  limit?: number;
  headingLevel?: 1 | 2;
  random?: () => number;
}

type State = { status: 'loading' } | { status: 'error' } | { status: 'done'; result: SearchPage };

export default function ListingSearch({ base, term, page, fetcher, loadAds = houseAdsOrSample, limit = BLOG_PAGE_SIZE, headingLevel = 1, random = Math.random }: ListingSearchProps) {
  const [state, setState] = useState<State>({ status: 'loading' });
  const [ads, setAds] = useState<HouseAd[] | null>(null);
  const Title = `h${headingLevel}` as 'h1' | 'h2';
  const Sub = `h${headingLevel + 1}` as 'h2' | 'h3';

  useEffect(() => {
    let live = true;
    setState({ status: 'loading' });
    fetcher(term, page, limit).then(
      (result) => live && setState({ status: 'done', result }),
      () => live && setState({ status: 'error' }),
    );
    return () => {
      live = false;
    };
  }, [fetcher, term, page, limit]);

  const articles = state.status === 'done' ? state.result.data : [];
  const hasAdSlot = articles.length >= GRID_AD_EVERY;
  useEffect(() => {
    if (!hasAdSlot || ads) return;
    let live = true;
    loadAds().then(
      (list) => live && setAds(list),
      () => live && setAds([]),
    );
    return () => {
      live = false;
    };
  }, [hasAdSlot, ads, loadAds]);

  const total = state.status === 'done' ? state.result.pagination?.total ?? articles.length : 0;
  const totalPages = state.status === 'done' ? state.result.pagination?.totalPages ?? totalPagesFor(total, limit) : 1;
  const clearHref = listingUrl(base);
  const t = useListingText();
  const { from, to } = pageRange(page, limit, total);

  return (
    <div className="isl-listing" data-listing-search-island>
      <div className="search-banner isl-banner">
        <div>
          <Title className="listing-heading" data-listing-search-title>
            {t.bannerTitle(term)}
          </Title>
          {state.status === 'done' && (
            <p className="muted isl-banner-count" data-listing-search-count>
              {t.bannerCount(total)}
            </p>
          )}
        </div>
        <a className="btn btn-sm btn-ghost" href={clearHref} data-listing-search-clear>
          {t.clear}
        </a>
      </div>

      {state.status === 'loading' && (
        <p className="muted" role="status">
          {t.searching}
        </p>
      )}
      {state.status === 'error' && (
        <div className="empty-state" role="alert">
          <Sub>{t.unavailable}</Sub>
          <p className="muted">{t.retry}</p>
          <a className="btn" href={clearHref}>
            {t.viewAll}
          </a>
        </div>
      )}
      {state.status === 'done' &&
        (articles.length === 0 ? (
          <div className="empty-state" data-empty-state>
            <Sub>{t.emptyTitle}</Sub>
            <p className="muted">{t.emptyBody}</p>
            <a className="btn" href={clearHref}>
              {t.viewAll}
            </a>
          </div>
        ) : (
          <>
            <div className="listing-head isl-head">
              <Sub className="listing-heading isl-results-heading">{t.heading(total)}</Sub>
              <p className="listing-range muted" data-listing-range>
                {t.range(from, to, total)}
              </p>
            </div>
            <ul className="grid-cards grid-4 list-plain" data-article-grid>
              {withAdSlots(articles, GRID_AD_EVERY).map((item) =>
                item.kind === 'article' ? (
                  <li key={item.article.postSlug}>
                    <ArticleCard article={item.article} headingLevel={headingLevel === 1 ? 3 : 4} />
                  </li>
                ) : (
                  <li key={`ad-${item.slot}`}>{ads && <HouseAdCard ad={pickHouseAd(ads, random)} position={item.slot} />}</li>
                ),
              )}
            </ul>
            <div className="listing-foot isl-foot">
              <Pager base={base} term={term} page={page} totalPages={totalPages} />
              <p className="listing-page-text muted" data-listing-footer>
                {t.footer(page, totalPages, total)}
              </p>
            </div>
          </>
        ))}
    </div>
  );
}

function useListingText() {
  return pick(useLocale(), { en, hi });
}

/** An article's link in the page's language (a Hindi listing searches Hindi articles; the API's `lang`, see mount.tsx). */
function articleHref(slug: string, locale: Locale): string {
  return localizedPath(articleUrl(slug), locale);
}

function ArticleCard({ article, headingLevel }: { article: ArticleSummary; headingLevel: 3 | 4 }) {
  const locale = useLocale();
  const t = useListingText();
  const minutes = readingMinutes(article.wordCount ?? 0);
  const H = `h${headingLevel}` as 'h3' | 'h4';
  return (
    <article className="article-card card isl-card" data-article-card data-slug={article.postSlug}>
      <div className="isl-card-top">
        <span className="badge badge-muted">{article.postCategory}</span>
        {article.series && (
          <span className="badge badge-accent" data-series-badge>
            {t.series}
          </span>
        )}
      </div>
      <H className="isl-card-title">
        <a href={articleHref(article.postSlug, locale)}>{article.postTitle?.trim() || t.untitled}</a>
      </H>
      <p className="isl-card-excerpt">{gridExcerpt(article.postExcerpt)}</p>
      <div className="meta isl-card-meta">
        <time dateTime={isoDate(article.postDateCreated)}>{siteDate(locale, article.postDateCreated, t.unknownDate)}</time>
        {/* Without a word count the card says 5 minutes, as TEXT.noContentReadingTime does. */}
        <span>{t.readingTime(minutes ?? 5)}</span>
      </div>
    </article>
  );
}

function Pager({ base, term, page, totalPages }: { base: string; term: string; page: number; totalPages: number }) {
  if (totalPages <= 1) return null;
  const win = blogPagination(page, totalPages);
  const href = (n: number) => listingUrl(base, { search: term, page: n });
  const t = useListingText();
  return (
    <nav className="pagination isl-pagination" aria-label={t.pagination} data-pagination="window">
      <ul className="list-plain">
        {win.first && (
          <li>
            <a className="pg pg-text" href={href(1)}>
              {t.first}
            </a>
          </li>
        )}
        {win.previous && (
          <li>
            <a className="pg pg-text" href={href(page - 1)} rel="prev">
              {t.previous}
            </a>
          </li>
        )}
        {win.pages.map((n) => (
          <li key={n}>
            {n === page ? (
              <span className="pg is-current" aria-current="page">
                {n}
              </span>
            ) : (
              <a className="pg" href={href(n)}>
                {n}
              </a>
            )}
          </li>
        ))}
        {win.next && (
          <li>
            <a className="pg pg-text" href={href(page + 1)} rel="next">
              {t.next}
            </a>
          </li>
        )}
        {win.last && (
          <li>
            <a className="pg pg-text" href={href(totalPages)}>
              {t.last}
            </a>
          </li>
        )}
      </ul>
    </nav>
  );
}
