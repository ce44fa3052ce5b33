/** Minimal leveled logger. LOG_LEVEL=silent keeps test output clean. */
const levels = { debug: 10, info: 20, warn: 30, error: 40, silent: 100 } as const;
export type LogLevel = keyof typeof levels;

export interface Logger {
  debug(msg: string, extra?: unknown): void;
  info(msg: string, extra?: unknown): void;
  warn(msg: string, extra?: unknown): void;
  error(msg: string, extra?: unknown): void;
}

export function createLogger(level: LogLevel = (process.env.LOG_LEVEL as LogLevel) || 'info', scope = 'portal'): Logger {
  const min = levels[level] ?? levels.info;
  const out = (lvl: Exclude<LogLevel, 'silent'>, msg: string, extra?: unknown) => {
    if (levels[lvl] < min) return;
    const line = `[${scope}] ${msg}`;
    const fn = lvl === 'error' ? console.error : lvl === 'warn' ? console.warn : console.log;
    if (extra === undefined) fn(line);
    else fn(line, extra);
  };
  return {
    debug: (m, e) => out('debug', m, e),
    info: (m, e) => out('info', m, e),
    warn: (m, e) => out('warn', m, e),
    error: (m, e) => out('error', m, e),
  };
}
