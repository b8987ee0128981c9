/** Design tokens. Components read them through styled-components' ThemeProvider (`props.theme`). */
export const theme = {
  colors: {
    ink: '#1f1a17',
    inkMuted: '#5f5650',
    paper: '#fbf8f4',
    surface: '#ffffff',
    sand: '#efe6da',
    line: '#e2d8cb',
    accent: '#7a4b3a',
    accentHover: '#643b2d',
    accentInk: '#ffffff',
    olive: '#5d6b4e',
    danger: '#b3261e',
    dangerSurface: '#fdecea',
    success: '#2e6b3f',
    focus: '#2f6fde',
  },
  fonts: {
    body: "'Inter', 'Segoe UI', system-ui, -apple-system, sans-serif",
    heading: "'Cormorant Garamond', 'Playfair Display', Georgia, 'Times New Roman', serif",
  },
  radii: { sm: '4px', md: '8px', lg: '16px', pill: '999px' },
  space: (n: number) => `${n * 4}px`,
  shadows: {
    panel: '-8px 0 32px rgba(31, 26, 23, 0.16)',
    card: '0 1px 2px rgba(31, 26, 23, 0.06), 0 4px 16px rgba(31, 26, 23, 0.06)',
  },
  breakpoints: { sm: '480px', md: '768px', lg: '1024px', xl: '1280px' },
  layout: { maxWidth: '1200px', proseWidth: '72ch', headerHeight: '72px' },
  zIndex: { header: 10, overlay: 40, panel: 50, toast: 100 },
} as const

export type Theme = typeof theme

/** Media query helpers, mobile first. */
export const media = {
  sm: `@media (min-width: ${theme.breakpoints.sm})`,
  md: `@media (min-width: ${theme.breakpoints.md})`,
  lg: `@media (min-width: ${theme.breakpoints.lg})`,
  reducedMotion: '@media (prefers-reduced-motion: reduce)',
} as const
