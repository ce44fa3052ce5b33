/**
 * Issue 30, previous-year papers in the browser at 375 px: /pyq lists the seed's three papers by exam and year with
 * their sitting, in English and under /hi/ in Hindi; a paper opens its test page and runs in the exam screen with its
 * exam's real sections.
 */
import { expect, test } from '@playwright/test';

test.use({ viewport: { width: 375, height: 740 } });

test('/pyq lists the papers by exam and year; one runs in the exam screen with its sections', async ({ page }) => {
  await page.goto('/mock-test');
  await page.getByRole('main').getByRole('link', { name: 'Previous year papers', exact: true }).click();
  await expect(page).toHaveURL(/\/pyq\/?$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Previous Year Papers' })).toBeVisible();
  const exams = page.locator('[data-pyq-exam]');
  await expect(exams).toHaveCount(3);
  expect(await exams.evaluateAll((els) => els.map((e) => e.getAttribute('data-pyq-exam')))).toEqual(['IBPS PO Prelims', 'RRB NTPC CBT-1', 'SSC CGL Tier 1']);
  const ssc = page.locator('[data-pyq-exam="SSC CGL Tier 1"]');
  await expect(ssc.locator('[data-pyq-year]')).toHaveAttribute('data-pyq-year', '2024');
  await expect(ssc).toContainText('9 September 2024 · Shift 1');
  // No horizontal scrolling on a phone.
  expect(await page.evaluate(() => document.scrollingElement!.scrollWidth <= document.scrollingElement!.clientWidth)).toBe(true);

  await ssc.getByRole('link', { name: /Start|SSC CGL Tier 1 2024/ }).first().click();
  await expect(page).toHaveURL(/\/mock-test\/test\/ssc-cgl-tier-1-2024-09-september-shift-1\/?$/);
  const start = page.getByRole('button', { name: 'Start Test' });
  // The "I have read and understood" declaration of the CBT (issue 29) first.
  await page.getByTestId('instructions-confirm').check();
  await expect(start).toBeEnabled({ timeout: 30_000 });
  // Issue 28: the paper (mock and questions) comes from its cacheable address, beside the lean POST start.
  const [response, paper] = await Promise.all([
    page.waitForResponse((r) => r.url().includes('/start') && r.request().method() === 'POST'),
    page.waitForResponse((r) => r.url().includes('/paper') && r.request().method() === 'GET' && r.status() === 200),
    start.click(),
  ]);
  expect(response.status()).toBe(200);
  const body = { ...(await response.json()), ...(await paper.json()) } as { mock: { pyq: unknown; sections: { name: string }[] }; attempt: { id: string } | null };
  expect(body.mock.pyq).toEqual({ exam: 'SSC CGL Tier 1', year: 2024, date: '2024-09-09', shift: 'Shift 1' });
  expect(body.mock.sections.map((s) => s.name)).toEqual(['General Intelligence and Reasoning', 'General Awareness', 'Quantitative Aptitude', 'English Comprehension']);
  expect(body.attempt?.id).toBeTruthy();
  await expect(page.getByTestId('mock-exam')).toBeVisible();
  await expect(page.getByTestId('mock-exam')).toHaveAttribute('data-current', '1');
});

test('/hi/pyq: the same papers with Hindi chrome and dates', async ({ page }) => {
  await page.goto('/hi/pyq');
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
  await expect(page.getByRole('heading', { level: 1, name: 'पिछले वर्षों के प्रश्नपत्र' })).toBeVisible();
  await expect(page.locator('[data-pyq-exam]')).toHaveCount(3);
  await expect(page.locator('[data-pyq-exam="SSC CGL Tier 1"]')).toContainText('शिफ्ट 1');
  await expect(page.locator('[data-pyq-exam="SSC CGL Tier 1"]')).toContainText('सितंबर');
});
