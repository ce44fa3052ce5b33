import type * as en from '../en/widgets.ts';
import type { Noun } from '../en/widgets.ts';
import { formatNumber, plural } from '../format.ts';
import type { Translation } from '../types.ts';

const n = (v: number) => formatNumber('hi', v);

export const search: Translation<typeof en.search> = {
  title: 'खोजें',
  placeholder: 'परीक्षा, विषय या कोर्स खोजें...',
  close: 'खोज बंद करें',
  esc: 'Esc',
  suggestions: 'सुझाव',
  noResults: 'कोई परिणाम नहीं मिला',
  searchInBlog: 'ब्लॉग में खोजें',
  viewAll: 'सभी परिणाम देखें',
};

export const listing: Translation<typeof en.listing> = {
  bannerTitle: (term: string) => `"${term}" के खोज परिणाम`,
  bannerCount: (total: number) => plural('hi', total, { one: '{n} लेख मिला', other: '{n} लेख मिले' }),
  heading: (total: number) => `खोज परिणाम (${n(total)})`,
  range: (from: number, to: number, total: number) => `कुल ${n(total)} लेखों में से ${n(from)} - ${n(to)}`,
  footer: (page: number, pages: number, total: number) => `पेज ${n(page)} / ${n(pages)} (कुल ${n(total)} लेख)`,
  clear: 'खोज हटाएँ',
  searching: 'खोज जारी है…',
  unavailable: 'खोज अभी उपलब्ध नहीं है',
  retry: 'कृपया थोड़ी देर बाद फिर प्रयास करें।',
  emptyTitle: 'कोई लेख नहीं मिला',
  emptyBody: 'दूसरे शब्दों से खोजें या ऊपर दी गई श्रेणियाँ देखें।',
  viewAll: 'सभी लेख देखें',
  series: 'सीरीज़',
  untitled: 'बिना शीर्षक का लेख',
  unknownDate: 'तारीख अज्ञात',
  readingTime: (minutes: number) => `${n(minutes)} मिनट में पढ़ें`,
  pagination: 'पेज',
  first: 'पहला',
  previous: 'पिछला',
  next: 'अगला',
  last: 'अंतिम',
};

export const filters: Translation<typeof en.filters> = {
  all: 'सभी',
  allYears: 'सभी वर्ष',
  grid: 'ग्रिड',
  list: 'सूची',
  search: 'खोजें...',
  categories: 'श्रेणियाँ',
  year: 'वर्ष',
  sort: 'क्रम: ',
  nextSort: (label: string) => `क्रम बदलें (अगला: ${label})`,
  view: 'व्यू',
  toggleTheme: 'थीम बदलें',
  theme: 'थीम',
  nouns: {
    tests: { one: 'टेस्ट', other: 'टेस्ट' },
    books: { one: 'किताब', other: 'किताबें' },
    items: { one: 'आइटम', other: 'आइटम' },
  },
  searchIn: (noun: Noun) => `${noun.other} खोजें...`,
  none: (noun: Noun) => `इन फ़िल्टर के अनुसार कोई ${noun.one} नहीं है।`,
  // Hindi puts the total first and the noun agrees with the shown count ("कुल 5 में से 1 किताब").
  showing: (shown: number, total: number, noun: Noun) =>
    plural('hi', shown, { one: `कुल ${n(total)} में से {n} ${noun.one}`, other: `कुल ${n(total)} में से {n} ${noun.other}` }),
};

export const live: Translation<typeof en.live> = {
  noneTitle: 'अभी कोई अपडेट नहीं',
  noneBody: 'पहला अपडेट जल्द ही यहाँ दिखेगा।',
  updates: { one: '{n} अपडेट', other: '{n} अपडेट' },
  live: 'लाइव',
  archived: 'समाप्त',
  unknownDate: 'तारीख अज्ञात',
};

export const downloads: Translation<typeof en.downloads> = {
  count: { one: '{n} डाउनलोड', other: '{n} डाउनलोड' },
};

export const carousel: Translation<typeof en.carousel> = {
  rotating: 'अपने आप बदल रहा है',
  paused: 'अपने आप बदलना रुका है',
};

export const footer: Translation<typeof en.footer> = {
  categoriesUnavailable: 'श्रेणियाँ अभी उपलब्ध नहीं हैं',
};

export const ads: Translation<typeof en.ads> = {
  sponsored: 'प्रायोजित',
  learnMore: 'और जानें',
  about: (title: string) => `: ${title}`,
  sampleTitle: 'मुफ़्त समयबद्ध मॉक टेस्ट से अभ्यास करें',
  sampleBody: 'SSC, बैंकिंग, रेलवे और UPSC के फुल-लेंथ और सेक्शनल टेस्ट, तुरंत स्कोर और व्याख्या के साथ।',
};

export const markRead: Translation<typeof en.markRead> = {
  mark: 'पढ़ा हुआ चिह्नित करें',
  saving: 'सहेजा जा रहा है…',
  done: 'पढ़ा हुआ चिह्नित',
  seeProgress: 'अपनी प्रगति देखें',
};

export const widgets = { search, listing, filters, live, downloads, carousel, footer, ads, markRead };
