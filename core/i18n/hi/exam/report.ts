/** "बुकमार्क" and "इस प्रश्न की शिकायत करें": the Hindi of en/exam/report.ts (the review and the practice runner). */
import type { report as en } from '../../en/exam/report.ts';
import type { Translation } from '../../types.ts';

export const report: Translation<typeof en> = {
  reasons: { wrong_answer: 'गलत उत्तर', wrong_translation: 'गलत अनुवाद', typo: 'टाइपिंग की गलती', other: 'अन्य' },
  messages: {
    reason: 'बताएँ कि क्या गलत है: गलत उत्तर, गलत अनुवाद, टाइपिंग की गलती या अन्य',
    text: 'विवरण अधिकतम 1000 अक्षरों का हो सकता है',
    textType: 'विवरण टेक्स्ट में होना चाहिए',
    control: 'विवरण में कंट्रोल कैरेक्टर नहीं हो सकते',
    other: 'कृपया समस्या बताएँ (कम से कम 10 अक्षर)',
  },
  signInToBookmark: ' बुकमार्क करने के लिए साइन इन करें',
  report: ' इस प्रश्न की शिकायत करें',
  reportLabel: (label: string) => `${label} की शिकायत करें`,
  thanks: 'धन्यवाद। आपकी शिकायत संपादकों को भेज दी गई है।',
  bookmarkLabel: (label: string) => `${label} बुकमार्क करें`,
  bookmarked: 'बुकमार्क किया गया',
  bookmark: 'बुकमार्क',
  revisionList: 'रिवीजन सूची',
  whatIsWrong: 'क्या गलत है?',
  details: 'विवरण ',
  required: '(आवश्यक)',
  optional: '(वैकल्पिक)',
  placeholder: 'उदाहरण: विकल्प 2 सही उत्तर है क्योंकि…',
  sending: 'भेजा जा रहा है…',
  send: 'शिकायत भेजें',
  cancel: 'रद्द करें',
};
