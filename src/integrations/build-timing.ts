/**
 * The build's time breakdown (issue 19; read by tests/build/bench.ts).
 *
 * Marks the phases of `astro build` from its hooks, and wraps Astro's default
 * prerenderer to time its steps: importing the built pages, getStaticPaths of
 * every route (which includes the database reads and cache-key hashing that
 * src/lib/server records), and the pages it renders. What lies between the
 * end of getStaticPaths and astro:build:generated without a render is Astro's
 * own per-page work: the incremental-manifest check of every path, a stat of
 * its output file, two log lines, and writing the manifest. The done hooks
 * of the other integrations (output pruning, Pagefind) record their own
 * durations. Printed as one `[build-timing] {json}` line at the end (this
 * integration comes last), all in milliseconds.
 */
import type { AstroIntegration, AstroPrerenderer } from 'astro';
import { recordTiming, timings } from '../lib/server/build-timing';

export default function buildTiming(): AstroIntegration {
  const marks: Record<string, number> = {};
  const mark = (name: string) => (marks[name] = Math.round(performance.now()));
  return {
    name: 'portal:build-timing',
    hooks: {
      'astro:config:setup': () => void mark('configSetup'),
      'astro:build:start': ({ setPrerenderer }) => {
        mark('buildStart');
        setPrerenderer((base: AstroPrerenderer): AstroPrerenderer => {
          let firstRender = 0;
          let lastRender = 0;
          return {
            ...base,
            name: `${base.name}+timing`,
            setup: base.setup
              ? async () => {
                  mark('prerenderSetup');
                  await base.setup!();
                  mark('prerenderReady');
                }
              : undefined,
            getStaticPaths: async () => {
              mark('pathsStart');
              const paths = await base.getStaticPaths();
              mark('pathsEnd');
              recordTiming('paths:count', 0, paths.length);
              return paths;
            },
            render: async (request, options) => {
              const started = performance.now();
              firstRender ||= started;
              try {
                return await base.render(request, options);
              } finally {
                lastRender = performance.now();
                recordTiming('render', lastRender - started);
                marks.firstRender = Math.round(firstRender);
                marks.lastRender = Math.round(lastRender);
              }
            },
          };
        });
      },
      'astro:build:generated': () => void mark('generated'),
      'astro:build:done': ({ logger }) => {
        mark('done');
        logger.info(`[build-timing] ${JSON.stringify({ marks, timings: timings() })}`);
      },
    },
  };
}
