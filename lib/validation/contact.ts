import { z } from 'zod'
import { CONTACT_MESSAGE_MAX_LENGTH, MIN_TEXT_LENGTH } from '../constants'
import { emailField, fullNameField, MAX_SUBJECT_LENGTH } from './fields'
import { text } from './text'

export const contactSchema = z.object({
  fullName: fullNameField,
  email: emailField,
  subject: z.string().trim().min(MIN_TEXT_LENGTH, text('subject')).max(MAX_SUBJECT_LENGTH, text('subjectTooLong')),
  message: z
    .string()
    .trim()
    .min(MIN_TEXT_LENGTH, text('message'))
    .max(CONTACT_MESSAGE_MAX_LENGTH, text('messageTooLong')),
})
export type ContactInput = z.infer<typeof contactSchema>
