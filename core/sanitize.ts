/**
 * Article HTML, sanitized at build time with sanitize-html (an allow-list, so
 * anything not listed is dropped): no <script>/<style>/<iframe>, no event
 * handler attributes, no javascript:/data: URLs (except inline images), no
 * inline styles. Headings are shifted so the page's <h1> stays the only one,
 * external links get rel="noopener noreferrer" (nofollow for new tabs) and
 * images load lazily.
 *
 * Heading ids are the author's, so they get a prefix (`user-content-`, as
 * GitHub does): an article cannot reuse an id the page itself relies on
 * (`mock-runner`, a form field) or clobber a global. Same-page links
 * (`href="#syllabus"`) get the same prefix so in-article links keep working.
 * Both are idempotent: stored HTML is sanitized again at build.
 */
import sanitizeHtml from 'sanitize-html';

const ALLOWED_TAGS = [
  'h2', 'h3', 'h4', 'h5', 'h6',
  'p', 'br', 'hr', 'div', 'span', 'section',
  'strong', 'b', 'em', 'i', 'u', 's', 'mark', 'small', 'sub', 'sup', 'abbr', 'cite', 'q', 'kbd', 'code', 'pre', 'blockquote',
  'ul', 'ol', 'li', 'dl', 'dt', 'dd',
  'a', 'img', 'figure', 'figcaption',
  'table', 'thead', 'tbody', 'tfoot', 'tr', 'th', 'td', 'caption', 'colgroup', 'col',
  'details', 'summary',
];

const HEADING_SHIFT: Record<string, string> = { h1: 'h2' };

export const USER_ID_PREFIX = 'user-content-';

const userId = (id: string): string => (id.startsWith(USER_ID_PREFIX) ? id : USER_ID_PREFIX + id);

/** The heading with its id (if any) under the user prefix; an empty id is dropped. */
function heading(tagName: string, attribs: sanitizeHtml.Attributes): sanitizeHtml.Tag {
  const out = { ...attribs };
  const id = out.id?.trim();
  if (id) out.id = userId(id);
  else delete out.id;
  return { tagName, attribs: out };
}

const options: sanitizeHtml.IOptions = {
  allowedTags: ALLOWED_TAGS,
  allowedAttributes: {
    a: ['href', 'title', 'target', 'rel'],
    img: ['src', 'alt', 'title', 'width', 'height'],
    abbr: ['title'],
    ol: ['start', 'type', 'reversed'],
    th: ['colspan', 'rowspan', 'scope'],
    td: ['colspan', 'rowspan'],
    col: ['span'],
    colgroup: ['span'],
    h2: ['id'],
    h3: ['id'],
    h4: ['id'],
    h5: ['id'],
    h6: ['id'],
    q: ['cite'],
    blockquote: ['cite'],
  },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesByTag: { img: ['https', 'http'] },
  allowedSchemesAppliedToAttributes: ['href', 'src', 'cite'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  // Text inside these is dropped with the tag (not shown as text).
  nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'template', 'iframe', 'object', 'embed', 'svg', 'math', 'title', 'head'],
  enforceHtmlBoundary: false,
  transformTags: {
    h1: (_tag, attribs) => heading(HEADING_SHIFT.h1, attribs),
    h2: heading,
    h3: heading,
    h4: heading,
    h5: heading,
    h6: heading,
    a: (tagName, attribs) => {
      const href = attribs.href ?? '';
      const external = /^https?:\/\//i.test(href);
      const out: Record<string, string> = { ...attribs };
      if (href.length > 1 && href.startsWith('#')) out.href = `#${userId(href.slice(1))}`; // points at a prefixed heading id
      if (attribs.target && attribs.target !== '_blank') delete out.target;
      if (external || out.target === '_blank') out.rel = out.target === '_blank' ? 'noopener noreferrer nofollow' : 'noopener noreferrer';
      else delete out.rel;
      return { tagName, attribs: out };
    },
    img: (tagName, attribs) => ({ tagName, attribs: { ...attribs, alt: attribs.alt ?? '', loading: 'lazy', decoding: 'async' } }),
  },
  exclusiveFilter: (frame) => frame.tag === 'a' && !frame.attribs.href && !frame.text.trim(),
};

// transformTags adds loading/decoding after the attribute filter, so allow them explicitly for img.
(options.allowedAttributes as Record<string, string[]>).img.push('loading', 'decoding');

/** Sanitized article HTML. Never throws: unreadable input becomes an empty string. */
export function sanitizeArticleHtml(html: unknown): string {
  if (typeof html !== 'string' || !html) return '';
  return sanitizeHtml(html, options).trim();
}
