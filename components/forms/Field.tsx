import {
  forwardRef,
  useId,
  useState,
  type InputHTMLAttributes,
  type ReactNode,
  type TextareaHTMLAttributes,
} from 'react'
import { Eye, EyeOff } from 'lucide-react'
import { css, styled } from 'styled-components'

interface FieldShellProps {
  label: string
  error?: string | undefined
  hint?: ReactNode
  hideLabel?: boolean
}

export type TextFieldProps = FieldShellProps & InputHTMLAttributes<HTMLInputElement>

/** A labelled input whose error is announced and linked with aria-describedby. */
export const TextField = forwardRef<HTMLInputElement, TextFieldProps>(function TextField(
  { label, error, hint, hideLabel, id, ...rest },
  ref,
) {
  const autoId = useId()
  const inputId = id ?? autoId
  const errorId = `${inputId}-error`
  return (
    <Wrapper>
      <Label htmlFor={inputId} $hidden={hideLabel}>
        {label}
      </Label>
      <Input
        ref={ref}
        id={inputId}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        $invalid={!!error}
        {...rest}
      />
      {hint && !error ? <Hint>{hint}</Hint> : null}
      {error ? (
        <ErrorText id={errorId} role="alert">
          {error}
        </ErrorText>
      ) : null}
    </Wrapper>
  )
})

/** A password input with a show/hide toggle (docs/product.md §2 sign-up, login). */
export const PasswordField = forwardRef<HTMLInputElement, TextFieldProps>(function PasswordField(
  { label, error, id, ...rest },
  ref,
) {
  const [visible, setVisible] = useState(false)
  const autoId = useId()
  const inputId = id ?? autoId
  const errorId = `${inputId}-error`
  return (
    <Wrapper>
      <Label htmlFor={inputId}>{label}</Label>
      <PasswordRow>
        <Input
          ref={ref}
          id={inputId}
          type={visible ? 'text' : 'password'}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          $invalid={!!error}
          {...rest}
        />
        <Toggle
          type="button"
          onClick={() => setVisible((v) => !v)}
          aria-label={visible ? 'Hide password' : 'Show password'}
          aria-pressed={visible}
        >
          {visible ? <EyeOff size={18} aria-hidden="true" /> : <Eye size={18} aria-hidden="true" />}
        </Toggle>
      </PasswordRow>
      {error ? (
        <ErrorText id={errorId} role="alert">
          {error}
        </ErrorText>
      ) : null}
    </Wrapper>
  )
})

export type TextAreaFieldProps = FieldShellProps & TextareaHTMLAttributes<HTMLTextAreaElement>

export const TextAreaField = forwardRef<HTMLTextAreaElement, TextAreaFieldProps>(function TextAreaField(
  { label, error, id, ...rest },
  ref,
) {
  const autoId = useId()
  const inputId = id ?? autoId
  const errorId = `${inputId}-error`
  return (
    <Wrapper>
      <Label htmlFor={inputId}>{label}</Label>
      <TextArea
        ref={ref}
        id={inputId}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        $invalid={!!error}
        {...rest}
      />
      {error ? (
        <ErrorText id={errorId} role="alert">
          {error}
        </ErrorText>
      ) : null}
    </Wrapper>
  )
})

const Wrapper = styled.div`
  display: flex;
  flex-direction: column;
  gap: 6px;
`

const Label = styled.label<{ $hidden?: boolean | undefined }>`
  font-size: 14px;
  font-weight: 600;
  ${({ $hidden }) =>
    $hidden &&
    css`
      position: absolute;
      width: 1px;
      height: 1px;
      overflow: hidden;
      clip: rect(0 0 0 0);
      white-space: nowrap;
    `}
`

const control = css<{ $invalid: boolean }>`
  width: 100%;
  min-height: 44px;
  padding: 10px 12px;
  border: 1px solid ${({ theme, $invalid }) => ($invalid ? theme.colors.danger : theme.colors.line)};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.surface};
  &:focus {
    border-color: ${({ theme }) => theme.colors.accent};
    outline: none;
    box-shadow: 0 0 0 3px ${({ theme }) => theme.colors.sand};
  }
  &:disabled {
    opacity: 0.7;
  }
`

const Input = styled.input<{ $invalid: boolean }>`
  ${control}
`

const TextArea = styled.textarea<{ $invalid: boolean }>`
  ${control}
  min-height: 140px;
  resize: vertical;
`

const PasswordRow = styled.div`
  position: relative;
  input {
    padding-right: 48px;
  }
`

const Toggle = styled.button`
  position: absolute;
  top: 0;
  right: 0;
  width: 44px;
  height: 44px;
  border: 0;
  background: transparent;
  cursor: pointer;
  color: ${({ theme }) => theme.colors.inkMuted};
`

const Hint = styled.p`
  margin: 0;
  font-size: 13px;
  color: ${({ theme }) => theme.colors.inkMuted};
`

export const ErrorText = styled.p`
  margin: 0;
  font-size: 13px;
  color: ${({ theme }) => theme.colors.danger};
`
