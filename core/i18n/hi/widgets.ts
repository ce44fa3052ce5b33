/** Dictionary area "widgets" in Hindi: one module per island (see ../en/widgets.ts). */
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

export const widgets = { search, listing, filters, live, downloads, carousel, footer, ads, markRead, liveTests, practice };
