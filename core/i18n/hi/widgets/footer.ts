import type { footer as en } from '../../en/widgets/footer.ts';
import type { Translation } from '../../types.ts';

export const footer: Translation<typeof en> = {
  categoriesUnavailable: 'श्रेणियाँ अभी उपलब्ध नहीं हैं',
};
