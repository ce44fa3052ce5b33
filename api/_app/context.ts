/** What every route handler can reach through `c.var`. */
import type { Cache } from '#infra/cache/index.ts';
import type { BuildRecord } from '#core/schemas/responses/admin.ts';
import type { Db } from '#db/client.ts';
import type { Env } from '#infra/env.ts';
import type { Logger } from '#infra/log.ts';
import type { UploadStorage } from '#infra/storage/index.ts';

/** A signed-in user, resolved from a verified identity token (see middleware/user.ts). */
export interface AuthUser {
  uid: string;
  email: string | null;
  role: 'user' | 'admin';
}

/** The admin session carried by the signed cookie (see middleware/admin-auth.ts). */
export interface AdminSession {
  adminId: string;
  /** Bound into the signed token; state-changing admin calls must echo it in `x-csrf-token`. */
  csrfToken: string;
  /** Token id, used to revoke the session on logout. */
  sessionId: string;
  expiresAt: Date;
}

export interface AppDeps {
  db: Db;
  cache: Cache;
  env: Env;
  log: Logger;
  /** Asks for a site rebuild after a content edit (debounced by the implementation). */
  requestRebuild: (reason: string) => void;
  /** Clock in epoch ms (tests pass a fake one); defaults to Date.now. */
  now?: () => number;
  /**
   * Verifies an identity-provider ID token and returns its user id, or null
   * when invalid. Wired by the accounts work; without it nobody is signed in.
   */
  verifyIdToken?: (idToken: string) => Promise<{ uid: string } | null>;
  /**
   * State of the local site builder (server/site-builder.ts), passed in by
   * `npm start` for the dashboard's rebuild panel. Absent on Vercel, where the
   * panel reports the last rebuild request (the deploy hook) instead.
   */
  buildStatus?: () => BuildStatus;
  /** Upload storage for admin uploads; defaults to infra/storage's choice from the env (tests inject one). */
  storage?: UploadStorage | null;
}

/** What the local site builder reports (see SiteBuilder.status()). */
export interface BuildStatus {
  building: boolean;
  /** Edits waiting for the next build (in the debounce window or queued behind a running build). */
  pendingEdits: number;
  last: BuildRecord | null;
}

export interface AppBindings {
  Variables: {
    deps: AppDeps;
    requestId: string;
    /** Where the API is mounted ('/api' in production and locally, '' when called bare); set first thing. */
    apiBase: string;
    /** Which kind of API key the request carried (set by middleware/api-key.ts). */
    apiKeyType?: 'rotating' | 'public';
    /** Set by middleware/user.ts when a verified, synced user calls. */
    user?: AuthUser;
    /** Set by resolveCaller (middleware/user.ts): the verified token's uid, without the users-table read. */
    callerUid?: string;
    /** Set by requireAdmin (middleware/admin-auth.ts). */
    admin?: AdminSession;
    /** The route's public Cache-Control, set by publicCache (middleware/http-cache.ts). */
    cachePolicy?: string;
  };
}

/** The deps clock (epoch ms). */
export const nowMs = (deps: AppDeps): number => (deps.now ? deps.now() : Date.now());
