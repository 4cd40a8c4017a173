/** The signed-in user's own name (/v2/profile). */
import { z } from 'zod';
import { changesSomething, personName } from '../validators.js';

export const profileSchema = z.object({
  id: z.string(),
  email: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  email_confirmed: z.boolean(),
});
export type Profile = z.infer<typeof profileSchema>;

export const profileUpdateSchema = z
  .object({ first_name: personName('First name'), last_name: personName('Last name') })
  .partial()
  .strict()
  .refine(changesSomething, 'Change the first or the last name');
export type ProfileUpdate = z.infer<typeof profileUpdateSchema>;
