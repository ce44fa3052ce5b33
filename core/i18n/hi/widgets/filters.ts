import type { filters as en } from '../../en/widgets/filters.ts';
import type { Noun } from '../../en/widgets/filters.ts';
import { formatNumber, plural } from '../../format.ts';
import type { Translation } from '../../types.ts';

const n = (v: number) => formatNumber('hi', v);

export const filters: Translation<typeof en> = {
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
