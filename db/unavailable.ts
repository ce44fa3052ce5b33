/**
 * Whether an error means "the database cannot be reached right now" rather
 * than a bug: the API answers those with 503 + Retry-After instead of 500
 * (api/_app/db-outage.ts). Drivers wrap the cause (drizzle's "Failed query"
 * keeps it in `cause`), so the whole cause chain is inspected.
 */

/** Socket-level failures of node-postgres, the Neon WebSocket and fetch. */
const NETWORK_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENETUNREACH', 'ENOTFOUND', 'EAI_AGAIN', 'EPIPE', 'UND_ERR_SOCKET', 'UND_ERR_CONNECT_TIMEOUT']);

/**
 * Postgres SQLSTATEs of an unavailable server: class 08 (connection
 * exception), 53300 too_many_connections, 57P01-57P03 (shutdown, crash,
 * cannot connect now, e.g. while starting or in recovery).
 */
const UNAVAILABLE_SQLSTATE = /^(08...|53300|57P0[123])$/;

const MESSAGES = [
  /timeout exceeded when trying to connect/i, // pg-pool: no connection (or no free client) in connectionTimeoutMillis
  /Connection terminated/i, // node-postgres: lost or timed-out connection
  /Client has encountered a connection error/i,
  /Cannot use a pool after calling end on the pool/i,
  /PGlite is closed/i,
  /the database system is (starting up|shutting down|in recovery mode)/i,
  /terminating connection due to administrator command/i,
  /connect ECONNREFUSED/i,
];

export function isDatabaseUnavailable(err: unknown): boolean {
  for (let e: unknown = err, depth = 0; e && depth < 6; e = (e as { cause?: unknown }).cause, depth++) {
    if (typeof e !== 'object') return false;
    const { code, message } = e as { code?: unknown; message?: unknown };
    if (typeof code === 'string' && (NETWORK_CODES.has(code) || UNAVAILABLE_SQLSTATE.test(code))) return true;
    if (typeof message === 'string' && MESSAGES.some((m) => m.test(message))) return true;
    // AggregateError (e.g. connecting to both ::1 and 127.0.0.1 failed)
    const errors = (e as { errors?: unknown }).errors;
    if (Array.isArray(errors) && errors.some((inner) => isDatabaseUnavailable(inner))) return true;
  }
  return false;
}

/**
 * Postgres SQLSTATEs of a server that is there but cannot take this statement
 * now (issue 28: overload is never a 500): 40P01 deadlock and 40001
 * serialization failure (after the writer's retries), 55P03 lock not
 * available (lock_timeout), 57014 query canceled (statement_timeout), 53000
 * insufficient resources, 53200 out of memory, 53400 configuration limit.
 */
const BUSY_SQLSTATE = /^(40P01|40001|55P03|57014|53000|53200|53400)$/;

export function isDatabaseBusy(err: unknown): boolean {
  for (let e: unknown = err, depth = 0; e && depth < 6; e = (e as { cause?: unknown }).cause, depth++) {
    if (typeof e !== 'object') return false;
    const { code } = e as { code?: unknown };
    if (typeof code === 'string' && BUSY_SQLSTATE.test(code)) return true;
  }
  return false;
}
