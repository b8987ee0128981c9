import { z } from 'zod'
import { CONTACT_MESSAGE_MAX_LENGTH, MIN_TEXT_LENGTH } from '../constants'
import { fieldsIn, MAX_SUBJECT_LENGTH, perLocale } from './fields'

export const contactSchemaIn = perLocale((m, locale) => {
  const { fullNameField, emailField } = fieldsIn(locale)
  return z.object({
    fullName: fullNameField,
    email: emailField,
    subject: z
      .string()
      .trim()
      .min(MIN_TEXT_LENGTH, m.subject)
      .max(MAX_SUBJECT_LENGTH, m.subjectTooLong(MAX_SUBJECT_LENGTH)),
    message: z
      .string()
      .trim()
      .min(MIN_TEXT_LENGTH, m.message)
      .max(CONTACT_MESSAGE_MAX_LENGTH, m.messageTooLong(CONTACT_MESSAGE_MAX_LENGTH)),
  })
})
export const contactSchema = contactSchemaIn('en')
export type ContactInput = z.infer<typeof contactSchema>
