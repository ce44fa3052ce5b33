import type { carousel as en } from '../../en/widgets/carousel.ts';
import type { Translation } from '../../types.ts';

export const carousel: Translation<typeof en> = {
  rotating: 'अपने आप बदल रहा है',
  paused: 'अपने आप बदलना रुका है',
};
