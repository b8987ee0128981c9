import { styled } from 'styled-components'
import { fontSizes, media } from '../ui/theme'

/**
 * The reading container of a text page: a comfortable measure, the heading font for headings and
 * styles for the plain HTML inside it (paragraphs, lists, tables, links), so page content stays plain JSX.
 * Renders an `<article>`; pass `as="div"` when it is not a self-contained piece.
 */
export const Prose = styled.article`
  box-sizing: border-box;
  width: 100%;
  /* The measure applies to the text, so the side padding is added on top of it. */
  max-width: calc(${({ theme }) => theme.layout.proseWidth} + ${({ theme }) => theme.space(12)});
  margin: 0 auto;
  padding: ${({ theme }) => `${theme.space(8)} ${theme.space(5)} ${theme.space(16)}`};
  color: ${({ theme }) => theme.colors.ink};
  font-family: ${({ theme }) => theme.fonts.body};
  font-size: ${fontSizes.base};
  line-height: 1.7;
  /* Long e-mail addresses and URLs must not push a 390 px phone into sideways scrolling. */
  overflow-wrap: break-word;

  ${media.md} {
    padding: ${({ theme }) => `${theme.space(12)} ${theme.space(6)} ${theme.space(20)}`};
    font-size: ${fontSizes.lg};
  }

  /* Anchored targets (table of contents) must not end up under the sticky header. */
  [id] {
    scroll-margin-top: calc(${({ theme }) => theme.layout.headerHeight} + ${({ theme }) => theme.space(4)});
  }

  /* h1 belongs to PageHeader. */
  h2,
  h3,
  h4 {
    font-family: ${({ theme }) => theme.fonts.heading};
    font-weight: 600;
    line-height: 1.2;
    color: ${({ theme }) => theme.colors.ink};
    text-wrap: balance;
  }

  h2 {
    margin: ${({ theme }) => `${theme.space(12)} 0 ${theme.space(4)}`};
    font-size: ${fontSizes.title};
  }

  h3 {
    margin: ${({ theme }) => `${theme.space(8)} 0 ${theme.space(3)}`};
    font-size: ${fontSizes.subsection};
  }

  h4 {
    margin: ${({ theme }) => `${theme.space(6)} 0 ${theme.space(2)}`};
    font-family: ${({ theme }) => theme.fonts.body};
    font-size: ${fontSizes.base};
    letter-spacing: 0.02em;
  }

  p,
  ul,
  ol,
  dl,
  blockquote,
  address {
    margin: ${({ theme }) => `0 0 ${theme.space(5)}`};
  }

  p {
    text-wrap: pretty;
  }

  ul,
  ol {
    padding-inline-start: 1.5em;
  }

  li + li,
  li > ul,
  li > ol {
    margin-top: ${({ theme }) => theme.space(2)};
  }

  li::marker {
    color: ${({ theme }) => theme.colors.accent};
  }

  ol > li::marker {
    font-weight: 600;
  }

  dt {
    font-weight: 600;
  }

  dd {
    margin: ${({ theme }) => `${theme.space(1)} 0 ${theme.space(4)}`};
    padding-inline-start: ${({ theme }) => theme.space(4)};
    border-inline-start: 2px solid ${({ theme }) => theme.colors.line};
  }

  address {
    font-style: normal;
  }

  strong {
    font-weight: 600;
  }

  code {
    padding: 0.1em 0.35em;
    border-radius: ${({ theme }) => theme.radii.sm};
    background: ${({ theme }) => theme.colors.sand};
    font-family: ui-monospace, 'SFMono-Regular', Menlo, Consolas, monospace;
    font-size: 0.875em;
  }

  a {
    color: ${({ theme }) => theme.colors.accent};
    text-decoration: underline;
    text-decoration-thickness: 1px;
    text-underline-offset: 0.2em;
  }

  a:hover {
    color: ${({ theme }) => theme.colors.accentHover};
    text-decoration-thickness: 2px;
  }

  a:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
    border-radius: ${({ theme }) => theme.radii.sm};
  }

  blockquote {
    margin-inline-start: 0;
    padding-inline-start: ${({ theme }) => theme.space(5)};
    border-inline-start: 3px solid ${({ theme }) => theme.colors.accent};
    font-family: ${({ theme }) => theme.fonts.heading};
    font-size: 1.35em;
    font-style: italic;
    line-height: 1.45;
  }

  hr {
    margin: ${({ theme }) => `${theme.space(10)} 0`};
    border: 0;
    border-top: 1px solid ${({ theme }) => theme.colors.line};
  }

  /* Content tables are kept to a few short columns, so they wrap rather than scroll on a phone. */
  table {
    width: 100%;
    margin: ${({ theme }) => `0 0 ${theme.space(6)}`};
    border-collapse: collapse;
    font-size: 0.9375em;
    line-height: 1.5;
  }

  caption {
    padding-bottom: ${({ theme }) => theme.space(2)};
    color: ${({ theme }) => theme.colors.inkMuted};
    text-align: start;
  }

  th,
  td {
    padding: ${({ theme }) => `${theme.space(2)} ${theme.space(3)}`};
    border-bottom: 1px solid ${({ theme }) => theme.colors.line};
    text-align: start;
    vertical-align: top;
  }

  thead th {
    border-bottom: 2px solid ${({ theme }) => theme.colors.ink};
  }

  > :last-child {
    margin-bottom: 0;
  }
`
