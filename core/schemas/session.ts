/** The dashboard's sign-in form (POST /admin/login validates with the same messages). */
import { z } from 'zod';

export const AdminLoginSchema = z.object({
  id: z.string().trim().min(1, 'id is required').max(100, 'id must be at most 100 characters'),
  password: z.string().min(1, 'password is required').max(200, 'password must be at most 200 characters'),
});
export type AdminLogin = z.output<typeof AdminLoginSchema>;
