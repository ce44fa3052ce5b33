/**
 * The Vercel function's entry: every /api/* request is rewritten to /api
 * (vercel.json), which this app serves.
 *
 * It is not compiled by Vercel's zero-config Node builder (the leading
 * underscore keeps that builder away): `npm run build` on Vercel bundles it
 * with esbuild into `.vercel/output/functions/api.func` (scripts/vercel-function.ts),
 * one self-contained ES module that plain Node loads without a loader or file
 * extensions in our own imports. `export default app` is what Vercel's Node
 * runtime expects for a fetch-style app; wrapping it in handle() hangs there.
 */
import { Hono } from 'hono';
import { createApiApp } from './_app/app';
import { serverlessDeps } from './_app/runtime';

const app = new Hono().route('/api', createApiApp(serverlessDeps));

export default app;
