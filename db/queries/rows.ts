/** Rows of a raw `execute` (node-postgres and PGlite answer with `{ rows }`; some drivers with the array itself). */
export function rowsOf<T>(result: unknown): T[] {
  return ((result as { rows?: T[] }).rows ?? (result as T[])) as T[];
}
