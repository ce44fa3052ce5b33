/**
 * Content encodings the servers send precompressed bodies in (the local
 * static server's `.br`/`.gz` copies, the API's answer key), and the choice
 * by Accept-Encoding: one rule for both.
 */
export type Encoding = 'br' | 'gzip';

/** In order of preference. */
export const ENCODINGS: readonly { name: Encoding; suffix: string }[] = [
  { name: 'br', suffix: '.br' },
  { name: 'gzip', suffix: '.gz' },
];

/** The preferred encoding the client accepts among those we have (brotli first; `q=0` refuses one). */
export function negotiate(acceptEncoding: string | undefined, available: Partial<Record<Encoding, unknown>>): Encoding | null {
  if (!acceptEncoding) return null;
  const accepted = new Set<string>();
  for (const part of acceptEncoding.toLowerCase().split(',')) {
    const [token, ...params] = part.trim().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    if (q && !(Number(q.slice(2)) > 0)) continue;
    accepted.add(token.trim());
  }
  for (const { name } of ENCODINGS) if (available[name] && (accepted.has(name) || accepted.has('*'))) return name;
  return null;
}
