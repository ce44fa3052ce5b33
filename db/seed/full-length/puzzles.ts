/**
 * IBPS-style puzzles in English and Hindi (IBPS prints Reasoning Ability in
 * both): a linear seating arrangement and a floor puzzle, five questions each.
 * The clues determine one arrangement only; every explanation starts from it.
 *
 * Seating (left to right, all facing north): D F A G B E C.
 * Floors (1 = bottom): R/Banana, T/Cherry, P/Grape, S/Apple, Q/Mango.
 */
import { o } from './assemble';
import type { Block, RawQuestion } from './types';

type Item = [option: string, why: string, optionHi: string, whyHi: string];

const q = (topic: string, lead: [en: string, hi: string], ask: string, askHi: string, correct: Item, ...wrong: Item[]): RawQuestion => ({
  topic,
  text: `${lead[0]}\n\n${ask}`,
  textHi: `${lead[1]}\n\n${askHi}`,
  correct: o(...correct),
  wrong: wrong.map((w) => o(...w)),
});

const ROW: [string, string] = [
  'Study the information and answer the question. Seven friends, A, B, C, D, E, F and G, sit in a row facing north. G sits exactly in the middle of the row. A sits immediately to the left of G. Exactly one person sits between A and D, and D sits at one of the ends of the row. C sits at an end of the row. E sits immediately to the left of C. F is an immediate neighbour of D.',
  'दी गई जानकारी का ध्यानपूर्वक अध्ययन कीजिए और प्रश्न का उत्तर दीजिए। सात मित्र A, B, C, D, E, F और G एक पंक्ति में उत्तर की ओर मुख करके बैठे हैं। G पंक्ति के ठीक मध्य में बैठा है। A, G के ठीक बाएँ बैठा है। A और D के बीच ठीक एक व्यक्ति बैठा है, और D पंक्ति के किसी एक छोर पर बैठा है। C पंक्ति के एक छोर पर बैठा है। E, C के ठीक बाएँ बैठा है। F, D का निकटतम पड़ोसी है।',
];
const rowIs = 'From the clues the row, from left to right, is D, F, A, G, B, E, C';
const rowIsHi = 'सूचनाओं के अनुसार बाएँ से दाएँ पंक्ति का क्रम है: D, F, A, G, B, E, C';

export const SEATING_PUZZLE: Block = [
  q('Seating Arrangement', ROW, 'Who sits second to the right of A?', 'A के दाएँ से दूसरे स्थान पर कौन बैठा है?',
    ['B', `${rowIs}: A is third, so second to its right is fifth, B.`, 'B', `${rowIsHi}: A तीसरे स्थान पर है, इसलिए उसके दाएँ से दूसरा स्थान पाँचवाँ है, यानी B।`],
    ['G', `${rowIs}: G sits immediately to the right of A, not second to the right.`, 'G', `${rowIsHi}: G, A के ठीक दाएँ बैठा है, दाएँ से दूसरे स्थान पर नहीं।`],
    ['E', `${rowIs}: E is third to the right of A.`, 'E', `${rowIsHi}: E, A के दाएँ से तीसरे स्थान पर है।`],
    ['F', `${rowIs}: F sits immediately to the left of A.`, 'F', `${rowIsHi}: F, A के ठीक बाएँ बैठा है।`]),
  q('Seating Arrangement', ROW, 'How many persons sit between F and E?', 'F और E के बीच कितने व्यक्ति बैठे हैं?',
    ['Three', `${rowIs}: A, G and B sit between F (second) and E (sixth).`, 'तीन', `${rowIsHi}: F (दूसरे) और E (छठे) के बीच A, G और B बैठे हैं।`],
    ['Two', `${rowIs}: there are three people between F and E, not two.`, 'दो', `${rowIsHi}: F और E के बीच तीन व्यक्ति हैं, दो नहीं।`],
    ['Four', `${rowIs}: only A, G and B sit between them.`, 'चार', `${rowIsHi}: उनके बीच केवल A, G और B बैठे हैं।`],
    ['One', `${rowIs}: one person sits between A and D, not between F and E.`, 'एक', `${rowIsHi}: एक व्यक्ति A और D के बीच बैठा है, F और E के बीच नहीं।`]),
  q('Seating Arrangement', ROW, 'Who sits at the extreme left end of the row?', 'पंक्ति के बिल्कुल बाएँ छोर पर कौन बैठा है?',
    ['D', `${rowIs}: D is at the left end, because one person (F) sits between D and A, who is third.`, 'D', `${rowIsHi}: D बाएँ छोर पर है, क्योंकि D और तीसरे स्थान वाले A के बीच एक व्यक्ति (F) बैठा है।`],
    ['C', `${rowIs}: C sits at the right end.`, 'C', `${rowIsHi}: C दाएँ छोर पर बैठा है।`],
    ['F', `${rowIs}: F is second from the left, next to D.`, 'F', `${rowIsHi}: F बाएँ से दूसरे स्थान पर, D के पास बैठा है।`],
    ['E', `${rowIs}: E is second from the right, next to C.`, 'E', `${rowIsHi}: E दाएँ से दूसरे स्थान पर, C के पास बैठा है।`]),
  q('Seating Arrangement', ROW, 'Which of the following pairs sit next to each other?', 'निम्नलिखित में से कौन-सा युग्म एक-दूसरे के ठीक पास बैठा है?',
    ['G and B', `${rowIs}: G (fourth) and B (fifth) are neighbours.`, 'G और B', `${rowIsHi}: G (चौथा) और B (पाँचवाँ) पड़ोसी हैं।`],
    ['A and B', `${rowIs}: G sits between A and B.`, 'A और B', `${rowIsHi}: A और B के बीच G बैठा है।`],
    ['F and G', `${rowIs}: A sits between F and G.`, 'F और G', `${rowIsHi}: F और G के बीच A बैठा है।`],
    ['D and A', `${rowIs}: F sits between D and A.`, 'D और A', `${rowIsHi}: D और A के बीच F बैठा है।`]),
  q('Seating Arrangement', ROW, 'What is the position of E with respect to G?', 'G के सापेक्ष E का स्थान क्या है?',
    ['Second to the right', `${rowIs}: G is fourth and E sixth, so E is second to the right of G.`, 'दाएँ से दूसरा', `${rowIsHi}: G चौथे और E छठे स्थान पर है, इसलिए E, G के दाएँ से दूसरे स्थान पर है।`],
    ['Immediately to the right', `${rowIs}: B, not E, sits immediately to the right of G.`, 'ठीक दाएँ', `${rowIsHi}: G के ठीक दाएँ B बैठा है, E नहीं।`],
    ['Third to the right', `${rowIs}: C, not E, is third to the right of G.`, 'दाएँ से तीसरा', `${rowIsHi}: G के दाएँ से तीसरे स्थान पर C है, E नहीं।`],
    ['Second to the left', `${rowIs}: F, not E, is second to the left of G.`, 'बाएँ से दूसरा', `${rowIsHi}: G के बाएँ से दूसरे स्थान पर F है, E नहीं।`]),
];

const FLOORS: [string, string] = [
  'Study the information and answer the question. Five persons, P, Q, R, S and T, live on the five floors of a building, one on each floor; the bottom floor is numbered 1 and the top floor 5. Each likes a different fruit: apple, banana, cherry, grape and mango. P lives on an odd-numbered floor, but not on the top or the bottom floor. Only one person lives between P and Q, and Q lives above P. The person who likes mango lives on the top floor. R lives on the bottom floor. S lives immediately below Q. P likes grape. The person who likes apple lives immediately above the person who likes grape. T does not like banana.',
  'दी गई जानकारी का ध्यानपूर्वक अध्ययन कीजिए और प्रश्न का उत्तर दीजिए। पाँच व्यक्ति P, Q, R, S और T एक इमारत की पाँच मंज़िलों पर रहते हैं, प्रत्येक मंज़िल पर एक व्यक्ति; सबसे नीचे की मंज़िल की संख्या 1 और सबसे ऊपर की मंज़िल की संख्या 5 है। प्रत्येक को अलग-अलग फल पसंद है: सेब, केला, चेरी, अंगूर और आम। P विषम संख्या वाली मंज़िल पर रहता है, पर सबसे ऊपर या सबसे नीचे की मंज़िल पर नहीं। P और Q के बीच केवल एक व्यक्ति रहता है, और Q, P से ऊपर रहता है। आम पसंद करने वाला व्यक्ति सबसे ऊपर की मंज़िल पर रहता है। R सबसे नीचे की मंज़िल पर रहता है। S, Q के ठीक नीचे रहता है। P को अंगूर पसंद है। सेब पसंद करने वाला व्यक्ति अंगूर पसंद करने वाले व्यक्ति के ठीक ऊपर रहता है। T को केला पसंद नहीं है।',
];
const floorsAre = 'From the clues, floors 1 to 5 are R (banana), T (cherry), P (grape), S (apple) and Q (mango)';
const floorsAreHi = 'सूचनाओं के अनुसार मंज़िल 1 से 5 तक क्रमशः R (केला), T (चेरी), P (अंगूर), S (सेब) और Q (आम) रहते हैं';

export const FLOOR_PUZZLE: Block = [
  q('Floor Puzzle', FLOORS, 'Who lives on floor 2?', 'मंज़िल 2 पर कौन रहता है?',
    ['T', `${floorsAre}: P is on 3, Q on 5, S on 4 and R on 1, which leaves floor 2 for T.`, 'T', `${floorsAreHi}: P मंज़िल 3 पर, Q 5 पर, S 4 पर और R 1 पर है, इसलिए मंज़िल 2, T के लिए बचती है।`],
    ['R', `${floorsAre}: R lives on the bottom floor, floor 1.`, 'R', `${floorsAreHi}: R सबसे नीचे, मंज़िल 1 पर रहता है।`],
    ['S', `${floorsAre}: S lives on floor 4, immediately below Q.`, 'S', `${floorsAreHi}: S मंज़िल 4 पर, Q के ठीक नीचे रहता है।`],
    ['P', `${floorsAre}: P lives on floor 3, the only odd floor that is neither top nor bottom.`, 'P', `${floorsAreHi}: P मंज़िल 3 पर रहता है, जो एकमात्र विषम मंज़िल है जो न सबसे ऊपर है, न सबसे नीचे।`]),
  q('Floor Puzzle', FLOORS, 'Which fruit does S like?', 'S को कौन-सा फल पसंद है?',
    ['Apple', `${floorsAre}: apple is immediately above grape (P, floor 3), that is, on floor 4, where S lives.`, 'सेब', `${floorsAreHi}: सेब अंगूर (P, मंज़िल 3) के ठीक ऊपर, यानी मंज़िल 4 पर है, जहाँ S रहता है।`],
    ['Grape', `${floorsAre}: grape is P's fruit.`, 'अंगूर', `${floorsAreHi}: अंगूर P का पसंदीदा फल है।`],
    ['Mango', `${floorsAre}: mango belongs to the top floor, where Q lives.`, 'आम', `${floorsAreHi}: आम सबसे ऊपर की मंज़िल वाले का फल है, जहाँ Q रहता है।`],
    ['Cherry', `${floorsAre}: cherry is T's fruit, since T does not like banana.`, 'चेरी', `${floorsAreHi}: चेरी T का फल है, क्योंकि T को केला पसंद नहीं है।`]),
  q('Floor Puzzle', FLOORS, 'How many persons live between R and S?', 'R और S के बीच कितने व्यक्ति रहते हैं?',
    ['Two', `${floorsAre}: T and P live between R (floor 1) and S (floor 4).`, 'दो', `${floorsAreHi}: R (मंज़िल 1) और S (मंज़िल 4) के बीच T और P रहते हैं।`],
    ['One', `${floorsAre}: there are two floors, not one, between floors 1 and 4.`, 'एक', `${floorsAreHi}: मंज़िल 1 और 4 के बीच दो मंज़िलें हैं, एक नहीं।`],
    ['Three', `${floorsAre}: only floors 2 and 3 lie between R and S.`, 'तीन', `${floorsAreHi}: R और S के बीच केवल मंज़िल 2 और 3 हैं।`],
    ['None', `${floorsAre}: R and S are not on adjacent floors.`, 'कोई नहीं', `${floorsAreHi}: R और S पास-पास की मंज़िलों पर नहीं रहते।`]),
  q('Floor Puzzle', FLOORS, 'Who likes banana?', 'केला किसे पसंद है?',
    ['R', `${floorsAre}: T does not like banana, so of the two remaining fruits R has banana and T cherry.`, 'R', `${floorsAreHi}: T को केला पसंद नहीं है, इसलिए बचे हुए दो फलों में से R को केला और T को चेरी पसंद है।`],
    ['T', `${floorsAre}: the clues say T does not like banana.`, 'T', `${floorsAreHi}: सूचना के अनुसार T को केला पसंद नहीं है।`],
    ['P', `${floorsAre}: P likes grape.`, 'P', `${floorsAreHi}: P को अंगूर पसंद है।`],
    ['Q', `${floorsAre}: Q, on the top floor, likes mango.`, 'Q', `${floorsAreHi}: सबसे ऊपर की मंज़िल पर रहने वाले Q को आम पसंद है।`]),
  q('Floor Puzzle', FLOORS, 'Who lives immediately above the person who likes cherry?', 'चेरी पसंद करने वाले व्यक्ति के ठीक ऊपर कौन रहता है?',
    ['P', `${floorsAre}: cherry is T's fruit on floor 2, and P lives on floor 3.`, 'P', `${floorsAreHi}: चेरी मंज़िल 2 पर रहने वाले T का फल है, और P मंज़िल 3 पर रहता है।`],
    ['R', `${floorsAre}: R lives below the cherry-lover, not above.`, 'R', `${floorsAreHi}: R चेरी पसंद करने वाले के नीचे रहता है, ऊपर नहीं।`],
    ['S', `${floorsAre}: S is two floors above T, on floor 4.`, 'S', `${floorsAreHi}: S, T से दो मंज़िल ऊपर, मंज़िल 4 पर है।`],
    ['Q', `${floorsAre}: Q is on the top floor, three floors above T.`, 'Q', `${floorsAreHi}: Q सबसे ऊपर की मंज़िल पर, T से तीन मंज़िल ऊपर है।`]),
];
