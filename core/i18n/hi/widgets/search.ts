import type { search as en } from '../../en/widgets/search.ts';
import type { Translation } from '../../types.ts';

export const search: Translation<typeof en> = {
  title: 'खोजें',
  placeholder: 'परीक्षा, विषय या कोर्स खोजें...',
  close: 'खोज बंद करें',
  esc: 'Esc',
  suggestions: 'सुझाव',
  noResults: 'कोई परिणाम नहीं मिला',
  searchInBlog: 'ब्लॉग में खोजें',
  viewAll: 'सभी परिणाम देखें',
};
