/**
 * Vercel function entry: every /api/* request is rewritten here (vercel.json).
 * `export default app` is what Vercel's Node runtime expects for a fetch-style
 * app; wrapping it in handle() hangs there.
 */
import { Hono } from 'hono';
import { createApiApp } from './_app/app';
import { serverlessDeps } from './_app/runtime';

const app = new Hono().route('/api', createApiApp(serverlessDeps));

export default app;
