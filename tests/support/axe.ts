/**
 * axe-core in an e2e page, for every spec's accessibility checks.
 *
 * Why not @axe-core/playwright's `analyze()`: each call sends axe's ~600 kB source to the page again, and finishes
 * every run in a new blank page (its mode for cross-origin frames) where the source is evaluated once more: a
 * renderer started and closed per check. On this 2-core machine that was about a third of the exam screen's
 * keyboard test (seven checks on a 100-question paper). Here the source is evaluated once per document and
 * `axe.run` runs in the page itself: the same rules, the same violations. Our pages have no frames; a page that
 * has one is checked by AxeBuilder, which follows frames.
 */
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import axe, { type Result, type RunOptions } from 'axe-core';

export interface AxeScan {
  /** Check only inside this selector (the whole document without one). */
  include?: string;
  /** WCAG 2.2 target size (off by default in axe). */
  targetSize?: boolean;
}

/** axe's violations on the page now. */
export async function axeViolations(page: Page, { include, targetSize = false }: AxeScan = {}): Promise<Result[]> {
  const options: RunOptions = targetSize ? { rules: { 'target-size': { enabled: true } } } : {};
  if (page.frames().length > 1) {
    const builder = new AxeBuilder({ page }).options(options);
    if (include) builder.include(include);
    return (await builder.analyze()).violations;
  }
  if (!(await page.evaluate(() => typeof (window as { axe?: unknown }).axe === 'object'))) await page.evaluate(axe.source);
  return page.evaluate(
    async ({ include, options }) => {
      const run = (window as unknown as { axe: typeof axe }).axe;
      return (await run.run(include ?? document, options)).violations;
    },
    { include, options },
  );
}

/** Only the serious and critical ones (the pages' rule; the exam screen's checks take every violation). */
export const serious = (violations: Result[]) => violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');

/** As "rule: targets", one line per rule, for a readable failure. */
export const describeViolations = (violations: Result[], prefix = '') =>
  violations.map((v) => `${prefix}${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
