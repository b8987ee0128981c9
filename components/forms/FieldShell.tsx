import { useId, type ReactNode } from 'react'
import { css, styled } from 'styled-components'
import { visuallyHidden } from '../prose/visuallyHidden'
import { fontSizes } from '../ui/theme'

/** What the shell hands its control: spread it on the input, textarea or select so label and messages point at it. */
export interface FieldControlProps {
  id: string
  'aria-invalid': true | undefined
  'aria-describedby': string | undefined
}

export interface FieldShellProps {
  label: string
  /** Shown under the control, announced (role="alert") and linked with aria-describedby; replaces the hint. */
  error?: string | undefined
  hint?: ReactNode
  /** Keeps the label for screen readers only (the footer's newsletter field has a placeholder instead). */
  hideLabel?: boolean | undefined
  /** The control's id; one is made up when absent. */
  id?: string | undefined
}

/**
 * The one frame of every form field (docs/product.md §4.5, §5.1): label, control, hint or error message, and the
 * aria wiring between them. The control is drawn by `children`, so text inputs, password inputs with their toggle
 * and text areas share it.
 */
export function FieldShell({
  label,
  error,
  hint,
  hideLabel,
  id,
  children,
}: FieldShellProps & { children: (control: FieldControlProps) => ReactNode }) {
  const autoId = useId()
  const controlId = id ?? autoId
  const errorId = `${controlId}-error`
  const hintId = `${controlId}-hint`
  const showHint = hint != null && hint !== false && !error
  return (
    <Wrapper>
      <Label htmlFor={controlId} $hidden={hideLabel}>
        {label}
      </Label>
      {children({
        id: controlId,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': error ? errorId : showHint ? hintId : undefined,
      })}
      {showHint ? <Hint id={hintId}>{hint}</Hint> : null}
      {error ? (
        <ErrorText id={errorId} role="alert">
          {error}
        </ErrorText>
      ) : null}
    </Wrapper>
  )
}

const Wrapper = styled.div`
  display: flex;
  flex-direction: column;
  gap: 6px;
`

const Label = styled.label<{ $hidden?: boolean | undefined }>`
  font-size: ${fontSizes.sm};
  font-weight: 600;
  ${({ $hidden }) =>
    $hidden &&
    css`
      ${visuallyHidden}
    `}
`

const Hint = styled.p`
  margin: 0;
  font-size: ${fontSizes.xs};
  color: ${({ theme }) => theme.colors.inkMuted};
`

/** A field's or a whole form's error message. */
export const ErrorText = styled.p`
  margin: 0;
  font-size: ${fontSizes.xs};
  color: ${({ theme }) => theme.colors.danger};
`
