/**
 * A section checkpoint on the wire (issue 28): when a section of a test with
 * sectional windows closes, the runner sends that section's answers and
 * times; the server keeps them and the final submit cannot change them
 * (core/mock/section-windows.ts, docs/mock-tests.md "Sectional windows").
 *
 *   MockSectionCheckpoint        POST /mocks/{slug}/checkpoint  the body
 *   MockSectionCheckpointResult  its answer
 */
import { z } from 'zod';
import { answerSheet, secondsList } from './mock-attempt';

export const MockSectionCheckpointSchema = z
  .object({
    attemptId: z
      .string({ error: 'attemptId must be the attempt id from POST /mocks/{slug}/start' })
      .regex(/^[A-Za-z0-9_-]{8,64}$/, 'attemptId must be the attempt id from POST /mocks/{slug}/start')
      .meta({ description: 'The attempt from POST /mocks/{slug}/start' }),
    sectionId: z
      .number({ error: 'sectionId must be the id of one of the test’s sections' })
      .int('sectionId must be the id of one of the test’s sections')
      .min(1, 'sectionId must be the id of one of the test’s sections')
      .meta({ description: 'The section that closed (MockSection.id)' }),
    answers: answerSheet('answers must be an array with one entry per question of the section')
      .meta({ description: 'Chosen option index per question of the section, in question order; null = unanswered', example: [1, null, 3] }),
    timeSpent: secondsList()
      .optional()
      .meta({ description: 'Seconds spent on each question of the section (client-reported; clamped by the server)' }),
  })
  .meta({ id: 'MockSectionCheckpoint' });
export type MockSectionCheckpoint = z.infer<typeof MockSectionCheckpointSchema>;

export const MockSectionCheckpointResultSchema = z
  .object({
    sectionId: z.number().int(),
    closedAt: z.string().meta({ description: 'When the server closed the section (ISO): its answers are final from then' }),
    replay: z.boolean().meta({ description: 'The same checkpoint had been stored already (a retry)' }),
  })
  .meta({ id: 'MockSectionCheckpointResult' });
export type MockSectionCheckpointResult = z.infer<typeof MockSectionCheckpointResultSchema>;
