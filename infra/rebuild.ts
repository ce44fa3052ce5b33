/**
 * The rebuild trigger used after every content edit. In production it POSTs to
 * REBUILD_HOOK_URL: a Vercel deploy hook (no credentials), or GitHub's
 * repository_dispatch (`https://api.github.com/repos/{owner}/{repo}/dispatches`,
 * event `content-changed`), which needs REBUILD_HOOK_TOKEN, sent as a Bearer
 * token. Locally the server passes its own builder in. Either way a burst of
 * edits inside the debounce window causes one build.
 *
 * The debounced request runs after the edit's response has been sent. On
 * Vercel every edit in the window hands the pending request to `waitUntil`
 * (infra/after-response.ts), so the instance is not frozen before it is made.
 */
import { keepAlive } from './after-response';
import type { Logger } from './log';

export interface RebuildTriggerOptions {
  hookUrl?: string;
  /** Sent as `Authorization: Bearer …` (GitHub's repository_dispatch requires it). */
  hookToken?: string;
  /** Local builds: called instead of the hook. */
  run?: (reasons: string[]) => Promise<void> | void;
  debounceMs?: number;
  log: Logger;
  fetchImpl?: typeof fetch;
}

const HOOK_TIMEOUT_MS = 5_000;

export type RequestRebuild = (reason: string) => void;

export function createRebuildTrigger({ hookUrl, hookToken, run, debounceMs = 2000, log, fetchImpl = fetch }: RebuildTriggerOptions): RequestRebuild {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let reasons: string[] = [];
  /** Settles when the pending request has been made; shared by every edit of the window. */
  let pending: PromiseWithResolvers<void> | undefined;

  const fire = async () => {
    timer = undefined;
    const settle = pending?.resolve;
    pending = undefined;
    const batch = reasons;
    reasons = [];
    try {
      if (run) await run(batch);
      else if (hookUrl) {
        const res = await fetchImpl(hookUrl, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            accept: 'application/vnd.github+json, application/json',
            ...(hookToken ? { authorization: `Bearer ${hookToken}` } : {}),
          },
          body: JSON.stringify({ event_type: 'content-changed', client_payload: { reasons: batch } }),
          // Inside the function's maxDuration (10 s) with the debounce.
          signal: AbortSignal.timeout(HOOK_TIMEOUT_MS),
        });
        if (!res.ok) log.warn(`rebuild hook answered ${res.status}`);
        else log.info(`rebuild requested (${batch.length} edit(s))`);
      } else log.debug(`no rebuild target configured; skipped (${batch.join(', ')})`);
    } catch (err) {
      log.warn(`rebuild request failed: ${(err as Error).message}`);
    } finally {
      settle?.();
    }
  };

  return (reason) => {
    reasons.push(reason);
    pending ??= Promise.withResolvers<void>();
    if (timer) clearTimeout(timer);
    timer = setTimeout(fire, debounceMs);
    timer.unref?.();
    keepAlive(pending.promise);
  };
}
