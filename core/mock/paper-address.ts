/**
 * The paper's cacheable address (issue 28): `GET /mocks/{slug}/paper?v={version}`, the same for everyone taking
 * that version of the test, so a CDN answers the opening of a live test instead of the database. The version is
 * the test's updated_at in ms (as in the answer key's address): the static page knows it from the build, the start
 * answer names the current one, and the runner checks the two agree. Shared by the API, the runner and the bench.
 */

/** A test's paper version from its updated_at (ISO): ms since the epoch, as text ("0" when unparsable). */
export const paperVersion = (updatedAt: string): string => String(Date.parse(updatedAt) || 0);

/** API-relative address of a test's paper; without a version, the current paper (cached briefly, not immutable). */
export const paperPath = (slug: string, version?: string | null): string =>
  `/mocks/${encodeURIComponent(slug)}/paper${version ? `?v=${encodeURIComponent(version)}` : ''}`;
