/**
 * IBPS-style puzzles (English only, as in the IBPS paper): a linear seating
 * arrangement and a floor puzzle, five questions each. The clues determine one
 * arrangement only; every explanation starts from it.
 *
 * Seating (left to right, all facing north): D F A G B E C.
 * Floors (1 = bottom): R/Banana, T/Cherry, P/Grape, S/Apple, Q/Mango.
 */
import { e } from './assemble';
import type { Block, RawQuestion } from './types';

type Item = [option: string, why: string];

const q = (topic: string, lead: string, ask: string, correct: Item, ...wrong: Item[]): RawQuestion => ({
  topic,
  text: `${lead}\n\n${ask}`,
  correct: e(...correct),
  wrong: wrong.map((w) => e(...w)),
});

const ROW = 'Study the information and answer the question. Seven friends, A, B, C, D, E, F and G, sit in a row facing north. G sits exactly in the middle of the row. A sits immediately to the left of G. Exactly one person sits between A and D, and D sits at one of the ends of the row. C sits at an end of the row. E sits immediately to the left of C. F is an immediate neighbour of D.';
const rowIs = 'From the clues the row, from left to right, is D, F, A, G, B, E, C';

export const SEATING_PUZZLE: Block = [
  q('Seating Arrangement', ROW, 'Who sits second to the right of A?',
    ['B', `${rowIs}: A is third, so second to its right is fifth, B.`],
    ['G', `${rowIs}: G sits immediately to the right of A, not second to the right.`],
    ['E', `${rowIs}: E is third to the right of A.`],
    ['F', `${rowIs}: F sits immediately to the left of A.`]),
  q('Seating Arrangement', ROW, 'How many persons sit between F and E?',
    ['Three', `${rowIs}: A, G and B sit between F (second) and E (sixth).`],
    ['Two', `${rowIs}: there are three people between F and E, not two.`],
    ['Four', `${rowIs}: only A, G and B sit between them.`],
    ['One', `${rowIs}: one person sits between A and D, not between F and E.`]),
  q('Seating Arrangement', ROW, 'Who sits at the extreme left end of the row?',
    ['D', `${rowIs}: D is at the left end, because one person (F) sits between D and A, who is third.`],
    ['C', `${rowIs}: C sits at the right end.`],
    ['F', `${rowIs}: F is second from the left, next to D.`],
    ['E', `${rowIs}: E is second from the right, next to C.`]),
  q('Seating Arrangement', ROW, 'Which of the following pairs sit next to each other?',
    ['G and B', `${rowIs}: G (fourth) and B (fifth) are neighbours.`],
    ['A and B', `${rowIs}: G sits between A and B.`],
    ['F and G', `${rowIs}: A sits between F and G.`],
    ['D and A', `${rowIs}: F sits between D and A.`]),
  q('Seating Arrangement', ROW, 'What is the position of E with respect to G?',
    ['Second to the right', `${rowIs}: G is fourth and E sixth, so E is second to the right of G.`],
    ['Immediately to the right', `${rowIs}: B, not E, sits immediately to the right of G.`],
    ['Third to the right', `${rowIs}: C, not E, is third to the right of G.`],
    ['Second to the left', `${rowIs}: F, not E, is second to the left of G.`]),
];

const FLOORS = 'Study the information and answer the question. Five persons, P, Q, R, S and T, live on the five floors of a building, one on each floor; the bottom floor is numbered 1 and the top floor 5. Each likes a different fruit: apple, banana, cherry, grape and mango. P lives on an odd-numbered floor, but not on the top or the bottom floor. Only one person lives between P and Q, and Q lives above P. The person who likes mango lives on the top floor. R lives on the bottom floor. S lives immediately below Q. P likes grape. The person who likes apple lives immediately above the person who likes grape. T does not like banana.';
const floorsAre = 'From the clues, floors 1 to 5 are R (banana), T (cherry), P (grape), S (apple) and Q (mango)';

export const FLOOR_PUZZLE: Block = [
  q('Floor Puzzle', FLOORS, 'Who lives on floor 2?',
    ['T', `${floorsAre}: P is on 3, Q on 5, S on 4 and R on 1, which leaves floor 2 for T.`],
    ['R', `${floorsAre}: R lives on the bottom floor, floor 1.`],
    ['S', `${floorsAre}: S lives on floor 4, immediately below Q.`],
    ['P', `${floorsAre}: P lives on floor 3, the only odd floor that is neither top nor bottom.`]),
  q('Floor Puzzle', FLOORS, 'Which fruit does S like?',
    ['Apple', `${floorsAre}: apple is immediately above grape (P, floor 3), that is, on floor 4, where S lives.`],
    ['Grape', `${floorsAre}: grape is P's fruit.`],
    ['Mango', `${floorsAre}: mango belongs to the top floor, where Q lives.`],
    ['Cherry', `${floorsAre}: cherry is T's fruit, since T does not like banana.`]),
  q('Floor Puzzle', FLOORS, 'How many persons live between R and S?',
    ['Two', `${floorsAre}: T and P live between R (floor 1) and S (floor 4).`],
    ['One', `${floorsAre}: there are two floors, not one, between floors 1 and 4.`],
    ['Three', `${floorsAre}: only floors 2 and 3 lie between R and S.`],
    ['None', `${floorsAre}: R and S are not on adjacent floors.`]),
  q('Floor Puzzle', FLOORS, 'Who likes banana?',
    ['R', `${floorsAre}: T does not like banana, so of the two remaining fruits R has banana and T cherry.`],
    ['T', `${floorsAre}: the clues say T does not like banana.`],
    ['P', `${floorsAre}: P likes grape.`],
    ['Q', `${floorsAre}: Q, on the top floor, likes mango.`]),
  q('Floor Puzzle', FLOORS, 'Who lives immediately above the person who likes cherry?',
    ['P', `${floorsAre}: cherry is T's fruit on floor 2, and P lives on floor 3.`],
    ['R', `${floorsAre}: R lives below the cherry-lover, not above.`],
    ['S', `${floorsAre}: S is two floors above T, on floor 4.`],
    ['Q', `${floorsAre}: Q is on the top floor, three floors above T.`]),
];
