import type { Messages } from '../../types.ts';

/** Topic practice (issue 30): the practice island on a topic page and the accuracy on /practice (src/islands/practice). */
export const practice = {
  loading: 'Loading questions…',
  failed: 'Could not load the questions. Check your connection and try again.',
  retry: 'Try again',
  progress: (i: number, n: number) => `Question ${i} of ${n}`,
  optionsLabel: 'Options',
  correct: 'Correct!',
  wrong: (letter: string) => `Incorrect. The correct answer is ${letter}.`,
  explanation: 'Explanation',
  next: 'Next question',
  finish: 'See summary',
  summaryTitle: 'Summary',
  summary: (c: number, n: number) => `You got ${c} of ${n} right.`,
  again: 'Practise again',
  allTopics: 'All topics',
  accuracy: (p: string, n: number) => `${p}% accuracy · ${n} answered`,
  notYet: 'Not practised yet',
  keepProgress: 'Sign in to keep your progress on every device.',
  signIn: 'Sign in',
  setName: (name: string) => `Set: ${name}`,
} as const satisfies Messages;
