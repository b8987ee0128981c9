import type { Database } from '../db/client'
import { contactMessages, type ContactMessageRow } from '../db/schema/contact'
import type { ContactInput } from '@/lib/validation/contact'

/** Keeps the message before anything else happens to it, so a mail or forwarding failure loses nothing. */
export async function saveContactMessage(
  db: Database,
  input: ContactInput,
  ip: string | undefined,
): Promise<ContactMessageRow> {
  const [row] = await db
    .insert(contactMessages)
    .values({
      fullName: input.fullName,
      email: input.email,
      subject: input.subject,
      message: input.message,
      ip: ip ?? null,
    })
    .returning()
  if (!row) throw new Error('contact message insert returned no row')
  return row
}
