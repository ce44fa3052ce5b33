/**
 * Brotli and gzip copies of the built site's text files (`page.html.br`,
 * `page.html.gz`), written by the site builder before a build is swapped in
 * and served by server/static-site.ts to clients that accept them; nothing
 * is compressed on the request path.
 *
 * Incremental like the build: a file whose bytes equal the previous build's
 * copy takes that build's compressed files (hard links), so an edit that
 * re-renders a few pages compresses a few pages. Only the local server uses
 * them (Vercel compresses at its edge).
 */
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';

import { ENCODINGS, type Encoding } from '#infra/content-encoding.ts';

export { ENCODINGS, type Encoding };

/** Text formats; Pagefind's own files (.pf_*) and images are compressed already. */
const COMPRESSIBLE = /\.(html|css|js|mjs|json|svg|xml|txt|map|webmanifest)$/i;
/** Below this a compressed answer saves less than its headers cost. */
const MIN_BYTES = 1024;

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

export interface PrecompressStats {
  files: number;
  compressed: number;
  reused: number;
  bytesIn: number;
  bytesOut: number;
  ms: number;
}

function compressibleFiles(dir: string): string[] {
  return fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile() && COMPRESSIBLE.test(e.name))
    .map((e) => path.relative(dir, path.join(e.parentPath, e.name)));
}

/**
 * Brotli's top quality (11) costs ~50× quality 6 for ~10% fewer bytes: worth it for
 * scripts and styles (few, hashed, so compressed once and reused by every later
 * build), not for the thousands of pages a content build writes (measured on the
 * demo site: 19 MB of text in 20 s at 11, 0.4 s at 6; docs/site.md).
 */
const brotliQuality = (rel: string) => (/\.(js|mjs|css)$/i.test(rel) ? zlib.constants.BROTLI_MAX_QUALITY : 6);

const encode: Record<Encoding, (data: Buffer, rel: string) => Promise<Buffer>> = {
  br: (data, rel) =>
    brotli(data, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: brotliQuality(rel),
        [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: data.length,
      },
    }),
  gzip: (data) => gzip(data, { level: zlib.constants.Z_BEST_COMPRESSION }),
};

async function reuse(file: string, data: Buffer, previousFile: string): Promise<boolean> {
  const old = await fsp.readFile(previousFile).catch(() => null);
  if (!old || !old.equals(data)) return false;
  const olds = ENCODINGS.map((e) => `${previousFile}${e.suffix}`).filter((f) => fs.existsSync(f));
  // No copies: a build from before precompression (or one whose copies gained nothing): compress anew.
  if (!olds.length) return false;
  try {
    for (const old of olds) {
      const copy = `${file}${old.slice(previousFile.length)}`;
      await fsp.link(old, copy).catch(() => fsp.copyFile(old, copy));
    }
    return true;
  } catch {
    return false;
  }
}

/** Writes the .br and .gz copies of `dir`'s text files, reusing `previous` build's for unchanged files. */
export async function precompress(dir: string, previous: string | null): Promise<PrecompressStats> {
  const started = performance.now();
  const files = compressibleFiles(dir);
  const stats: PrecompressStats = { files: files.length, compressed: 0, reused: 0, bytesIn: 0, bytesOut: 0, ms: 0 };
  let next = 0;
  const worker = async () => {
    while (next < files.length) {
      const rel = files[next++];
      const file = path.join(dir, rel);
      const data = await fsp.readFile(file);
      if (data.length < MIN_BYTES) continue;
      if (previous && (await reuse(file, data, path.join(previous, rel)))) {
        stats.reused++;
        continue;
      }
      stats.compressed++;
      stats.bytesIn += data.length;
      for (const e of ENCODINGS) {
        const out = await encode[e.name](data, rel);
        // Keep a copy only when it saves something worth a header.
        if (out.length > data.length * 0.95) continue;
        await fsp.writeFile(`${file}${e.suffix}`, out);
        if (e.name === 'br') stats.bytesOut += out.length;
      }
    }
  };
  // zlib's async calls run on libuv's pool; a worker per core keeps it busy without queueing the whole site.
  await Promise.all(Array.from({ length: Math.max(1, Math.min(4, os.availableParallelism())) }, worker));
  stats.ms = Math.round(performance.now() - started);
  return stats;
}
