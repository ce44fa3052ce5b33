/**
 * /covers/{exam}/{topic}.svg: the generated book covers (core/covers.ts),
 * one per (exam, topic) the demo books can use. Drawn from code only, so the
 * key is just the pair (the code hash covers the drawing).
 */
import type { APIRoute, GetStaticPaths } from 'astro';
import { coverTopics } from '#db/seed/other.ts';
import { coverSlug, coverSvg } from '#core/covers.ts';
import { cacheKey } from '#src/lib/server/cache-key.ts';
import { pagesWithoutArticles } from '#src/lib/server/changed-only.ts';

// Drawn from code alone: none is listed in a changed-only build (src/lib/server/changed-only.ts).
export const getStaticPaths = (() =>
  pagesWithoutArticles(async () =>
    coverTopics().map(({ exam, topic }) => ({
      params: { exam: coverSlug(exam), topic: coverSlug(topic) },
      props: { exam, topic },
      cacheKey: cacheKey('cover', exam, topic),
    })),
  )) satisfies GetStaticPaths;

export const GET: APIRoute<{ exam: string; topic: string }> = ({ props }) =>
  new Response(coverSvg(props.exam, props.topic), { headers: { 'content-type': 'image/svg+xml; charset=utf-8' } });
