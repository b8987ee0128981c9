/**
 * Who is staff (docs/operations.md, "Giving someone access"): the one place that grants, revokes and lists the role,
 * and resets a member's second factor (a lost phone and no recovery code left: they enrol again).
 * `npm run staff` reaches it directly on PostgreSQL, or through the running shop's admin channel on PGlite.
 */
import { eq, sql } from 'drizzle-orm'
import { z } from 'zod'
import type { Database } from '../db/client'
import { users } from '../db/schema/index'
import { resetSecondFactor } from './second-factor'

export const staffCommandSchema = z.discriminatedUnion('action', [
  z.object({ action: z.enum(['grant', 'revoke', 'reset-factor']), email: z.string().trim().min(1).max(254) }),
  z.object({ action: z.literal('list') }),
])
export type StaffCommand = z.infer<typeof staffCommandSchema>

/** What the command printed, and whether it did what was asked. */
export interface StaffCommandResult {
  ok: boolean
  output: string
}

export const STAFF_USAGE = 'Usage: npm run staff -- grant <email> | revoke <email> | reset-factor <email> | list'

/** The command from the CLI's arguments, or null when they do not make one. */
export function parseStaffArgs(args: string[]): StaffCommand | null {
  const [action, email] = args
  const parsed = staffCommandSchema.safeParse({ action, email })
  return parsed.success ? parsed.data : null
}

export async function runStaffCommand(db: Database, command: StaffCommand): Promise<StaffCommandResult> {
  if (command.action === 'list') {
    const staff = await db
      .select({ email: users.email, name: users.fullName })
      .from(users)
      .where(eq(users.isStaff, true))
      .orderBy(users.email)
    return {
      ok: true,
      output: staff.length ? staff.map((s) => `${s.email}\t${s.name}`).join('\n') : 'No staff accounts.',
    }
  }
  if (command.action === 'reset-factor') return resetFactor(db, command.email)
  const [row] = await db
    .update(users)
    .set({ isStaff: command.action === 'grant', updatedAt: sql`now()` })
    .where(sql`lower(${users.email}) = ${command.email.toLowerCase()}`)
    .returning({ id: users.id, email: users.email })
  if (!row) return { ok: false, output: `No shop account for ${command.email}: register it in the shop first.` }
  // A revoked member's staff sessions end at once anyway (the role is checked at every call); a grant starts clean.
  if (command.action === 'revoke') await resetSecondFactor(db, row.id)
  return { ok: true, output: `${row.email} ${command.action === 'grant' ? 'is now staff' : 'is no longer staff'}.` }
}

async function resetFactor(db: Database, email: string): Promise<StaffCommandResult> {
  const [user] = await db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(sql`lower(${users.email}) = ${email.toLowerCase()}`)
  if (!user) return { ok: false, output: `No shop account for ${email}.` }
  await resetSecondFactor(db, user.id)
  return {
    ok: true,
    output: `${user.email}: authenticator app, recovery codes and staff sessions removed; they set up the app again at their next sign-in.`,
  }
}
