/**
 * Indexes the built HTML with Pagefind's Node API after every build, so the
 * /search page and its assets (pagefind/*.js, *.css) ship with the site and
 * nothing loads from a CDN. Only elements marked data-pagefind-body are indexed.
 */
import type { AstroIntegration } from 'astro';
import { fileURLToPath } from 'node:url';

export default function pagefind(): AstroIntegration {
  let outDir: URL;
  return {
    name: 'portal:pagefind',
    hooks: {
      'astro:config:done': ({ config }) => {
        outDir = config.outDir;
      },
      'astro:build:done': async ({ dir, logger }) => {
        const site = fileURLToPath(dir ?? outDir);
        const started = performance.now();
        const { createIndex, close } = await import('pagefind');
        const { index, errors } = await createIndex({});
        if (!index) throw new Error(`Pagefind could not start: ${errors.join('; ')}`);
        const added = await index.addDirectory({ path: site });
        if (added.errors.length) throw new Error(`Pagefind indexing failed: ${added.errors.join('; ')}`);
        const written = await index.writeFiles({ outputPath: `${site.replace(/\/$/, '')}/pagefind` });
        if (written.errors.length) throw new Error(`Pagefind write failed: ${written.errors.join('; ')}`);
        await close();
        logger.info(`indexed ${added.page_count} pages in ${Math.round(performance.now() - started)} ms`);
      },
    },
  };
}
