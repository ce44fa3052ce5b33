import type { Messages } from '../../types.ts';

/** House ads (src/islands/ads): the label and the built-in sample ad. */
export const ads = {
  sponsored: 'Sponsored',
  learnMore: 'Learn More',
  about: (title: string) => ` about ${title}`,
  sampleTitle: 'Practise with free timed mock tests',
  sampleBody: 'Full-length and sectional tests for SSC, Banking, Railways and UPSC with instant scores and explanations.',
} as const satisfies Messages;
