/** Accounts and the API key on the wire. See common.ts for what this folder is. */
import { z } from 'zod';

/** The user document the API returns as `{ user }` (spec section 3: uid, email, lastLogin; plus name and phone). */
export const UserProfileSchema = z
  .object({
    uid: z.string(),
    email: z.string().nullable(),
    name: z.string().nullable(),
    phone: z.string().nullable(),
    role: z.enum(['user', 'admin']),
    hide_name: z.boolean().meta({ description: "Leaderboards show 'Aspirant' instead of the name" }),
    compensatory_time: z
      .boolean()
      .meta({ description: 'Entitled to PwBD compensatory time (20 minutes per hour of exam): new attempts get every time limit × 4/3 (fixed per test by its first attempt)' }),
    lastLogin: z.string(),
    createdAt: z.string(),
    updatedAt: z.string(),
  })
  .meta({ id: 'UserProfile' });
export type UserProfile = z.infer<typeof UserProfileSchema>;

/** /auth/verify-and-sync, /auth/login, /auth/register, /auth/me, PUT /auth/profile */
export const UserResponseSchema = z.object({ success: z.literal(true), user: UserProfileSchema });
export type UserResponse = z.infer<typeof UserResponseSchema>;

/** GET /public/current-api-key */
export const ApiKeySchema = z
  .object({
    success: z.literal(true),
    apiKey: z.string(),
    keyType: z.enum(['rotating', 'public']).meta({ description: "'rotating' (hourly key) or 'public' (the long-lived build-time key)" }),
    expiresAt: z.string().nullable().meta({ description: 'When the key stops being accepted (ISO); null for the build-time key' }),
    createdAt: z.string(),
    rotatesAt: z.string().nullable().meta({ description: 'When the next key takes over (ISO); refresh before expiresAt' }),
    message: z.string(),
  })
  .meta({ id: 'ApiKey' });
export type ApiKey = z.infer<typeof ApiKeySchema>;
