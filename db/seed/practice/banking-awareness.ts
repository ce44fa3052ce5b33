/**
 * Banking awareness for practice (Banking exams), hand-written in English and
 * Hindi. Only stable facts: founding years, the RBI's instruments as the RBI
 * defines them, code formats. No rates or figures that change with policy.
 * Sources: the RBI's own pages (history, monetary policy glossary), NABARD's
 * and SIDBI's pages.
 */
import type { RawQuestion } from '../full-length/types';
import { ga } from './general-awareness';

const T = 'Banking Awareness';

export const BANKING_AWARENESS: RawQuestion[] = [
  ga(T, 'In which year was the Reserve Bank of India established?', 'भारतीय रिज़र्व बैंक की स्थापना किस वर्ष हुई?',
    ['1935', 'The RBI began operations on 1 April 1935 under the Reserve Bank of India Act, 1934.', '1935', 'भारतीय रिज़र्व बैंक ने भारतीय रिज़र्व बैंक अधिनियम, 1934 के अंतर्गत 1 अप्रैल 1935 को काम शुरू किया।'],
    ['1949', 'The RBI was nationalised on 1 January 1949; it had been set up earlier.', '1949', 'रिज़र्व बैंक का राष्ट्रीयकरण 1 जनवरी 1949 को हुआ; इसकी स्थापना पहले हो चुकी थी।'],
    ['1969', '1969 is the year fourteen commercial banks were nationalised.', '1969', '1969 में चौदह वाणिज्यिक बैंकों का राष्ट्रीयकरण हुआ था।'],
    ['1947', 'The RBI was already working for twelve years when India became independent in 1947.', '1947', '1947 में स्वतंत्रता के समय रिज़र्व बैंक बारह वर्षों से काम कर रहा था।']),
  ga(T, 'In which city is the central office of the Reserve Bank of India?', 'भारतीय रिज़र्व बैंक का केंद्रीय कार्यालय किस शहर में है?',
    ['Mumbai', 'The central office moved from Calcutta to Mumbai in 1937 and has been there since.', 'मुंबई', 'केंद्रीय कार्यालय 1937 में कलकत्ता से मुंबई आया और तब से वहीं है।'],
    ['Kolkata', 'Kolkata (Calcutta) held the central office only from 1935 to 1937.', 'कोलकाता', 'कोलकाता (कलकत्ता) में केंद्रीय कार्यालय केवल 1935 से 1937 तक रहा।'],
    ['New Delhi', 'New Delhi has a regional office of the RBI, not its central office.', 'नई दिल्ली', 'नई दिल्ली में रिज़र्व बैंक का क्षेत्रीय कार्यालय है, केंद्रीय कार्यालय नहीं।'],
    ['Chennai', 'Chennai has a regional office of the RBI, not its central office.', 'चेन्नई', 'चेन्नई में रिज़र्व बैंक का क्षेत्रीय कार्यालय है, केंद्रीय कार्यालय नहीं।']),
  ga(T, 'How many characters make up an IFSC (Indian Financial System Code)?', 'आईएफएससी (भारतीय वित्तीय प्रणाली कोड) में कितने वर्ण होते हैं?',
    ['11', 'An IFSC has 11 characters: four letters for the bank, a zero, and six characters for the branch.', '11', 'आईएफएससी में 11 वर्ण होते हैं: बैंक के लिए चार अक्षर, एक शून्य, और शाखा के लिए छह वर्ण।'],
    ['9', 'Nine is the number of digits in a MICR code, not in an IFSC.', '9', 'नौ अंक एमआईसीआर कोड में होते हैं, आईएफएससी में नहीं।'],
    ['10', 'Ten characters make up a PAN, not an IFSC.', '10', 'दस वर्ण पैन में होते हैं, आईएफएससी में नहीं।'],
    ['12', 'Twelve digits make up an Aadhaar number, not an IFSC.', '12', 'बारह अंक आधार संख्या में होते हैं, आईएफएससी में नहीं।']),
  ga(T, 'How many digits does the MICR code printed on a cheque have?', 'चेक पर छपे एमआईसीआर कोड में कितने अंक होते हैं?',
    ['9', 'The MICR code has 9 digits: three for the city, three for the bank and three for the branch.', '9', 'एमआईसीआर कोड में 9 अंक होते हैं: तीन शहर के, तीन बैंक के और तीन शाखा के।'],
    ['11', 'Eleven characters make up the IFSC, which also contains letters.', '11', 'ग्यारह वर्ण आईएफएससी में होते हैं, जिसमें अक्षर भी होते हैं।'],
    ['6', 'Six digits make up a postal PIN code.', '6', 'छह अंक डाक पिन कोड में होते हैं।'],
    ['16', 'Sixteen digits is the usual length of a debit or credit card number.', '16', 'सोलह अंक सामान्यतः डेबिट या क्रेडिट कार्ड संख्या की लंबाई है।']),
  ga(T, 'The rate at which the RBI lends short-term funds to banks against government securities is called the:', 'जिस दर पर भारतीय रिज़र्व बैंक सरकारी प्रतिभूतियों के बदले बैंकों को अल्पकालीन ऋण देता है, उसे क्या कहते हैं?',
    ['Repo rate', 'Under a repo the RBI buys securities from a bank and sells them back later, lending it money short-term.', 'रेपो दर', 'रेपो में रिज़र्व बैंक किसी बैंक से प्रतिभूतियाँ खरीदकर बाद में वापस बेचता है, यानी उसे अल्पकालीन ऋण देता है।'],
    ['Reverse repo rate', 'The reverse repo rate is the rate at which the RBI borrows from banks, the other direction.', 'रिवर्स रेपो दर', 'रिवर्स रेपो दर वह दर है जिस पर रिज़र्व बैंक बैंकों से उधार लेता है, यानी उलटी दिशा।'],
    ['Bank rate', 'The bank rate is the rate at which the RBI buys or rediscounts bills of exchange.', 'बैंक दर', 'बैंक दर वह दर है जिस पर रिज़र्व बैंक विनिमय पत्र खरीदता या उनकी पुनर्भुनाई करता है।'],
    ['Cash reserve ratio', 'The cash reserve ratio is the share of deposits a bank must keep with the RBI, not a lending rate.', 'नकद आरक्षित अनुपात', 'नकद आरक्षित अनुपात जमाराशियों का वह भाग है जो बैंक को रिज़र्व बैंक के पास रखना होता है; यह ऋण दर नहीं है।']),
  ga(T, 'In which year was NABARD established?', 'नाबार्ड की स्थापना किस वर्ष हुई?',
    ['1982', 'NABARD, the apex bank for agriculture and rural development, was set up on 12 July 1982.', '1982', 'कृषि और ग्रामीण विकास का शीर्ष बैंक नाबार्ड 12 जुलाई 1982 को स्थापित हुआ।'],
    ['1990', '1990 is the year SIDBI was established.', '1990', '1990 में सिडबी की स्थापना हुई थी।'],
    ['1964', '1964 is the year IDBI was established.', '1964', '1964 में आईडीबीआई की स्थापना हुई थी।'],
    ['1975', '1975 is the year the Regional Rural Banks began, before NABARD existed.', '1975', '1975 में क्षेत्रीय ग्रामीण बैंक शुरू हुए थे, नाबार्ड बनने से पहले।']),
  ga(T, 'With whom must a bank keep the cash that its Cash Reserve Ratio (CRR) requires?', 'नकद आरक्षित अनुपात (सीआरआर) के अनुसार आवश्यक नकदी बैंक को किसके पास रखनी होती है?',
    ['The Reserve Bank of India', 'The CRR is the share of a bank\'s net demand and time liabilities held as cash balance with the RBI.', 'भारतीय रिज़र्व बैंक', 'सीआरआर बैंक की शुद्ध मांग और सावधि देयताओं का वह भाग है जो रिज़र्व बैंक के पास नकद शेष के रूप में रखा जाता है।'],
    ['The Ministry of Finance', 'The Ministry of Finance does not hold banks\' reserves.', 'वित्त मंत्रालय', 'वित्त मंत्रालय बैंकों का आरक्षित धन नहीं रखता।'],
    ['SEBI', 'SEBI regulates the securities market and holds no bank reserves.', 'सेबी', 'सेबी प्रतिभूति बाज़ार का नियामक है और बैंकों का कोई आरक्षित धन नहीं रखता।'],
    ['NABARD', 'NABARD finances agriculture and rural development; it does not hold the CRR.', 'नाबार्ड', 'नाबार्ड कृषि और ग्रामीण विकास का वित्तपोषण करता है; सीआरआर उसके पास नहीं रखा जाता।']),
  ga(T, 'Whose signature appears on Indian currency notes of ₹10 and above?', '₹10 और उससे अधिक के भारतीय करेंसी नोटों पर किसके हस्ताक्षर होते हैं?',
    ['The Governor of the RBI', 'The RBI issues these notes, and its Governor signs them.', 'रिज़र्व बैंक के गवर्नर', 'ये नोट रिज़र्व बैंक जारी करता है, और उसके गवर्नर इन पर हस्ताक्षर करते हैं।'],
    ['The Finance Secretary', 'The Finance Secretary signs the ₹1 note, which the Government of India issues.', 'वित्त सचिव', 'वित्त सचिव ₹1 के नोट पर हस्ताक्षर करते हैं, जिसे भारत सरकार जारी करती है।'],
    ['The Finance Minister', 'The Finance Minister does not sign currency notes.', 'वित्त मंत्री', 'वित्त मंत्री करेंसी नोटों पर हस्ताक्षर नहीं करते।'],
    ['The President of India', 'The President does not sign currency notes.', 'भारत के राष्ट्रपति', 'राष्ट्रपति करेंसी नोटों पर हस्ताक्षर नहीं करते।']),
  ga(T, 'In which year were 14 major commercial banks nationalised in India?', 'भारत में 14 प्रमुख वाणिज्यिक बैंकों का राष्ट्रीयकरण किस वर्ष हुआ?',
    ['1969', 'Fourteen banks with deposits of over ₹50 crore each were nationalised on 19 July 1969.', '1969', '₹50 करोड़ से अधिक जमाराशि वाले चौदह बैंकों का राष्ट्रीयकरण 19 जुलाई 1969 को हुआ।'],
    ['1980', 'In 1980 six more banks were nationalised.', '1980', '1980 में छह और बैंकों का राष्ट्रीयकरण हुआ।'],
    ['1955', 'In 1955 the Imperial Bank of India became the State Bank of India.', '1955', '1955 में इंपीरियल बैंक ऑफ़ इंडिया भारतीय स्टेट बैंक बना।'],
    ['1991', '1991 is the year of economic reforms and the first Narasimham Committee.', '1991', '1991 आर्थिक सुधारों और पहली नरसिंहम समिति का वर्ष है।']),
  ga(T, 'The State Bank of India was formed in 1955 from which bank?', '1955 में भारतीय स्टेट बैंक किस बैंक से बना?',
    ['Imperial Bank of India', 'The State Bank of India Act, 1955 turned the Imperial Bank of India into the SBI.', 'इंपीरियल बैंक ऑफ़ इंडिया', 'भारतीय स्टेट बैंक अधिनियम, 1955 ने इंपीरियल बैंक ऑफ़ इंडिया को भारतीय स्टेट बैंक में बदला।'],
    ['Bank of Bengal', 'The Bank of Bengal merged with two other Presidency banks in 1921 to form the Imperial Bank.', 'बैंक ऑफ़ बंगाल', 'बैंक ऑफ़ बंगाल का 1921 में दो अन्य प्रेसिडेंसी बैंकों के साथ विलय होकर इंपीरियल बैंक बना।'],
    ['Reserve Bank of India', 'The RBI is the central bank and was never turned into the SBI.', 'भारतीय रिज़र्व बैंक', 'रिज़र्व बैंक केंद्रीय बैंक है और इसे कभी स्टेट बैंक में नहीं बदला गया।'],
    ['Allahabad Bank', 'Allahabad Bank was nationalised in 1969 and later merged into Indian Bank.', 'इलाहाबाद बैंक', 'इलाहाबाद बैंक का 1969 में राष्ट्रीयकरण हुआ और बाद में इसका इंडियन बैंक में विलय हुआ।']),
  ga(T, 'SIDBI, set up in 1990, mainly finances which sector?', '1990 में स्थापित सिडबी मुख्य रूप से किस क्षेत्र का वित्तपोषण करता है?',
    ['Micro, small and medium enterprises', 'The Small Industries Development Bank of India is the main financial institution for MSMEs.', 'सूक्ष्म, लघु और मध्यम उद्यम', 'भारतीय लघु उद्योग विकास बैंक सूक्ष्म, लघु और मध्यम उद्यमों की प्रमुख वित्तीय संस्था है।'],
    ['Agriculture and rural development', 'Agriculture and rural development are financed by NABARD.', 'कृषि और ग्रामीण विकास', 'कृषि और ग्रामीण विकास का वित्तपोषण नाबार्ड करता है।'],
    ['Housing', 'Housing finance is supervised by the National Housing Bank.', 'आवास', 'आवास वित्त की देखरेख राष्ट्रीय आवास बैंक करता है।'],
    ['Exports and imports', 'Foreign trade is financed by the Export-Import Bank of India.', 'निर्यात और आयात', 'विदेश व्यापार का वित्तपोषण भारतीय निर्यात-आयात बैंक करता है।']),
  ga(T, 'The Basel norms for banks are mainly about:', 'बैंकों के लिए बेसल मानदंड मुख्य रूप से किससे संबंधित हैं?',
    ['Capital adequacy', 'The Basel accords set how much capital a bank must hold against its risks.', 'पूँजी पर्याप्तता', 'बेसल समझौते तय करते हैं कि बैंक को अपने जोखिमों के अनुपात में कितनी पूँजी रखनी चाहिए।'],
    ['Interest rates on deposits', 'Deposit rates are set by banks themselves; the Basel norms do not fix them.', 'जमाराशियों पर ब्याज दरें', 'जमा दरें बैंक स्वयं तय करते हैं; बेसल मानदंड इन्हें तय नहीं करते।'],
    ['Foreign exchange rates', 'Exchange rates are set in the currency market, not by the Basel norms.', 'विदेशी मुद्रा विनिमय दरें', 'विनिमय दरें मुद्रा बाज़ार में तय होती हैं, बेसल मानदंडों से नहीं।'],
    ['Priority sector lending', 'Priority sector targets are set by the RBI for Indian banks, not by the Basel accords.', 'प्राथमिकता क्षेत्र ऋण', 'प्राथमिकता क्षेत्र के लक्ष्य भारतीय बैंकों के लिए रिज़र्व बैंक तय करता है, बेसल समझौते नहीं।']),
];
