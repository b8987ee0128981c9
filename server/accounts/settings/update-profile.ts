/** Change the name (docs/product.md §2.22). */
import { eq } from 'drizzle-orm'
import { updateProfileSchema } from '@/lib/validation/settings'
import { users } from '../../db/schema/index'
import { toPublicUser, type PublicUser } from '../session'
import type { AccountsDeps } from '../context'
import { signedInUser } from './shared'
import { parseInput } from '../input'

export async function updateProfile(
  deps: AccountsDeps,
  token: string | undefined,
  input: unknown,
): Promise<PublicUser> {
  const user = await signedInUser(deps, token)
  const { fullName } = parseInput(updateProfileSchema, input)
  const [saved] = await deps.db
    .update(users)
    .set({ fullName, updatedAt: deps.now() })
    .where(eq(users.id, user.id))
    .returning()
  const row = saved ?? user
  return toPublicUser(row)
}
