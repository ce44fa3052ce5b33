/**
 * Builds the practice bank (issue 30) from the catalogue: each topic becomes
 * one practice set of `count` questions, generated from the full-length
 * templates (answers computed from the figures, kept with each question so the
 * unit test can recompute them) or taken from a hand-written bank. Question
 * texts are unique over the whole bank, so a question appears in one set only,
 * and never repeat a question of a test (`taken`): practice shows the key at
 * once, so an identical question would give away a rankable test's answer.
 */
import { slugify } from '#core/urls.ts';
import { assemble } from '../full-length/assemble';
import { TextSet } from '../full-length/build';
import type { FullLengthQuestion, Generated, RawQuestion } from '../full-length/types';
import type { Rng } from '../random';
import { PRACTICE_TOPICS, type PracticeTopic } from './catalogue';

export interface PracticeQuestion extends FullLengthQuestion {
  /** The template's figures for a generated question (the unit test recomputes the answer); null when hand-written. */
  generated: Generated | null;
}

export interface PracticeSet {
  slug: string;
  name: string;
  description: string;
  /** The exam: one of the seed's mock categories. */
  exam: PracticeTopic['exam'];
  subject: string;
  subjectHi: string;
  topic: string;
  topicHi: string;
  /** English-language topics are English only, as in the real papers. */
  englishOnly: boolean;
  questions: PracticeQuestion[];
}

/** The set's address: exam, topic and the set's number within the topic (a topic may hold several sets). */
export const practiceSlug = (t: Pick<PracticeTopic, 'exam' | 'topic'>, n = 1) => `${slugify(t.exam)}-${slugify(t.topic)}-practice-${n}`;

function fromTemplates(rng: Rng, def: PracticeTopic, texts: TextSet): PracticeQuestion[] {
  const templates = def.templates!;
  const out: PracticeQuestion[] = [];
  for (let i = 0, tries = 0; out.length < def.count; i++, tries++) {
    if (tries > 200 * def.count) throw new Error(`practice bank: not enough distinct questions for ${def.topic}`);
    const raw = templates[i % templates.length](rng);
    if (texts.has(raw.text)) continue;
    texts.add(raw.text);
    out.push({ ...assemble(rng, raw, !def.englishOnly), generated: raw });
  }
  return out;
}

function fromBank(rng: Rng, def: PracticeTopic, texts: TextSet): PracticeQuestion[] {
  const bank: RawQuestion[] = def.bank!;
  if (bank.length < def.count) throw new Error(`practice bank: ${def.topic} has ${bank.length} items, wants ${def.count}`);
  return bank.slice(0, def.count).map((raw) => {
    if (texts.has(raw.text)) throw new Error(`practice bank: a question already in the bank or in a test: ${raw.text}`);
    texts.add(raw.text);
    return { ...assemble(rng, raw, !def.englishOnly), generated: null };
  });
}

/**
 * Every practice set, deterministic for a given generator and `taken`: the texts of the tests' questions, which the
 * generated questions avoid and a hand-written one must not repeat.
 */
export function generatePracticeBank(rng: Rng, taken: Iterable<string> = []): PracticeSet[] {
  const texts = new TextSet();
  for (const text of taken) texts.add(text);
  return PRACTICE_TOPICS.map((def) => {
    const own = rng.fork(`${def.exam}/${def.topic}`);
    const questions = (def.templates ? fromTemplates(own, def, texts) : fromBank(own, def, texts)).map((q) => ({ ...q, topic: def.topic }));
    return {
      slug: practiceSlug(def),
      name: `${def.topic}: ${def.exam} Practice Set 1`,
      description: `${questions.length} practice questions on ${def.topic} (${def.subject}) for ${def.exam} exams, each with the answer explained${def.englishOnly ? '' : ', in English and Hindi'}.`,
      exam: def.exam,
      subject: def.subject,
      subjectHi: def.subjectHi,
      topic: def.topic,
      topicHi: def.topicHi,
      englishOnly: def.englishOnly ?? false,
      questions,
    };
  });
}
