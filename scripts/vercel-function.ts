/**
 * Bundles the API into a Vercel Build Output API function
 * (`.vercel/output/functions/api.func`), called by `npm run build` on Vercel.
 *
 * Why a bundle: Vercel's zero-config Node builder compiles each .ts file on
 * its own and keeps extensionless relative imports, which Node's ESM loader
 * refuses in a `"type": "module"` package; a bundle has no relative imports
 * left, and resolves whatever aliases the source uses the way the type check
 * and Vite do. It also keeps local-only modules (PGlite, ~17 MB with its WASM)
 * out of the function, and splits lazily imported drivers into chunks that a
 * cold start does not load.
 */
import fs from 'node:fs';
import path from 'node:path';
import { build, type Plugin } from 'esbuild';

/** Runtime settings of the function (Build Output API `.vc-config.json`). */
export const FUNCTION_CONFIG = {
  runtime: 'nodejs24.x',
  handler: 'index.mjs',
  launcherType: 'Nodejs',
  shouldAddHelpers: false,
  supportsResponseStreaming: true,
  maxDuration: 10,
} as const;

/** Packages that only a local run uses; the function gets a stub that says so if ever reached. */
const LOCAL_ONLY = /^@electric-sql\/pglite(-socket)?(\/.*)?$/;

const localOnlyStub: Plugin = {
  name: 'local-only',
  setup(b) {
    b.onResolve({ filter: LOCAL_ONLY }, (args) => ({ path: args.path, namespace: 'local-only' }));
    b.onLoad({ filter: /.*/, namespace: 'local-only' }, (args) => ({
      loader: 'js',
      contents: `
        const fail = () => { throw new Error(${JSON.stringify(`${args.path} is local-only and not in the Vercel function: set DATABASE_URL.`)}); };
        export class PGlite { constructor() { fail(); } static create() { fail(); } }
        export class PGLiteSocketServer { constructor() { fail(); } }
        export const types = {};
      `,
    }));
  },
};

export interface BundleResult {
  dir: string;
  /** Bytes of every file in the function folder. */
  bytes: number;
  /** Bytes a cold start loads before the first request (the entry and its static imports). */
  entryBytes: number;
  ms: number;
}

export async function bundleFunction(root: string, outputDir = path.join(root, '.vercel', 'output')): Promise<BundleResult> {
  const started = performance.now();
  const dir = path.join(outputDir, 'functions', 'api.func');
  fs.rmSync(dir, { recursive: true, force: true });
  const result = await build({
    absWorkingDir: root,
    entryPoints: { index: 'api/_function.ts' },
    outdir: dir,
    outExtension: { '.js': '.mjs' },
    bundle: true,
    splitting: true,
    chunkNames: 'chunks/[name]-[hash]',
    format: 'esm',
    platform: 'node',
    target: 'node24',
    minify: true,
    // Readable stack traces in the function logs.
    keepNames: true,
    sourcemap: 'linked',
    legalComments: 'none',
    metafile: true,
    logLevel: 'warning',
    plugins: [localOnlyStub],
    // CommonJS dependencies bundled into an ES module still call require() for Node built-ins.
    banner: { js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);" },
  });
  fs.writeFileSync(path.join(dir, '.vc-config.json'), `${JSON.stringify(FUNCTION_CONFIG, null, 2)}\n`);

  const outputs = Object.entries(result.metafile.outputs).filter(([file]) => !file.endsWith('.map'));
  const bytes = outputs.reduce((sum, [, o]) => sum + o.bytes, 0);
  const entry = outputs.find(([file]) => file.endsWith('/index.mjs'))!;
  const staticImports = new Set(entry[1].imports.filter((i) => i.kind === 'import-statement' && !i.external).map((i) => i.path));
  const entryBytes = entry[1].bytes + outputs.filter(([file]) => staticImports.has(file)).reduce((sum, [, o]) => sum + o.bytes, 0);
  return { dir, bytes, entryBytes, ms: Math.round(performance.now() - started) };
}
