/**
 * Accounts (spec section 7, "Auth and profile"; docs/accounts.md).
 *
 * Identity is Firebase's: sign-up, sign-in, Google, password reset and
 * sign-out happen in the browser with the Firebase SDK. The API verifies the
 * resulting ID token (infra/firebase-admin.ts) and keeps the user document in
 * Postgres. Every /auth/* call is rate limited per IP (app.ts, RATE_LIMITS.auth).
 *
 *   POST /auth/verify-and-sync  { idToken, additionalData } → { user }: upsert uid, email, lastLogin, name, phone
 *   POST /auth/login            same as verify-and-sync; an email/password body is a 400 explaining the flow
 *   POST /auth/register         same as verify-and-sync (additionalData carries name and phone)
 *   GET  /auth/me               Bearer → { user }
 *   PUT  /auth/profile          Bearer, { name?, phone?, hide_name?, compensatory_time? } → { user }
 *   POST /auth/refresh          Bearer (a freshly refreshed ID token) → { user, expiresAt }
 *   POST /auth/logout           stateless: → { success } (the client drops its token)
 *   POST /auth/change-password  Bearer → 400 PASSWORD_CHANGE_CLIENT_SIDE (passwords live with Firebase)
 */
import { createRoute, z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { decodeJwt } from 'jose';
import { getUser, syncUser, updateUserProfile } from '#db/queries/users.ts';
import { normalizeName } from '#core/names.ts';
import { personName } from '#core/schemas/common.ts';
import { UserResponseSchema } from '#core/schemas/responses/accounts.ts';
import { nowMs, type AppBindings } from '../context';
import { ApiError } from '../errors';
import { requireUser, USER_AUTH_ERRORS, verifyToken } from '../middleware/user-auth';
import { createRouter } from '../router';
import { ErrorSchema, jsonResponse, rateLimitedResponse, ValidationErrorSchema } from '../schemas';

const tags = ['Accounts'];

export const AUTH_ROUTE_ERRORS = {
  idTokenRequired: {
    code: 'ID_TOKEN_REQUIRED',
    error: 'Sign in with Firebase in the browser first, then send its ID token as { idToken }.',
  },
  passwordChange: {
    code: 'PASSWORD_CHANGE_CLIENT_SIDE',
    error: 'Passwords are managed by the sign-in provider. Use "Forgot password?" on the sign-in page to set a new one.',
  },
  userMissing: { code: 'USER_NOT_FOUND', error: 'No account found. Please sign in again.' },
} as const;

// ---------------------------------------------------------------- schemas

const emptyToUndefined = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v);

/** The one name rule (core/names.ts): what the profile refuses, sign-up refuses too. */
const nameInput = z.preprocess(emptyToUndefined, personName.optional());

const phoneInput = z.preprocess(
  emptyToUndefined,
  z
    .string({ error: 'phoneNumber must be text' })
    .trim()
    .regex(/^\+?[0-9][0-9 ()-]{5,19}$/, 'phoneNumber must be a phone number such as +91 98765 43210')
    .optional(),
);

const AdditionalDataSchema = z
  .object({
    name: nameInput,
    displayName: nameInput,
    phoneNumber: phoneInput,
    phone: phoneInput,
  })
  .catchall(z.unknown())
  .openapi('SignUpAdditionalData', { description: 'Optional profile data given at sign-up (name or displayName, phoneNumber or phone). Other fields are ignored.' });

const idTokenInput = z
  .string({ error: 'idToken must be a Firebase ID token' })
  .min(20, 'idToken must be a Firebase ID token')
  .max(8192, 'idToken must be a Firebase ID token');

const SyncBodySchema = z
  .object({ idToken: idTokenInput, additionalData: AdditionalDataSchema.optional() })
  .openapi('VerifyAndSync');

/** /auth/login and /auth/register: the same body, but a missing token is explained instead of just refused. */
const TokenOrCredentialsSchema = z
  .object({ idToken: idTokenInput.optional(), additionalData: AdditionalDataSchema.optional() })
  .catchall(z.unknown())
  .openapi('LoginOrRegister');

const ProfileBodySchema = z
  .object({
    name: z.union([nameInput, z.null()]).optional(),
    displayName: z.union([nameInput, z.null()]).optional(),
    phone: z.union([phoneInput, z.null()]).optional(),
    phoneNumber: z.union([phoneInput, z.null()]).optional(),
    hide_name: z.boolean({ error: 'hide_name must be true or false' }).optional(),
    compensatory_time: z.boolean({ error: 'compensatory_time must be true or false' }).optional(),
  })
  .openapi('ProfileChanges', {
    description:
      "name (or displayName) and phone (or phoneNumber); null clears a field, an absent field is kept. hide_name: leaderboards show 'Aspirant' instead of the name. compensatory_time: entitled to PwBD compensatory time (20 minutes per hour of exam) in new attempts; a test already attempted keeps what its first attempt had.",
  });

const bearer = [{ ApiKey: [], FirebaseIdToken: [] }];

const authErrors = {
  401: jsonResponse(ErrorSchema, 'Missing API key, missing sign-in (AUTH_REQUIRED) or invalid/expired ID token (AUTH_INVALID)'),
  503: jsonResponse(ErrorSchema, 'Sign-in not configured on this server (AUTH_NOT_CONFIGURED)'),
  ...rateLimitedResponse,
} as const;

const syncResponses = {
  200: jsonResponse(UserResponseSchema, 'The synced user document'),
  400: jsonResponse(ValidationErrorSchema.or(ErrorSchema), 'Invalid input (VALIDATION_ERROR) or no idToken (ID_TOKEN_REQUIRED)'),
  ...authErrors,
} as const;

const syncRoute = createRoute({
  method: 'post',
  path: '/auth/verify-and-sync',
  tags,
  summary: 'Verify a Firebase ID token and create or update the user document (uid, email, lastLogin, name, phone)',
  request: { body: { required: true, content: { 'application/json': { schema: SyncBodySchema } } } },
  responses: syncResponses,
});

const loginRoute = createRoute({
  method: 'post',
  path: '/auth/login',
  tags,
  summary: 'Same as verify-and-sync: exchange a Firebase ID token for the user document. Passwords are checked by Firebase in the browser, never here.',
  request: { body: { required: true, content: { 'application/json': { schema: TokenOrCredentialsSchema } } } },
  responses: syncResponses,
});

const registerRoute = createRoute({
  method: 'post',
  path: '/auth/register',
  tags,
  summary: 'Same as verify-and-sync after a Firebase sign-up: creates the user document with the additionalData profile',
  request: { body: { required: true, content: { 'application/json': { schema: TokenOrCredentialsSchema } } } },
  responses: syncResponses,
});

const meRoute = createRoute({
  method: 'get',
  path: '/auth/me',
  tags,
  security: bearer,
  summary: 'The signed-in user document',
  middleware: requireUser,
  responses: { 200: jsonResponse(UserResponseSchema, 'The user'), ...authErrors },
});

const profileRoute = createRoute({
  method: 'put',
  path: '/auth/profile',
  tags,
  security: bearer,
  summary: 'Update the signed-in user’s name, phone, leaderboard name setting and compensatory time',
  middleware: requireUser,
  request: { body: { required: true, content: { 'application/json': { schema: ProfileBodySchema } } } },
  responses: { 200: jsonResponse(UserResponseSchema, 'The updated user'), 400: jsonResponse(ValidationErrorSchema, 'Invalid input'), ...authErrors },
});

const refreshRoute = createRoute({
  method: 'post',
  path: '/auth/refresh',
  tags,
  security: bearer,
  summary: 'Confirm a refreshed ID token (the browser refreshes it with Firebase): the user and the token expiry',
  middleware: requireUser,
  responses: {
    200: jsonResponse(UserResponseSchema.extend({ expiresAt: z.string().nullable() }), 'The user and when the token expires'),
    ...authErrors,
  },
});

const logoutRoute = createRoute({
  method: 'post',
  path: '/auth/logout',
  tags,
  summary: 'Sign out. Stateless: the server keeps no session, the client drops its token and profile and signs out of Firebase.',
  responses: { 200: jsonResponse(z.object({ success: z.literal(true), message: z.string() }), 'Signed out'), ...rateLimitedResponse },
});

const changePasswordRoute = createRoute({
  method: 'post',
  path: '/auth/change-password',
  tags,
  security: bearer,
  summary: 'Not done by this API: passwords belong to Firebase (reset link from the sign-in page). Answers 400 PASSWORD_CHANGE_CLIENT_SIDE.',
  middleware: requireUser,
  responses: { 400: jsonResponse(ErrorSchema, 'Change the password with Firebase (PASSWORD_CHANGE_CLIENT_SIDE)'), ...authErrors },
});

// ---------------------------------------------------------------- handlers

type AdditionalData = z.infer<typeof AdditionalDataSchema>;

/** Verifies the token and upserts the user: the heart of verify-and-sync, login and register. */
async function verifyAndSync(c: Context<AppBindings>, idToken: string | undefined, extra: AdditionalData | undefined) {
  if (!idToken) throw new ApiError(400, AUTH_ROUTE_ERRORS.idTokenRequired.code, AUTH_ROUTE_ERRORS.idTokenRequired.error);
  const deps = c.var.deps;
  const claims = await verifyToken(deps, idToken);
  if (claims === 'unconfigured') throw new ApiError(503, USER_AUTH_ERRORS.notConfigured.code, USER_AUTH_ERRORS.notConfigured.error);
  if (!claims) throw new ApiError(401, USER_AUTH_ERRORS.invalid.code, USER_AUTH_ERRORS.invalid.error);
  // The token's name claim is whatever was set at the identity provider: made to fit the name rule, never refused.
  const name = extra?.name ?? extra?.displayName ?? normalizeName(claims.name);
  const phone = extra?.phoneNumber ?? extra?.phone ?? claims.phone ?? null;
  const user = await syncUser(deps.db, { uid: claims.uid, email: claims.email ?? null, name, phone, lastLogin: new Date(nowMs(deps)) });
  c.header('Cache-Control', 'no-store');
  return c.json({ success: true as const, user }, 200);
}

async function currentUser(c: Context<AppBindings>) {
  const user = await getUser(c.var.deps.db, c.var.user!.uid);
  if (!user) throw new ApiError(401, AUTH_ROUTE_ERRORS.userMissing.code, AUTH_ROUTE_ERRORS.userMissing.error);
  return user;
}

export const authRoutes = createRouter()
  .openapi(syncRoute, async (c) => {
    const { idToken, additionalData } = c.req.valid('json');
    return verifyAndSync(c, idToken, additionalData);
  })
  .openapi(loginRoute, async (c) => {
    const { idToken, additionalData } = c.req.valid('json');
    return verifyAndSync(c, idToken, additionalData);
  })
  .openapi(registerRoute, async (c) => {
    const { idToken, additionalData } = c.req.valid('json');
    return verifyAndSync(c, idToken, additionalData);
  })
  .openapi(meRoute, async (c) => c.json({ success: true as const, user: await currentUser(c) }, 200))
  .openapi(profileRoute, async (c) => {
    const body = c.req.valid('json');
    const pick = <T>(a: T | undefined, b: T | undefined) => (a !== undefined ? a : b);
    const user = await updateUserProfile(c.var.deps.db, c.var.user!.uid, {
      name: pick(body.name, body.displayName),
      phone: pick(body.phone, body.phoneNumber),
      hideName: body.hide_name,
      compensatoryTime: body.compensatory_time,
    });
    if (!user) throw new ApiError(401, AUTH_ROUTE_ERRORS.userMissing.code, AUTH_ROUTE_ERRORS.userMissing.error);
    return c.json({ success: true as const, user }, 200);
  })
  .openapi(refreshRoute, async (c) => {
    const user = await currentUser(c);
    let expiresAt: string | null = null;
    try {
      const exp = decodeJwt(c.req.header('authorization')!.replace(/^Bearer\s+/i, '')).exp;
      if (exp) expiresAt = new Date(exp * 1000).toISOString();
    } catch {
      // verified already by requireUser; an undecodable payload just has no expiry to report
    }
    return c.json({ success: true as const, user, expiresAt }, 200);
  })
  .openapi(logoutRoute, (c) => {
    c.header('Cache-Control', 'no-store');
    return c.json({ success: true as const, message: 'Signed out.' }, 200);
  })
  .openapi(changePasswordRoute, (c) => c.json(AUTH_ROUTE_ERRORS.passwordChange, 400));

authRoutes.openAPIRegistry.registerComponent('securitySchemes', 'FirebaseIdToken', {
  type: 'http',
  scheme: 'bearer',
  bearerFormat: 'JWT',
  description: 'A Firebase ID token of the signed-in user (Authorization: Bearer <token>).',
});
