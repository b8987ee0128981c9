import { forwardRef, type ForwardRefExoticComponent, type InputHTMLAttributes, type RefAttributes } from 'react'
import { useMessages } from '@/lib/react/LocaleContext'
import { formMessages } from '@/lib/i18n/messages/forms'
import { PasswordField, TextField, type TextFieldProps } from './Field'

/** The label defaults to the shared word for the field (lib/i18n/messages/forms.ts); a form may name it its own way. */
export type CommonFieldProps = Omit<TextFieldProps, 'label'> & { label?: string | undefined }

type Labels = (typeof formMessages)['en']['labels']

/** A field that many forms ask for: its control, its default label, and its input type and autocomplete hint. */
function commonField(
  Control: typeof TextField,
  label: keyof Labels,
  attributes: Pick<InputHTMLAttributes<HTMLInputElement>, 'type' | 'autoComplete'>,
): ForwardRefExoticComponent<CommonFieldProps & RefAttributes<HTMLInputElement>> {
  return forwardRef<HTMLInputElement, CommonFieldProps>(function CommonField(props, ref) {
    const labels = useMessages(formMessages).labels
    return <Control ref={ref} {...attributes} {...props} label={props.label ?? labels[label]} />
  })
}

/*
 * One place for each field's input type and autocomplete hint (docs/product.md §4 Forms), so a password manager
 * fills the same field the same way on every page.
 */
export const FullNameField = commonField(TextField, 'fullName', { autoComplete: 'name' })
export const EmailField = commonField(TextField, 'email', { type: 'email', autoComplete: 'email' })
/** The password the account has now: login, and the settings that ask for it again. */
export const CurrentPasswordField = commonField(PasswordField, 'password', { autoComplete: 'current-password' })
/** A password being chosen, or its confirmation: the browser may offer a strong one. */
export const NewPasswordField = commonField(PasswordField, 'newPassword', { autoComplete: 'new-password' })
export const ConfirmNewPasswordField = commonField(PasswordField, 'confirmNewPassword', {
  autoComplete: 'new-password',
})
