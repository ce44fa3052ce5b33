/** Carousel items (spec section 3), the related-resources counter and button wording (section 2). */

/** Related-resources counter 'n / total'. */
/** '1 update', '12 updates' (the live page's count, kept current by the live island). */
export function updateCountText(count: number): string {
  return `${count} ${count === 1 ? 'update' : 'updates'}`;
}

export function carouselCounter(index: number, total: number): string {
  return `${total === 0 ? 0 : index + 1} / ${total}`;
}

export type CarouselItemType = 'mock' | 'live' | 'series' | 'resource' | 'other';

/** A carousel item (spec section 3). */
export interface CarouselItem {
  id: string;
  type: CarouselItemType;
  title: string;
  description?: string;
  category?: string;
  /** Minutes (mock tests). */
  timer?: number;
  articleCount?: number;
  link: string;
  /** Language of the title and description when it differs from the page's (an English test name on /hi/): marked `lang`. */
  lang?: string;
}

/** Related-resources button wording by item type (spec section 2). */
export function carouselButtonText(type: string): string {
  switch (type) {
    case 'mock':
      return 'Start Test';
    case 'live':
      return 'Join Live';
    case 'series':
      return 'Read More';
    case 'resource':
      return 'Download';
    default:
      return 'Learn More';
  }
}
