/**
 * The UI dictionaries (issue 27; docs/site.md#languages), one typed area per
 * part of the site so an island imports only the texts it shows:
 *
 *   common   header, footer, language switch, listings, offline and error pages
 *   content  articles, series, categories, live pages, resources, batches, mock-test list
 *   exam     the test page and the exam screen (instructions, palette, dialogs, result, review)
 *   auth     sign-in, sign-up, password reset and their error catalogue
 *   account  progress, bookmarks, history
 *   widgets  the public pages' small islands: search overlay, listing search, filters, live feed, counts, ads
 *
 * English holds the spec's texts verbatim; Hindi must have every key (types).
 * Pages take `ui(locale).area`, islands `ui(documentLocale()).area` or import
 * the area files directly.
 */
import { common as enCommon } from './en/common.ts';
import { content as enContent } from './en/content.ts';
import { exam as enExam } from './en/exam.ts';
import { auth as enAuth } from './en/auth.ts';
import { account as enAccount } from './en/account.ts';
import { widgets as enWidgets } from './en/widgets.ts';
import { common as hiCommon } from './hi/common.ts';
import { content as hiContent } from './hi/content.ts';
import { exam as hiExam } from './hi/exam.ts';
import { auth as hiAuth } from './hi/auth.ts';
import { account as hiAccount } from './hi/account.ts';
import { widgets as hiWidgets } from './hi/widgets.ts';
import type { Locale } from './locales.ts';
import type { Translation } from './types.ts';

const en = { common: enCommon, content: enContent, exam: enExam, auth: enAuth, account: enAccount, widgets: enWidgets };
export type Ui = Translation<typeof en>;
const hi: Ui = { common: hiCommon, content: hiContent, exam: hiExam, auth: hiAuth, account: hiAccount, widgets: hiWidgets };

const dictionaries: Record<Locale, Ui> = { en, hi };

export function ui(locale: Locale): Ui {
  return dictionaries[locale];
}

export { LOCALES, DEFAULT_LOCALE, LOCALE_INFO, isLocale, localeOfPath, localizedPath, unlocalizedPath, documentLocale, type Locale } from './locales.ts';
export { formatDate, formatNumber, plural } from './format.ts';
