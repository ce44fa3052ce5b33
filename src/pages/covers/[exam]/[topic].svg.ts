/**
 * /covers/{exam}/{topic}.svg: the generated book covers (src/lib/covers.ts),
 * one per (exam, topic) the demo books can use. Drawn from code only, so the
 * key is just the pair (the code hash covers the drawing).
 */
import type { APIRoute, GetStaticPaths } from 'astro';
import { coverTopics } from '../../../../db/seed/other';
import { coverSlug, coverSvg } from '../../../lib/covers';
import { cacheKey } from '../../../lib/server/cache-key';

export const getStaticPaths = (() =>
  coverTopics().map(({ exam, topic }) => ({
    params: { exam: coverSlug(exam), topic: coverSlug(topic) },
    props: { exam, topic },
    cacheKey: cacheKey('cover', exam, topic),
  }))) satisfies GetStaticPaths;

export const GET: APIRoute<{ exam: string; topic: string }> = ({ props }) =>
  new Response(coverSvg(props.exam, props.topic), { headers: { 'content-type': 'image/svg+xml; charset=utf-8' } });
