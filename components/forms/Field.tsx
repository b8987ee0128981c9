import { forwardRef, useState, type InputHTMLAttributes, type TextareaHTMLAttributes } from 'react'
import { Eye, EyeOff } from 'lucide-react'
import { css, styled } from 'styled-components'
import { useMessages } from '@/lib/react/LocaleContext'
import { formMessages } from '@/lib/i18n/messages/forms'
import { FieldShell, type FieldShellProps } from './FieldShell'

export { ErrorText } from './FieldShell'

export type TextFieldProps = FieldShellProps & InputHTMLAttributes<HTMLInputElement>

/** A labelled input whose error is announced and linked with aria-describedby. */
export const TextField = forwardRef<HTMLInputElement, TextFieldProps>(function TextField(
  { label, error, hint, hideLabel, id, ...rest },
  ref,
) {
  return (
    <FieldShell label={label} error={error} hint={hint} hideLabel={hideLabel} id={id}>
      {(control) => <Input ref={ref} {...control} {...rest} />}
    </FieldShell>
  )
})

/** A password input with a show/hide toggle (docs/product.md §2 sign-up, login). */
export const PasswordField = forwardRef<HTMLInputElement, TextFieldProps>(function PasswordField(
  { label, error, hint, hideLabel, id, ...rest },
  ref,
) {
  const t = useMessages(formMessages)
  const [visible, setVisible] = useState(false)
  return (
    <FieldShell label={label} error={error} hint={hint} hideLabel={hideLabel} id={id}>
      {(control) => (
        <PasswordRow>
          <Input ref={ref} type={visible ? 'text' : 'password'} {...control} {...rest} />
          <Toggle
            type="button"
            onClick={() => setVisible((v) => !v)}
            aria-label={visible ? t.hidePassword : t.showPassword}
            aria-pressed={visible}
          >
            {visible ? <EyeOff size={18} aria-hidden="true" /> : <Eye size={18} aria-hidden="true" />}
          </Toggle>
        </PasswordRow>
      )}
    </FieldShell>
  )
})

export type TextAreaFieldProps = FieldShellProps & TextareaHTMLAttributes<HTMLTextAreaElement>

export const TextAreaField = forwardRef<HTMLTextAreaElement, TextAreaFieldProps>(function TextAreaField(
  { label, error, hint, hideLabel, id, ...rest },
  ref,
) {
  return (
    <FieldShell label={label} error={error} hint={hint} hideLabel={hideLabel} id={id}>
      {(control) => <TextArea ref={ref} {...control} {...rest} />}
    </FieldShell>
  )
})

/* Invalid styling follows aria-invalid, which the shell sets, so the two cannot disagree. */
const control = css`
  width: 100%;
  min-height: 44px;
  padding: 10px 12px;
  border: 1px solid ${({ theme }) => theme.colors.line};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.surface};
  &[aria-invalid='true'] {
    border-color: ${({ theme }) => theme.colors.danger};
  }
  &:focus {
    border-color: ${({ theme }) => theme.colors.accent};
    outline: none;
    box-shadow: 0 0 0 3px ${({ theme }) => theme.colors.sand};
  }
  &:disabled {
    opacity: 0.7;
  }
`

const Input = styled.input`
  ${control}
  /* An e-mail address reads left to right in either language (docs/product.md §19). */
  &[type='email'] {
    direction: ltr;
  }
  [dir='rtl'] &[type='email'] {
    /* physical side: on a right-to-left page the address starts at the right, where the page's text starts */
    text-align: right;
  }
`

const TextArea = styled.textarea`
  ${control}
  min-height: 140px;
  resize: vertical;
`

const PasswordRow = styled.div`
  position: relative;
  input {
    padding-inline-end: 48px;
  }
`

const Toggle = styled.button`
  position: absolute;
  top: 0;
  inset-inline-end: 0;
  width: 44px;
  height: 44px;
  border: 0;
  background: transparent;
  cursor: pointer;
  color: ${({ theme }) => theme.colors.inkMuted};
`
