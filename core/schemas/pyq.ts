/**
 * Previous-year papers on the wire (issue 30), one definition each:
 *
 *   Pyq         on MockTest as `pyq` (null: not a previous-year paper): the exam and year it follows, the sitting
 *   PyqInput    PUT /admin/mocks/{id}/pyq  { pyq: Pyq | null }
 *
 * A previous-year paper is an ordinary always-open test (the real pattern, ranked among this portal's attempts);
 * the mark only lists it on /pyq by exam and year. Contract: docs/mock-tests.md, "Previous-year papers".
 */
import { z } from 'zod';
import { noControlChars, strictInput } from './common';

export const PYQ_MESSAGES = {
  pyq: 'pyq must be { exam, year, date?, shift? } or null',
  exam: 'exam must be the exam’s name, 2 to 80 characters (e.g. SSC CGL Tier 1)',
  year: 'year must be a whole number from 1990 to 2100',
  date: 'date must be the sitting’s date as YYYY-MM-DD, or null',
  shift: 'shift must be up to 40 characters (e.g. Shift 1), or null',
  dateInYear: 'date must fall in the paper’s year',
} as const;

export const PyqSchema = z
  .object({
    exam: z.string().meta({ description: 'The exam as aspirants name it (the /pyq groups): e.g. SSC CGL Tier 1' }),
    year: z.number().int(),
    date: z.string().nullable().meta({ description: 'The sitting (YYYY-MM-DD) where known' }),
    shift: z.string().nullable().meta({ description: 'The shift where the exam had several, e.g. Shift 1' }),
  })
  .meta({ id: 'Pyq', description: 'A previous-year paper: the exam, year and sitting it follows' });
export type Pyq = z.infer<typeof PyqSchema>;

const trimmedNull = (max: number, message: string, label: string) =>
  z
    .string({ error: message })
    .trim()
    .max(max, message)
    .refine(...noControlChars('line', label))
    .nullable()
    .optional()
    .transform((v) => (v ? v : null));

export const PyqInputSchema = strictInput({
  pyq: z
    .strictObject(
      {
        exam: z
          .string({ error: PYQ_MESSAGES.exam })
          .trim()
          .min(2, PYQ_MESSAGES.exam)
          .max(80, PYQ_MESSAGES.exam)
          .refine(...noControlChars('line', 'exam')),
        year: z.number({ error: PYQ_MESSAGES.year }).int(PYQ_MESSAGES.year).min(1990, PYQ_MESSAGES.year).max(2100, PYQ_MESSAGES.year),
        date: z.iso.date({ error: PYQ_MESSAGES.date }).nullable().optional().transform((v) => v ?? null),
        shift: trimmedNull(40, PYQ_MESSAGES.shift, 'shift'),
      },
      { error: PYQ_MESSAGES.pyq },
    )
    .nullable()
    .refine((p) => p === null || p.date === null || p.date.startsWith(`${p.year}-`), { message: PYQ_MESSAGES.dateInYear, path: ['date'] })
    .meta({ description: 'The paper’s exam, year and sitting, or null: no longer a previous-year paper' }),
}).meta({ id: 'PyqInput' });
export type PyqInput = z.infer<typeof PyqInputSchema>;
