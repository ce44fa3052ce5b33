import type { live as en } from '../../en/widgets/live.ts';
import type { Translation } from '../../types.ts';

export const live: Translation<typeof en> = {
  noneTitle: 'अभी कोई अपडेट नहीं',
  noneBody: 'पहला अपडेट जल्द ही यहाँ दिखेगा।',
  updates: { one: '{n} अपडेट', other: '{n} अपडेट' },
  live: 'लाइव',
  archived: 'समाप्त',
  unknownDate: 'तारीख अज्ञात',
};
