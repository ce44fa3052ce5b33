/**
 * Bookmarked questions (issue 18; docs/mock-tests.md): the signed-in
 * aspirant's revision list. Like every /progress route: Firebase bearer
 * token, the caller's own rows only (the uid comes from the verified token).
 *
 *   GET    /progress/bookmarks               questions (mock=<slug>, section=<id>, questions=<id,id…>, page, limit) + facets;
 *                                            answer and explanations only of tests the caller has submitted an attempt of
 *   PUT    /progress/bookmarks/{questionId}  bookmark (idempotent; 404 for an unknown question or one of a draft); also a
 *                                            spaced-revision card (routes/revision.ts)
 *   DELETE /progress/bookmarks/{questionId}  remove (idempotent)
 */
import { createRoute, z } from '@hono/zod-openapi';
import { bookmarkFacets, listBookmarks } from '#db/queries/question-tools.ts';
import { addBookmark, removeBookmark } from '#db/mutations/question-tools.ts';
import { enqueueRevision } from '#db/mutations/revision.ts';
import { keyFactsByQuestion, keyFactsByTest } from '#db/queries/key-access.ts';
import { keyAccess } from '#core/mock/key-access.ts';
import type { Bookmark } from '#core/schemas/responses/question-tools.ts';
import { MutationError } from '#db/mutations/errors.ts';
import { PaginationSchema } from '#core/schemas/responses/common.ts';
import { BookmarkFacetSchema, BookmarkSchema, BookmarkStateSchema } from '#core/schemas/responses/question-tools.ts';
import { nowMs } from '../context';
import { hiddenByDailyQuiz } from '../daily-hidden';
import { notFound } from '../errors';
import { createRouter } from '../router';
import { ErrorSchema, idInput, intInput, jsonResponse, limitInput, MAX_INT, pageInput, slugInput } from '../schemas';
import { errors, guard, security } from './progress';

const tags = ['Progress'];

const QUESTION_IDS_MESSAGE = 'questions must be up to 200 question ids separated by commas';
const questionIdsInput = z
  .string({ error: QUESTION_IDS_MESSAGE })
  .regex(/^\d{1,10}(,\d{1,10}){0,199}$/, QUESTION_IDS_MESSAGE)
  .transform((v) => v.split(',').map(Number))
  .refine((ids) => ids.every((id) => id >= 1 && id <= MAX_INT), QUESTION_IDS_MESSAGE)
  .openapi({ param: { in: 'query', name: 'questions' }, example: '12,13' });

const listRoute = createRoute({
  method: 'get',
  path: '/progress/bookmarks',
  tags,
  security,
  summary:
    'My bookmarked questions, newest first, with the correct answer and the explanations once I have submitted an attempt of the test (else null); `facets` lists my tests and sections for the filter',
  middleware: guard,
  request: {
    query: z.object({
      mock: slugInput('mock').optional().openapi({ param: { in: 'query', name: 'mock' } }),
      section: intInput('section', 1, MAX_INT).optional().openapi({ param: { in: 'query', name: 'section' } }),
      questions: questionIdsInput.optional(),
      page: pageInput,
      limit: limitInput(200, 20),
    }),
  },
  responses: {
    200: jsonResponse(
      z.object({ success: z.literal(true), data: z.array(BookmarkSchema), pagination: PaginationSchema, facets: z.array(BookmarkFacetSchema) }),
      'Bookmarks',
    ),
    ...errors,
  },
});

const params = z.object({ questionId: idInput('questionId') });

const putRoute = createRoute({
  method: 'put',
  path: '/progress/bookmarks/{questionId}',
  tags,
  security,
  summary: 'Bookmark a question of a published test (idempotent)',
  middleware: guard,
  request: { params },
  responses: { 200: jsonResponse(z.object({ success: z.literal(true), data: BookmarkStateSchema }), 'Bookmarked'), 404: jsonResponse(ErrorSchema, 'No such question'), ...errors },
});

const deleteRoute = createRoute({
  method: 'delete',
  path: '/progress/bookmarks/{questionId}',
  tags,
  security,
  summary: 'Remove a bookmark (idempotent)',
  middleware: guard,
  request: { params },
  responses: { 200: jsonResponse(z.object({ success: z.literal(true), data: BookmarkStateSchema }), 'Removed'), ...errors },
});

/** A bookmark before the caller has submitted an attempt of its test: the question and options, no key. */
const withoutKey = (b: Bookmark): Bookmark => ({ ...b, correct: null, explanations: null, explanations_hi: null });

export const bookmarkRoutes = createRouter()
  .openapi(listRoute, async (c) => {
    const { page, limit, mock, section, questions } = c.req.valid('query');
    const uid = c.var.user!.uid;
    const { db } = c.var.deps;
    const [list, facets] = await Promise.all([
      listBookmarks(db, uid, { page, limit }, { mockSlug: mock, sectionId: section, questionIds: questions }),
      bookmarkFacets(db, uid),
    ]);
    const access = await keyFactsByTest(db, uid, list.data.map((b) => b.mock.id));
    const now = nowMs(c.var.deps);
    const rule = (b: Bookmark) => {
      const facts = access.get(b.mock.id);
      return facts ? keyAccess(facts.test, facts.evidence, now) : null;
    };
    const hidden = await hiddenByDailyQuiz(c);
    // A live test's question before its opening is left out (as a draft's); its key before its results time is null,
    // and a practice question's while it is in the daily quiz.
    const data = list.data.filter((b) => rule(b)?.paper !== false).map((b) => (rule(b)?.key && !hidden.has(b.questionId) ? b : withoutKey(b)));
    return c.json({ success: true as const, ...list, data, facets }, 200);
  })
  .openapi(putRoute, async (c) => {
    const { questionId } = c.req.valid('param');
    const facts = (await keyFactsByQuestion(c.var.deps.db, c.var.user!.uid, [questionId])).get(questionId);
    // A draft's question answers as a question that does not exist (as every public read of a draft).
    // (and a live test's before its opening: its questions are nobody's yet).
    if (!facts || !keyAccess(facts.test, facts.evidence, nowMs(c.var.deps)).paper) throw notFound('Question');
    try {
      const now = new Date(nowMs(c.var.deps));
      await addBookmark(c.var.deps.db, c.var.user!.uid, questionId, now);
      // Spaced revision (issue 30): a bookmark is a card; it shows in "Revise today" once the key rule allows.
      await enqueueRevision(c.var.deps.db, c.var.user!.uid, [questionId], 'bookmark', now);
    } catch (err) {
      if (err instanceof MutationError && err.kind === 'not_found') throw notFound('Question');
      throw err;
    }
    return c.json({ success: true as const, data: { questionId, bookmarked: true } }, 200);
  })
  .openapi(deleteRoute, async (c) => {
    const { questionId } = c.req.valid('param');
    await removeBookmark(c.var.deps.db, c.var.user!.uid, questionId);
    return c.json({ success: true as const, data: { questionId, bookmarked: false } }, 200);
  });
