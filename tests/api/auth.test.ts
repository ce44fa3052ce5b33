/**
 * Accounts API against the real Firebase Auth emulator (server/firebase-emulator.ts):
 * tokens are issued by the emulator exactly as the browser SDK gets them and
 * verified by firebase-admin; the user document lands in Postgres on every
 * backend.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '#db/schema.ts';
import { resetFirebaseAdmin } from '#infra/firebase-admin.ts';
import { planLocalAuth, startAuthEmulator, type AuthEmulator } from '#server/firebase-emulator.ts';
import { emulatorGoogleSignIn, emulatorSignIn, emulatorSignUp } from '../support/auth-emulator';
import { RATE_LIMITS } from '#infra/rate-limit.ts';
import { dbBackends, openTestDb, type TestDb } from '../support/db';
import { freshIp, harness, type Harness } from './_harness';

let emulator: AuthEmulator;

beforeAll(async () => {
  emulator = await startAuthEmulator();
});
afterAll(async () => {
  await resetFirebaseAdmin();
  await emulator?.stop();
});

/** An unsigned token shaped like the emulator's, for another project. */
function foreignToken(uid: string) {
  const enc = (o: object) => Buffer.from(JSON.stringify(o)).toString('base64url');
  const now = Math.floor(Date.now() / 1000);
  return `${enc({ alg: 'none', typ: 'JWT' })}.${enc({
    aud: 'demo-someone-else',
    iss: 'https://securetoken.google.com/demo-someone-else',
    sub: uid,
    user_id: uid,
    iat: now,
    exp: now + 3600,
    auth_time: now,
    firebase: { identities: {}, sign_in_provider: 'password' },
  })}.`;
}

describe.each(dbBackends)('accounts API on %s', (backend) => {
  let testDb: TestDb;
  let h: Harness;
  const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
  const post = (path: string, json: unknown, headers: Record<string, string> = {}) => h.request(path, { method: 'POST', json, headers, ip: freshIp() });
  const get = (path: string, headers: Record<string, string> = {}) => h.request(path, { headers, ip: freshIp() });
  const email = (name: string) => `${name}-${backend}-${Date.now()}@example.com`;

  beforeAll(async () => {
    testDb = await openTestDb(backend);
    h = harness(testDb, { env: { FIREBASE_AUTH_EMULATOR_HOST: emulator.host } });
  });
  afterAll(async () => {
    await h?.close();
    await testDb?.dispose();
  });

  it('verify-and-sync: verifies the emulator token and creates the user document', async () => {
    const address = email('sign-up');
    const session = await emulatorSignUp(emulator, address, 'secret123');
    h.clock.now = Date.parse('2026-05-01T10:00:00Z');
    try {
      const res = await post('/auth/verify-and-sync', {
        idToken: session.idToken,
        additionalData: { name: ' Asha Verma ', phoneNumber: '+91 98765 43210', ignored: true },
      });
      expect(res.status).toBe(200);
      expect(res.headers.get('cache-control')).toBe('no-store');
      const body = await res.json();
      expect(body).toEqual({
        success: true,
        user: {
          uid: session.uid,
          email: address,
          name: 'Asha Verma',
          phone: '+91 98765 43210',
          role: 'user',
          hide_name: false,
          compensatory_time: false,
          lastLogin: '2026-05-01T10:00:00.000Z',
          createdAt: expect.any(String),
          updatedAt: expect.any(String),
        },
      });
      const [row] = await testDb.handle.db.select().from(users).where(eq(users.uid, session.uid));
      expect(row).toMatchObject({ email: address, displayName: 'Asha Verma', phone: '+91 98765 43210' });
      expect(row.lastLogin.toISOString()).toBe('2026-05-01T10:00:00.000Z');

      // A later sign-in without additional data keeps name and phone and moves lastLogin.
      h.clock.now = Date.parse('2026-05-02T08:30:00Z');
      const again = await (await post('/auth/verify-and-sync', { idToken: (await emulatorSignIn(emulator, address, 'secret123')).idToken })).json();
      expect(again.user).toMatchObject({ uid: session.uid, name: 'Asha Verma', phone: '+91 98765 43210', lastLogin: '2026-05-02T08:30:00.000Z' });
      expect(again.user.createdAt).toBe(body.user.createdAt);
    } finally {
      h.clock.now = null;
    }
  });

  it('Google sign-in through the emulator: name and email come from the identity provider', async () => {
    const session = await emulatorGoogleSignIn(emulator, { sub: `google-${backend}-1`, email: email('google'), name: 'Ravi Kumar' });
    const body = await (await post('/auth/verify-and-sync', { idToken: session.idToken, additionalData: {} })).json();
    expect(body.user).toMatchObject({ uid: session.uid, email: session.email, name: 'Ravi Kumar', phone: null });
  });

  it('a hostile name set at the identity provider is stored normalized (the one name rule), and refused when typed', async () => {
    // What was seen (issue 26): 3,000+ characters, HTML, a right-to-left override and a bell, shown at #1 on a board.
    const hostile = `<img src=x onerror=alert(1)>\u202EAsha\u0007  <b>Verma</b>\u200B ${'x'.repeat(3000)}`;
    const expected = `Asha Verma ${'x'.repeat(100 - 'Asha Verma '.length)}`;
    const session = await emulatorSignUp(emulator, email('hostile-name'), 'secret123', hostile);
    const synced = await post('/auth/verify-and-sync', { idToken: session.idToken });
    expect(synced.status).toBe(200);
    expect((await synced.json()).user.name).toBe(expected);
    const [row] = await testDb.handle.db.select().from(users).where(eq(users.uid, session.uid));
    expect(row.displayName).toBe(expected);

    // The first signed-in call of a never-synced user takes the same path; a name with nothing left is no name.
    const google = await emulatorGoogleSignIn(emulator, { sub: `google-${backend}-hostile`, email: email('google-hostile'), name: '<script></script>\u202E\u0007' });
    const me = await get('/auth/me', bearer(google.idToken));
    expect((await me.json()).user.name).toBeNull();
    const tagged = await emulatorGoogleSignIn(emulator, { sub: `google-${backend}-tagged`, email: email('google-tagged'), name: 'Ravi\u202E <i>Kumar</i>' });
    expect((await (await get('/auth/me', bearer(tagged.idToken))).json()).user.name).toBe('Ravi Kumar');

    // Typed by the user, the same name is refused with the rule's message: at sign-up and in the profile.
    const typed = await post('/auth/verify-and-sync', { idToken: session.idToken, additionalData: { name: 'Asha\u202E Verma' } });
    expect(typed.status).toBe(400);
    expect(await typed.json()).toMatchObject({ field: 'additionalData.name', error: 'name must not contain invisible formatting characters (such as a right-to-left override)' });
    const profile = await h.request('/auth/profile', { method: 'PUT', json: { name: '<b>Asha</b>' }, headers: bearer(session.idToken), ip: freshIp() });
    expect(profile.status).toBe(400);
    expect(await profile.json()).toMatchObject({ field: 'name', error: "name must not contain '<' or '>'" });
    const spaced = await h.request('/auth/profile', { method: 'PUT', json: { name: '  Asha \u00a0  Verma ' }, headers: bearer(session.idToken), ip: freshIp() });
    expect((await spaced.json()).user.name).toBe('Asha Verma');
  });

  it('refuses bad tokens and bad input with the uniform error shape', async () => {
    const garbage = await post('/auth/verify-and-sync', { idToken: 'x'.repeat(40) });
    expect(garbage.status).toBe(401);
    expect(await garbage.json()).toEqual({ code: 'AUTH_INVALID', error: 'Invalid or expired sign-in token' });

    const foreign = await post('/auth/verify-and-sync', { idToken: foreignToken('intruder') });
    expect(foreign.status).toBe(401);

    const missing = await post('/auth/verify-and-sync', {});
    expect(missing.status).toBe(400);
    expect(await missing.json()).toMatchObject({ code: 'VALIDATION_ERROR', field: 'idToken', error: 'idToken must be a Firebase ID token' });

    const session = await emulatorSignUp(emulator, email('bad-phone'), 'secret123');
    const badPhone = await post('/auth/verify-and-sync', { idToken: session.idToken, additionalData: { phoneNumber: 'call me' } });
    expect(badPhone.status).toBe(400);
    expect(await badPhone.json()).toMatchObject({ field: 'additionalData.phoneNumber', error: 'phoneNumber must be a phone number such as +91 98765 43210' });
    // Nothing was stored for the refused calls.
    expect(await testDb.handle.db.select().from(users).where(eq(users.uid, session.uid))).toEqual([]);
  });

  it('/auth/me and PUT /auth/profile need a valid bearer token and touch only the caller', async () => {
    const me = await emulatorSignUp(emulator, email('me'), 'secret123');
    const other = await emulatorSignUp(emulator, email('other'), 'secret123');
    await post('/auth/verify-and-sync', { idToken: me.idToken, additionalData: { name: 'Me' } });
    await post('/auth/verify-and-sync', { idToken: other.idToken, additionalData: { name: 'Other' } });

    const anonymous = await get('/auth/me');
    expect(anonymous.status).toBe(401);
    expect(await anonymous.json()).toEqual({ code: 'AUTH_REQUIRED', error: 'Please sign in to continue.' });
    expect((await get('/auth/me', bearer('not-a-token-at-all-but-long'))).status).toBe(401);

    const mine = await get('/auth/me', bearer(me.idToken));
    expect(mine.status).toBe(200);
    expect((await mine.json()).user).toMatchObject({ uid: me.uid, name: 'Me' });
    // The privacy-browser alias answers the same.
    expect((await (await get('/user/profile', bearer(me.idToken))).json()).user.uid).toBe(me.uid);

    const updated = await h.request('/auth/profile', { method: 'PUT', json: { name: 'Me Again', phone: '+91 11111 22222', uid: other.uid }, headers: bearer(me.idToken), ip: freshIp() });
    expect(updated.status).toBe(200);
    expect((await updated.json()).user).toMatchObject({ uid: me.uid, name: 'Me Again', phone: '+91 11111 22222' });
    const cleared = await (await h.request('/auth/profile', { method: 'PUT', json: { phone: null }, headers: bearer(me.idToken), ip: freshIp() })).json();
    expect(cleared.user).toMatchObject({ name: 'Me Again', phone: null });
    // Issue 17: hide the name on leaderboards.
    expect(cleared.user.hide_name).toBe(false);
    const hidden = await (await h.request('/auth/profile', { method: 'PUT', json: { hide_name: true }, headers: bearer(me.idToken), ip: freshIp() })).json();
    expect(hidden.user).toMatchObject({ name: 'Me Again', hide_name: true });
    const invalid = await h.request('/auth/profile', { method: 'PUT', json: { name: 'x'.repeat(101) }, headers: bearer(me.idToken), ip: freshIp() });
    expect(invalid.status).toBe(400);
    expect(await invalid.json()).toMatchObject({ field: 'name', error: 'name must be at most 100 characters' });

    const [otherRow] = await testDb.handle.db.select().from(users).where(eq(users.uid, other.uid));
    expect(otherRow.displayName).toBe('Other');
  });

  it('a verified but never-synced user gets a document on the first signed-in call', async () => {
    const session = await emulatorSignUp(emulator, email('unsynced'), 'secret123', 'Late Syncer');
    const res = await get('/auth/me', bearer(session.idToken));
    expect(res.status).toBe(200);
    expect((await res.json()).user).toMatchObject({ uid: session.uid, name: 'Late Syncer' });
  });

  it('login, register, refresh, logout and change-password answer with their documented semantics', async () => {
    const address = email('generic');
    const session = await emulatorSignUp(emulator, address, 'secret123');

    const passwordLogin = await post('/auth/login', { email: address, password: 'secret123' });
    expect(passwordLogin.status).toBe(400);
    expect(await passwordLogin.json()).toEqual({
      code: 'ID_TOKEN_REQUIRED',
      error: 'Sign in with Firebase in the browser first, then send its ID token as { idToken }.',
    });
    const register = await post('/auth/register', { idToken: session.idToken, additionalData: { displayName: 'Registered', phone: '9876543210' } });
    expect(register.status).toBe(200);
    expect((await register.json()).user).toMatchObject({ uid: session.uid, name: 'Registered', phone: '9876543210' });
    const login = await post('/user/signin', { idToken: session.idToken });
    expect(login.status).toBe(200);
    expect((await login.json()).user.uid).toBe(session.uid);

    const refresh = await post('/auth/refresh', {}, bearer(session.idToken));
    expect(refresh.status).toBe(200);
    const refreshed = await refresh.json();
    expect(refreshed.user.uid).toBe(session.uid);
    expect(Date.parse(refreshed.expiresAt)).toBeGreaterThan(Date.now());
    expect((await post('/auth/refresh', {})).status).toBe(401);

    const logout = await post('/auth/logout', {});
    expect(logout.status).toBe(200);
    expect(await logout.json()).toEqual({ success: true, message: 'Signed out.' });
    expect((await post('/user/signout', {})).status).toBe(200);

    const change = await post('/auth/change-password', { newPassword: 'another1' }, bearer(session.idToken));
    expect(change.status).toBe(400);
    expect((await change.json()).code).toBe('PASSWORD_CHANGE_CLIENT_SIDE');
    expect((await post('/auth/change-password', {})).status).toBe(401);
  });

  it('every auth call is rate limited per client address', async () => {
    const ip = freshIp();
    const statuses: number[] = [];
    for (let i = 0; i <= RATE_LIMITS.auth.limit; i++) {
      statuses.push((await h.request('/auth/logout', { method: 'POST', ip })).status);
    }
    expect(statuses.slice(0, RATE_LIMITS.auth.limit).every((s) => s === 200)).toBe(true);
    const last = await h.request('/auth/me', { ip });
    expect(last.status).toBe(429);
    expect((await last.json()).code).toBe('RATE_LIMITED');
  });
});

describe.each(dbBackends)('accounts API without the emulator on %s', (backend) => {
  let testDb: TestDb;
  beforeAll(async () => {
    testDb = await openTestDb(backend);
  });
  afterAll(async () => {
    await testDb?.dispose();
  });

  it('without any Firebase project sign-in is switched off: 503, never 404 or 500', async () => {
    const h = harness(testDb);
    const session = await emulatorSignUp(emulator, `off-${backend}-${Date.now()}@example.com`, 'secret123');
    const sync = await h.request('/auth/verify-and-sync', { method: 'POST', json: { idToken: session.idToken }, ip: freshIp() });
    expect(sync.status).toBe(503);
    expect(await sync.json()).toEqual({ code: 'AUTH_NOT_CONFIGURED', error: 'Sign-in is not available right now.' });
    expect((await h.request('/auth/me', { headers: { authorization: `Bearer ${session.idToken}` }, ip: freshIp() })).status).toBe(503);
    await h.close();
  });

  it('a production-style verifier (project id, no emulator host) refuses the emulator’s unsigned tokens', async () => {
    const h = harness(testDb, { env: { FIREBASE_PROJECT_ID: emulator.projectId } });
    const session = await emulatorSignUp(emulator, `prod-${backend}-${Date.now()}@example.com`, 'secret123');
    const saved = process.env.FIREBASE_AUTH_EMULATOR_HOST;
    delete process.env.FIREBASE_AUTH_EMULATOR_HOST;
    try {
      const res = await h.request('/auth/verify-and-sync', { method: 'POST', json: { idToken: session.idToken }, ip: freshIp() });
      expect(res.status).toBe(401);
      expect((await res.json()).code).toBe('AUTH_INVALID');
    } finally {
      if (saved !== undefined) process.env.FIREBASE_AUTH_EMULATOR_HOST = saved;
      await h.close();
    }
  });
});

describe('npm start: which sign-in a local run gets (planLocalAuth)', () => {
  const log = { info() {}, warn() {} };
  const base = { isDeployed: false, dataDir: '/tmp/unused-data' };

  it('production Firebase config or production mode: no emulator', async () => {
    for (const env of [{ ...base, PUBLIC_FIREBASE_API_KEY: 'AIza-real', PUBLIC_FIREBASE_PROJECT_ID: 'exam-portal' }, { ...base, isDeployed: true }]) {
      const plan = await planLocalAuth(env, log);
      expect(plan.apiEnv).toEqual({});
      expect(plan.buildEnv).toEqual({});
      expect(await plan.emulator).toBeNull();
    }
  });

  it('an emulator given by FIREBASE_AUTH_EMULATOR_HOST is used as is, and baked into the build', async () => {
    const plan = await planLocalAuth({ ...base, FIREBASE_AUTH_EMULATOR_HOST: emulator.host }, log);
    expect(plan.apiEnv).toEqual({});
    expect(plan.buildEnv).toEqual({ PUBLIC_FIREBASE_AUTH_EMULATOR_HOST: emulator.host, PUBLIC_FIREBASE_PROJECT_ID: 'demo-exam-portal' });
    expect(await plan.emulator).toBeNull();
  });

  it('an emulator already answering on the wanted port is reused (and left running)', async () => {
    const port = Number(emulator.host.split(':')[1]);
    const plan = await planLocalAuth({ ...base, FIREBASE_AUTH_EMULATOR_PORT: port }, log);
    expect(plan.apiEnv).toEqual({ FIREBASE_AUTH_EMULATOR_HOST: emulator.host });
    expect(plan.buildEnv.PUBLIC_FIREBASE_AUTH_EMULATOR_HOST).toBe(emulator.host);
    const running = await plan.emulator;
    expect(running?.reused).toBe(true);
    await running?.stop();
    expect((await fetch(`${emulator.url}/`)).ok).toBe(true);
  });
});
