/**
 * Footer categories fallback: when the build-time list was unavailable the
 * footer renders 'Categories temporarily unavailable' ([data-footer-categories-error]).
 * This tries GET /api/categories once; with categories it shows up to 8 links
 * to /category/{name}; on failure (or none) the message stays.
 */
import type { Data } from '#core/schemas/responses/common.ts';
import type { Category } from '#core/schemas/responses/content.ts';
import { api } from '../../lib/client/client';
import { FOOTER_CATEGORY_LIMIT } from '#core/constants.ts';
import { footer as en } from '#core/i18n/en/widgets/footer.ts';
import { footer as hi } from '#core/i18n/hi/widgets/footer.ts';
import { pick } from '#core/i18n/pick.ts';
import { documentLocale, localizedPath } from '#core/i18n/locales.ts';
import { footerCategoryUrl } from '#core/urls.ts';

export type CategoriesFetcher = () => Promise<string[]>;

const defaultFetcher: CategoriesFetcher = async () => {
  const body = await api.get<Data<Category[]>>('/categories');
  return (Array.isArray(body?.data) ? body.data : []).map((c) => c?.name).filter((n): n is string => typeof n === 'string' && n.trim() !== '');
};

export async function mount(message: HTMLElement, fetcher: CategoriesFetcher = defaultFetcher): Promise<void> {
  let names: string[];
  try {
    names = (await fetcher()).slice(0, FOOTER_CATEGORY_LIMIT);
  } catch {
    message.textContent = pick(documentLocale(), { en, hi }).categoriesUnavailable;
    return;
  }
  if (!names.length) return;
  const scope = Array.from(message.attributes).find((a) => a.name.startsWith('data-astro-cid-'))?.name;
  const list = document.createElement('ul');
  list.className = 'list-plain';
  list.setAttribute('data-footer-categories', '');
  if (scope) list.setAttribute(scope, '');
  for (const name of names) {
    const li = document.createElement('li');
    const a = document.createElement('a');
    a.href = localizedPath(footerCategoryUrl(name), documentLocale());
    a.textContent = name;
    if (scope) (li.setAttribute(scope, ''), a.setAttribute(scope, ''));
    li.append(a);
    list.append(li);
  }
  message.replaceWith(list);
}
