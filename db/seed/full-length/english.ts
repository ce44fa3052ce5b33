/**
 * English language and comprehension, hand-written (English only, as in the
 * real papers). Passages and cloze texts are original; vocabulary, idioms,
 * grammar and usage follow standard references (Oxford Advanced Learner's
 * Dictionary, Wren & Martin's High School English Grammar).
 *
 * Blocks (a passage or a cloze text with its questions) stay together and in
 * order in the paper; the other items are drawn by topic.
 */
import { e } from './assemble';
import type { Block, RawQuestion } from './types';

type Item = [option: string, why: string];

function item(topic: string, text: string, correct: Item, ...wrong: Item[]): RawQuestion {
  return { topic, text, correct: e(...correct), wrong: wrong.map((w) => e(...w)) };
}

function passageBlock(topic: string, lead: string, passage: string, questions: [ask: string, correct: Item, ...wrong: Item[]][]): Block {
  return questions.map(([ask, correct, ...wrong]) => item(topic, `${lead}\n\n${passage}\n\n${ask}`, correct, ...wrong));
}

// ---------------------------------------------------------------- reading comprehension

const INCLUSION = `When millions of households opened bank accounts for the first time, many observers assumed that access alone would transform their finances. The early evidence was sobering: a large share of the new accounts lay dormant. The reason was not reluctance but unfamiliarity. A farmer who had always kept his savings in grain or livestock saw little point in a passbook he could not easily read.

What changed the picture was the arrival of simple mobile payments. When a vegetable seller could receive money with the scan of a code, the account began to matter in daily life. Small, frequent transactions built a record, and that record made it easier for banks to judge whether a borrower could repay a modest loan. Credit, which had depended on collateral the poor did not have, began to depend on behaviour they could demonstrate.

Yet the gains are uneven. Many women still use phones owned by male relatives, and a message asking for a one-time password can be a trap for someone never warned about fraud. Financial literacy has to travel with financial technology. Banks whose local agents patiently explain, in the customer's own language, how to spot a fraudulent request report fewer complaints and more active accounts.

Inclusion, then, is not a single event but a habit that forms slowly. Policies that treat it as a target will count accounts; policies that treat it as a habit will count their use.`;

/** IBPS PO: one passage, eight questions. */
export const IBPS_PASSAGE: Block = passageBlock('Reading Comprehension', 'Read the passage carefully and answer the question that follows.', INCLUSION, [
  [
    'According to the passage, why did many of the new accounts lie dormant at first?',
    ['The account holders were unfamiliar with banking and saw little use for it', 'The passage says the reason "was not reluctance but unfamiliarity", as with the farmer who saved in grain and livestock.'],
    ['Banks charged high fees on small balances', 'The passage never mentions fees; it blames unfamiliarity.'],
    ['People distrusted banks after cases of fraud', 'The passage rules out reluctance; fraud appears only later, as a risk of mobile payments.'],
    ['Mobile payments had made bank accounts unnecessary', 'Mobile payments came later and made the accounts useful, not unnecessary.'],
  ],
  [
    'What, according to the passage, first made bank accounts matter in daily life?',
    ['Simple mobile payments for everyday transactions', 'The second paragraph says the picture changed with mobile payments, such as a vegetable seller scanning a code.'],
    ['A fresh campaign to open more accounts', 'More account opening is what the passage says did not help by itself.'],
    ['Loans given against land and gold', 'The passage says credit moved away from collateral, not towards it.'],
    ['Training women to use mobile phones', 'Training is discussed as a remedy for fraud, not as what made accounts useful.'],
  ],
  [
    'How did small, frequent transactions help borrowers?',
    ['They built a record that helped banks judge whether a borrower could repay', 'The passage says the record "made it easier for banks to judge whether a borrower could repay a modest loan".'],
    ['They earned interest that served as collateral', 'Interest is not mentioned; the point is that credit stopped depending on collateral.'],
    ['They qualified borrowers for government subsidies', 'Subsidies are not mentioned anywhere in the passage.'],
    ['They removed the need to repay loans', 'Nothing in the passage suggests that loans need not be repaid.'],
  ],
  [
    'Which of the following is NOT mentioned in the passage as a problem?',
    ['High interest rates on small loans', 'Interest rates are never discussed, so this is the one not mentioned.'],
    ['Women using phones owned by male relatives', 'This is mentioned in the third paragraph as a reason the gains are uneven.'],
    ['Fraudulent messages asking for one-time passwords', 'This is mentioned as a trap for people never warned about fraud.'],
    ['Accounts that were opened but hardly used', 'Dormant accounts are the problem the passage begins with.'],
  ],
  [
    'What does the author mean by "Financial literacy has to travel with financial technology"?',
    ['People must be taught to use new financial tools safely as those tools spread', 'The sentence follows the fraud example: knowledge has to accompany the technology as it reaches new users.'],
    ['Technology makes financial literacy unnecessary', 'The author argues the opposite: without literacy, technology exposes users to fraud.'],
    ['Literacy must be achieved before any technology is introduced', '"Travel with" means alongside, not before.'],
    ['Banks should send their staff to travel to rural areas', 'The word "travel" is figurative here; it is not about staff journeys.'],
  ],
  [
    'Which word is most nearly OPPOSITE in meaning to "sobering" as used in the passage?',
    ['Encouraging', '"Sobering" describes evidence that dampens hopes; "encouraging" raises them.'],
    ['Disappointing', '"Disappointing" is close in meaning to "sobering", not opposite.'],
    ['Grave', '"Grave" is also close in meaning to "sobering".'],
    ['Intoxicating', '"Intoxicating" is the opposite of being sober in the literal sense, not of "sobering evidence".'],
  ],
  [
    'Which word is most similar in meaning to "modest" in "a modest loan"?',
    ['Small', 'A modest loan is a loan of limited size, that is, a small one.'],
    ['Humble', '"Humble" describes a person\'s manner, not the size of a loan.'],
    ['Shy', '"Shy" describes a person, and does not fit a loan.'],
    ['Generous', '"Generous" suggests a large amount, the opposite of modest.'],
  ],
  [
    'Which of the following best states the main idea of the passage?',
    ['Financial inclusion grows through regular, safe use, not merely through opening accounts', 'The last paragraph sums it up: inclusion is "a habit that forms slowly", measured by use.'],
    ['Mobile payments have ended rural poverty', 'The passage says the gains are uneven; it claims nothing so sweeping.'],
    ['Banks should stop opening accounts for the poor', 'The passage criticises counting accounts, not opening them.'],
    ['Women should not be given mobile phones', 'The passage notes that women often lack their own phones; it does not argue against giving them phones.'],
  ],
]);

const RAILWAYS = `The first passenger train in India ran between Bombay and Thane on 16 April 1853, covering about 34 kilometres. Within a few decades the railways had spread across the subcontinent, carrying cotton to the ports and soldiers to distant garrisons. They were built to serve the needs of an empire, not of the people who lived along the tracks.

Yet those people used them in ways the builders never intended. Pilgrims reached distant shrines in days rather than months; ideas, newspapers and political leaders travelled just as quickly. The trains that were meant to hold the country together for the Crown helped Indians imagine themselves as one nation. Today the railways carry more than a crore passengers on an average day, and the crowded platform remains one of the few places where Indians of every class and region stand side by side.`;

/** SSC CGL: one passage, five questions. */
export const SSC_PASSAGE: Block = passageBlock('Reading Comprehension', 'Read the passage and answer the question.', RAILWAYS, [
  [
    'According to the passage, between which places did the first passenger train in India run?',
    ['Bombay and Thane', 'The first sentence says the first passenger train ran between Bombay and Thane in 1853.'],
    ['Howrah and Hooghly', 'The passage does not mention Howrah or Hooghly.'],
    ['Madras and Arcot', 'The passage does not mention Madras or Arcot.'],
    ['Delhi and Agra', 'The passage does not mention Delhi or Agra.'],
  ],
  [
    'According to the passage, the railways were originally built mainly to',
    ['serve the needs of the empire', 'The passage says they "were built to serve the needs of an empire, not of the people".'],
    ['take pilgrims to distant shrines', 'Pilgrims used the trains, but that was an unintended use.'],
    ['unite Indians as one nation', 'National feeling was an unintended result, not the purpose.'],
    ['carry newspapers across the country', 'Newspapers travelled by train, but the passage lists this among unintended uses.'],
  ],
  [
    'Which of the following was an UNINTENDED effect of the railways, according to the passage?',
    ['They helped Indians imagine themselves as one nation', 'The passage says the trains "helped Indians imagine themselves as one nation", which the builders never intended.'],
    ['They carried cotton to the ports', 'Carrying cotton was one of the purposes the railways were built for.'],
    ['They moved soldiers to distant garrisons', 'Moving soldiers was one of the purposes the railways were built for.'],
    ['They made pilgrimages more expensive', 'The passage says pilgrimages became faster; it says nothing about cost.'],
  ],
  [
    'The word "garrisons" as used in the passage most nearly means',
    ['military posts', 'A garrison is a place where soldiers are stationed, which fits "soldiers to distant garrisons".'],
    ['railway stations', 'The soldiers were carried by train to garrisons; a garrison is not a station.'],
    ['cotton mills', 'Cotton went to the ports; garrisons are connected with soldiers.'],
    ['places of worship', 'Shrines are the places of worship in the passage; garrisons are military.'],
  ],
  [
    'Which of the following is the most suitable title for the passage?',
    ['The Railways and the Making of a Nation', 'The passage moves from the railways\' imperial purpose to their role in building a sense of nationhood.'],
    ['How to Lay a Railway Line', 'The passage says nothing about the engineering of railway lines.'],
    ['The Cotton Trade of Bombay', 'Cotton is mentioned only once, in passing.'],
    ['Pilgrimages in Ancient India', 'Pilgrims are one example of how the railways were used, not the subject.'],
  ],
]);

// ---------------------------------------------------------------- cloze tests

const MONSOON = `India's farmers have long (1) on the monsoon. A good season fills the reservoirs and (2) the groundwater, while a weak one can (3) rural incomes for a whole year. Irrigation has reduced this dependence, but nearly half of the cropped area is still (4). Better weather forecasts now give farmers a few weeks' (5) to change what they sow.`;

/** IBPS PO: one cloze text, five blanks. */
export const IBPS_CLOZE: Block = passageBlock('Cloze Test', 'In the passage below, some words are missing. Choose the word that best fits the blank named in the question.', MONSOON, [
  [
    'Which word best fits blank (1)?',
    ['depended', '"Depended on the monsoon" means relied on it, which is what the rest of the passage describes.'],
    ['insisted', '"Insisted on the monsoon" makes no sense; one insists on a demand, not on the weather.'],
    ['decided', '"Decided on" means chose, and farmers do not choose the monsoon.'],
    ['commented', '"Commented on" means remarked upon, which does not fit the passage\'s point about dependence.'],
  ],
  [
    'Which word best fits blank (2)?',
    ['recharges', 'Rain soaking into the ground recharges (refills) the groundwater.'],
    ['discharges', '"Discharges" means lets out, the opposite of what a good monsoon does to groundwater.'],
    ['reduces', 'A good season adds to groundwater; it does not reduce it.'],
    ['evaporates', '"Evaporates" cannot take an object here, and rain does not evaporate groundwater.'],
  ],
  [
    'Which word best fits blank (3)?',
    ['depress', 'A weak monsoon can depress (lower) rural incomes, in contrast with a good season.'],
    ['boost', '"Boost" would mean a weak monsoon raises incomes, which contradicts "while".'],
    ['deposit', '"Deposit" does not fit with incomes in this sense.'],
    ['elevate', '"Elevate" means raise, which contradicts the contrast with a good season.'],
  ],
  [
    'Which word best fits blank (4)?',
    ['rain-fed', 'The sentence contrasts irrigation with land that still depends on rain, that is, rain-fed land.'],
    ['irrigated', '"Irrigated" would contradict the "but" that follows the point about irrigation.'],
    ['waterlogged', 'Waterlogging is not the point of the contrast with irrigation.'],
    ['uncultivated', 'The sentence speaks of the cropped area, which by definition is cultivated.'],
  ],
  [
    'Which word best fits blank (5)?',
    ['notice', '"A few weeks\' notice" means advance warning, which is what a forecast gives.'],
    ['harvest', '"A few weeks\' harvest" does not make sense with "to change what they sow".'],
    ['rainfall', 'Forecasts predict rainfall; they do not give farmers rainfall.'],
    ['interest', '"A few weeks\' interest" refers to money and does not fit the sentence.'],
  ],
]);

const LIBRARY = `A public library is one of the few places where anyone may enter (1) paying. It (2) no questions about a reader's age, wealth or background. For a student who cannot (3) to buy books, it opens a world that would otherwise stay closed. Yet many libraries today are (4) for lack of funds, and their shelves hold books that are decades old. Reviving them would be a (5) investment in the country's future.`;

/** SSC CGL: one cloze text, five blanks. */
export const SSC_CLOZE: Block = passageBlock('Cloze Test', 'In the following passage, some words have been deleted. Select the most appropriate option to fill in the blank named in the question.', LIBRARY, [
  [
    'Select the most appropriate option to fill in blank (1).',
    ['without', '"Enter without paying" means free entry, the point of the sentence.'],
    ['with', '"Enter with paying" is not idiomatic English.'],
    ['by', '"Enter by paying" would mean payment is required, which contradicts "anyone may enter".'],
    ['for', '"Enter for paying" does not make sense.'],
  ],
  [
    'Select the most appropriate option to fill in blank (2).',
    ['asks', 'A library "asks no questions" about its readers: it lets anyone in.'],
    ['answers', '"Answers no questions about a reader" does not fit; the point is that it does not enquire.'],
    ['tells', '"Tells no questions" is not idiomatic.'],
    ['says', '"Says no questions" is not idiomatic.'],
  ],
  [
    'Select the most appropriate option to fill in blank (3).',
    ['afford', '"Cannot afford to buy books" means does not have enough money for them.'],
    ['effort', '"Effort" is a noun and cannot follow "cannot".'],
    ['allow', '"Cannot allow to buy books" is ungrammatical without an object.'],
    ['offer', '"Cannot offer to buy books" changes the meaning to volunteering, which does not fit.'],
  ],
  [
    'Select the most appropriate option to fill in blank (4).',
    ['struggling', 'Libraries short of funds, with old books, are struggling.'],
    ['thriving', '"Thriving" contradicts "for lack of funds".'],
    ['expanding', 'Libraries without funds cannot be expanding.'],
    ['celebrating', '"Celebrating for lack of funds" makes no sense.'],
  ],
  [
    'Select the most appropriate option to fill in blank (5).',
    ['wise', 'Reviving libraries is presented as a good idea, so it would be a wise investment.'],
    ['wasteful', '"Wasteful" contradicts the passage\'s praise of libraries.'],
    ['careless', '"Careless" has a negative sense that does not fit the argument.'],
    ['reckless', '"Reckless" has a negative sense that does not fit the argument.'],
  ],
]);

// ---------------------------------------------------------------- SSC-style vocabulary and grammar

export const SSC_ITEMS: Record<string, RawQuestion[]> = {
  Synonyms: [
    item('Synonyms', 'Select the most appropriate synonym of the given word: ABUNDANT',
      ['Plentiful', '"Abundant" means existing in large quantities, that is, plentiful.'],
      ['Scarce', '"Scarce" means in short supply, the opposite of abundant.'],
      ['Abandoned', '"Abandoned" only looks similar; it means deserted.'],
      ['Absent', '"Absent" means not present, which is not the meaning of abundant.']),
    item('Synonyms', 'Select the most appropriate synonym of the given word: CANDID',
      ['Frank', '"Candid" means truthful and straightforward, that is, frank.'],
      ['Secretive', '"Secretive" means inclined to hide things, the opposite of candid.'],
      ['Sweet', '"Sweet" may be suggested by "candy", but candid has nothing to do with sweetness.'],
      ['Cautious', '"Cautious" means careful to avoid risk, which is not the meaning of candid.']),
    item('Synonyms', 'Select the most appropriate synonym of the given word: METICULOUS',
      ['Thorough', '"Meticulous" means showing great attention to detail, that is, thorough.'],
      ['Careless', '"Careless" is the opposite of meticulous.'],
      ['Timid', '"Timid" means lacking courage, which is unrelated.'],
      ['Wasteful', '"Wasteful" means using more than needed, which is unrelated.']),
  ],
  Antonyms: [
    item('Antonyms', 'Select the most appropriate antonym of the given word: OBSOLETE',
      ['Current', '"Obsolete" means no longer in use; "current" means in use now.'],
      ['Outdated', '"Outdated" is a synonym of obsolete.'],
      ['Ancient', '"Ancient" means very old, close to obsolete rather than opposite.'],
      ['Broken', '"Broken" means damaged; an obsolete thing may still work.']),
    item('Antonyms', 'Select the most appropriate antonym of the given word: TRANSPARENT',
      ['Opaque', '"Transparent" lets light through clearly; "opaque" lets no light through.'],
      ['Clear', '"Clear" is a synonym of transparent.'],
      ['Translucent', '"Translucent" lets some light through; it is in between, not the opposite.'],
      ['Visible', '"Visible" means able to be seen, which is not the opposite of transparent.']),
    item('Antonyms', 'Select the most appropriate antonym of the given word: FRUGAL',
      ['Extravagant', '"Frugal" means sparing with money; "extravagant" means spending too much.'],
      ['Thrifty', '"Thrifty" is a synonym of frugal.'],
      ['Fruitful', '"Fruitful" only sounds similar; it means productive.'],
      ['Economical', '"Economical" is close in meaning to frugal.']),
  ],
  'Idioms and Phrases': [
    item('Idioms and Phrases', 'Select the most appropriate meaning of the given idiom: To burn the midnight oil',
      ['To work or study late into the night', 'The idiom comes from working by lamplight late at night.'],
      ['To waste money carelessly', 'Wasting money is "to burn a hole in one\'s pocket", a different idiom.'],
      ['To start a quarrel', 'Starting a quarrel is "to add fuel to the fire" in a related sense, not this idiom.'],
      ['To go to bed early', 'Going to bed early is the opposite of burning the midnight oil.']),
    item('Idioms and Phrases', 'Select the most appropriate meaning of the given idiom: A blessing in disguise',
      ['Something good that at first seemed bad', 'A blessing in disguise is a misfortune that turns out to be fortunate.'],
      ['An enemy pretending to be a friend', 'That is "a wolf in sheep\'s clothing".'],
      ['A gift given in secret', 'The idiom is not about secret gifts.'],
      ['A good thing that later turns out badly', 'This reverses the idiom, which moves from bad to good.']),
    item('Idioms and Phrases', 'Select the most appropriate meaning of the given idiom: To beat about the bush',
      ['To avoid coming to the point', 'To beat about the bush is to talk around a subject without addressing it directly.'],
      ['To work hard in the fields', 'The idiom is figurative and has nothing to do with farm work.'],
      ['To search everywhere for something', 'Searching everywhere is "to leave no stone unturned".'],
      ['To punish someone severely', 'The idiom does not refer to punishment.']),
  ],
  'One-Word Substitution': [
    item('One-Word Substitution', 'Select the word that can substitute the given group of words: A person who cannot be corrected or reformed',
      ['Incorrigible', '"Incorrigible" describes a person whose faults cannot be corrected.'],
      ['Invincible', '"Invincible" means too strong to be defeated.'],
      ['Incurable', '"Incurable" is used of a disease that cannot be cured.'],
      ['Infallible', '"Infallible" means never making mistakes.']),
    item('One-Word Substitution', 'Select the word that can substitute the given group of words: The study of past human societies through the objects they left behind',
      ['Archaeology', 'Archaeology studies the past through excavated remains and artefacts.'],
      ['Anthropology', 'Anthropology is the wider study of human beings and their cultures.'],
      ['Ornithology', 'Ornithology is the study of birds.'],
      ['Etymology', 'Etymology is the study of the origins of words.']),
    item('One-Word Substitution', 'Select the word that can substitute the given group of words: A person who walks in their sleep',
      ['Somnambulist', 'A somnambulist is a sleepwalker.'],
      ['Insomniac', 'An insomniac is a person who cannot sleep.'],
      ['Optimist', 'An optimist is a person who expects the best.'],
      ['Misanthrope', 'A misanthrope is a person who dislikes humankind.']),
  ],
  Spelling: [
    item('Spelling', 'Select the correctly spelt word.',
      ['Accommodation', '"Accommodation" has a double c and a double m.'],
      ['Accomodation', 'This misses the second m.'],
      ['Acommodation', 'This misses the second c.'],
      ['Acomodation', 'This misses both the second c and the second m.']),
    item('Spelling', 'Select the correct spelling of the word that means "an incident or event".',
      ['Occurrence', '"Occurrence" has a double c, a double r and ends in -ence.'],
      ['Occurence', 'This misses the second r.'],
      ['Ocurrence', 'This misses the second c.'],
      ['Occurrance', 'The word ends in -ence, not -ance.']),
    item('Spelling', 'Select the correctly spelt word that means "to make someone feel awkward or ashamed".',
      ['Embarrass', '"Embarrass" has a double r and a double s.'],
      ['Embarass', 'This misses the second r.'],
      ['Embbarass', 'This doubles the b and misses the second r.'],
      ['Embarras', 'This misses the final s.']),
  ],
  'Error Spotting': [
    item('Error Spotting', 'The following sentence has been divided into parts. Identify the part that contains an error: Neither of the two candidates / have submitted / the required documents.',
      ['have submitted', '"Neither" is singular, so the verb must be "has submitted".'],
      ['Neither of the two candidates', 'This part is correct: "neither of the two" is the right form for two people.'],
      ['the required documents', 'It is correct as it stands.'],
      ['No error', 'There is an error: "neither" takes a singular verb, "has".']),
    item('Error Spotting', 'The following sentence has been divided into parts. Identify the part that contains an error: He is senior than me / in the office / by three years.',
      ['He is senior than me', '"Senior" takes "to", not "than": "He is senior to me".'],
      ['in the office', '"in the office" is correct as it stands.'],
      ['by three years', 'This part is correct: the difference is expressed with "by".'],
      ['No error', 'There is an error: "senior than" should be "senior to".']),
    item('Error Spotting', 'The following sentence has been divided into parts. Identify the part that contains an error: I have been living / in this city / since five years.',
      ['since five years', 'A period of time takes "for": "for five years". "Since" marks a point in time.'],
      ['I have been living', 'The present perfect continuous is correct for an action still going on.'],
      ['in this city', '"in this city" is correct as it stands.'],
      ['No error', 'There is an error: "since five years" should be "for five years".']),
  ],
  'Fill in the Blanks': [
    item('Fill in the Blanks', 'Select the most appropriate option to fill in the blank: She has been waiting for you ______ two hours.',
      ['for', '"For" is used with a period of time such as two hours.'],
      ['since', '"Since" needs a point in time, such as "since noon".'],
      ['from', '"From" needs an end point or "since"; it does not fit a duration here.'],
      ['by', '"By two hours" does not express duration.']),
    item('Fill in the Blanks', 'Select the most appropriate option to fill in the blank: He is very good ______ mathematics.',
      ['at', '"Good at" is the idiomatic phrase for skill in a subject.'],
      ['in', '"Good in mathematics" is not the standard usage for skill.'],
      ['on', '"Good on" is not used for skill in a subject.'],
      ['with', '"Good with" is used for people or tools, as in "good with children".']),
  ],
  'Active and Passive Voice': [
    item('Active and Passive Voice', 'Select the option that expresses the given sentence in passive voice: The chef cooked a delicious meal.',
      ['A delicious meal was cooked by the chef.', 'The object becomes the subject and the simple past "cooked" becomes "was cooked".'],
      ['A delicious meal is cooked by the chef.', 'This changes the tense from past to present.'],
      ['A delicious meal has been cooked by the chef.', 'This changes the simple past to the present perfect.'],
      ['The chef was cooked a delicious meal.', 'This wrongly keeps "the chef" as the subject of a passive verb.']),
    item('Active and Passive Voice', 'Select the option that expresses the given sentence in passive voice: Who wrote this letter?',
      ['By whom was this letter written?', '"Who" becomes "by whom", and the simple past becomes "was written" in question order.'],
      ['Who was this letter written?', 'This drops "by", so the doer is not expressed correctly.'],
      ['By whom this letter was written?', 'A question needs the auxiliary before the subject: "was this letter".'],
      ['By whom was this letter wrote?', 'The passive needs the past participle "written", not "wrote".']),
  ],
  'Direct and Indirect Speech': [
    item('Direct and Indirect Speech', 'Select the option that expresses the given sentence in indirect speech: He said, "I am tired."',
      ['He said that he was tired.', 'With a past reporting verb, "I am" becomes "he was".'],
      ['He said that I am tired.', 'The pronoun must change from "I" to "he", and the tense to the past.'],
      ['He said that he is tired.', 'After "said", the present "is" shifts back to "was".'],
      ['He told that he was tired.', '"Told" needs an object, such as "told me"; "said" is correct here.']),
    item('Direct and Indirect Speech', 'Select the option that expresses the given sentence in indirect speech: She said to me, "Please help me."',
      ['She requested me to help her.', 'A request with "please" is reported with "requested", and "me" becomes "her".'],
      ['She said to me that please help her.', 'A request is not reported with "said that please".'],
      ['She ordered me to help her.', '"Ordered" turns a polite request into a command.'],
      ['She requested me to help me.', 'The speaker\'s "me" must become "her" in reported speech.']),
  ],
};

// ---------------------------------------------------------------- IBPS-style grammar and usage

const ERROR_LEAD = 'Read the sentence to find out whether there is any grammatical error in it. The error, if any, is in one part; if there is no error, choose "No error". Sentence:';

export const IBPS_ITEMS: Record<string, RawQuestion[]> = {
  'Error Spotting': [
    item('Error Spotting', `${ERROR_LEAD} The manager, along with his assistants, / were present / at the annual meeting.`,
      ['were present', '"Along with his assistants" does not change the subject "the manager", so the verb is "was".'],
      ['The manager, along with his assistants,', 'This part is correct; the phrase is set off by commas.'],
      ['at the annual meeting', '"at the annual meeting" is correct as it stands.'],
      ['No error', 'There is an error: the singular subject needs "was present".']),
    item('Error Spotting', `${ERROR_LEAD} Hardly had the train left the station / than it started / to rain heavily.`,
      ['than it started', '"Hardly" is followed by "when", not "than": "Hardly had the train left when it started".'],
      ['Hardly had the train left the station', 'The inversion after "hardly" is correct.'],
      ['to rain heavily', '"to rain heavily" is correct as it stands.'],
      ['No error', 'There is an error: "hardly … than" should be "hardly … when".']),
    item('Error Spotting', `${ERROR_LEAD} If I would have known about the delay, / I would have taken / an earlier flight.`,
      ['If I would have known about the delay,', 'The if-clause of the third conditional takes the past perfect: "If I had known".'],
      ['I would have taken', 'This part is correct for the third conditional.'],
      ['an earlier flight', '"an earlier flight" is correct as it stands.'],
      ['No error', 'There is an error: "would have known" should be "had known".']),
    item('Error Spotting', `${ERROR_LEAD} One of my friends / are going / to Canada next month.`,
      ['are going', 'The subject is "one", which is singular, so the verb must be "is going".'],
      ['One of my friends', 'This part is correct: "one of" is followed by a plural noun.'],
      ['to Canada next month', '"to Canada next month" is correct as it stands.'],
      ['No error', 'There is an error: "one of my friends" takes "is".']),
    item('Error Spotting', `${ERROR_LEAD} The number of applicants for the post / has increased sharply / over the last two years.`,
      ['No error', '"The number of" takes a singular verb, so "has increased" is correct, and the rest is correct too.'],
      ['The number of applicants for the post', '"The number of applicants for the post" is correct as it stands.'],
      ['has increased sharply', '"The number" is singular, so "has" is correct.'],
      ['over the last two years', 'This part is correct with the present perfect.']),
    item('Error Spotting', `${ERROR_LEAD} She prefers tea / than coffee / in the morning.`,
      ['than coffee', '"Prefer" is followed by "to": "She prefers tea to coffee".'],
      ['She prefers tea', '"She prefers tea" is correct as it stands.'],
      ['in the morning', '"in the morning" is correct as it stands.'],
      ['No error', 'There is an error: "prefers … than" should be "prefers … to".']),
  ],
  'Fill in the Blanks': [
    item('Fill in the Blanks', 'Choose the pair of words that best fills both blanks: The bank\'s decision to ______ interest rates was ______ by borrowers, who had expected a further increase.',
      ['cut, welcomed', 'Borrowers who feared a rise would welcome a cut, since it lowers what they pay.'],
      ['raise, celebrated', 'A rise costs borrowers more, so they would not celebrate it.'],
      ['cut, resented', 'Borrowers gain from a cut, so there is no reason to resent it.'],
      ['hike, applauded', 'A hike makes loans dearer, so borrowers would not applaud it.']),
    item('Fill in the Blanks', 'Choose the pair of words that best fills both blanks: Despite the ______ weather, the rescue team ______ to reach the stranded villagers.',
      ['harsh, managed', '"Despite" sets up a contrast: the weather was harsh, yet the team succeeded.'],
      ['pleasant, failed', 'Pleasant weather is not an obstacle, so "despite" makes no sense.'],
      ['harsh, refused', 'Refusing does not contrast with harsh weather; it would follow from it.'],
      ['calm, declined', 'Calm weather would not explain "despite", and "declined" does not fit a rescue.']),
    item('Fill in the Blanks', 'Choose the pair of words that best fills both blanks: The new policy aims to ______ small businesses by ______ the paperwork they must file.',
      ['support, reducing', 'Reducing paperwork is a way of supporting small businesses.'],
      ['support, increasing', 'More paperwork would burden businesses, not support them.'],
      ['burden, reducing', 'Reducing paperwork lightens the load, so it cannot burden them.'],
      ['discourage, simplifying', 'Simplifying paperwork encourages businesses rather than discouraging them.']),
    item('Fill in the Blanks', 'Choose the pair of words that best fills both blanks: His argument was so ______ that even his critics found it hard to ______ it.',
      ['convincing, refute', 'A convincing argument is hard to refute, even for critics.'],
      ['weak, refute', 'A weak argument would be easy to refute.'],
      ['convincing, accept', '"Even his critics found it hard to accept" contradicts "convincing".'],
      ['confusing, support', 'Critics are not expected to support an argument, so "even" makes no sense.']),
    item('Fill in the Blanks', 'Choose the pair of words that best fills both blanks: The company had to ______ its expansion plans after the sudden ______ in demand.',
      ['postpone, slump', 'A slump (fall) in demand forces a company to postpone expansion.'],
      ['accelerate, slump', 'A fall in demand would not call for speeding up expansion.'],
      ['postpone, surge', 'A surge in demand would encourage expansion, not delay it.'],
      ['cancel, rise', 'A rise in demand gives no reason to cancel expansion.']),
  ],
  'Para Jumbles': [
    item('Para Jumbles', 'Rearrange the sentences to form a coherent paragraph. P: As a result, many of them now keep their savings in bank accounts instead of at home. Q: A decade ago, most villagers in the district had never used a bank. R: Then a branch opened in the market town, and an agent began visiting every week. S: The agent explained how deposits were kept safe and how to withdraw money.',
      ['QRSP', 'Q sets the scene, R introduces the branch and the agent, S says what the agent did, and P gives the result.'],
      ['QSRP', 'S mentions "the agent" before R introduces him.'],
      ['RQSP', 'R begins with "Then", which needs an earlier sentence.'],
      ['QPRS', 'P begins with "As a result", but the cause (R and S) has not been given yet.']),
    item('Para Jumbles', 'Rearrange the sentences to form a coherent paragraph. P: Within a week, the residents had cleared the drain themselves. Q: Every monsoon, the lane flooded because the drain was blocked with rubbish. R: Tired of waiting, a group of neighbours decided to act. S: Complaints to the municipality brought no response.',
      ['QSRP', 'Q states the problem, S the failed complaints, R the neighbours\' decision, and P the outcome.'],
      ['QRSP', 'R says "tired of waiting", which needs the unanswered complaints in S first.'],
      ['SQRP', 'S refers to complaints before the problem in Q is described.'],
      ['QSPR', 'P, the outcome, cannot come before R, the decision to act.']),
    item('Para Jumbles', 'Rearrange the sentences to form a coherent paragraph. P: Despite the distance, she practised there for two hours every morning before school. Q: Meera wanted to represent her state in the national swimming championship. R: Her effort paid off when she won the state trials by a clear margin. S: The nearest pool was ten kilometres away, so she cycled there at dawn.',
      ['QSPR', 'Q gives the goal, S the pool and the distance, P the practice "despite the distance", and R the result.'],
      ['QPSR', 'P says "despite the distance" and "there" before S mentions the pool.'],
      ['SQPR', 'S uses "she" before Q introduces Meera.'],
      ['QSRP', 'R, the result, cannot come before P, the practice that led to it.']),
  ],
  'Sentence Improvement': [
    item('Sentence Improvement', 'Choose the phrase that should replace the part in quotation marks to make the sentence correct; if no change is needed, choose "No improvement". The meeting was called off \'due to the reason that\' the chairman was ill.',
      ['because', '"Due to the reason that" is wordy; "because" says the same thing correctly.'],
      ['due to because', '"Due to because" is ungrammatical.'],
      ['owing to the reason of', '"Owing to the reason of" is wordy and unidiomatic.'],
      ['No improvement', '"Due to the reason that" is redundant and should be replaced by "because".']),
    item('Sentence Improvement', 'Choose the phrase that should replace the part in quotation marks to make the sentence correct; if no change is needed, choose "No improvement". He \'did not knew\' the answer.',
      ['did not know', 'After "did", the verb takes its base form: "did not know".'],
      ['does not knew', '"Does" must also be followed by the base form, and the tense changes.'],
      ['had not knew', 'The past perfect needs the past participle "known", not "knew".'],
      ['No improvement', '"Did not knew" is wrong: "did" is followed by the base form.']),
    item('Sentence Improvement', 'Choose the phrase that should replace the part in quotation marks to make the sentence correct; if no change is needed, choose "No improvement". We \'discussed about\' the proposal at length.',
      ['discussed', '"Discuss" is transitive and takes a direct object without "about".'],
      ['discussed on', '"Discuss" takes no preposition, so "on" is also wrong.'],
      ['discussed regarding about', 'This adds even more unnecessary words.'],
      ['No improvement', '"Discussed about" is wrong; "discuss" takes a direct object.']),
    item('Sentence Improvement', 'Choose the phrase that should replace the part in quotation marks to make the sentence correct; if no change is needed, choose "No improvement". The train \'had left\' before we reached the station.',
      ['No improvement', 'The past perfect "had left" correctly shows the earlier of two past actions.'],
      ['has left', 'The present perfect does not fit a sequence of past events.'],
      ['leaves', 'The present tense does not fit "before we reached".'],
      ['was leaving', '"Was leaving" suggests the train was still departing, which changes the meaning.']),
  ],
  'Word Usage': [
    item('Word Usage', 'In which sentence is the word "principal" used correctly?',
      ['The principal of the school addressed the students.', '"Principal" as a noun means the head of a school.'],
      ['Honesty is my guiding principal.', 'A rule of conduct is a "principle", not a "principal".'],
      ['She refused to act against her principals.', 'Moral rules are "principles".'],
      ['The principal of gravity explains why objects fall.', 'A scientific law is a "principle".']),
    item('Word Usage', 'In which sentence is the word "affect" used correctly?',
      ['The cold weather may affect the crop.', '"Affect" is the verb meaning to influence.'],
      ['The new rule will come into affect next month.', 'The phrase is "come into effect"; "effect" is the noun.'],
      ['The medicine had an immediate affect.', 'The result of a medicine is its "effect".'],
      ['Her speech had a strong affect on the audience.', 'An influence on someone is an "effect" (noun).']),
    item('Word Usage', 'In which sentence is the word "lose" used correctly?',
      ['Do not lose your ticket.', '"Lose" is the verb meaning to misplace.'],
      ['These trousers are too lose.', 'The adjective meaning not tight is "loose".'],
      ['The dog broke lose from its chain.', 'The phrase is "broke loose".'],
      ['Tie the rope so that it is not lose.', 'The adjective needed is "loose".']),
  ],
};
