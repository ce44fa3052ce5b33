/** A house ad inside the listing-search grid: same markup as HouseAd.astro; image optional. */
import type { HouseAd } from './house';
import { ads as en } from '#core/i18n/en/widgets/ads.ts';
import { ads as hi } from '#core/i18n/hi/widgets/ads.ts';
import { pick } from '#core/i18n/pick.ts';
import { useLocale } from '../i18n/locale';

export default function HouseAdCard({ ad, position }: { ad: HouseAd; position: number }) {
  const external = /^https?:\/\//i.test(ad.textUrl);
  const locale = useLocale();
  const t = pick(locale, { en, hi });
  // Ads are written in English (the admin's; the sample is the page's own): marked so on Hindi pages.
  const adLang = locale !== 'en' && ad.uuid !== 'sample' ? 'en' : undefined;
  const [before, after] = t.about('\u0000').split('\u0000');
  return (
    <aside className="house-ad card isl-house-ad" data-house-ad={position} data-ad-uuid={ad.uuid} aria-label={t.sponsored}>
      <span className="house-ad-label">{t.sponsored}</span>
      {ad.imageUrl && <img className="house-ad-img" src={ad.imageUrl} alt="" width={600} height={315} loading="lazy" decoding="async" />}
      <div className="house-ad-body">
        <p className="house-ad-title" lang={adLang}>
          {ad.title}
        </p>
        {ad.body && (
          <p className="house-ad-text" lang={adLang}>
            {ad.body}
          </p>
        )}
        <a className="btn btn-sm btn-outline" href={ad.textUrl} rel={external ? 'sponsored noopener' : undefined}>
          {t.learnMore}
          <span className="visually-hidden">
            {before}
            <span lang={adLang}>{ad.title}</span>
            {after}
          </span>
        </a>
      </div>
    </aside>
  );
}
