/** Live pages (title, slug, description, status, events) and their events. */
import { z } from 'zod';
import { optionalSlug, optionalText, requiredLine, strictInput } from './common';

export const LIVE_STATUSES = ['live', 'archived'] as const;
export const liveStatusField = z.enum(LIVE_STATUSES, { error: "status must be 'live' or 'archived'" });

const livePageFields = {
  title: requiredLine('Title', 200),
  slug: optionalSlug.optional(),
  description: optionalText('Description', 2000).optional(),
};

export const LivePageCreateSchema = strictInput({ ...livePageFields, status: liveStatusField.optional() });
/** PUT /live/pages/{id}: title, slug, description (status has its own call). */
export const LivePageUpdateSchema = strictInput(livePageFields).partial();
/** PUT /live/pages/{id}/status */
export const LiveStatusSchema = strictInput({ status: liveStatusField });
/** POST /live/pages/{id}/events */
export const LiveEventCreateSchema = strictInput({
  title: requiredLine('Event title', 200),
  body: optionalText('Event text', 5000).optional(),
});

export type LivePageCreate = z.output<typeof LivePageCreateSchema>;
export type LivePageCreateInput = z.input<typeof LivePageCreateSchema>;
export type LivePageUpdate = z.output<typeof LivePageUpdateSchema>;
export type LiveEventCreate = z.output<typeof LiveEventCreateSchema>;
