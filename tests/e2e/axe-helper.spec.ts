/**
 * The e2e specs' accessibility checks all go through tests/support/axe.ts (axe-core run in the page, its source
 * sent once per document). A check that found nothing because it checked nothing would pass every spec, so: it
 * finds a known violation, only inside the part it was asked about, target size only when asked, and again on a
 * second run in the same document (the source already there).
 */
import { expect, test } from '@playwright/test';
import { axeViolations, describeViolations, serious } from '../support/axe';

const PAGE = `<!doctype html><html lang="en"><head><title>axe self-check</title></head><body><main>
  <h1>Self-check</h1>
  <div id="images"><img src="data:image/gif;base64,R0lGODlhAQABAAAAACw=" width="40" height="40"></div>
  <div id="targets"><button aria-label="one" style="width:8px;height:8px;padding:0;margin:0"></button><button aria-label="two" style="width:8px;height:8px;padding:0;margin:0"></button></div>
</main></body></html>`;

test('the axe helper finds a violation only where it looks, target size only when asked, and on a second run', async ({ page }) => {
  await page.setContent(PAGE);
  const ids = (violations: Awaited<ReturnType<typeof axeViolations>>) => violations.map((v) => v.id);

  expect(ids(await axeViolations(page))).toContain('image-alt');
  // A mark on the page's axe: a later check that sent the source again would replace the object and lose it.
  await page.evaluate(() => ((window as unknown as { axe: { sentOnce?: boolean } }).axe.sentOnce = true));
  expect(describeViolations(serious(await axeViolations(page, { include: '#images' })))).toEqual(['image-alt: img']);
  expect(ids(await axeViolations(page, { include: '#targets' }))).toEqual([]);
  expect(ids(await axeViolations(page, { include: '#targets', targetSize: true }))).toContain('target-size');
  // Sent once: the page still has the same axe object after four runs.
  expect(await page.evaluate(() => (window as unknown as { axe: { sentOnce?: boolean } }).axe.sentOnce)).toBe(true);
});
