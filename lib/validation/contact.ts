import { z } from 'zod'
import { CONTACT_MESSAGE_MAX_LENGTH, MIN_TEXT_LENGTH } from '../constants'
import { emailField, fullNameField, MAX_SUBJECT_LENGTH, messages } from './fields'

export const contactSchema = z.object({
  fullName: fullNameField,
  email: emailField,
  subject: z
    .string()
    .trim()
    .min(MIN_TEXT_LENGTH, messages.subject)
    .max(MAX_SUBJECT_LENGTH, `Subject must be at most ${MAX_SUBJECT_LENGTH} characters long`),
  message: z
    .string()
    .trim()
    .min(MIN_TEXT_LENGTH, messages.message)
    .max(CONTACT_MESSAGE_MAX_LENGTH, `Message must be at most ${CONTACT_MESSAGE_MAX_LENGTH} characters long`),
})
export type ContactInput = z.infer<typeof contactSchema>
