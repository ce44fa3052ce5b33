/** Resource writes: categories, exams, books (with covers) and download links. */
import { count, eq } from 'drizzle-orm';
import type { BookCreate, BookUpdate, LinkCreate } from '#core/schemas/resources.ts';
import type { Db } from '../client';
import type { AdminLink, AdminNamed } from '#core/schemas/responses/admin.ts';
import { getBook } from '../queries/resources';
import type { Book } from '#core/schemas/responses/resources.ts';
import { bookLinks, books, exams, resourceCategories } from '../schema';
import { conflict, invalid, notFound } from './errors';
import { given, inTransaction, sameText, type Tx } from './util';

export type NamedKind = 'category' | 'exam';
const namedTable = { category: resourceCategories, exam: exams } as const;
const namedLabel = { category: 'Resource category', exam: 'Exam' } as const;
const bookColumn = { category: books.categoryId, exam: books.examId } as const;

export async function createNamed(db: Db, kind: NamedKind, name: string): Promise<AdminNamed> {
  const table = namedTable[kind];
  return inTransaction(db, async (tx) => {
    const [taken] = await tx.select({ id: table.id }).from(table).where(sameText(table.name, name)).limit(1);
    if (taken) throw conflict('NAME_TAKEN', `${namedLabel[kind]} '${name}' already exists`, { field: 'name' });
    const [row] = await tx.insert(table).values({ name }).returning({ id: table.id, name: table.name });
    return row;
  });
}

/** 409 while books use it. */
export async function deleteNamed(db: Db, kind: NamedKind, id: number): Promise<AdminNamed> {
  const table = namedTable[kind];
  return inTransaction(db, async (tx) => {
    const [row] = await tx.select({ id: table.id, name: table.name }).from(table).where(eq(table.id, id)).for('update');
    if (!row) throw notFound(namedLabel[kind], id);
    const [{ used }] = await tx.select({ used: count() }).from(books).where(eq(bookColumn[kind], id));
    if (used > 0) {
      throw conflict(`${kind.toUpperCase()}_IN_USE`, `${namedLabel[kind]} '${row.name}' is used by ${used} book${used === 1 ? '' : 's'}; move or delete ${used === 1 ? 'it' : 'them'} first`, { books: used });
    }
    await tx.delete(table).where(eq(table.id, id));
    return row;
  });
}

async function assertRefs(tx: Tx, input: { category_id?: number; exam_id?: number }) {
  if (input.category_id !== undefined) {
    const [row] = await tx.select({ id: resourceCategories.id }).from(resourceCategories).where(eq(resourceCategories.id, input.category_id));
    if (!row) throw invalid('category_id', `Resource category ${input.category_id} does not exist`);
  }
  if (input.exam_id !== undefined) {
    const [row] = await tx.select({ id: exams.id }).from(exams).where(eq(exams.id, input.exam_id));
    if (!row) throw invalid('exam_id', `Exam ${input.exam_id} does not exist`);
  }
}

const bookValues = (input: BookUpdate) => {
  const { category_id, exam_id, cover_image, ...rest } = given(input);
  return {
    ...rest,
    ...(category_id !== undefined ? { categoryId: category_id } : {}),
    ...(exam_id !== undefined ? { examId: exam_id } : {}),
    ...(cover_image !== undefined ? { coverImage: cover_image } : {}),
  };
};

export async function createBook(db: Db, input: BookCreate): Promise<Book> {
  return inTransaction(db, async (tx) => {
    await assertRefs(tx, input);
    const [row] = await tx
      .insert(books)
      .values({
        title: input.title,
        author: input.author ?? '',
        description: input.description ?? '',
        year: input.year ?? null,
        coverImage: input.cover_image ?? null,
        categoryId: input.category_id,
        examId: input.exam_id,
      })
      .returning({ id: books.id });
    return (await getBook(tx, row.id))!;
  });
}

/** Changes the given fields; returns the book before and after (the caller deletes a replaced cover file). */
export async function updateBook(db: Db, id: number, input: BookUpdate): Promise<{ before: Book; book: Book }> {
  return inTransaction(db, async (tx) => {
    const [locked] = await tx.select({ id: books.id }).from(books).where(eq(books.id, id)).for('update');
    if (!locked) throw notFound('Book', id);
    const before = (await getBook(tx, id))!;
    await assertRefs(tx, input);
    await tx
      .update(books)
      .set({ ...bookValues(input), updatedAt: new Date() })
      .where(eq(books.id, id));
    return { before, book: (await getBook(tx, id))! };
  });
}

/** Deletes the book and its links (the caller deletes the cover file). */
export async function deleteBook(db: Db, id: number): Promise<Book> {
  return inTransaction(db, async (tx) => {
    const [locked] = await tx.select({ id: books.id }).from(books).where(eq(books.id, id)).for('update');
    if (!locked) throw notFound('Book', id);
    const book = (await getBook(tx, id))!;
    await tx.delete(books).where(eq(books.id, id));
    return book;
  });
}

const linkColumns = { id: bookLinks.id, bookId: bookLinks.bookId, label: bookLinks.label, url: bookLinks.url, downloadCount: bookLinks.downloadCount };

const touchBook = (tx: Tx, bookId: number) => tx.update(books).set({ updatedAt: new Date() }).where(eq(books.id, bookId));

export async function createLink(db: Db, bookId: number, input: LinkCreate): Promise<AdminLink> {
  return inTransaction(db, async (tx) => {
    const [book] = await tx.select({ id: books.id }).from(books).where(eq(books.id, bookId)).for('update');
    if (!book) throw notFound('Book', bookId);
    const [{ links }] = await tx.select({ links: count() }).from(bookLinks).where(eq(bookLinks.bookId, bookId));
    if (links >= 50) throw conflict('TOO_MANY_LINKS', 'A book can have at most 50 links');
    const [link] = await tx.insert(bookLinks).values({ bookId, label: input.label, url: input.url }).returning(linkColumns);
    await touchBook(tx, bookId);
    return link;
  });
}

export async function updateLink(db: Db, id: number, input: Partial<LinkCreate>): Promise<{ before: AdminLink; link: AdminLink }> {
  return inTransaction(db, async (tx) => {
    const [before] = await tx.select(linkColumns).from(bookLinks).where(eq(bookLinks.id, id)).for('update');
    if (!before) throw notFound('Link', id);
    const [link] = await tx.update(bookLinks).set(given(input)).where(eq(bookLinks.id, id)).returning(linkColumns);
    await touchBook(tx, link.bookId);
    return { before, link };
  });
}

export async function deleteLink(db: Db, id: number): Promise<AdminLink> {
  return inTransaction(db, async (tx) => {
    const [link] = await tx.delete(bookLinks).where(eq(bookLinks.id, id)).returning(linkColumns);
    if (!link) throw notFound('Link', id);
    await touchBook(tx, link.bookId);
    return link;
  });
}

