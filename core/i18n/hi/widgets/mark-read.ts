import type { markRead as en } from '../../en/widgets/mark-read.ts';
import type { Translation } from '../../types.ts';

export const markRead: Translation<typeof en> = {
  mark: 'पढ़ा हुआ चिह्नित करें',
  saving: 'सहेजा जा रहा है…',
  done: 'पढ़ा हुआ चिह्नित',
  seeProgress: 'अपनी प्रगति देखें',
};
