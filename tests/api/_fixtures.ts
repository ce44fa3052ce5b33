/**
 * A small, fully known data set for the API tests: every entity the public
 * API reads, with values the assertions can name.
 */
import type { Db } from '#db/client.ts';
import { ensureAdmin } from '#db/queries/admins.ts';
import {
  ads,
  articles,
  batchCategories,
  batchSessions,
  batches,
  bookLinks,
  books,
  categories,
  exams,
  liveEvents,
  livePages,
  mockCategories,
  mockTests,
  questions,
  resourceCategories,
  series,
  users,
} from '#db/schema.ts';

export const ADMIN = { id: 'fixture-admin', password: 'correct horse battery staple' };
export const USER_UID = 'user-fixture-1';

const day = (n: number) => new Date(Date.UTC(2026, 0, 1 + n, 6));

export const ARTICLE_TITLES = [
  'UPSC Prelims Strategy for First Attempt',
  'SSC CGL Syllabus Explained Section by Section',
  'Banking Awareness Notes for IBPS PO',
  'Indian Polity: Fundamental Rights in Ten Minutes',
  'Railways NTPC Previous Year Papers Analysis',
  'Quantitative Aptitude Shortcuts for SSC',
  'UPSC Mains Answer Writing Practice',
  'Monthly Current Affairs Digest for Aspirants',
  'How to Read The Hindu Editorial for UPSC',
  'Reasoning Puzzles: Seating Arrangement Basics',
  'Roadmap Part 1: Building the Foundation',
  'Roadmap Part 2: Optional Subject Choice',
  'Roadmap Part 3: The Final Revision',
];

const slugOf = (title: string) =>
  title
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

export const ARTICLE_SLUGS = ARTICLE_TITLES.map(slugOf);

export async function seedFixtures(db: Db) {
  const [upsc, ssc, banking] = await db
    .insert(categories)
    .values([{ name: 'UPSC', createdAt: day(0) }, { name: 'SSC', createdAt: day(0) }, { name: 'Banking', createdAt: day(0) }])
    .returning();
  const [roadmap] = await db
    .insert(series)
    .values({ name: 'UPSC Roadmap', slug: 'upsc-roadmap', description: 'A three-part plan.', createdAt: day(1) })
    .returning();
  const categoryOf = (i: number) => [upsc, ssc, banking][i % 3].id;
  await db.insert(articles).values(
    ARTICLE_TITLES.map((title, i) => {
      const inSeries = i >= 10;
      const text = `${title}. This article covers preparation advice, syllabus notes and practice tips for government exam aspirants. `.repeat(3);
      return {
        slug: ARTICLE_SLUGS[i],
        title,
        contentHtml: `<p>${text}</p>`,
        excerptSource: text.trim(),
        categoryId: inSeries ? upsc.id : categoryOf(i),
        isSeries: inSeries,
        seriesId: inSeries ? roadmap.id : null,
        seriesOrder: inSeries ? i - 9 : null,
        visits: i,
        createdAt: day(10 + i),
        updatedAt: day(10 + i),
      };
    }),
  );

  const [general, quant] = await db
    .insert(mockCategories)
    .values([{ name: 'General Studies', description: 'GS papers' }, { name: 'Quant', description: 'Maths' }])
    .returning();
  const [gsTest, quantTest] = await db
    .insert(mockTests)
    .values([
      { slug: 'gs-mock-1', name: 'GS Mock 1', description: 'Polity and history', categoryId: general.id, timerMinutes: 30, createdAt: day(5) },
      { slug: 'quant-mock-1', name: 'Quant Mock 1', description: 'Arithmetic', categoryId: quant.id, timerMinutes: 20, negativeMarks: 0.25, createdAt: day(6) },
    ])
    .returning();
  const explanation = (k: number) => `Explanation for option ${k}: this is why it is right or wrong.`;
  for (const test of [gsTest, quantTest]) {
    await db.insert(questions).values(
      [0, 1, 2, 3, 4].map((p) => ({
        mockTestId: test.id,
        position: p + 1,
        text: `${test.name} question number ${p + 1}?`,
        options: ['Option A', 'Option B', 'Option C', 'Option D'],
        correctIndex: p % 4,
        explanations: [0, 1, 2, 3].map(explanation),
      })),
    );
  }

  const [budget] = await db
    .insert(livePages)
    .values([
      { slug: 'budget-2026-live', title: 'Budget 2026 Live', description: 'Updates', status: 'live', createdAt: day(20), updatedAt: day(22) },
      { slug: 'results-2025', title: 'Results 2025', description: 'Archived results', status: 'archived', createdAt: day(2), updatedAt: day(3) },
    ])
    .returning();
  await db.insert(liveEvents).values([
    { livePageId: budget.id, title: 'Session begins', body: 'Opening remarks', createdAt: day(20) },
    { livePageId: budget.id, title: 'Tax slabs announced', body: 'New regime', createdAt: day(21) },
  ]);

  await db.insert(ads).values([
    { title: 'Join the UPSC batch', body: 'Enrol now', textUrl: 'https://example.com/upsc', imageUrl: 'https://example.com/a.png' },
    { title: 'Free SSC mock', body: 'Try it', textUrl: 'https://example.com/ssc' },
    { title: 'Old offer', body: 'Expired', textUrl: 'https://example.com/old', active: false },
    { title: 'Network slot', body: '', textUrl: 'https://ads.example.com', kind: 'network' },
  ]);

  const [polity, maths] = await db.insert(resourceCategories).values([{ name: 'Polity' }, { name: 'Maths' }]).returning();
  const [upscExam, sscExam] = await db.insert(exams).values([{ name: 'UPSC CSE' }, { name: 'SSC CGL' }]).returning();
  const [laxmikanth, rsAggarwal] = await db
    .insert(books)
    .values([
      { title: 'Indian Polity', author: 'M. Laxmikanth', year: 2024, categoryId: polity.id, examId: upscExam.id, createdAt: day(1) },
      { title: 'Quantitative Aptitude', author: 'R. S. Aggarwal', year: 2023, categoryId: maths.id, examId: sscExam.id, createdAt: day(2) },
      { title: 'Polity Workbook', author: 'Anon', categoryId: polity.id, examId: sscExam.id, createdAt: day(3) },
    ])
    .returning();
  await db.insert(bookLinks).values([
    { bookId: laxmikanth.id, label: 'PDF', url: 'https://example.com/polity.pdf' },
    { bookId: laxmikanth.id, label: 'Notes', url: 'https://example.com/polity-notes.pdf' },
    { bookId: rsAggarwal.id, label: 'PDF', url: 'https://example.com/quant.pdf' },
  ]);

  const [sscBatches] = await db.insert(batchCategories).values([{ slug: 'ssc', name: 'SSC' }, { slug: 'banking', name: 'Banking' }]).returning();
  const [cgl1] = await db
    .insert(batches)
    .values([
      { categoryId: sscBatches.id, examSlug: 'cgl', number: 1, title: 'SSC CGL Batch 1', startsOn: day(30), endsOn: day(120), seats: 100, enrolled: 40 },
      { categoryId: sscBatches.id, examSlug: 'cgl', number: 2, title: 'SSC CGL Batch 2', startsOn: day(60), endsOn: day(150), seats: 80, enrolled: 10 },
    ])
    .returning();
  await db.insert(batchSessions).values([
    { batchId: cgl1.id, position: 1, title: 'Orientation', subject: 'General', scheduledAt: day(30), durationMinutes: 60 },
    { batchId: cgl1.id, position: 2, title: 'Percentages', subject: 'Quant', scheduledAt: day(31), durationMinutes: 90 },
  ]);

  await db.insert(users).values({ uid: USER_UID, email: 'aspirant@example.com' });
  await ensureAdmin(db, ADMIN.id, ADMIN.password);

  return {
    categories: { upsc, ssc, banking },
    series: roadmap,
    mocks: { gsTest, quantTest },
    books: { laxmikanth, rsAggarwal },
    batch: cgl1,
    batchCategory: sscBatches,
  };
}

export type Fixtures = Awaited<ReturnType<typeof seedFixtures>>;
