/**
 * Local incremental builds with an atomic swap.
 *
 * `astro build` runs in a child process (so a heavy build never stalls the
 * server's event loop) with DATABASE_URL pointing at the server's database
 * (the shared PGlite socket or the real Postgres). Astro writes dist/ and keeps
 * its incremental cache in .cache/astro; on success dist/ is renamed to
 * .build/site-<n> and becomes the served folder in one step. A failed build
 * keeps serving the last good one and logs why. Before the swap the text
 * files get brotli and gzip copies (./precompress, incremental too). Requests that arrive while a
 * build runs are coalesced into one follow-up build.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Logger } from '#infra/log.ts';
import type { BuildRecord } from '#core/schemas/responses/admin.ts';
import { precompress } from './precompress';

export interface SiteBuilderOptions {
  /** The project (where astro.config.mjs lives). */
  root: string;
  /** Where dist/, .cache/astro and .build/ go (default: the project). A second instance uses its own. */
  workDir?: string;
  /** Environment of the build child (DATABASE_URL etc.). */
  env: NodeJS.ProcessEnv;
  log: Logger;
  /** Keep this many earlier builds on disk besides the current one. */
  keep?: number;
  /**
   * What a build would be made from (./build-fingerprint): when it equals the
   * served build's, the build is skipped and that build kept. Unset or null:
   * always build.
   */
  fingerprint?: (buildEnv: NodeJS.ProcessEnv) => Promise<string | null>;
}

export class SiteBuilder {
  readonly buildsDir: string;
  readonly outDir: string;
  readonly cacheDir: string;
  private readonly pointer: string;
  private current: string | null;
  private running: Promise<BuildRecord> | null = null;
  private pending: string[] = [];
  last: BuildRecord | null = null;
  private listeners = new Set<(record: BuildRecord) => void>();

  constructor(private readonly options: SiteBuilderOptions) {
    const workDir = path.resolve(options.workDir ?? options.root);
    this.buildsDir = path.join(workDir, '.build');
    this.outDir = path.join(workDir, 'dist');
    this.cacheDir = path.join(workDir, '.cache', 'astro');
    this.pointer = path.join(this.buildsDir, 'current.json');
    this.current = this.readPointer();
  }

  /** The folder being served, or null before the first successful build. */
  siteDir(): string | null {
    return this.current;
  }

  status() {
    return { building: this.running !== null, pendingEdits: this.pending.length, current: this.current, last: this.last };
  }

  onBuilt(listener: (record: BuildRecord) => void) {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** Ask for a build; resolves when a build that includes this request finished. */
  request(reason: string): Promise<BuildRecord> {
    this.pending.push(reason);
    if (!this.running) return this.drain();
    // Wait for the build in progress, then for the follow-up that includes us.
    return this.running.then(() => this.running ?? this.drain());
  }

  private drain(): Promise<BuildRecord> {
    const reasons = this.pending;
    this.pending = [];
    this.running = this.runBuild(reasons).finally(() => {
      this.running = null;
      if (this.pending.length) void this.drain();
    });
    return this.running;
  }

  private readPointer(): string | null {
    try {
      const { dir } = JSON.parse(fs.readFileSync(this.pointer, 'utf8')) as { dir: string };
      const full = path.join(this.buildsDir, dir);
      return fs.existsSync(path.join(full, 'index.html')) ? full : null;
    } catch {
      return null;
    }
  }

  /** The fingerprint the served build was made from (current.json), if any. */
  private servedFingerprint(): string | null {
    try {
      return (JSON.parse(fs.readFileSync(this.pointer, 'utf8')) as { fingerprint?: string }).fingerprint ?? null;
    } catch {
      return null;
    }
  }

  private async fingerprintNow(): Promise<string | null> {
    try {
      return (await this.options.fingerprint?.({ ...process.env, ...this.options.env })) ?? null;
    } catch (err) {
      this.options.log.warn(`could not tell whether the site changed (${String(err)}): building`);
      return null;
    }
  }

  private async runBuild(reasons: string[]): Promise<BuildRecord> {
    const { root, env, log } = this.options;
    const started = Date.now();
    // Taken before the build reads anything: a write during the build makes the next request build again.
    const fingerprint = await this.fingerprintNow();
    if (fingerprint && this.current && fingerprint === this.servedFingerprint()) {
      const record: BuildRecord = {
        startedAt: new Date(started).toISOString(),
        finishedAt: new Date().toISOString(),
        durationMs: Date.now() - started,
        ok: true,
        skipped: true,
        reasons,
        pages: { rendered: 0, reused: null },
      };
      log.info(`site unchanged since ${path.relative(root, this.current)} was built (content, code and settings): kept it, no build (${record.durationMs} ms)`);
      this.last = record;
      for (const listener of this.listeners) listener(record);
      return record;
    }
    log.info(`site build started (${reasons.join(', ') || 'start'})`);
    // astro's package exports do not include bin/, so resolve the package root through ./package.json.
    const astroBin = path.join(path.dirname(createRequire(path.join(root, 'package.json')).resolve('astro/package.json')), 'bin', 'astro.mjs');
    const output: string[] = [];
    // Always a fresh folder: a failed build may have left one behind, and Astro
    // does not empty the output folder (src/integrations/kept-output.ts).
    fs.rmSync(this.outDir, { recursive: true, force: true });
    const code = await new Promise<number>((resolve) => {
      const child = spawn(process.execPath, [astroBin, 'build'], {
        cwd: root,
        env: {
          ...process.env,
          ...env,
          ASTRO_OUT_DIR: this.outDir,
          ASTRO_CACHE_DIR: this.cacheDir,
          ASTRO_TELEMETRY_DISABLED: '1',
        },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      const collect = (chunk: Buffer) => {
        output.push(chunk.toString());
        if (output.length > 400) output.splice(0, output.length - 400);
      };
      child.stdout.on('data', collect);
      child.stderr.on('data', collect);
      child.on('error', (err) => {
        output.push(String(err));
        resolve(1);
      });
      child.on('close', (exit) => resolve(exit ?? 1));
    });
    const text = output.join('');
    const record: BuildRecord = {
      startedAt: new Date(started).toISOString(),
      finishedAt: new Date().toISOString(),
      durationMs: Date.now() - started,
      ok: false,
      reasons,
      pages: parsePageCounts(text),
    };
    const dist = this.outDir;
    if (code === 0 && fs.existsSync(path.join(dist, 'index.html'))) {
      // Brotli and gzip copies for the static server; unchanged files take the served build's copies.
      try {
        const c = await precompress(dist, this.current);
        log.info(`precompressed ${c.compressed} files (${(c.bytesIn / 1e6).toFixed(1)} MB → ${(c.bytesOut / 1e6).toFixed(1)} MB brotli), reused ${c.reused}, in ${c.ms} ms`);
      } catch (err) {
        log.warn(`precompressing the build failed; it is served uncompressed: ${String(err)}`);
      }
      fs.mkdirSync(this.buildsDir, { recursive: true });
      const name = `site-${started}`;
      fs.renameSync(dist, path.join(this.buildsDir, name));
      fs.writeFileSync(`${this.pointer}.tmp`, JSON.stringify({ dir: name, builtAt: record.finishedAt, ...(fingerprint ? { fingerprint } : {}) }));
      fs.renameSync(`${this.pointer}.tmp`, this.pointer);
      this.current = path.join(this.buildsDir, name);
      this.prune(name);
      record.ok = true;
      log.info(`site build finished in ${(record.durationMs / 1000).toFixed(1)} s; serving ${path.relative(root, this.current)}`);
    } else {
      record.error = text.split('\n').slice(-40).join('\n');
      log.error(`site build failed (exit ${code}); still serving the last good build.\n${record.error}`);
    }
    this.last = record;
    for (const listener of this.listeners) listener(record);
    return record;
  }

  private prune(keepName: string) {
    const keep = this.options.keep ?? 1;
    const older = fs
      .readdirSync(this.buildsDir)
      .filter((d) => d.startsWith('site-') && d !== keepName)
      .sort()
      .reverse();
    // Earlier builds may still be streaming a response: remove only the oldest.
    for (const dir of older.slice(keep)) fs.rmSync(path.join(this.buildsDir, dir), { recursive: true, force: true });
  }
}

function parsePageCounts(log: string): BuildRecord['pages'] {
  // Astro reports "N page(s) built" (all pages, reused ones included) and marks every page it
  // took from the incremental cache with "(restored)" or "(cached)" on its own line.
  const total = /(\d+)\s+page\(s\)\s+built/i.exec(log);
  const reused = log.match(/\((?:restored|cached)\)/g)?.length ?? 0;
  return { rendered: total ? Number(total[1]) - reused : null, reused: total ? reused : null };
}
