/**
 * The UI language of a React island. The page says it on `<html lang>`
 * (documentLocale); an island the server renders too (client:load) is given
 * it as a `locale` prop as well, since there is no document on the server and
 * the first client render must match the server's HTML. A top-level island
 * puts it in LocaleContext; its parts read it with useLocale().
 */
import { createContext, useContext } from 'react';
import { documentLocale, type Locale } from '#core/i18n/locales.ts';

export const LocaleContext = createContext<Locale | null>(null);

export function useLocale(): Locale {
  return useContext(LocaleContext) ?? documentLocale();
}
