/**
 * Design tokens. Components read them through styled-components' ThemeProvider (`props.theme`); Storybook's
 * `Foundations/Tokens` page shows them (colours with their contrast, the type scale in the real fonts, spacing).
 */
export const theme = {
  /** Colours by role: what each is for is what it is called by (the Tokens page lists the pairs that must contrast). */
  colors: {
    /** Text and strong borders. */
    ink: '#1f1a17',
    /** Secondary text (hints, captions, prices struck through). */
    inkMuted: '#5f5650',
    /** The page background. */
    paper: '#fbf8f4',
    /** Cards, inputs and panels over the page. */
    surface: '#ffffff',
    /** Quiet fills: the footer, image placeholders, hovers, selection. */
    sand: '#efe6da',
    /** Hairlines and dividers. */
    line: '#e2d8cb',
    /** The primary action and links that act. */
    accent: '#7a4b3a',
    accentHover: '#643b2d',
    /** Text on the accent. */
    accentInk: '#ffffff',
    /** Secondary emphasis (a product's category). */
    olive: '#5d6b4e',
    /** Errors and destructive actions, and their tinted background. */
    danger: '#b3261e',
    dangerSurface: '#fdecea',
    /** Confirmations. */
    success: '#2e6b3f',
    /** The keyboard focus ring. */
    focus: '#2f6fde',
  },
  /**
   * The type scale, in rem so a reader's font-size setting scales it. Body text is `base`; headings from `xl` up use
   * the heading face; the fluid steps (`subsection` to `display`) grow with the viewport between a phone and a desktop.
   */
  fontSizes: {
    '2xs': '0.75rem', // 12 px: badges, counts
    xs: '0.8125rem', // 13 px: fine print
    sm: '0.875rem', // 14 px: captions, hints, the footer
    md: '0.9375rem', // 15 px: dense lists
    base: '1rem', // 16 px: body text
    lg: '1.125rem', // 18 px: lead text, product names in lists
    xl: '1.25rem', // 20 px: small headings
    '2xl': '1.5rem', // 24 px
    '3xl': '1.75rem', // 28 px
    '4xl': '2.25rem', // 36 px
    '5xl': '2.5rem', // 40 px: page titles
    subsection: 'clamp(1.3125rem, 1.2rem + 0.5vw, 1.5rem)',
    section: 'clamp(1.75rem, 5vw, 2.25rem)',
    title: 'clamp(2rem, 6vw, 2.75rem)',
    display: 'clamp(2.5rem, 8vw, 4rem)',
  },
  fonts: {
    // Self-hosted (components/ui/fonts.ts); the rest of each stack only shows if a font file fails to load.
    // Arabic letters are outside the Latin faces' ranges and fall to the Arabic face next in the stack
    // (components/ui/arabicFonts.ts).
    body: "'Inter Variable', 'Noto Sans Arabic', 'Inter', 'Segoe UI', system-ui, -apple-system, sans-serif",
    heading: "'Cormorant Garamond', 'Noto Naskh Arabic', 'Playfair Display', Georgia, 'Times New Roman', serif",
  },
  radii: { sm: '4px', md: '8px', lg: '16px', pill: '999px' },
  /** The spacing scale: steps of 4 px (`space(4)` = 16 px, the page's side padding). */
  space: (n: number) => `${n * 4}px`,
  shadows: {
    panel: '-8px 0 32px rgba(31, 26, 23, 0.16)',
    /** The side panel's shadow in a right-to-left page: box-shadow offsets are physical, so mirrored by hand. */
    panelRtl: '8px 0 32px rgba(31, 26, 23, 0.16)',
    card: '0 1px 2px rgba(31, 26, 23, 0.06), 0 4px 16px rgba(31, 26, 23, 0.06)',
  },
  breakpoints: { sm: '480px', md: '768px', lg: '1024px', xl: '1280px' },
  layout: { maxWidth: '1200px', proseWidth: '72ch', headerHeight: '72px' },
  zIndex: { header: 10, overlay: 40, panel: 50, toast: 100 },
} as const

export type Theme = typeof theme

/** The type scale for styles: `${fontSizes.sm}` is joined into the CSS once, not looked up on every render. */
export const fontSizes = theme.fontSizes

/** Media query helpers, mobile first. */
export const media = {
  sm: `@media (min-width: ${theme.breakpoints.sm})`,
  md: `@media (min-width: ${theme.breakpoints.md})`,
  lg: `@media (min-width: ${theme.breakpoints.lg})`,
  reducedMotion: '@media (prefers-reduced-motion: reduce)',
} as const
