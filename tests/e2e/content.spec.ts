/**
 * What the seeded content promises, clicked through as a visitor on the real
 * `npm start` (playwright.config.ts): downloads that download and are
 * counted on the card, covers that match their books, and the coaching
 * batches reached from the home page and the footer.
 */
import { expect, test, type APIRequestContext } from '@playwright/test';
import { axeViolations, describeViolations, serious } from '../support/axe';
import { freshClient } from '../support/e2e-admin';

async function apiGet<T>(request: APIRequestContext, path: string): Promise<T> {
  const { apiKey } = (await (await request.get('/api/public/current-api-key')).json()) as { apiKey: string };
  const res = await request.get(`/api${path}`, { headers: { 'x-api-key': apiKey } });
  expect(res.status(), path).toBe(200);
  return (await res.json()) as T;
}

test.describe('resources', () => {
  test('a click downloads the PDF, counts it (with the API key) and shows the new count on the card', async ({ page }) => {
    // A client of its own: a download counts once per client per link per day.
    await page.setExtraHTTPHeaders(freshClient());
    await page.goto('/resource');
    const link = page.locator('a[data-download-url]').first();
    const id = (await link.getAttribute('data-link-id'))!;
    const count = page.locator(`[data-download-count="${id}"]`);
    const before = Number((await count.getAttribute('data-count'))!);
    await expect(count).toHaveText(`${before.toLocaleString('en-IN')} ${before === 1 ? 'download' : 'downloads'}`);

    const [download, counted] = await Promise.all([
      page.waitForEvent('download'),
      page.waitForRequest((r) => r.method() === 'POST' && r.url().endsWith(`/api/resources/links/${id}/download`)),
      link.click(),
    ]);
    expect(counted.headers()['x-api-key']).toBeTruthy();
    expect(download.suggestedFilename()).toMatch(/^[a-z0-9-]+\.pdf$/);
    const file = await download.createReadStream();
    const head = await new Promise<string>((resolve) => file.once('data', (chunk) => resolve(chunk.subarray(0, 5).toString('latin1'))));
    expect(head).toBe('%PDF-');
    // The page stays; the card shows the count the server returned.
    await expect(page).toHaveURL(/\/resource$/);
    // (The built page shows the count as of the build; the answer is the live count, so at least one more.)
    await expect.poll(async () => Number(await count.getAttribute('data-count'))).toBeGreaterThan(before);
    const after = Number(await count.getAttribute('data-count'));
    await expect(count).toHaveText(`${after.toLocaleString('en-IN')} downloads`);
  });

  test('every download link points at a stored PDF, and every book has a cover of its own subject', async ({ page, request }) => {
    await page.goto('/resource');
    const hrefs = await page.locator('a[data-download-url]').evaluateAll((as) => as.map((a) => a.getAttribute('href')!));
    expect(hrefs.length).toBeGreaterThanOrEqual(30);
    for (const href of hrefs) {
      expect(href).toMatch(/^\/uploads\/downloads\/[a-z0-9-]+\.pdf$/);
      const res = await request.get(href);
      expect(res.status(), href).toBe(200);
      expect(res.headers()['content-type']).toBe('application/pdf');
    }
    const books = await page.locator('li.book').evaluateAll((lis) =>
      lis.map((li) => ({ title: li.querySelector('.book-title')!.textContent!, cover: li.querySelector('img.book-cover')?.getAttribute('src') ?? null })),
    );
    expect(books).toHaveLength(30);
    for (const b of books) {
      expect(b.cover, b.title).toMatch(/^\/covers\/[a-z0-9-]+\/[a-z0-9-]+\.svg$/);
      if (/Reasoning/.test(b.title)) expect(b.cover).toContain('reasoning');
      if (!/Polity/.test(b.title)) expect(b.cover).not.toContain('polity');
    }
    const covers = page.locator('img.book-cover');
    for (const img of await covers.all()) {
      await img.scrollIntoViewIfNeeded();
      await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth > 0)).toBe(true);
    }
  });
});

test.describe('batches', () => {
  interface Stats {
    batches: number;
    seats: number;
    enrolled: number;
    sessions: number;
  }

  test('home "Expert-Led Courses" → batches → an exam → a batch, with the figures of the batches API', async ({ page, request }) => {
    await page.goto('/');
    await page.locator('.why-card', { hasText: 'Expert-Led Courses' }).getByRole('link').click();
    await expect(page).toHaveURL(/\/batches$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Coaching Batches');

    const { data: stats } = await apiGet<{ data: Stats }>(request, '/batches/stats');
    const totals = page.locator('[data-batch-totals]');
    for (const n of [stats.batches, stats.sessions, stats.seats, stats.enrolled]) await expect(totals).toContainText(n.toLocaleString('en-IN'));
    const { data: categories } = await apiGet<{ data: { slug: string; exams: { examSlug: string }[] }[] }>(request, '/batches/categories');
    await expect(page.locator('[data-batch-category]')).toHaveCount(categories.filter((c) => c.exams.length).length);

    await page.locator('[data-batch-category="ssc"]').getByRole('link', { name: /^View Batches\s*: SSC CGL$/ }).click();
    await expect(page).toHaveURL(/\/batches\/ssc\/cgl$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('SSC CGL Batches');
    const { data: list } = await apiGet<{ data: { number: number; title: string; enrolled: number; seats: number }[] }>(request, '/batches/list/ssc/cgl');
    await expect(page.locator('[data-batch-list] > li')).toHaveCount(list.length);
    await expect(page.locator('[data-batch-list] [data-batch-status]').first()).toHaveText(/^(Upcoming|Ongoing|Completed)$/);

    const last = list[list.length - 1];
    await page.getByRole('link', { name: new RegExp(`^View Batch\\s*: ${last.title}$`) }).click();
    await expect(page).toHaveURL(new RegExp(`/batches/ssc/cgl/${last.number}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(last.title);
    const { data: batch } = await apiGet<{ data: { sessions: { title: string }[]; seats: number; enrolled: number } }>(request, `/batches/by-number/ssc/cgl/${last.number}`);
    await expect(page.locator('[data-batch-sessions] > li')).toHaveCount(batch.sessions.length);
    await expect(page.locator('[data-batch-sessions] > li').first()).toContainText(batch.sessions[0].title);
    await expect(page.locator('[data-batch-seats]').first()).toHaveText(`${batch.enrolled} of ${batch.seats} seats taken`);
    await expect(page.locator('[data-batch-facts]')).toContainText(`${batch.seats - batch.enrolled} of ${batch.seats}`);
  });

  test('a completed batch says so instead of offering seats; open ones show seats taken', async ({ page }) => {
    const lists = ['/batches/ssc/cgl', '/batches/banking/po', '/batches/banking/clerk', '/batches/railways/ntpc', '/batches/ssc/chsl', '/batches/upsc/cse'];
    let completed = 0;
    for (const url of lists) {
      await page.goto(url);
      for (const card of await page.locator('[data-batch-list] > li').all()) {
        const status = (await card.locator('[data-batch-status]').textContent())?.trim();
        const seats = card.locator('[data-batch-seats]');
        if (status === 'Completed') {
          completed += 1;
          await expect(seats).toHaveText(/^Completed · [\d,]+ enrolled$/);
          await expect(seats.locator('.seats-bar')).toHaveCount(0);
        } else await expect(seats).toHaveText(/^[\d,]+ of [\d,]+ seats taken$/);
      }
      if (completed) break;
    }
    expect(completed, 'the seed has completed batches').toBeGreaterThan(0);
    // The batch page of a completed batch: no "seats left" anywhere.
    const card = page.locator('[data-batch-list] > li', { has: page.locator('[data-batch-status]', { hasText: 'Completed' }) }).first();
    await card.getByRole('link', { name: /^View Batch/ }).click();
    await expect(page.locator('[data-batch-seats]')).toHaveText(/^Completed · [\d,]+ enrolled$/);
    await expect(page.locator('[data-batch-facts]')).toContainText('Enrolled');
    await expect(page.locator('[data-batch-facts]')).not.toContainText('Seats left');
    expect(await page.locator('meta[name="description"]').getAttribute('content')).toContain('Batch completed.');
  });

  test('the footer links to the batches, and every batch page is in the sitemap', async ({ page, request, baseURL }) => {
    await page.goto('/resource');
    await page.locator('footer').getByRole('link', { name: 'Batches', exact: true }).click();
    await expect(page).toHaveURL(/\/batches$/);
    const sitemap = await (await request.get('/sitemap.xml')).text();
    const { data: stats } = await apiGet<{ data: Stats }>(request, '/batches/stats');
    expect(sitemap.match(new RegExp(`<loc>${baseURL}/batches/[a-z]+/[a-z]+/\\d+</loc>`, 'g'))).toHaveLength(stats.batches);
    expect(sitemap).toContain(`<loc>${baseURL}/batches</loc>`);
    expect(sitemap).toContain(`<loc>${baseURL}/batches/ssc/cgl</loc>`);
  });
});

test.describe('accessibility of the new pages', () => {
  for (const path of ['/batches', '/batches/ssc/cgl', '/batches/ssc/cgl/1']) {
    test(`no serious or critical axe violations on ${path}, light and dark`, async ({ page }) => {
      for (const theme of ['light', 'dark']) {
        await page.addInitScript((t) => localStorage.setItem('theme', t), theme);
        await page.goto(path);
        await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
        expect(describeViolations(serious(await axeViolations(page)), `${theme} `)).toEqual([]);
      }
    });
  }
});

