import type { ads as en } from '../../en/widgets/ads.ts';
import type { Translation } from '../../types.ts';

export const ads: Translation<typeof en> = {
  sponsored: 'प्रायोजित',
  learnMore: 'और जानें',
  about: (title: string) => `: ${title}`,
  sampleTitle: 'मुफ़्त समयबद्ध मॉक टेस्ट से अभ्यास करें',
  sampleBody: 'SSC, बैंकिंग, रेलवे और UPSC के फुल-लेंथ और सेक्शनल टेस्ट, तुरंत स्कोर और व्याख्या के साथ।',
};
