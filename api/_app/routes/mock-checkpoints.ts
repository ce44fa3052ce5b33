/**
 * Section checkpoints (issue 28): `POST /mocks/{slug}/checkpoint` stores the
 * answers of a section the runner just closed, until that section's deadline
 * + MOCK_SUBMIT_GRACE_SECONDS; from then on neither a later checkpoint nor the
 * submit can change them. The rule is core/mock/section-windows.ts; the
 * submit applies it in routes/mock-attempts.ts. docs/mock-tests.md,
 * "Sectional windows on the server".
 */
import { createRoute } from '@hono/zod-openapi';
import { checkpointVerdict, orderedSections, sectionDeadlines, type ClosedSection } from '#core/mock/section-windows.ts';
import { timeLimitMs } from '#core/mock/compensatory.ts';
import { MockSectionCheckpointResultSchema, MockSectionCheckpointSchema, type MockSectionCheckpointResult } from '#core/schemas/section-checkpoint.ts';
import { closeSection } from '#db/mutations/section-checkpoints.ts';
import { findAttempt } from '#db/queries/mock-attempts.ts';
import { nowMs } from '../context';
import { ApiError } from '../errors';
import { resolveCaller } from '../middleware/user';
import { createRouter } from '../router';
import { ErrorSchema, errorResponses, jsonResponse, rateLimitedResponse } from '../schemas';
import { assertOwner, attemptHeaders, attemptNotFound, clampTimeSpent, refusals, TOKEN_HEADER } from './mock-attempts';
import { mockBySlug, slugParams } from './mocks';

const checkpointRoute = createRoute({
  method: 'post',
  path: '/mocks/{slug}/checkpoint',
  tags: ['Mock tests'],
  summary: 'Close a section of a started attempt: its answers are kept, and the submit cannot change them',
  description:
    'For tests whose sections are taken one after another (a sectional clock or a locked order). Accepted until the section’s deadline (the server’s start plus the limits of the sections up to it, in order) plus the grace period; the same checkpoint again answers 200 with `replay`. Needs `attemptId` and, for an anonymous attempt, the x-attempt-token header.',
  middleware: resolveCaller,
  request: {
    params: slugParams,
    headers: attemptHeaders,
    body: { required: true, content: { 'application/json': { schema: MockSectionCheckpointSchema } } },
  },
  responses: {
    200: jsonResponse(MockSectionCheckpointResultSchema, 'The section is closed with these answers'),
    ...errorResponses,
    ...refusals,
    404: jsonResponse(ErrorSchema, 'No such test, no started attempt (ATTEMPT_NOT_FOUND) or no such section (SECTION_NOT_FOUND)'),
    409: jsonResponse(
      ErrorSchema,
      'Not taken: the section closed with other answers (SECTION_CLOSED), its time and grace are over (SECTION_TIME_OVER), the attempt is submitted (ATTEMPT_SUBMITTED) or the test has no sectional windows (NO_SECTION_WINDOWS)',
    ),
    ...rateLimitedResponse,
  },
});

export const mockCheckpointRoutes = createRouter().openapi(checkpointRoute, async (c) => {
  const body = c.req.valid('json');
  const mock = await mockBySlug(c, c.req.valid('param').slug);
  const { db, env } = c.var.deps;
  const row = await findAttempt(db, body.attemptId);
  if (!row) throw attemptNotFound();
  if (row.mockTestId !== mock.id) throw new ApiError(403, 'ATTEMPT_OTHER_TEST', 'This attempt belongs to another test');
  assertOwner(c, row, c.req.header(TOKEN_HEADER));
  if (row.status === 'submitted') throw new ApiError(409, 'ATTEMPT_SUBMITTED', 'This attempt has been submitted: its answers are final');

  const sections = orderedSections(mock.sections);
  const k = sections.findIndex((s) => s.id === body.sectionId);
  const size = k < 0 ? 0 : sections[k].question_count;
  if (body.answers.length > size && k >= 0) {
    const message = `answers must have at most ${size} entries (one per question of the section)`;
    throw new ApiError(400, 'VALIDATION_ERROR', message, { field: 'answers', issues: [{ field: 'answers', message }] });
  }
  const answers = Array.from({ length: size }, (_, i) => body.answers[i] ?? null);
  const now = nowMs(c.var.deps);
  const times = {
    startedMs: row.startedAt.getTime(),
    deadlineMs: row.deadlineAt.getTime(),
    nowMs: now,
    graceMs: env.MOCK_SUBMIT_GRACE_SECONDS * 1000,
    // Started with compensatory time (issue 29): every section's window × 4/3.
    compensatory: row.compensatory,
  };
  const answer = (closedAt: string, replay: boolean) => c.json({ sectionId: body.sectionId, closedAt, replay } satisfies MockSectionCheckpointResult, 200);

  const verdict = checkpointVerdict(mock.sections, body.sectionId, answers, row.closedSections, times);
  switch (verdict) {
    case 'no-windows':
      throw new ApiError(409, 'NO_SECTION_WINDOWS', 'This test’s sections are not timed or locked: there is nothing to close, submit the answers instead');
    case 'unknown-section':
      throw new ApiError(404, 'SECTION_NOT_FOUND', 'This test has no such section', { field: 'sectionId' });
    case 'replay':
      return answer(row.closedSections![String(body.sectionId)].at, true);
    case 'closed':
      throw new ApiError(409, 'SECTION_CLOSED', `The section “${sections[k].name}” is closed: its answers were taken when it closed and cannot be changed`);
    case 'time-over': {
      const closedAt = new Date(sectionDeadlines(mock.sections, times.startedMs, times.deadlineMs, times.compensatory)[k]).toISOString();
      throw new ApiError(409, 'SECTION_TIME_OVER', `The time for the section “${sections[k].name}” ended at ${closedAt}: its answers can no longer be sent`, { closedAt });
    }
    case 'accept':
      break;
  }

  // The section's own limit (else the test's), and never more in total than has passed since the start.
  const limitSeconds =
    sections[k].time_limit !== null ? timeLimitMs(sections[k].time_limit, row.compensatory) / 1000 : Math.round((times.deadlineMs - times.startedMs) / 1000);
  const elapsed = Math.max(0, Math.round((Math.min(now, times.deadlineMs) - times.startedMs) / 1000));
  const entry: ClosedSection = { at: new Date(now).toISOString(), answers, timeSpent: clampTimeSpent(body.timeSpent, size, limitSeconds, Math.min(limitSeconds, elapsed)) };
  if (await closeSection(db, row.id, body.sectionId, entry)) return answer(entry.at, false);

  // Another request got there first (a second tab, the submit): answer by what it stored.
  const latest = await findAttempt(db, body.attemptId);
  if (latest?.status === 'submitted') throw new ApiError(409, 'ATTEMPT_SUBMITTED', 'This attempt has been submitted: its answers are final');
  const stored = latest?.closedSections?.[String(body.sectionId)];
  if (stored && stored.answers.every((a, i) => a === answers[i])) return answer(stored.at, true);
  throw new ApiError(409, 'SECTION_CLOSED', `The section “${sections[k].name}” is closed: its answers were taken when it closed and cannot be changed`);
});
