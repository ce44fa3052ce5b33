import type { practice as en } from '../../en/widgets/practice.ts';
import type { Translation } from '../../types.ts';

export const practice: Translation<typeof en> = {
  loading: 'प्रश्न लोड हो रहे हैं…',
  failed: 'प्रश्न लोड नहीं हो सके। अपना कनेक्शन जाँचें और फिर से कोशिश करें।',
  retry: 'फिर से कोशिश करें',
  progress: (i, n) => `प्रश्न ${i} / ${n}`,
  optionsLabel: 'विकल्प',
  correct: 'सही!',
  wrong: (letter) => `गलत। सही उत्तर ${letter} है।`,
  explanation: 'व्याख्या',
  next: 'अगला प्रश्न',
  finish: 'सारांश देखें',
  summaryTitle: 'सारांश',
  summary: (c, n) => `${n} में से ${c} सही।`,
  again: 'फिर से अभ्यास करें',
  allTopics: 'सभी टॉपिक',
  accuracy: (p, n) => `${p}% सटीकता · ${n} हल किए`,
  notYet: 'अभी अभ्यास नहीं किया',
  keepProgress: 'हर डिवाइस पर अपनी प्रगति रखने के लिए साइन इन करें।',
  signIn: 'साइन इन करें',
  setName: (name) => `सेट: ${name}`,
};
