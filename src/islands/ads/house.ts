/**
 * House ads of the blog grid (spec section 9): after every 4th article, one
 * ad chosen at random from GET /api/ads (house kind); the image is optional.
 * When the ads cannot be loaded (or there are none) a sample ad is shown.
 * Used by the static grid (fillHouseAds swaps in a random ad per slot) and by
 * the listing-search island (loadHouseAds + pickHouseAd).
 */
import type { Ad } from '#core/schemas/responses/ads.ts';
import type { Data } from '#core/schemas/responses/common.ts';
import { isSafeLink } from '#core/urls.ts';
import { api } from '../../lib/client/client';
import { ads as en } from '#core/i18n/en/widgets/ads.ts';
import { ads as hi } from '#core/i18n/hi/widgets/ads.ts';
import { pick } from '#core/i18n/pick.ts';
import { documentLocale, localizedPath, type Locale } from '#core/i18n/locales.ts';

export type HouseAd = Pick<Ad, 'uuid' | 'title' | 'body' | 'imageUrl' | 'textUrl'>;

/** The same sample ad the static grid shows when there are no ads (HouseAd.astro), in a language. */
export function sampleAd(locale: Locale): HouseAd {
  const t = pick(locale, { en, hi });
  return { uuid: 'sample', title: t.sampleTitle, body: t.sampleBody, imageUrl: null, textUrl: localizedPath('/mock-test', locale) };
}

// One sample ad object per language, so the same ad compares equal.
const samples: Partial<Record<Locale, HouseAd>> = {};
const sampleFor = (locale: Locale) => (samples[locale] ??= sampleAd(locale));

export const SAMPLE_AD: HouseAd = sampleFor('en');

export type HouseAdsFetcher = () => Promise<HouseAd[]>;

const defaultFetcher: HouseAdsFetcher = async () => {
  const body = await api.get<Data<Ad[]>>('/ads', { searchParams: { kind: 'house' } });
  const ads = Array.isArray(body?.data) ? body.data : [];
  return showableHouseAds(ads);
};

/**
 * Active house ads with a safe link (core/urls.ts isSafeLink); an image that
 * is not a safe link (an off-site '/\host/x.png' stored before the check) is dropped.
 */
export function showableHouseAds(ads: readonly Ad[]): HouseAd[] {
  return ads
    .filter((ad) => ad && ad.kind !== 'network' && ad.active !== false && ad.title && isSafeLink(ad.textUrl))
    .map((ad) => (ad.imageUrl && !isSafeLink(ad.imageUrl) ? { ...ad, imageUrl: null } : ad));
}

let cached: Promise<HouseAd[]> | null = null;

/** The active house ads, loaded once per page. Rejects on failure (and forgets the failure). */
export function loadHouseAds(fetcher: HouseAdsFetcher = defaultFetcher): Promise<HouseAd[]> {
  cached ??= fetcher().catch((error: unknown) => {
    cached = null;
    throw error;
  });
  return cached;
}

/** For tests. */
export function resetHouseAdsCache(): void {
  cached = null;
}

/** One ad at random, or the sample ad when there is none. */
export function pickHouseAd(ads: readonly HouseAd[] | null | undefined, random: () => number = Math.random): HouseAd {
  if (!ads || ads.length === 0) return sampleFor(documentLocale());
  return ads[Math.min(ads.length - 1, Math.floor(random() * ads.length))];
}

/** The ads to choose from: the loaded list, or [] (→ sample ad) on failure. */
export async function houseAdsOrSample(fetcher?: HouseAdsFetcher): Promise<HouseAd[]> {
  try {
    return await loadHouseAds(fetcher);
  } catch {
    return [];
  }
}

const isExternal = (url: string) => /^https?:\/\//i.test(url);

/** Rewrites one server-rendered ad slot (HouseAd.astro markup) to show `ad`, keeping its scoped-style attributes. */
export function renderHouseAdInto(slot: HTMLElement, ad: HouseAd): void {
  const scope = Array.from(slot.attributes).find((a) => a.name.startsWith('data-astro-cid-'))?.name;
  const el = <K extends keyof HTMLElementTagNameMap>(tag: K, className: string) => {
    const node = document.createElement(tag);
    node.className = className;
    if (scope) node.setAttribute(scope, '');
    return node;
  };
  slot.dataset.adUuid = ad.uuid;
  const locale = documentLocale();
  const t = pick(locale, { en, hi });
  // Ads are written in English (the admin's; the sample is the page's own): marked so on Hindi pages.
  const adLang = locale !== 'en' && ad.uuid !== 'sample' ? 'en' : null;
  const label = el('span', 'house-ad-label');
  label.textContent = t.sponsored;
  const children: HTMLElement[] = [label];
  if (ad.imageUrl) {
    const img = el('img', 'house-ad-img');
    Object.assign(img, { src: ad.imageUrl, alt: '', width: 600, height: 315, loading: 'lazy', decoding: 'async' });
    children.push(img);
  }
  const body = el('div', 'house-ad-body');
  const title = el('p', 'house-ad-title');
  title.textContent = ad.title;
  if (adLang) title.lang = adLang;
  body.append(title);
  if (ad.body) {
    const text = el('p', 'house-ad-text');
    text.textContent = ad.body;
    if (adLang) text.lang = adLang;
    body.append(text);
  }
  const link = el('a', 'btn btn-sm btn-outline');
  link.href = ad.textUrl;
  if (isExternal(ad.textUrl)) link.rel = 'sponsored noopener';
  link.textContent = t.learnMore;
  const hidden = el('span', 'visually-hidden');
  const [before, after] = t.about('\u0000').split('\u0000');
  const named = document.createElement('span');
  named.textContent = ad.title;
  if (adLang) named.lang = adLang;
  hidden.append(before, named, after);
  link.append(hidden);
  body.append(link);
  children.push(body);
  slot.replaceChildren(...children);
}

/** Every [data-house-ad-slot] under `root` gets an ad chosen at random (the sample ad on failure). */
export async function fillHouseAds(root: ParentNode, fetcher?: HouseAdsFetcher, random?: () => number): Promise<void> {
  const slots = Array.from(root.querySelectorAll<HTMLElement>('[data-house-ad-slot]'));
  if (!slots.length) return;
  const ads = await houseAdsOrSample(fetcher);
  for (const slot of slots) renderHouseAdInto(slot, pickHouseAd(ads, random));
}
