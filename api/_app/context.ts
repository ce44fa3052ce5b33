/** What every route handler can reach through `c.var`. */
import type { Cache } from '../../lib/cache';
import type { Db } from '../../db/client';
import type { Env } from '../../lib/env';
import type { Logger } from '../../lib/log';

export interface AppDeps {
  db: Db;
  cache: Cache;
  env: Env;
  log: Logger;
  /** Asks for a site rebuild after a content edit (debounced by the implementation). */
  requestRebuild: (reason: string) => void;
}

export interface AppBindings {
  Variables: {
    deps: AppDeps;
    requestId: string;
  };
}
