/**
 * Hindi demo content (issue 27): Hindi names of the blog categories and
 * series, and the Hindi articles — some of them translations of English
 * series parts, linked through `translation_of`. Deterministic like the
 * rest of the seed: no clock, no Math.random().
 */
import { escapeHtml } from './text';

/** Hindi names of the blog categories, as Hindi exam sites write them. */
export const CATEGORY_NAMES_HI: Record<string, string> = {
  UPSC: 'यूपीएससी',
  SSC: 'एसएससी',
  Banking: 'बैंकिंग',
  Railways: 'रेलवे',
  'State PSC': 'राज्य लोक सेवा आयोग',
  'Current Affairs': 'करेंट अफेयर्स',
  Defence: 'रक्षा',
  Teaching: 'शिक्षक भर्ती',
  'General Studies & GK': 'सामान्य अध्ययन और सामान्य ज्ञान',
  Police: 'पुलिस',
};

/** Hindi names and descriptions of the mock-test categories (db/seed/mock-tests.ts MOCK_CATEGORIES), by English name. */
export const MOCK_CATEGORIES_HI: Record<string, { name: string; description: string }> = {
  SSC: { name: 'एसएससी', description: 'कर्मचारी चयन आयोग की परीक्षाएँ: CGL, CHSL, MTS, GD और CPO।' },
  Banking: { name: 'बैंकिंग', description: 'PO, क्लर्क और अधिकारी पदों के लिए IBPS, SBI और RBI की परीक्षाएँ।' },
  Railways: { name: 'रेलवे', description: 'RRB NTPC, ग्रुप D, ALP और रेलवे की अन्य भर्ती परीक्षाएँ।' },
  UPSC: { name: 'यूपीएससी', description: 'सिविल सेवा प्रारंभिक परीक्षा का अभ्यास: सामान्य अध्ययन और CSAT।' },
  'State PSC': { name: 'राज्य लोक सेवा आयोग', description: 'राज्य लोक सेवा आयोग की परीक्षाओं के लिए सामान्य अध्ययन का अभ्यास।' },
};

/** Hindi names and descriptions of the series (db/seed/article-bank.ts SERIES), by slug. */
export const SERIES_HI: Record<string, { name: string; description: string }> = {
  'upsc-prelims-crash-course': {
    name: 'यूपीएससी प्रीलिम्स क्रैश कोर्स',
    description: 'यूपीएससी प्रारंभिक परीक्षा के लिए केंद्रित रिवीजन कोर्स: हर विषय पर एक लेख, उन्हीं अवधारणाओं और तथ्यों के साथ जो सबसे अधिक पूछे जाते हैं।',
  },
  'ssc-cgl-quant-masterclass': {
    name: 'एसएससी सीजीएल क्वांट मास्टरक्लास',
    description: 'एसएससी सीजीएल के लिए संख्यात्मक अभियोग्यता, बुनियादी बातों से परीक्षा-स्तर की गति तक, एक-एक अध्याय करके।',
  },
  'banking-awareness-capsule': {
    name: 'बैंकिंग जागरूकता कैप्सूल',
    description: 'आईबीपीएस, एसबीआई और आरबीआई परीक्षाओं के लिए बैंकिंग जागरूकता के छोटे, परीक्षा-उपयोगी नोट्स।',
  },
  'railway-general-science-series': {
    name: 'रेलवे परीक्षा सामान्य विज्ञान श्रृंखला',
    description: 'आरआरबी एनटीपीसी और ग्रुप डी के लिए सामान्य विज्ञान: भौतिकी, रसायन और जीव विज्ञान, परीक्षा के हिसाब से छोटे हिस्सों में।',
  },
  'ctet-child-pedagogy-essentials': {
    name: 'सीटीईटी बाल विकास एवं शिक्षाशास्त्र',
    description: 'सीटीईटी के बाल विकास एवं शिक्षाशास्त्र के प्रश्नों के पीछे के सिद्धांत और कक्षा से जुड़े विचार।',
  },
  'reasoning-shortcuts-series': {
    name: 'रीजनिंग शॉर्टकट्स श्रृंखला',
    description: 'उन रीजनिंग टॉपिक्स के तेज़ और भरोसेमंद तरीके जो हर एसएससी और बैंकिंग पेपर में आते हैं।',
  },
};

/** A Hindi article as written: paragraphs under headings, or plain paragraphs. */
export interface HindiArticleDef {
  slug: string;
  title: string;
  /** English category name (the categories table's `name`). */
  category: string;
  /** Days before BASE_DATE it was published. */
  daysAgo: number;
  /** Sections: an optional heading (h2) and its paragraphs; a list item starts with '• '. */
  sections: { heading?: string; paragraphs: string[] }[];
  /** The English series part it translates (and the Hindi part of that series it is). */
  translates?: { series: string; order: number };
}

/** The article's HTML: h2 headings, paragraphs, and runs of '• ' items as lists. */
export function hindiHtml(def: HindiArticleDef): string {
  const out: string[] = [];
  for (const s of def.sections) {
    if (s.heading) out.push(`<h2>${escapeHtml(s.heading)}</h2>`);
    let list: string[] = [];
    const flush = () => {
      if (list.length) out.push(`<ul>${list.map((i) => `<li>${escapeHtml(i)}</li>`).join('')}</ul>`);
      list = [];
    };
    for (const p of s.paragraphs) {
      if (p.startsWith('• ')) list.push(p.slice(2));
      else {
        flush();
        out.push(`<p>${escapeHtml(p)}</p>`);
      }
    }
    flush();
  }
  return out.join('\n');
}

/** Plain text of the article (the excerpt source), block by block as stripTags separates them. */
export function hindiText(def: HindiArticleDef): string {
  return def.sections.flatMap((s) => [...(s.heading ? [s.heading] : []), ...s.paragraphs.map((p) => (p.startsWith('• ') ? p.slice(2) : p))]).join('\n');
}

import { HAND_WRITTEN } from './hindi-articles';
import { generatedHindiArticles } from './hindi-generated';

/** Every Hindi article of the demo seed: the hand-written ones, then those built from tables of facts. */
export const HINDI_ARTICLES: HindiArticleDef[] = [...HAND_WRITTEN, ...generatedHindiArticles()];
