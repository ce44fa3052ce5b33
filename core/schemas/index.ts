/**
 * The admin input schemas, shared by the dashboard (src/islands/admin) and
 * the API's write routes (api/_app/routes/admin). See common.ts.
 */
export * from './common';
export * from './ads';
export * from './content';
export * from './live';
export * from './mock';
export * from './resources';
export * from './session';
