import { css, keyframes, styled } from 'styled-components'

/**
 * What CSS's logical properties cannot mirror by themselves (docs/architecture.md §7.5): the page's direction comes
 * from `<html dir>` (LocaleProvider's locale), and `:dir(rtl)` matches everything below an Arabic page's root.
 */

/** An edge along the line: the start is the left in English and the right in Arabic. */
export type InlineSide = 'start' | 'end'

/**
 * An icon that points along the reading direction (back, log in, log out) points the other way in a right-to-left
 * page. For an SVG icon: `styled(LogIn)\`${mirroredInRtl}\``.
 */
export const mirroredInRtl = css`
  &:dir(rtl) {
    transform: scaleX(-1);
  }
`

/**
 * A directional character in text, such as a back link's "←". A plain inline span in English (nothing about the
 * text changes); in Arabic an inline block, which a transform can mirror.
 */
export const MirroredGlyph = styled.span`
  &:dir(rtl) {
    display: inline-block;
    transform: scaleX(-1);
    /* A link's underline does not reach into an inline block: it draws its own. */
    text-decoration: inherit;
  }
`

/**
 * Slides an element in from an inline edge: `translateX` is physical, so the starting offset is negated in a
 * right-to-left page. Use with `slideFrom`, which says from which edge and how far.
 */
export const slideInline = keyframes`
  from {
    transform: translateX(var(--slide-from));
  }
  to {
    transform: translateX(0);
  }
`

/** Where `slideInline` starts: `distance` beyond the `side` edge, the left or the right by the page's direction. */
export function slideFrom(side: InlineSide, distance = '100%') {
  const towardsLeft = `calc(-1 * ${distance})`
  return css`
    --slide-from: ${side === 'start' ? towardsLeft : distance};
    &:dir(rtl) {
      --slide-from: ${side === 'start' ? distance : towardsLeft};
    }
  `
}
