import { useState } from 'react'
import { styled } from 'styled-components'
import { LARGE_IMAGE_SIZE, THUMBNAIL_SIZE } from '@/lib/constants'
import type { GalleryImage } from '@/lib/catalogue/views'
import { useMessages } from '@/lib/react/LocaleContext'
import { productMessages } from '@/lib/i18n/messages/product'
import { ProductImage } from '../catalogue/ProductImage'
import { visuallyHidden } from '../prose/visuallyHidden'
import { media } from '../ui/theme'
import { useSwipe } from './useSwipe'

export interface GalleryProps {
  images: GalleryImage[]
  productName: string
  /** The colour chosen on the page: the gallery shows the first image tied to it, if any (docs/product.md §16.6). */
  colour?: string | null
}

/** The first image tied to `colour`; -1 when none is (or no colour is chosen). */
function firstOfColour(images: GalleryImage[], colour: string | null | undefined): number {
  return colour ? images.findIndex((image) => image.colour === colour) : -1
}

/**
 * Thumbnails (200×200 buttons) beside a 500×500 large image that fades in on each switch. The large image is the
 * page's LCP, so the first one shows without a fade: Chrome counts an image fading in from opacity 0 only once the
 * fade has run (docs/performance.md).
 *
 * Choosing a colour shows that colour's first image (docs/product.md §16.6), also on the first render when the page
 * opens with a colour chosen (`?colour=`), so the server's HTML and its LCP preload already show it. A colour with no
 * image of its own leaves the gallery as it is, and the thumbnails still switch freely afterwards. The switch is
 * announced in a polite live region: the picker keeps focus, so a screen reader would not otherwise hear it.
 *
 * Below 768 px wide the thumbnails give way to position dots (buttons, so keyboards and screen readers can use them),
 * and a swipe on the large image shows the next or previous image (docs/product.md §2.8): the thumbnails' rows would
 * push the buy button off a phone's first screen.
 */
export function Gallery({ images, productName, colour }: GalleryProps) {
  const t = useMessages(productMessages).gallery
  const [selected, setSelected] = useState(() => Math.max(0, firstOfColour(images, colour)))
  const [switched, setSwitched] = useState(false)
  const [announcement, setAnnouncement] = useState('')
  // Follows the chosen colour while rendering (React's "adjusting state when a prop changes"), not in an effect:
  // the new image comes in the same paint as the picker's checked state.
  const [followedColour, setFollowedColour] = useState(colour)
  if (colour !== followedColour) {
    setFollowedColour(colour)
    const index = firstOfColour(images, colour)
    if (index >= 0 && index !== selected) {
      setSelected(index)
      setSwitched(true)
      setAnnouncement(t.showing(index + 1, images.length, images[index]!.large.alt || productName))
    }
  }
  const show = (index: number, announce: boolean) => {
    setSelected(index)
    setSwitched(true)
    setAnnouncement(announce ? t.showing(index + 1, images.length, images[index]!.large.alt || productName) : '')
  }
  const swipe = useSwipe((step) => {
    const next = selected + step
    // A swipe moves no focus, so the new image is announced as a colour's is.
    if (next >= 0 && next < images.length) show(next, true)
  })
  const current = images[selected] ?? images[0]
  if (!current) return <Large as="div" aria-label={t.noImage(productName)} role="img" />
  const label = (image: GalleryImage, index: number) =>
    t.show(index + 1, images.length, image.thumbnail.alt || productName)

  return (
    <Wrapper>
      <Announcement role="status">{announcement}</Announcement>
      <Large $fade={switched} $swipe={images.length > 1} {...(images.length > 1 ? swipe : {})}>
        {/* A new key remounts the <img>, which replays the fade. */}
        <ProductImage key={current.key} image={current.large} priority data-testid="gallery-large" />
      </Large>
      {images.length > 1 ? (
        <Thumbs aria-label={t.images(productName)}>
          {images.map((image, index) => (
            <li key={image.key}>
              <Thumb
                type="button"
                aria-pressed={index === selected}
                aria-label={label(image, index)}
                onClick={() => show(index, false)}
              >
                <ProductImage image={image.thumbnail} alt="" />
              </Thumb>
            </li>
          ))}
        </Thumbs>
      ) : null}
      {images.length > 1 ? (
        <Dots aria-label={t.images(productName)} data-testid="gallery-dots">
          {images.map((image, index) => (
            <li key={image.key}>
              <Dot
                type="button"
                aria-pressed={index === selected}
                aria-label={label(image, index)}
                onClick={() => show(index, false)}
              />
            </li>
          ))}
        </Dots>
      ) : null}
    </Wrapper>
  )
}

const Wrapper = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(4)};
  min-width: 0;
`

const Announcement = styled.p`
  ${visuallyHidden}
`

const Large = styled.div<{ $fade?: boolean; $swipe?: boolean }>`
  width: 100%;
  /* horizontal moves are the gallery's swipe (useSwipe); vertical ones still scroll the page */
  touch-action: ${({ $swipe }) => ($swipe ? 'pan-y' : 'auto')};
  max-width: ${LARGE_IMAGE_SIZE}px;
  aspect-ratio: 1;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.sand};
  overflow: hidden;
  img {
    display: block;
    width: 100%;
    height: 100%;
    object-fit: cover;
    animation: ${({ $fade }) => ($fade ? 'gallery-fade 300ms ease' : 'none')};
  }
  @keyframes gallery-fade {
    from {
      opacity: 0;
    }
    to {
      opacity: 1;
    }
  }
  ${media.reducedMotion} {
    img {
      animation: none;
    }
  }
`

/**
 * Thumbnails from 768 px wide, four to a row across the image's width (at most 200×200; two 200 px squares left a
 * third of the 500 px width empty, issue 36); dots instead on a phone (§2.8).
 */
const Thumbs = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: none;
  gap: ${({ theme }) => theme.space(2)};
  max-width: ${LARGE_IMAGE_SIZE}px;
  ${media.md} {
    display: grid;
    grid-template-columns: repeat(4, minmax(0, ${THUMBNAIL_SIZE}px));
  }
`

/** The phone's position dots: one per image, each a 44 px touch target around a small dot. */
const Dots = styled.ul`
  list-style: none;
  margin: -${({ theme }) => theme.space(3)} 0 0;
  padding: 0;
  display: flex;
  justify-content: center;
  ${media.md} {
    display: none;
  }
`

const Dot = styled.button`
  display: grid;
  place-items: center;
  width: 44px;
  height: 32px;
  padding: 0;
  border: 0;
  background: none;
  cursor: pointer;
  &::before {
    content: '';
    width: 8px;
    height: 8px;
    border-radius: ${({ theme }) => theme.radii.pill};
    border: 1px solid ${({ theme }) => theme.colors.ink};
  }
  &[aria-pressed='true']::before {
    background: ${({ theme }) => theme.colors.ink};
  }
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focus};
    outline-offset: -2px;
  }
`

const Thumb = styled.button`
  display: block;
  width: 100%;
  padding: 0;
  border: 2px solid transparent;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: none;
  cursor: pointer;
  overflow: hidden;
  &[aria-pressed='true'] {
    border-color: ${({ theme }) => theme.colors.ink};
  }
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
  img {
    display: block;
    width: 100%;
    height: auto;
    aspect-ratio: 1;
    object-fit: cover;
  }
`
