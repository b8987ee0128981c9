import { keyframes, styled } from 'styled-components'
import { useMessages } from '@/lib/react/LocaleContext'
import { commonMessages } from '@/lib/i18n/messages/common'

const spin = keyframes`to { transform: rotate(360deg); }`

/** A small inline spinner; `label` is announced to screen readers. */
export function Spinner({ label, size = 16 }: { label?: string; size?: number }) {
  const t = useMessages(commonMessages)
  return <Ring role="status" aria-label={label ?? t.loading} $size={size} />
}

const Ring = styled.span<{ $size: number }>`
  display: inline-block;
  width: ${({ $size }) => $size}px;
  height: ${({ $size }) => $size}px;
  border: 2px solid currentColor;
  /* physical side: the gap of a spinning ring; it turns the same way in both directions */
  border-right-color: transparent;
  border-radius: 50%;
  animation: ${spin} 0.7s linear infinite;
  vertical-align: middle;
`
