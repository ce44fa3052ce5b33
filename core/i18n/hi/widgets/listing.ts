import type { listing as en } from '../../en/widgets/listing.ts';
import { formatNumber, plural } from '../../format.ts';
import type { Translation } from '../../types.ts';

const n = (v: number) => formatNumber('hi', v);

export const listing: Translation<typeof en> = {
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
