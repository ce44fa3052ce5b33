/**
 * Resources: categories, exams, books (category, exam, cover_image, links)
 * and their download links. A book's cover is either uploaded (multipart
 * field `cover_image`, checked against COVER_RULES) or given as a URL.
 */
import { z } from 'zod';
import { idField, optionalText, optionalUrlOrPath, requiredLine, strictInput, urlOrPath } from './common';

export const NamedInputSchema = strictInput({ name: requiredLine('Name', 100) });
export type NamedInput = z.output<typeof NamedInputSchema>;

/** Upload rules for cover_image (checked on the server by content, not only by the declared type). */
export const COVER_RULES = {
  maxBytes: 2 * 1024 * 1024,
  types: ['image/jpeg', 'image/png', 'image/webp'] as const,
  typeMessage: 'cover_image must be a JPEG, PNG or WebP image',
  sizeMessage: 'cover_image must be at most 2 MB',
  emptyMessage: 'cover_image is empty',
};

const bookFields = {
  title: requiredLine('Title', 200),
  author: optionalText('Author', 200).optional(),
  description: optionalText('Description', 2000).optional(),
  year: z
    .number({ error: 'Year must be a whole number from 1900 to 2100' })
    .int('Year must be a whole number from 1900 to 2100')
    .min(1900, 'Year must be a whole number from 1900 to 2100')
    .max(2100, 'Year must be a whole number from 1900 to 2100')
    .nullable()
    .optional(),
  category_id: idField('Category', 'Choose a resource category'),
  exam_id: idField('Exam', 'Choose an exam'),
  /** A URL or site path; null removes the cover. An uploaded file (multipart) takes precedence. */
  cover_image: optionalUrlOrPath('cover_image').optional(),
};

export const BookCreateSchema = strictInput(bookFields);
/** PUT /resources/books/{id}: any of the fields. */
export const BookUpdateSchema = strictInput(bookFields).partial();
export type BookCreate = z.output<typeof BookCreateSchema>;
export type BookCreateInput = z.input<typeof BookCreateSchema>;
export type BookUpdate = z.output<typeof BookUpdateSchema>;

const linkFields = {
  label: requiredLine('Label', 100),
  url: urlOrPath('URL'),
};
export const LinkCreateSchema = strictInput(linkFields);
export const LinkUpdateSchema = strictInput(linkFields).partial();
export type LinkCreate = z.output<typeof LinkCreateSchema>;
