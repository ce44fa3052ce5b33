/**
 * `npm run seed -- [--articles N] [--hindi-share S] [--seed N] [--reset]`
 *
 * Fills the database with deterministic demo content (db/seed). Uses
 * DATABASE_URL when set, else the embedded database under DATA_DIR (default
 * .data). Migrations are applied first.
 *
 *  - empty database              → seeds (300 articles unless --articles is given)
 *  - content present, --reset    → replaces it
 *  - content present, --articles → replaces it with that many articles
 *  - content present, neither    → leaves it alone and says so
 */
import path from 'node:path';
import { parseArgs } from 'node:util';
import { openDb } from '#db/client.ts';
import { migrateDb } from '#db/migrate.ts';
import { DEFAULT_ARTICLES, DEFAULT_SEED, isDatabaseEmpty, seedDemoContent, seedStorage } from '#db/seed/index.ts';

const USAGE = `Usage: npx tsx scripts/seed.ts [--articles N] [--hindi-share S] [--seed N] [--reset]

  --articles N  number of blog articles (default ${DEFAULT_ARTICLES}); replaces existing content
  --hindi-share S  share of those articles in Hindi, 0 to 1 (e.g. 0.5: half of N); without it the
                N articles are English and the demo's Hindi articles come on top
  --seed N      PRNG seed (default ${DEFAULT_SEED}); same seed and count give identical rows
  --reset       replace existing content (users, admins and API keys are kept)`;

function parseInteger(name: string, value: string | undefined, min: number): number | undefined {
  if (value === undefined) return undefined;
  const n = Number(value);
  if (!Number.isInteger(n) || n < min) {
    console.error(`--${name} must be an integer >= ${min}, got "${value}"\n\n${USAGE}`);
    process.exit(2);
  }
  return n;
}

async function main() {
  let values: { articles?: string; 'hindi-share'?: string; seed?: string; reset?: boolean; help?: boolean };
  try {
    ({ values } = parseArgs({
      options: {
        articles: { type: 'string' },
        'hindi-share': { type: 'string' },
        seed: { type: 'string' },
        reset: { type: 'boolean', default: false },
        help: { type: 'boolean', short: 'h', default: false },
      },
      strict: true,
    }));
  } catch (err) {
    console.error(`${(err as Error).message}\n\n${USAGE}`);
    process.exit(2);
  }
  if (values.help) {
    console.log(USAGE);
    return;
  }
  const articles = parseInteger('articles', values.articles, 0);
  const seed = parseInteger('seed', values.seed, -2147483648);
  const hindiShare = values['hindi-share'] === undefined ? undefined : Number(values['hindi-share']);
  if (hindiShare !== undefined && !(hindiShare >= 0 && hindiShare <= 1)) {
    console.error(`--hindi-share must be a number from 0 to 1, got "${values['hindi-share']}"\n\n${USAGE}`);
    process.exit(2);
  }

  const dataDir = path.resolve(process.env.DATA_DIR ?? '.data');
  const handle = await openDb({
    databaseDriver: process.env.DATABASE_URL ? 'pg' : 'pglite',
    DATABASE_URL: process.env.DATABASE_URL,
    dataDir,
  });
  try {
    console.log(`Database  ${handle.location}`);
    await migrateDb(handle);
    const empty = await isDatabaseEmpty(handle.db);
    if (!empty && !values.reset && articles === undefined && hindiShare === undefined) {
      console.log('Already seeded: the database has content. Pass --reset (or --articles N) to replace it.');
      return;
    }
    console.log(
      `${empty ? 'Seeding' : 'Replacing content with'} ${articles ?? DEFAULT_ARTICLES} articles${hindiShare ? ` (${Math.round(hindiShare * 100)} % Hindi)` : ''} (seed ${seed ?? DEFAULT_SEED})…`,
    );
    // The demo downloads go where admin uploads go: DATA_DIR/uploads, or Vercel Blob with BLOB_READ_WRITE_TOKEN.
    const storage = seedStorage({ dataDir, BLOB_READ_WRITE_TOKEN: process.env.BLOB_READ_WRITE_TOKEN, VERCEL_ENV: process.env.VERCEL_ENV });
    const summary = await seedDemoContent(handle.db, { storage, articles, seed, hindiShare, reset: !empty });
    const width = Math.max(...Object.keys(summary.counts).map((k) => k.length));
    for (const [table, n] of Object.entries(summary.counts)) console.log(`  ${table.padEnd(width)}  ${n.toLocaleString('en-US').padStart(7)}`);
    console.log(
      `Done in ${(summary.elapsedMs / 1000).toFixed(1)} s (generating ${(summary.generateMs / 1000).toFixed(1)} s, ${summary.counts.bookLinks} demo downloads ${(summary.downloadsMs / 1000).toFixed(1)} s (${storage.kind}), writing ${((summary.elapsedMs - summary.generateMs - summary.downloadsMs) / 1000).toFixed(1)} s).`,
    );
    if (handle.kind === 'pglite-socket') console.log('The running server shares this database; clear its cache or restart it to see the new content.');
  } finally {
    await handle.close();
  }
}

main().catch((err) => {
  // A failed multi-row insert carries every parameter in its message: keep the output short.
  const short = (text: string) => (text.length > 1500 ? `${text.slice(0, 1500)}… (${text.length} characters)` : text);
  if (err instanceof Error) {
    console.error(`Seeding failed: ${short(err.message)}`);
    if (err.cause instanceof Error) console.error(`Cause: ${short(err.cause.message)}`);
  } else console.error('Seeding failed:', err);
  process.exit(1);
});
