import { keyframes, styled } from 'styled-components'

const spin = keyframes`to { transform: rotate(360deg); }`

/** A small inline spinner; `label` is announced to screen readers. */
export function Spinner({ label = 'Loading', size = 16 }: { label?: string; size?: number }) {
  return <Ring role="status" aria-label={label} $size={size} />
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
