/** Downloadable resources on the wire: categories and exams, books with their links, counts. See common.ts. */
import { z } from 'zod';

/** A resource category or an exam, with how many books it has. */
export const NamedWithBookCountSchema = z.object({ id: z.number().int(), name: z.string(), bookCount: z.number().int() }).meta({ id: 'NamedWithBookCount' });
export type NamedWithBookCount = z.infer<typeof NamedWithBookCountSchema>;

export const BookLinkSchema = z.object({ id: z.number().int(), label: z.string(), url: z.string(), downloadCount: z.number().int() });
export type BookLink = z.infer<typeof BookLinkSchema>;

export const BookSchema = z
  .object({
    id: z.number().int(),
    title: z.string(),
    author: z.string(),
    description: z.string(),
    year: z.number().int().nullable(),
    cover_image: z.string().nullable(),
    category: z.string(),
    category_id: z.number().int(),
    exam: z.string(),
    exam_id: z.number().int(),
    links: z.array(BookLinkSchema),
    downloads: z.number().int(),
    updatedAt: z.string(),
  })
  .meta({ id: 'Book' });
export type Book = z.infer<typeof BookSchema>;

/** POST /resources/links/{id}/download: where to go and the new count. */
export const DownloadCountSchema = z.object({ url: z.string(), downloadCount: z.number().int() });
export type DownloadCount = z.infer<typeof DownloadCountSchema>;

export const ResourceStatsSchema = z.object({
  books: z.number().int(),
  links: z.number().int(),
  downloads: z.number().int(),
  categories: z.number().int(),
  exams: z.number().int(),
});
export type ResourceStats = z.infer<typeof ResourceStatsSchema>;
