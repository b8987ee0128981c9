import { styled } from 'styled-components'

/** The centred content column every page sits in. */
export const PageContainer = styled.div`
  max-width: ${({ theme }) => theme.layout.maxWidth};
  margin: 0 auto;
  padding: ${({ theme }) => theme.space(8)} ${({ theme }) => theme.space(4)} ${({ theme }) => theme.space(16)};
`

/** The divider between main content and footer (docs/product.md §2 layout). */
export const Divider = styled.hr`
  margin: 0;
  border: 0;
  border-top: 1px solid ${({ theme }) => theme.colors.line};
`

export const SkipLink = styled.a`
  position: absolute;
  inset-inline-start: 8px;
  top: -48px;
  z-index: ${({ theme }) => theme.zIndex.toast};
  padding: 8px 12px;
  background: ${({ theme }) => theme.colors.ink};
  color: ${({ theme }) => theme.colors.paper};
  &:focus {
    top: 8px;
  }
`
