import type { content as en } from '../en/content.ts';
import type { Translation } from '../types.ts';

export const content: Translation<typeof en> = {
  blog: 'ब्लॉग',
  categories: 'श्रेणियाँ',
  category: 'श्रेणी',
  series: 'सीरीज़',
  latestArticles: 'नवीनतम लेख',
  allCategories: 'सभी श्रेणियाँ',
  readMore: 'और पढ़ें',
  emptyTitle: 'अभी कोई लेख उपलब्ध नहीं है',
  emptyBody: 'नई सामग्री के लिए बाद में देखें।',
  listingTitle: (what: string, page: number) => (page > 1 ? `${what} - पेज ${page}` : what),
  categoryArticles: (name: string) => `${name} लेख`,
  categoryLead: (count: number, name: string) => `${name} की तैयारी में मदद के लिए ${count} लेख।`,
  listingDescription: (count: number, scope: string | null, page: number, pages: number) =>
    `${scope ? `${scope} के` : 'UPSC, SSC, बैंकिंग, रेलवे और राज्य PSC के अभ्यर्थियों के लिए'} ${count} लेख: Syllabus, परीक्षा पैटर्न, तैयारी की रणनीति, पिछले वर्षों के प्रश्न और करेंट अफेयर्स${page > 1 ? ` (पेज ${page} / ${pages})` : ''}।`,
  article: {
    updated: 'अपडेट',
    inTheSeries: 'सीरीज़ में',
    previous: 'पिछला',
    next: 'अगला',
    pending: 'इस अपडेट का पूरा पाठ तैयार किया जा रहा है। नई सामग्री के लिए बाद में देखें।',
    translation: 'यह लेख हिन्दी में पढ़ें',
  },
};
