/**
 * `npm test`'s first half: the type check (`astro check`) and Vitest at the same time. Vitest keeps ~1.7 of the
 * machine's 2 cores busy; the type check (~1 minute, one core) fits in the rest instead of running before it.
 * Vitest prints as it runs; the type check's output follows it. Fails when either fails.
 */
import { spawn } from 'node:child_process';

function run(command: string, args: string[], buffered: boolean): Promise<{ code: number; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(command, args, { stdio: buffered ? ['ignore', 'pipe', 'pipe'] : 'inherit', shell: process.platform === 'win32' });
    let output = '';
    child.stdout?.on('data', (chunk: Buffer) => (output += chunk));
    child.stderr?.on('data', (chunk: Buffer) => (output += chunk));
    child.on('close', (code) => resolve({ code: code ?? 1, output }));
  });
}

const types = run('npx', ['astro', 'check'], true);
const unit = await run('npx', ['vitest', 'run'], false);
const checked = await types;
console.log(`\n== astro check (run beside Vitest)\n${checked.output}`);
process.exit(unit.code || checked.code);
