import { createGlobalStyle } from 'styled-components'
import { fontSizes } from './theme'

export const GlobalStyle = createGlobalStyle`
  *, *::before, *::after { box-sizing: border-box; }
  html { -webkit-text-size-adjust: 100%; scroll-behavior: smooth; }
  @media (prefers-reduced-motion: reduce) { html { scroll-behavior: auto; } }
  body {
    margin: 0;
    min-height: 100vh;
    background: ${({ theme }) => theme.colors.paper};
    color: ${({ theme }) => theme.colors.ink};
    font-family: ${({ theme }) => theme.fonts.body};
    font-size: ${fontSizes.base};
    line-height: 1.6;
    -webkit-font-smoothing: antialiased;
  }
  h1, h2, h3, h4 { font-family: ${({ theme }) => theme.fonts.heading}; font-weight: 600; line-height: 1.2; margin: 0 0 0.5em; }
  /*
   * Cormorant's own figures are old-style: an order number such as 54438D04AD read "54438Do4AD", and it is what a
   * shopper types into the lookup (issue 36, walk #17). Lining figures wherever the heading face is drawn; not
   * tabular ones: Inter's tabular set also widens its hyphen and spaces, which moved every Inter heading.
   */
  h1, h2, h3, h4 { font-variant-numeric: lining-nums; }
  p { margin: 0 0 1em; }
  a { color: inherit; }
  img { max-width: 100%; display: block; }
  button, input, select, textarea { font: inherit; color: inherit; }
  :focus-visible { outline: 2px solid ${({ theme }) => theme.colors.focus}; outline-offset: 2px; }
  ::selection { background: ${({ theme }) => theme.colors.sand}; }
`
