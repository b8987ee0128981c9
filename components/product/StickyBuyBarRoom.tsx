import { styled } from 'styled-components'
import { media } from '../ui/theme'

/** The buy bar's height with its padding: the page keeps this much room at its end, so the bar never covers content. */
export const STICKY_BUY_BAR_HEIGHT_PX = 72

/** The room the page keeps at its end on a phone, so that the buy bar never covers its last lines. */
export const StickyBuyBarRoom = styled.div`
  height: ${STICKY_BUY_BAR_HEIGHT_PX}px;
  ${media.md} {
    display: none;
  }
`
