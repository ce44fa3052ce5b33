/**
 * The support page's questions and answers, per language (also its FAQPage JSON-LD). Long prose like this lives
 * beside the page rather than in the UI dictionary; the type keeps the two languages' lists alike.
 */
import type { Locale } from '#core/i18n/index.ts';

export interface Faq {
  q: string;
  a: string;
}

export function supportFaqs(locale: Locale, contactEmail: string): Faq[] {
  return locale === 'hi' ? hindi(contactEmail) : english(contactEmail);
}

const english = (email: string): Faq[] => [
  {
    q: 'Is everything on the site free?',
    a: 'Yes. Articles, series, mock tests, live updates and the downloadable resources are free to use. The site is supported by advertising, which is always labelled as such.',
  },
  {
    q: 'Which exams do you cover?',
    a: 'UPSC (Civil Services, CAPF, EPFO), SSC (CGL, CHSL, MTS, GD, CPO), Banking (IBPS, SBI, RBI), Railways (RRB NTPC, Group D, ALP, JE), State PSCs, Defence, Teaching and Police recruitment exams, plus General Studies and Current Affairs that are common to all of them.',
  },
  {
    q: 'Do I need an account?',
    a: 'No. You can read, search, take mock tests and download resources without signing in. An account (Google or email and password) only lets us remember the articles you have read and your mock-test attempts across devices.',
  },
  {
    q: 'How is a mock test scored?',
    a: 'Each correct answer earns one mark. Tests that follow an exam with negative marking deduct the stated fraction for every wrong answer; the rule is shown on the test page before you start. Unanswered questions score zero and are counted separately. Your percentage is the share of correct answers out of all questions, rounded to a whole number.',
  },
  {
    q: 'What happens if the timer runs out?',
    a: 'The test is submitted automatically with the answers you have marked so far, and you see your result and the explanations straight away.',
  },
  {
    q: 'How current is the information about notifications, vacancies and dates?',
    a: 'We update articles and live pages as soon as an official notice is published, and every article shows when it was last updated. Recruitment details can change, so always confirm dates, eligibility and fees on the official website of the commission or board before you apply.',
  },
  {
    q: 'I found a mistake in an article or a question. How do I report it?',
    a: `Write to ${email} with the page address and what is wrong. Corrections to answer keys and facts are usually published within two working days.`,
  },
  {
    q: 'Some parts of the site do not load in my browser.',
    a: 'Privacy features such as Brave Shields or strict ad blockers can block the requests the site makes for search, mock tests and live updates. If you see the message that a request was blocked by browser privacy protection, allow this site in your blocker or try a different browser.',
  },
  {
    q: 'Can I share or reprint your articles?',
    a: 'You are welcome to share links. Please do not copy whole articles, questions or resources to other websites, apps or paid courses without written permission.',
  },
];

const hindi = (email: string): Faq[] => [
  {
    q: 'क्या साइट पर सब कुछ मुफ़्त है?',
    a: 'हाँ। लेख, सीरीज़, मॉक टेस्ट, लाइव अपडेट और डाउनलोड की जा सकने वाली अध्ययन सामग्री, सब मुफ़्त हैं। साइट का खर्च विज्ञापनों से चलता है, और विज्ञापन हमेशा विज्ञापन के रूप में चिह्नित होते हैं।',
  },
  {
    q: 'आप किन परीक्षाओं की तैयारी करवाते हैं?',
    a: 'UPSC (सिविल सेवा, CAPF, EPFO), SSC (CGL, CHSL, MTS, GD, CPO), बैंकिंग (IBPS, SBI, RBI), रेलवे (RRB NTPC, ग्रुप D, ALP, JE), राज्य लोक सेवा आयोग, रक्षा, शिक्षक और पुलिस भर्ती परीक्षाएँ, साथ ही सामान्य अध्ययन और करेंट अफेयर्स, जो इन सभी में पूछे जाते हैं।',
  },
  {
    q: 'क्या मुझे खाता बनाना ज़रूरी है?',
    a: 'नहीं। आप साइन इन किए बिना पढ़ सकते हैं, खोज सकते हैं, मॉक टेस्ट दे सकते हैं और अध्ययन सामग्री डाउनलोड कर सकते हैं। खाता (Google या ईमेल और पासवर्ड से) बस इसलिए है कि हम आपके पढ़े हुए लेख और आपके मॉक टेस्ट प्रयास हर डिवाइस पर याद रख सकें।',
  },
  {
    q: 'मॉक टेस्ट में अंक कैसे दिए जाते हैं?',
    a: 'हर सही उत्तर पर एक अंक मिलता है। जिन परीक्षाओं में नेगेटिव मार्किंग होती है, उनके टेस्ट में हर गलत उत्तर पर बताया गया हिस्सा काटा जाता है; यह नियम टेस्ट शुरू करने से पहले टेस्ट पेज पर दिखाया जाता है। बिना उत्तर वाले प्रश्नों पर शून्य अंक मिलते हैं और उन्हें अलग से गिना जाता है। आपका प्रतिशत कुल प्रश्नों में सही उत्तरों का हिस्सा है, पूर्ण संख्या में।',
  },
  {
    q: 'अगर समय खत्म हो जाए तो क्या होगा?',
    a: 'आपके अब तक चिह्नित उत्तरों के साथ टेस्ट अपने-आप सबमिट हो जाता है, और आपको तुरंत अपना परिणाम और व्याख्याएँ दिखती हैं।',
  },
  {
    q: 'अधिसूचनाओं, रिक्तियों और तारीख़ों की जानकारी कितनी ताज़ा होती है?',
    a: 'आधिकारिक सूचना जारी होते ही हम लेख और लाइव पेज अपडेट करते हैं, और हर लेख पर लिखा होता है कि उसे आख़िरी बार कब अपडेट किया गया। भर्ती का विवरण बदल सकता है, इसलिए आवेदन से पहले तारीख़ें, पात्रता और शुल्क हमेशा आयोग या बोर्ड की आधिकारिक वेबसाइट पर जाँच लें।',
  },
  {
    q: 'मुझे किसी लेख या प्रश्न में गलती मिली है। मैं इसकी सूचना कैसे दूँ?',
    a: `पेज का पता और गलती का विवरण ${email} पर लिखें। उत्तर कुंजी और तथ्यों के सुधार आम तौर पर दो कार्यदिवसों में प्रकाशित हो जाते हैं।`,
  },
  {
    q: 'मेरे ब्राउज़र में साइट के कुछ हिस्से नहीं खुलते।',
    a: 'Brave Shields या सख़्त ऐड ब्लॉकर जैसी प्राइवेसी सुविधाएँ खोज, मॉक टेस्ट और लाइव अपडेट के लिए साइट के अनुरोध रोक सकती हैं। अगर आपको संदेश दिखे कि ब्राउज़र की प्राइवेसी सुरक्षा ने अनुरोध रोक दिया है, तो अपने ब्लॉकर में इस साइट को अनुमति दें या कोई दूसरा ब्राउज़र आज़माएँ।',
  },
  {
    q: 'क्या मैं आपके लेख साझा कर सकता हूँ या दोबारा छाप सकता हूँ?',
    a: 'लिंक साझा करने का स्वागत है। लिखित अनुमति के बिना पूरे लेख, प्रश्न या अध्ययन सामग्री दूसरी वेबसाइटों, ऐप्स या पेड कोर्स में कॉपी न करें।',
  },
];
