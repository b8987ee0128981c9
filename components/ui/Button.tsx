import type { AnchorHTMLAttributes, ButtonHTMLAttributes, ReactNode, Ref } from 'react'
import { css, styled } from 'styled-components'
import { Spinner } from './Spinner'

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger'

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant
  /** Shows a spinner, disables the button and announces `loadingLabel`. */
  loading?: boolean
  loadingLabel?: string
  fullWidth?: boolean
  children: ReactNode
  ref?: Ref<HTMLButtonElement>
}

export function Button({
  variant = 'primary',
  loading = false,
  loadingLabel,
  fullWidth = false,
  disabled,
  children,
  type = 'button',
  ...rest
}: ButtonProps) {
  return (
    <StyledButton
      type={type}
      $variant={variant}
      $fullWidth={fullWidth}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      {...rest}
    >
      {loading ? <Spinner label={loadingLabel} /> : null}
      <span>{children}</span>
    </StyledButton>
  )
}

export const buttonStyles = css<{ $variant: ButtonVariant; $fullWidth?: boolean }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space(2)};
  min-height: 44px;
  padding: 0 ${({ theme }) => theme.space(5)};
  border-radius: ${({ theme }) => theme.radii.sm};
  border: 1px solid transparent;
  font-weight: 600;
  letter-spacing: 0.02em;
  text-decoration: none;
  cursor: pointer;
  width: ${({ $fullWidth }) => ($fullWidth ? '100%' : 'auto')};
  /* An icon next to the label is centred on the text, not sat on its baseline (an inline SVG's default). */
  & > span {
    display: inline-flex;
    align-items: center;
    gap: ${({ theme }) => theme.space(2)};
  }
  transition:
    background-color 150ms ease,
    color 150ms ease,
    border-color 150ms ease;
  ${({ $variant, theme }) => {
    switch ($variant) {
      case 'primary':
        return css`
          background: ${theme.colors.accent};
          color: ${theme.colors.accentInk};
          &:hover:not(:disabled) {
            background: ${theme.colors.accentHover};
          }
        `
      case 'secondary':
        return css`
          background: transparent;
          color: ${theme.colors.ink};
          border-color: ${theme.colors.ink};
          &:hover:not(:disabled) {
            background: ${theme.colors.sand};
          }
        `
      case 'danger':
        return css`
          background: ${theme.colors.danger};
          color: #fff;
        `
      default:
        return css`
          background: transparent;
          color: ${theme.colors.ink};
          padding: 0 ${theme.space(2)};
          &:hover:not(:disabled) {
            text-decoration: underline;
          }
        `
    }
  }}
  &:disabled {
    opacity: 0.6;
    cursor: not-allowed;
  }
`

const StyledButton = styled.button<{ $variant: ButtonVariant; $fullWidth: boolean }>`
  ${buttonStyles}
`

const StyledLink = styled.a<{ $variant: ButtonVariant; $fullWidth: boolean }>`
  ${buttonStyles}
`

/** A link that looks like a button (navigation stays a real link). */
export function ButtonLink({
  variant = 'primary',
  fullWidth = false,
  ...rest
}: AnchorHTMLAttributes<HTMLAnchorElement> & { variant?: ButtonVariant; fullWidth?: boolean }) {
  return <StyledLink $variant={variant} $fullWidth={fullWidth} {...rest} />
}
