/**
 * Blood relations for practice, hand-written in English and Hindi (the
 * relation words as Hindi papers use them: मामा is the mother's brother, चाचा
 * the father's, and so on). Each statement fixes the genders it needs, so
 * every item has exactly one answer.
 */
import { o } from '../full-length/assemble';
import type { RawQuestion } from '../full-length/types';

type Item = [en: string, whyEn: string, hi: string, whyHi: string];

const blood = (text: string, textHi: string, correct: Item, ...wrong: Item[]): RawQuestion => ({
  topic: 'Blood Relations',
  text,
  textHi,
  correct: o(...correct),
  wrong: wrong.map((w) => o(...w)),
});

export const BLOOD_RELATIONS_PRACTICE: RawQuestion[] = [
  blood(
    'Pointing to a girl, Arun says, "She is the daughter of my mother\'s only brother." How is the girl related to Arun?',
    'एक लड़की की ओर इशारा करते हुए अरुण कहता है, "वह मेरी माँ के इकलौते भाई की पुत्री है।" वह लड़की अरुण से किस प्रकार संबंधित है?',
    ['Cousin', 'His mother\'s only brother is his maternal uncle, and that uncle\'s daughter is his cousin.', 'ममेरी बहन', 'माँ का इकलौता भाई अरुण का मामा है, और मामा की पुत्री उसकी ममेरी बहन है।'],
    ['Sister', 'A sister would be his mother\'s daughter, not his uncle\'s daughter.', 'सगी बहन', 'सगी बहन तो उसकी माँ की पुत्री होती, मामा की नहीं।'],
    ['Niece', 'A niece is a brother\'s or sister\'s daughter; the girl is his uncle\'s daughter.', 'भांजी', 'भांजी बहन की पुत्री होती है; यह लड़की तो मामा की पुत्री है।'],
    ['Aunt', 'His maternal aunt by marriage is the uncle\'s wife, not the uncle\'s daughter.', 'मामी', 'मामी तो मामा की पत्नी होती है, मामा की पुत्री नहीं।'],
  ),
  blood(
    'A is the father of B. C is the mother of A. How is C related to B?',
    'A, B का पिता है। C, A की माँ है। C का B से क्या संबंध है?',
    ['Grandmother', 'C is the mother of B\'s father, so C is B\'s paternal grandmother.', 'दादी', 'C, B के पिता की माँ है, इसलिए C, B की दादी है।'],
    ['Mother', 'B\'s mother is A\'s wife; C is A\'s mother, a generation higher.', 'माँ', 'B की माँ तो A की पत्नी है; C, A की माँ है, एक पीढ़ी ऊपर।'],
    ['Aunt', 'An aunt would be the sister of B\'s father, but C is his mother.', 'बुआ', 'बुआ B के पिता की बहन होती, पर C तो उनकी माँ है।'],
    ['Sister', 'C is two generations above B, so she cannot be B\'s sister.', 'बहन', 'C, B से दो पीढ़ी ऊपर है, इसलिए वह B की बहन नहीं हो सकती।'],
  ),
  blood(
    'X is the husband of Y. Y is the sister of Z, who is a man. How is Z related to X?',
    'X, Y का पति है। Y, Z की बहन है और Z एक पुरुष है। Z का X से क्या संबंध है?',
    ['Brother-in-law', 'Z is the brother of X\'s wife Y, so Z is X\'s brother-in-law.', 'साला', 'Z, X की पत्नी Y का भाई है, इसलिए Z, X का साला है।'],
    ['Brother', 'Z is the brother of X\'s wife, not of X himself.', 'भाई', 'Z, X की पत्नी का भाई है, स्वयं X का नहीं।'],
    ['Father-in-law', 'X\'s father-in-law is Y\'s father; Z is Y\'s brother.', 'ससुर', 'X का ससुर Y का पिता होगा; Z तो Y का भाई है।'],
    ['Son-in-law', 'Z is of the same generation as X, so he cannot be X\'s son-in-law.', 'दामाद', 'Z, X की ही पीढ़ी का है, इसलिए वह X का दामाद नहीं हो सकता।'],
  ),
  blood(
    'Introducing a boy, Neha says, "He is the son of the only daughter of my mother\'s father." How is the boy related to Neha?',
    'एक लड़के का परिचय कराते हुए नेहा कहती है, "वह मेरी माँ के पिता की इकलौती पुत्री का पुत्र है।" वह लड़का नेहा से किस प्रकार संबंधित है?',
    ['Brother', 'The only daughter of her mother\'s father is her mother herself, and her mother\'s son is her brother.', 'भाई', 'माँ के पिता की इकलौती पुत्री स्वयं नेहा की माँ है, और माँ का पुत्र नेहा का भाई है।'],
    ['Cousin', 'A cousin through her mother would need her mother to have a sister, but she is the only daughter.', 'मौसेरा भाई', 'मौसेरे भाई के लिए माँ की कोई बहन होनी चाहिए, पर माँ तो इकलौती पुत्री है।'],
    ['Uncle', 'Her maternal uncle would be a son of her mother\'s father, not a son of his daughter.', 'मामा', 'मामा तो माँ के पिता का पुत्र होता, उनकी पुत्री का पुत्र नहीं।'],
    ['Nephew', 'A nephew is the son of one\'s brother or sister; this boy is her mother\'s son.', 'भांजा', 'भांजा बहन का पुत्र होता है; यह लड़का तो नेहा की माँ का पुत्र है।'],
  ),
  blood(
    'P and Q are brothers. R is the sister of P. S is the son of R. How is Q related to S?',
    'P और Q भाई हैं। R, P की बहन है। S, R का पुत्र है। Q का S से क्या संबंध है?',
    ['Maternal uncle', 'Q is the brother of R, S\'s mother, so Q is S\'s maternal uncle.', 'मामा', 'Q, S की माँ R का भाई है, इसलिए Q, S का मामा है।'],
    ['Paternal uncle', 'A paternal uncle is the father\'s brother; Q is the brother of S\'s mother.', 'चाचा', 'चाचा पिता का भाई होता है; Q तो S की माँ का भाई है।'],
    ['Father', 'S\'s father is R\'s husband, while Q is R\'s brother.', 'पिता', 'S का पिता R का पति है, जबकि Q तो R का भाई है।'],
    ['Cousin', 'Q belongs to the generation of S\'s mother, not to S\'s own generation.', 'ममेरा भाई', 'Q, S की माँ की पीढ़ी का है, S की अपनी पीढ़ी का नहीं।'],
  ),
  blood(
    'M is the daughter of N. N is the son of O. How is M related to O?',
    'M, N की पुत्री है। N, O का पुत्र है। M का O से क्या संबंध है?',
    ['Granddaughter', 'M is the daughter of O\'s son N, so M is O\'s granddaughter.', 'पोती', 'M, O के पुत्र N की पुत्री है, इसलिए M, O की पोती है।'],
    ['Daughter', 'O\'s child is N; M is a generation below N.', 'पुत्री', 'O की संतान N है; M तो N से एक पीढ़ी नीचे है।'],
    ['Niece', 'A niece is a brother\'s or sister\'s daughter; M is the daughter of O\'s own son.', 'भतीजी', 'भतीजी भाई की पुत्री होती है; M तो O के अपने पुत्र की पुत्री है।'],
    ['Daughter-in-law', 'O\'s daughter-in-law is N\'s wife, M\'s mother.', 'बहू', 'O की बहू तो N की पत्नी है, जो M की माँ है।'],
  ),
  blood(
    'Rahul\'s father is the only son of Mohan\'s father. How is Mohan related to Rahul?',
    'राहुल का पिता मोहन के पिता का इकलौता पुत्र है। मोहन का राहुल से क्या संबंध है?',
    ['Father', 'Mohan is a son of his father, so the only son is Mohan himself: Mohan is Rahul\'s father.', 'पिता', 'मोहन अपने पिता का पुत्र है, इसलिए इकलौता पुत्र स्वयं मोहन है: मोहन राहुल का पिता है।'],
    ['Grandfather', 'Rahul\'s grandfather is Mohan\'s father, not Mohan.', 'दादा', 'राहुल के दादा तो मोहन के पिता हैं, मोहन नहीं।'],
    ['Uncle', 'An uncle would need Mohan\'s father to have another son, but there is only one.', 'चाचा', 'चाचा होने के लिए मोहन के पिता का कोई और पुत्र होना चाहिए, पर पुत्र एक ही है।'],
    ['Brother', 'Mohan is the father of Rahul, a generation above him, not his brother.', 'भाई', 'मोहन राहुल का पिता है, उससे एक पीढ़ी ऊपर, उसका भाई नहीं।'],
  ),
  blood(
    'D is the mother of F. E is the husband of D. G is the daughter of F. How is E related to G?',
    'D, F की माँ है। E, D का पति है। G, F की पुत्री है। E का G से क्या संबंध है?',
    ['Grandfather', 'E is the husband of F\'s mother, that is, F\'s father; G is F\'s daughter, so E is G\'s grandfather.', 'दादा', 'E, F की माँ का पति, यानी F का पिता है; G, F की पुत्री है, इसलिए E, G का दादा है।'],
    ['Father', 'G\'s father is F; E is F\'s father.', 'पिता', 'G का पिता F है; E तो F का पिता है।'],
    ['Uncle', 'E is the father of G\'s father, not his brother.', 'चाचा', 'E, G के पिता का पिता है, उनका भाई नहीं।'],
    ['Great-grandfather', 'E is only two generations above G, not three.', 'परदादा', 'E, G से केवल दो पीढ़ी ऊपर है, तीन नहीं।'],
  ),
  blood(
    'Pointing to a woman in a photograph, Vikram, who has no brothers or sisters, says, "She is the mother of my father\'s only grandson." How is the woman related to Vikram?',
    'एक तस्वीर में एक महिला की ओर इशारा करते हुए विक्रम, जिसका कोई भाई या बहन नहीं है, कहता है, "वह मेरे पिता के इकलौते पोते की माँ है।" वह महिला विक्रम से किस प्रकार संबंधित है?',
    ['Wife', 'Vikram has no siblings, so his father\'s grandson is Vikram\'s son, and that boy\'s mother is Vikram\'s wife.', 'पत्नी', 'विक्रम का कोई भाई-बहन नहीं है, इसलिए उसके पिता का पोता विक्रम का पुत्र है, और उस बालक की माँ विक्रम की पत्नी है।'],
    ['Mother', 'Vikram\'s mother is the mother of his father\'s son, not of his father\'s grandson.', 'माँ', 'विक्रम की माँ उसके पिता के पुत्र की माँ है, पिता के पोते की नहीं।'],
    ['Sister', 'Vikram has no sisters.', 'बहन', 'विक्रम स्वयं कहता है कि उसकी कोई बहन नहीं है।'],
    ['Daughter-in-law', 'A daughter-in-law would be the wife of Vikram\'s son; this woman is the son\'s mother.', 'बहू', 'बहू तो विक्रम के पुत्र की पत्नी होती; यह महिला उस पुत्र की माँ है।'],
  ),
  blood(
    'K is the son of L. L is the sister of M. M is the father of N. How is K related to N?',
    'K, L का पुत्र है। L, M की बहन है। M, N का पिता है। K का N से क्या संबंध है?',
    ['Cousin', 'L is the sister of N\'s father, so L is N\'s aunt, and her son K is N\'s cousin.', 'फुफेरा भाई', 'L, N के पिता की बहन यानी N की बुआ है, और बुआ का पुत्र K, N का फुफेरा भाई है।'],
    ['Brother', 'K and N have different parents: K is L\'s son and N is M\'s child.', 'सगा भाई', 'K और N के माता-पिता अलग हैं: K, L का पुत्र है और N, M की संतान है।'],
    ['Nephew', 'K is of N\'s generation; K is the nephew of M, not of N.', 'भतीजा', 'K, N की ही पीढ़ी का है; K, M का भांजा है, N का नहीं।'],
    ['Uncle', 'N\'s uncle would be of M\'s generation; K is a generation lower.', 'चाचा', 'N का चाचा M की पीढ़ी का होता; K तो एक पीढ़ी नीचे है।'],
  ),
];
