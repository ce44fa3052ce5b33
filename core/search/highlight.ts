/**
 * Search excerpts with the matched words marked. The database marks them with
 * two control characters (ts_headline's StartSel/StopSel) that no stored text
 * contains; this turns that into HTML: every character escaped, the marks
 * <mark>…</mark>. The only HTML a search result carries is made here.
 */
import { escapeHtml } from '../format/text';

export const HIT_START = '\u0001';
export const HIT_END = '\u0002';

export function highlightHtml(marked: string): string {
  let html = '';
  let open = false;
  for (const part of marked.split(/([\u0001\u0002])/)) {
    if (part === HIT_START) {
      if (!open) html += '<mark>';
      open = true;
    } else if (part === HIT_END) {
      if (open) html += '</mark>';
      open = false;
    } else html += escapeHtml(part.replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f]/g, ''));
  }
  return open ? `${html}</mark>` : html;
}
