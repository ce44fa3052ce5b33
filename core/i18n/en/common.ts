/** Site chrome shared by every page: header, footer, language switch, notices, listings, offline and error pages. */
import type { Messages } from '../types.ts';

export const common = {
  languageSwitch: {
    /** Accessible name of the switch. */
    label: 'Language',
    /** Shown on the link to the other language's page. */
    toOther: 'हिन्दी में पढ़ें',
    suggestion: 'This site is also available in हिन्दी.',
    suggestionAction: 'हिन्दी में देखें',
    dismiss: 'Dismiss',
  },
  fallbackNotice: 'This page is not available in English yet; it is shown in Hindi.',
} as const satisfies Messages;
