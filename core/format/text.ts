/**
 * Text of articles: HTML to plain text, excerpts (140/120/80), reading time,
 * the title fallback (spec sections 5 and 8).
 */
import { EXCERPT_LENGTH, WORDS_PER_MINUTE } from '../constants';
import { TEXT } from '../texts';

const NAMED_ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
  ndash: '–',
  mdash: '—',
  hellip: '…',
  rsquo: '’',
  lsquo: '‘',
  rdquo: '”',
  ldquo: '“',
  rupee: '₹',
};

function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
    if (name[0] === '#') {
      const code = name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
      return Number.isFinite(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
    }
    return NAMED_ENTITIES[name.toLowerCase()] ?? whole;
  });
}

/** Tags that separate words; inline tags (b, em, a, span …) do not. */
const BLOCK_TAG =
  /<\/?(?:p|div|br|hr|h[1-6]|li|ul|ol|dl|dt|dd|tr|td|th|thead|tbody|table|caption|blockquote|pre|section|article|aside|header|footer|nav|main|figure|figcaption|details|summary|img|iframe|video|audio|form|option)\b[^>]*>/gi;

/** Text made safe inside HTML element content or a quoted attribute (every special character as a numeric reference). */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** Plain text of an HTML fragment: comments, script/style bodies and tags removed, entities decoded, whitespace collapsed. */
export function stripTags(html: string): string {
  return decodeEntities(
    html
      .replace(/<!--[\s\S]*?-->/g, ' ')
      .replace(/<(script|style|template|noscript)\b[\s\S]*?<\/\1\s*>/gi, ' ')
      .replace(BLOCK_TAG, ' ')
      .replace(/<[^>]*>/g, ''),
  )
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * Excerpt of article content: tags stripped, cut at `length` characters plus an
 * ellipsis. Missing or empty content gives `emptyText` ('Read More!' in the
 * grid, 'Click To Read More!' on the home feed); content that cannot be read
 * (not a string) gives 'Content unavailable'.
 */
export function excerpt(content: unknown, length: number = EXCERPT_LENGTH.grid, emptyText: string = TEXT.readMoreGrid): string {
  if (content === null || content === undefined) return emptyText;
  try {
    if (typeof content !== 'string') throw new TypeError('content is not text');
    const text = stripTags(content);
    if (!text) return emptyText;
    if (text.length <= length) return text;
    return `${text.slice(0, length).trimEnd()}...`;
  } catch {
    return TEXT.contentUnavailable;
  }
}

/** Blog grid excerpt: 140 characters, 'Read More!' when empty. */
export const gridExcerpt = (content: unknown) => excerpt(content, EXCERPT_LENGTH.grid, TEXT.readMoreGrid);
/** Home feed excerpt: 120 characters (cards), 'Click To Read More!' when empty. */
export const homeExcerpt = (content: unknown) => excerpt(content, EXCERPT_LENGTH.card, TEXT.readMoreHome);
/** Search suggestion excerpt: 80 characters. */
export const suggestionExcerpt = (content: unknown) => excerpt(content, EXCERPT_LENGTH.suggestion, '');

export function countWords(text: string): number {
  const t = text.trim();
  return t ? t.split(/\s+/).length : 0;
}

/** Minutes for a number of words: words / 200 rounded up, at least 1; null without words. */
export function readingMinutes(words: number): number | null {
  if (!Number.isFinite(words) || words <= 0) return null;
  return Math.max(1, Math.ceil(words / WORDS_PER_MINUTE));
}

/** 'n min read' from a word count; '5 min read' when there is no content. */
export function readingTimeFromWords(words: number | null | undefined): string {
  const minutes = readingMinutes(words ?? 0);
  return minutes === null ? TEXT.noContentReadingTime : `${minutes} min read`;
}

/** 'n min read' from HTML content (word count of the stripped text / 200, rounded up, min 1); '5 min read' without content. */
export function readingTime(content: string | null | undefined): string {
  if (typeof content !== 'string') return TEXT.noContentReadingTime;
  return readingTimeFromWords(countWords(stripTags(content)));
}

export function titleOrFallback(title: string | null | undefined): string {
  return typeof title === 'string' && title.trim() ? title.trim() : TEXT.untitled;
}
