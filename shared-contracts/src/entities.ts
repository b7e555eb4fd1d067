import { z } from 'zod/v3';

/** What a cart line needs to know about a product; published by whichever remote sells it. */
export const productSummarySchema = z.object({
  id: z.string().min(1).max(64),
  name: z.string().min(1).max(200),
  price: z.number().finite().nonnegative(),
  currency: z.enum(['KES', 'USD']),
  image: z.string().max(2048),
  category: z.string().max(64),
});
export type ProductSummary = z.infer<typeof productSummarySchema>;

/** The signed-in user as every app sees it (a projection of the auth user). */
export const userSchema = z.object({
  id: z.string().min(1),
  email: z.string(),
  fullName: z.string().nullable(),
  emailConfirmedAt: z.string().nullable(),
  createdAt: z.string().nullable(),
  lastSignInAt: z.string().nullable(),
  /**
   * Server-set roles (the token's `app_metadata.roles`: 'vendor', 'operator'), for what a menu
   * shows; the database decides what a user may do. Since contracts 2.1: absent from an older shell.
   */
  roles: z.array(z.string()).optional(),
});
export type User = z.infer<typeof userSchema>;
