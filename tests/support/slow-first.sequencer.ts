/**
 * Vitest's order, but the few files that take minutes (each a series of full site builds, or a real
 * `vercel build`) start first. Without a timing cache (a fresh checkout, or one overwritten by a
 * partial run) Vitest starts the largest files first, which put the build test (11 minutes on a
 * loaded machine) after a third of the run, and the whole run then waited on its tail.
 */
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/** Longest first; paths from the project root. */
export const SLOW_FILES = ['tests/build/incremental.test.ts', 'tests/deploy/vercel-deployment.test.ts', 'tests/unit/seed.test.ts'];

const rank = (spec: TestSpecification) => {
  const i = SLOW_FILES.findIndex((f) => spec.moduleId.replaceAll('\\', '/').endsWith(`/${f}`));
  return i < 0 ? SLOW_FILES.length : i;
};

export default class SlowFirstSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    // Array sort is stable: the rest keep Vitest's own order.
    return sorted.sort((a, b) => rank(a) - rank(b));
  }
}
