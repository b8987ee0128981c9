/**
 * The shop's typefaces, self-hosted from npm (Fontsource, OFL): no request leaves the shop for a font, and Storybook
 * and the visual tests draw the same glyphs as shoppers see (README.md, "Reviewing a visual change").
 *
 * - Inter as a variable font: one file covers every weight the components use (400–700).
 * - Cormorant Garamond at 600, the one weight headings use (GlobalStyle).
 *
 * The @font-face rules are in fonts.css (CSS, so they cost the pages no JavaScript), for the Latin files only. Vike
 * preloads the fonts a page's CSS names, so both arrive with the page's first bytes and `swap` has nothing to swap
 * by first paint: no text moves when a font arrives. Text outside the range (none in the shop today) falls back to
 * the next font of the stack.
 */
import './fonts.css'
