/**
 * Builds a section from a recipe: templates drawn in turn (answers computed),
 * samples from hand-written pools, and blocks that stay together (a passage, a
 * cloze text, a data table, a puzzle). Question texts are unique within a test.
 */
import type { Rng } from '../random';
import { assemble } from './assemble';
import type { Block, FullLengthQuestion, FullLengthSection, RawQuestion, Template } from './types';

export type Part =
  /** `count` questions from the templates, taken in a shuffled round so a section covers many chapters. */
  | { templates: Template[]; count: number }
  /** `count` questions sampled from a hand-written pool. */
  | { pool: RawQuestion[]; count: number }
  /** Questions kept together and in order. */
  | { block: Block }
  /** A block made on the spot (a data-interpretation table). */
  | { makeBlock: (rng: Rng) => Block };

export interface SectionDef {
  name: string;
  nameHi: string | null;
  timeLimitMinutes: number | null;
  locked: boolean;
  marksCorrect: number;
  marksWrong: number;
  size: number;
  parts: Part[];
}

/** Keeps question texts unique across a whole test. */
export class TextSet {
  private readonly seen = new Set<string>();
  has(text: string): boolean {
    return this.seen.has(text.trim().toLowerCase());
  }
  add(text: string): void {
    this.seen.add(text.trim().toLowerCase());
  }
}

function fromTemplates(rng: Rng, templates: Template[], count: number, texts: TextSet, withHindi: boolean): FullLengthQuestion[][] {
  const order = rng.shuffle(templates);
  const out: FullLengthQuestion[][] = [];
  for (let i = 0, tries = 0; out.length < count; i++, tries++) {
    if (tries > 200 * count) throw new Error('could not generate enough distinct questions');
    const raw = order[i % order.length](rng);
    if (texts.has(raw.text)) continue;
    texts.add(raw.text);
    out.push([assemble(rng, raw, withHindi)]);
  }
  return out;
}

function fromBlock(rng: Rng, block: Block, texts: TextSet, withHindi: boolean): FullLengthQuestion[] {
  for (const raw of block) {
    if (texts.has(raw.text)) throw new Error(`duplicate question in a block: ${raw.text.slice(0, 80)}`);
    texts.add(raw.text);
  }
  return block.map((raw) => assemble(rng, raw, withHindi));
}

/**
 * Assembles the section: every part becomes one or more units (a single
 * question or a block); the units are shuffled, blocks staying whole.
 */
export function buildSection(rng: Rng, def: SectionDef, texts: TextSet, withHindi: boolean): FullLengthSection {
  const units: FullLengthQuestion[][] = [];
  for (const part of def.parts) {
    if ('templates' in part) units.push(...fromTemplates(rng, part.templates, part.count, texts, withHindi));
    else if ('pool' in part) {
      const available = part.pool.filter((raw) => !texts.has(raw.text));
      if (available.length < part.count) throw new Error(`pool too small: ${available.length} < ${part.count}`);
      for (const raw of rng.sample(available, part.count)) units.push(fromBlock(rng, [raw], texts, withHindi));
    } else if ('block' in part) units.push(fromBlock(rng, part.block, texts, withHindi));
    else units.push(fromBlock(rng, part.makeBlock(rng), texts, withHindi));
  }
  const questions = rng.shuffle(units).flat();
  if (questions.length !== def.size) throw new Error(`${def.name}: ${questions.length} questions, ${def.size} wanted`);
  return {
    name: def.name,
    nameHi: def.nameHi,
    timeLimitMinutes: def.timeLimitMinutes,
    locked: def.locked,
    marksCorrect: def.marksCorrect,
    marksWrong: def.marksWrong,
    questions,
  };
}

/**
 * Interleaves a bank by topic (a shuffled round over the topics), so that any
 * leading slice of it covers the topics evenly. Two tests can then take
 * disjoint slices of the same bank.
 */
export function interleaveByTopic(rng: Rng, bank: RawQuestion[]): RawQuestion[] {
  const byTopic = new Map<string, RawQuestion[]>();
  for (const raw of bank) byTopic.set(raw.topic, [...(byTopic.get(raw.topic) ?? []), raw]);
  const queues = rng.shuffle([...byTopic.values()].map((list) => rng.shuffle(list)));
  const out: RawQuestion[] = [];
  while (out.length < bank.length) {
    for (const queue of queues) {
      const next = queue.shift();
      if (next) out.push(next);
    }
  }
  return out;
}
