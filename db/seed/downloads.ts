/**
 * The demo downloads: one small, valid PDF per seeded download link, with a
 * title page that matches its book and link (title, exam, subject or kind,
 * author, year, edition) and a few lines of real study content, stored
 * through the upload storage (infra/storage: DATA_DIR/uploads served at
 * /uploads/… locally, Vercel Blob in production), so every link points at a
 * file that exists.
 *
 * Deterministic: fixed metadata dates, no random ids, and a file name made
 * of the book, the link and a hash of the bytes — the same seed writes the
 * same files under the same names (a re-run overwrites them with themselves).
 */
import { createHash } from 'node:crypto';
import { PDFDocument, rgb, StandardFonts, type PDFFont, type PDFPage } from 'pdf-lib';
import { createStorage, type StorageConfig, type UploadStorage } from '#infra/storage/index.ts';
import { coverColors, coverFamily } from '#core/covers.ts';
import type { BookLinkSeed, BookSeed } from './other';
import { BASE_DATE } from './random';
import { examNotes, STUDY_NOTES } from './study-notes';
import { slugify } from '#core/urls.ts';

export const DOWNLOADS_FOLDER = 'downloads';

/** What each link label says on the title page. */
const EDITIONS: Record<string, string> = {
  'PDF (English)': 'English edition',
  'PDF (Hindi)': 'Hindi edition (this demo file carries the English text)',
  'Answer Key (PDF)': 'Answer key and explanations',
  'Sample Chapter (PDF)': 'Sample chapter',
};

/** The upload storage for the seed, or a clear error where there is none (Vercel without a Blob token). */
export function seedStorage(config: StorageConfig): UploadStorage {
  const storage = createStorage(config);
  if (!storage) throw new Error('The demo downloads need upload storage: set BLOB_READ_WRITE_TOKEN (Vercel Blob).');
  return storage;
}

/** The key study lines of a book: its subject's notes, or its exam's pattern for a whole-exam book. */
export function studyLines(book: Pick<BookSeed, 'subject' | 'exam'>): string[] {
  if (!book.subject) return examNotes(book.exam);
  const family = coverFamily(book.subject);
  return family in STUDY_NOTES ? STUDY_NOTES[family as keyof typeof STUDY_NOTES] : examNotes(book.exam);
}

const hex = (color: string) => {
  const n = Number.parseInt(color.slice(1), 16);
  return rgb(((n >> 16) & 255) / 255, ((n >> 8) & 255) / 255, (n & 255) / 255);
};

/** Lines of at most `width` points in `font` at `size`. */
function wrap(text: string, font: PDFFont, size: number, width: number): string[] {
  const lines: string[] = [];
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const last = lines.at(-1);
    if (last !== undefined && font.widthOfTextAtSize(`${last} ${word}`, size) <= width) lines[lines.length - 1] = `${last} ${word}`;
    else lines.push(word);
  }
  return lines;
}

/** Renders the title page of one download. */
export async function renderDownloadPdf(book: BookSeed, link: Pick<BookLinkSeed, 'label'>): Promise<Uint8Array> {
  const doc = await PDFDocument.create({ updateMetadata: false });
  const topic = book.subject ?? book.category;
  const edition = EDITIONS[link.label] ?? link.label;
  doc.setTitle(`${book.title} - ${edition}`);
  doc.setAuthor(book.author);
  doc.setSubject(`${book.exam}: ${topic}`);
  doc.setKeywords([book.exam, topic, book.category]);
  doc.setCreator('Exam Portal demo seed');
  doc.setProducer('pdf-lib');
  doc.setCreationDate(BASE_DATE);
  doc.setModificationDate(BASE_DATE);
  doc.setLanguage('en-IN');

  const [regular, bold] = await Promise.all([doc.embedFont(StandardFonts.Helvetica), doc.embedFont(StandardFonts.HelveticaBold)]);
  const page: PDFPage = doc.addPage([595.28, 841.89]); // A4
  const margin = 56;
  const width = page.getWidth() - 2 * margin;
  const [dark] = coverColors(topic);
  const ink = rgb(0.12, 0.14, 0.18);
  const muted = rgb(0.35, 0.38, 0.43);

  // A band in the colour of the book's cover.
  page.drawRectangle({ x: 0, y: page.getHeight() - 150, width: page.getWidth(), height: 150, color: hex(dark) });
  page.drawText('EXAM PORTAL  |  FREE STUDY RESOURCE', { x: margin, y: page.getHeight() - 52, size: 10, font: bold, color: rgb(1, 1, 1) });
  page.drawText(book.exam.toUpperCase(), { x: margin, y: page.getHeight() - 100, size: 30, font: bold, color: rgb(1, 1, 1) });
  page.drawText(topic, { x: margin, y: page.getHeight() - 128, size: 15, font: regular, color: rgb(1, 1, 1) });

  let y = page.getHeight() - 200;
  const write = (text: string, font: PDFFont, size: number, color = ink, gap = 6) => {
    for (const line of wrap(text, font, size, width)) {
      page.drawText(line, { x: margin, y, size, font, color });
      y -= size + gap;
    }
  };
  write(book.title, bold, 22, ink, 8);
  y -= 4;
  write(`${book.author}  |  ${book.category}  |  ${book.year}`, regular, 12, muted);
  write(edition, bold, 12, muted);
  y -= 14;
  write(book.description, regular, 12, ink, 5);
  y -= 18;
  write(book.subject ? `Key points: ${book.subject}` : `The ${book.exam} exam at a glance`, bold, 15, ink);
  y -= 4;
  for (const line of studyLines(book)) {
    const lines = wrap(line, regular, 12, width - 18);
    page.drawCircle({ x: margin + 4, y: y + 4, size: 2.5, color: hex(dark) });
    for (const part of lines) {
      page.drawText(part, { x: margin + 18, y, size: 12, font: regular, color: ink });
      y -= 17;
    }
    y -= 5;
  }
  page.drawLine({ start: { x: margin, y: 70 }, end: { x: page.getWidth() - margin, y: 70 }, thickness: 0.75, color: muted });
  page.drawText('A demo download of the Exam Portal. Free to share for study.', { x: margin, y: 52, size: 9, font: regular, color: muted });
  return doc.save();
}

/** The stable file name of a download: book, link and a hash of its bytes. */
export function downloadName(book: Pick<BookSeed, 'title'>, link: Pick<BookLinkSeed, 'label'>, data: Uint8Array): string {
  const hash = createHash('sha256').update(data).digest('hex').slice(0, 12);
  return `${slugify(book.title, 60)}-${slugify(link.label, 30)}-${hash}`;
}

/**
 * Renders and stores the PDF of every link; returns each link's URL (the
 * storage's download URL where it has one, so the browser saves the file).
 */
export async function storeDownloads(storage: UploadStorage, books: BookSeed[]): Promise<Map<BookLinkSeed, string>> {
  const jobs = books.flatMap((book) => book.links.map((link) => ({ book, link })));
  const urls = new Map<BookLinkSeed, string>();
  // A few at a time: rendering is CPU, storing is I/O (or HTTP to Vercel Blob).
  const CONCURRENCY = 8;
  for (let i = 0; i < jobs.length; i += CONCURRENCY) {
    await Promise.all(
      jobs.slice(i, i + CONCURRENCY).map(async ({ book, link }) => {
        const data = await renderDownloadPdf(book, link);
        const stored = await storage.put({ folder: DOWNLOADS_FOLDER, extension: 'pdf', contentType: 'application/pdf', data, name: downloadName(book, link, data) });
        urls.set(link, stored.downloadUrl ?? stored.url);
      }),
    );
  }
  return urls;
}
