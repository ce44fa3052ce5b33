/**
 * Dictionary area "widgets" (issue 27): see core/i18n/index.ts. The small
 * islands of the public pages (article and listing pages among them, which
 * have a JS budget): one module per island (widgets/*.ts), so an island
 * imports only its own texts (a bundler keeps a module whole in a shared chunk).
 */
import type { Messages } from '../types.ts';
import { search } from './widgets/search.ts';
import { listing } from './widgets/listing.ts';
import { filters } from './widgets/filters.ts';
import { live } from './widgets/live.ts';
import { downloads } from './widgets/downloads.ts';
import { carousel } from './widgets/carousel.ts';
import { footer } from './widgets/footer.ts';
import { ads } from './widgets/ads.ts';
import { markRead } from './widgets/mark-read.ts';
import { liveTests } from './widgets/live-tests.ts';
import { practice } from './widgets/practice.ts';

export const widgets = { search, listing, filters, live, downloads, carousel, footer, ads, markRead, liveTests, practice } as const satisfies Messages;
