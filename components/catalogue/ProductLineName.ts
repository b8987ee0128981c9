import { styled } from 'styled-components'
import { fontSizes } from '../ui/theme'

/**
 * A product's name on a line of the cart page and of the wishlist: bold sans, as on its card (ProductCard), linked
 * to its page without looking like a link until hovered.
 */
export const ProductLineName = styled.h2`
  margin: 0;
  font-size: ${fontSizes.lg};
  font-family: ${({ theme }) => theme.fonts.body};
  font-weight: 600;
  a {
    color: inherit;
    text-decoration: none;
  }
  a:hover {
    text-decoration: underline;
  }
`

/** The size and colour under the name. */
export const ProductLineVariant = styled.p`
  margin: 0;
  font-size: ${fontSizes.md};
`
