/**
 * Banking awareness for practice (Banking exams), hand-written in English and
 * Hindi. Only stable facts: founding years, the RBI's instruments as the RBI
 * defines them, code formats. No rates or figures that change with policy.
 * Sources: the RBI's own pages (history, monetary policy glossary, master
 * circulars), the Negotiable Instruments Act, 1881, and the NHB's and SIDBI's pages.
 */
import type { RawQuestion } from '../full-length/types';
import { ga } from './general-awareness';

const T = 'Banking Awareness';

export const BANKING_AWARENESS: RawQuestion[] = [
  ga(T, 'In which year were the first Regional Rural Banks set up?', 'पहले क्षेत्रीय ग्रामीण बैंक किस वर्ष स्थापित किए गए?',
    ['1975', 'The first Regional Rural Banks were set up on 2 October 1975; the Regional Rural Banks Act followed in 1976.', '1975', 'पहले क्षेत्रीय ग्रामीण बैंक 2 अक्टूबर 1975 को स्थापित हुए; क्षेत्रीय ग्रामीण बैंक अधिनियम 1976 में आया।'],
    ['1955', '1955 is the year the State Bank of India was formed.', '1955', '1955 में भारतीय स्टेट बैंक बना था।'],
    ['1988', '1988 is the year the National Housing Bank was set up.', '1988', '1988 में राष्ट्रीय आवास बैंक की स्थापना हुई थी।'],
    ['1990', '1990 is the year SIDBI was set up.', '1990', '1990 में सिडबी की स्थापना हुई थी।']),
  ga(T, 'In which year was the National Housing Bank set up?', 'राष्ट्रीय आवास बैंक की स्थापना किस वर्ष हुई?',
    ['1988', 'The National Housing Bank was set up on 9 July 1988 under the National Housing Bank Act, 1987.', '1988', 'राष्ट्रीय आवास बैंक राष्ट्रीय आवास बैंक अधिनियम, 1987 के अंतर्गत 9 जुलाई 1988 को स्थापित हुआ।'],
    ['1987', '1987 is the year of the Act; the bank itself was set up in 1988.', '1987', '1987 अधिनियम का वर्ष है; बैंक स्वयं 1988 में स्थापित हुआ।'],
    ['1975', '1975 is the year the first Regional Rural Banks were set up.', '1975', '1975 में पहले क्षेत्रीय ग्रामीण बैंक स्थापित हुए थे।'],
    ['2000', 'By 2000 the National Housing Bank had been at work for twelve years.', '2000', '2000 तक राष्ट्रीय आवास बैंक बारह वर्षों से काम कर रहा था।']),
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
  ga(T, 'Under which section of the Negotiable Instruments Act, 1881 is the dishonour of a cheque for insufficient funds an offence?', 'परक्राम्य लिखत अधिनियम, 1881 की किस धारा के अंतर्गत अपर्याप्त राशि के कारण चेक का अनादरण अपराध है?',
    ['Section 138', 'Section 138 makes it an offence when a cheque bounces for want of funds in the drawer\'s account.', 'धारा 138', 'धारा 138 के अनुसार लेखीवाल के खाते में पर्याप्त राशि न होने से चेक लौटना अपराध है।'],
    ['Section 420', 'Section 420 was the cheating section of the Indian Penal Code, not of the Negotiable Instruments Act.', 'धारा 420', 'धारा 420 भारतीय दंड संहिता में धोखाधड़ी की धारा थी, परक्राम्य लिखत अधिनियम की नहीं।'],
    ['Section 6', 'Section 6 of the Act defines a cheque; it does not create the offence.', 'धारा 6', 'अधिनियम की धारा 6 चेक की परिभाषा देती है; यह अपराध नहीं बनाती।'],
    ['Section 13', 'Section 13 of the Act defines a negotiable instrument.', 'धारा 13', 'अधिनियम की धारा 13 परक्राम्य लिखत की परिभाषा देती है।']),
  ga(T, 'For how long from its date is a cheque valid for payment in India?', 'भारत में कोई चेक अपनी तिथि से कितने समय तक भुगतान के लिए वैध रहता है?',
    ['Three months', 'Since 1 April 2012 the RBI has limited the validity of cheques to three months from their date.', 'तीन महीने', '1 अप्रैल 2012 से रिज़र्व बैंक ने चेक की वैधता उसकी तिथि से तीन महीने तक सीमित कर दी है।'],
    ['Six months', 'Six months was the validity before the RBI reduced it in 2012.', 'छह महीने', 'छह महीने की वैधता 2012 से पहले थी, जब रिज़र्व बैंक ने इसे घटाया।'],
    ['One month', 'One month is shorter than the three months a cheque stays valid.', 'एक महीना', 'एक महीना चेक की तीन महीने की वैधता से कम है।'],
    ['One year', 'One year is four times the three months a cheque stays valid.', 'एक वर्ष', 'एक वर्ष चेक की तीन महीने की वैधता का चार गुना है।']),
  ga(T, 'With whom must a bank keep the cash that its Cash Reserve Ratio (CRR) requires?', 'नकद आरक्षित अनुपात (सीआरआर) के अनुसार आवश्यक नकदी बैंक को किसके पास रखनी होती है?',
    ['The Reserve Bank of India', 'The CRR is the share of a bank\'s net demand and time liabilities held as cash balance with the RBI.', 'भारतीय रिज़र्व बैंक', 'सीआरआर बैंक की शुद्ध मांग और सावधि देयताओं का वह भाग है जो रिज़र्व बैंक के पास नकद शेष के रूप में रखा जाता है।'],
    ['The Ministry of Finance', 'The Ministry of Finance does not hold banks\' reserves.', 'वित्त मंत्रालय', 'वित्त मंत्रालय बैंकों का आरक्षित धन नहीं रखता।'],
    ['SEBI', 'SEBI is not a bank and holds no bank reserves.', 'सेबी', 'सेबी कोई बैंक नहीं है और बैंकों का कोई आरक्षित धन नहीं रखता।'],
    ['NABARD', 'NABARD finances agriculture and rural development; it does not hold the CRR.', 'नाबार्ड', 'नाबार्ड कृषि और ग्रामीण विकास का वित्तपोषण करता है; सीआरआर उसके पास नहीं रखा जाता।']),
  ga(T, 'In open market operations, the RBI buys and sells:', 'खुले बाज़ार की क्रियाओं में भारतीय रिज़र्व बैंक क्या खरीदता और बेचता है?',
    ['Government securities', 'Through open market operations the RBI buys or sells government securities to add or absorb money in the system.', 'सरकारी प्रतिभूतियाँ', 'खुले बाज़ार की क्रियाओं में रिज़र्व बैंक सरकारी प्रतिभूतियाँ खरीदकर या बेचकर व्यवस्था में धन डालता या खींचता है।'],
    ['Shares of listed companies', 'The RBI does not trade company shares to manage money in the system.', 'सूचीबद्ध कंपनियों के शेयर', 'रिज़र्व बैंक व्यवस्था में धन के प्रबंधन के लिए कंपनियों के शेयरों का व्यापार नहीं करता।'],
    ['Gold jewellery', 'Gold jewellery is not an instrument of monetary policy.', 'सोने के आभूषण', 'सोने के आभूषण मौद्रिक नीति का साधन नहीं हैं।'],
    ['Land and buildings', 'Land and buildings are not traded to manage money in the system.', 'भूमि और भवन', 'व्यवस्था में धन के प्रबंधन के लिए भूमि और भवनों का व्यापार नहीं होता।']),
  ga(T, 'In what form do banks keep the assets required by the Statutory Liquidity Ratio (SLR)?', 'सांविधिक तरलता अनुपात (एसएलआर) के लिए आवश्यक परिसंपत्तियाँ बैंक किस रूप में रखते हैं?',
    ['Cash, gold and approved securities', 'The SLR is kept by the bank itself in liquid assets: cash, gold and unencumbered approved securities.', 'नकदी, सोना और अनुमोदित प्रतिभूतियाँ', 'एसएलआर बैंक स्वयं तरल परिसंपत्तियों में रखता है: नकदी, सोना और भाररहित अनुमोदित प्रतिभूतियाँ।'],
    ['Only as balances with the RBI', 'Balances that must be kept with the RBI are the cash reserve ratio, not the SLR.', 'केवल रिज़र्व बैंक में शेष राशि के रूप में', 'रिज़र्व बैंक के पास रखी जाने वाली राशि नकद आरक्षित अनुपात है, एसएलआर नहीं।'],
    ['Loans to priority sectors', 'Loans are not liquid assets and do not count towards the SLR.', 'प्राथमिकता क्षेत्रों को दिए ऋण', 'ऋण तरल परिसंपत्तियाँ नहीं हैं और एसएलआर में नहीं गिने जाते।'],
    ['Shares of private companies', 'Company shares are not approved securities for the SLR.', 'निजी कंपनियों के शेयर', 'कंपनियों के शेयर एसएलआर के लिए अनुमोदित प्रतिभूतियाँ नहीं हैं।']),
  ga(T, 'Which committee, set up in 1991, recommended reforms of India\'s financial system?', '1991 में गठित किस समिति ने भारत की वित्तीय प्रणाली में सुधारों की सिफ़ारिश की?',
    ['The Narasimham Committee', 'The Narasimham Committee (1991) recommended reforms of banks and the financial system.', 'नरसिंहम समिति', 'नरसिंहम समिति (1991) ने बैंकों और वित्तीय प्रणाली में सुधारों की सिफ़ारिश की।'],
    ['The Raja Chelliah Committee', 'The Raja Chelliah Committee of 1991 worked on tax reforms.', 'राजा चेलैया समिति', '1991 की राजा चेलैया समिति ने कर सुधारों पर काम किया।'],
    ['The Tandon Committee', 'The Tandon Committee of the 1970s dealt with bank credit for working capital.', 'टंडन समिति', '1970 के दशक की टंडन समिति ने कार्यशील पूँजी के लिए बैंक ऋण पर विचार किया।'],
    ['The Kelkar Task Force', 'The Kelkar Task Force of 2002 worked on direct and indirect taxes.', 'केलकर कार्यबल', '2002 के केलकर कार्यबल ने प्रत्यक्ष और अप्रत्यक्ष करों पर काम किया।']),
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
