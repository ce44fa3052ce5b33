/**
 * Temporary: the response shapes moved to core/schemas/responses (one zod
 * schema each, the types inferred from them). This one alias is left for
 * api/_app/routes/mocks.ts (the mock-attempt slice's file, not edited here);
 * delete this file once that import reads '#core/schemas/responses/mocks.ts'.
 */
export type { MockTest as MockTestDto } from '#core/schemas/responses/mocks.ts';
