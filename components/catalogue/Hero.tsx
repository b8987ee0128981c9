import { styled } from 'styled-components'
import type { HeroData } from '@/lib/catalogue/views'
import { useMessages, useRoutes } from '@/lib/react/LocaleContext'
import { homeMessages } from '@/lib/i18n/messages/home'
import { commonMessages } from '@/lib/i18n/messages/common'
import { ButtonLink } from '../ui/Button'
import { fontSizes, media } from '../ui/theme'
import { ProductImage } from './ProductImage'

export interface HeroProps {
  hero: HeroData
}

/** The home banner: title, slogan, Shop Now, and two images (the primary one is the page's LCP). */
export function Hero({ hero }: HeroProps) {
  const t = useMessages(homeMessages)
  const routes = useRoutes()
  return (
    <Banner aria-labelledby="hero-title">
      <Copy>
        <h1 id="hero-title">{hero.title}</h1>
        {hero.slogan ? <Slogan>{hero.slogan}</Slogan> : null}
        <ButtonLink href={routes.products}>{t.shopNow}</ButtonLink>
      </Copy>
      <Images>
        <Primary>
          <ProductImage image={hero.primary} priority />
        </Primary>
        <Secondary>
          <ProductImage image={hero.secondary} />
        </Secondary>
      </Images>
    </Banner>
  )
}

/** The banner's shape with no content, for loading states. */
export function HeroSkeleton() {
  const t = useMessages(commonMessages)
  return (
    <Banner aria-busy="true" aria-label={t.loading}>
      <Copy>
        <SkeletonBar $w="60%" $h="48px" />
        <SkeletonBar $w="90%" $h="18px" />
        <SkeletonBar $w="120px" $h="44px" />
      </Copy>
      <Images>
        <Primary>
          <SkeletonBox />
        </Primary>
      </Images>
    </Banner>
  )
}

const Banner = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space(8)};
  align-items: center;
  ${media.md} {
    grid-template-columns: 1fr 1.2fr;
  }
`

const Copy = styled.div`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space(4)};
  h1 {
    margin: 0;
    font-size: ${fontSizes.display};
    line-height: 1.05;
  }
`

const Slogan = styled.p`
  margin: 0;
  font-size: ${fontSizes.lg};
  color: ${({ theme }) => theme.colors.inkMuted};
  max-width: 40ch;
`

const Images = styled.div`
  position: relative;
  display: flex;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space(4)};
  img {
    display: block;
    width: 100%;
    height: auto;
    border-radius: ${({ theme }) => theme.radii.lg};
    object-fit: cover;
  }
`

const Primary = styled.div`
  flex: 0 1 640px;
  min-width: 0;
  aspect-ratio: 16 / 10;
`

const Secondary = styled.div`
  display: none;
  ${media.md} {
    display: block;
    position: absolute;
    bottom: -${({ theme }) => theme.space(10)};
    inset-inline-start: 0;
    width: 45%;
    box-shadow: ${({ theme }) => theme.shadows.card};
    border-radius: ${({ theme }) => theme.radii.lg};
    border: 6px solid ${({ theme }) => theme.colors.paper};
  }
`

const SkeletonBar = styled.div<{ $w: string; $h: string }>`
  width: ${({ $w }) => $w};
  height: ${({ $h }) => $h};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.sand};
`

const SkeletonBox = styled.div`
  width: 100%;
  height: 100%;
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.sand};
`
