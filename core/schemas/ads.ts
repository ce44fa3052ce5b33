/** Ads (admin): spec section 3's title, body, imageUrl, textUrl, plus active and kind. */
import { z } from 'zod';
import { optionalText, optionalUrlOrPath, requiredLine, strictInput, urlOrPath } from './common';

const adFields = {
  title: requiredLine('Title', 120),
  body: optionalText('Body', 500).optional(),
  imageUrl: optionalUrlOrPath('Image URL').optional(),
  textUrl: urlOrPath('Link URL'),
  active: z.boolean({ error: 'active must be true or false' }).optional(),
  kind: z.enum(['house', 'network'], { error: "kind must be 'house' or 'network'" }).optional(),
};

export const AdCreateSchema = strictInput(adFields);
/** PUT /ads/{id}: any of the fields. */
export const AdUpdateSchema = strictInput(adFields).partial();
export type AdCreate = z.output<typeof AdCreateSchema>;
export type AdCreateInput = z.input<typeof AdCreateSchema>;
export type AdUpdate = z.output<typeof AdUpdateSchema>;
