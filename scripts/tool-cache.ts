/**
 * Large tools that only a test or a benchmark needs (the Vercel CLI, ~360 MB;
 * Lighthouse) are installed on demand into a cache folder outside the project,
 * once per machine and version, so a newcomer's `npm install` stays small.
 * `TOOL_CACHE_DIR` overrides the folder (default ~/.cache/exam-prep-portal).
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export interface CachedTool {
  /** npm package name. */
  name: string;
  version: string;
  /** npm `overrides` for dependencies the registry mirror lacks. */
  overrides?: Record<string, string>;
}

export function toolDir(tool: CachedTool): string {
  const cache = process.env.TOOL_CACHE_DIR || path.join(process.env.XDG_CACHE_HOME || path.join(os.homedir(), '.cache'), 'exam-prep-portal');
  return path.join(cache, `${tool.name.replace(/[@/]/g, '')}-${tool.version}`);
}

/** The folder holding `node_modules/<name>`, installing the tool first when needed. */
export function ensureTool(tool: CachedTool, log: (line: string) => void = console.log): string {
  const dir = toolDir(tool);
  const installed = path.join(dir, 'node_modules', tool.name, 'package.json');
  if (fs.existsSync(installed)) return dir;
  log(`installing ${tool.name}@${tool.version} into ${dir} (once per machine)`);
  fs.mkdirSync(dir, { recursive: true });
  fs.writeFileSync(
    path.join(dir, 'package.json'),
    JSON.stringify({ name: `${tool.name.replace(/[@/]/g, '')}-cache`, private: true, dependencies: { [tool.name]: tool.version }, overrides: tool.overrides ?? {} }, null, 2),
  );
  execFileSync('npm', ['install', '--no-audit', '--no-fund', '--loglevel=error'], { cwd: dir, stdio: 'inherit', timeout: 15 * 60_000 });
  if (!fs.existsSync(installed)) throw new Error(`${tool.name} did not install into ${dir}`);
  return dir;
}
