import type { common as en } from '../en/common.ts';
import type { Translation } from '../types.ts';

export const common: Translation<typeof en> = {
  languageSwitch: {
    label: 'भाषा',
    toOther: 'Read in English',
    suggestion: 'यह साइट हिन्दी में भी उपलब्ध है।',
    suggestionAction: 'हिन्दी में देखें',
    dismiss: 'बंद करें',
  },
  fallbackNotice: 'यह पेज अभी हिन्दी में उपलब्ध नहीं है, इसलिए अंग्रेज़ी में दिखाया गया है।',
};
