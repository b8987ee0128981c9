import { styled } from 'styled-components'
import { copyrightYear } from '@/lib/constants'
import { useLocalePath, useMessages } from '@/lib/react/LocaleContext'
import { footerMessages } from '@/lib/i18n/messages/footer'
import { navigationMessages } from '@/lib/i18n/messages/navigation'
import { FOOTER_LINKS } from '@/lib/routes'
import { NewsletterForm, type NewsletterFormProps } from './NewsletterForm'
import { fontSizes } from '../ui/theme'

export type FooterProps = NewsletterFormProps

function scrollToTop() {
  window.scrollTo({ top: 0, behavior: 'smooth' })
}

export function Footer({ onSubscribe }: FooterProps) {
  const t = useMessages(navigationMessages)
  const text = useMessages(footerMessages)
  const localize = useLocalePath()
  return (
    <Bar>
      <Inner>
        <Newsletter>
          <h2>{text.newsletter.heading}</h2>
          {/* No mail carries an unsubscribe link yet: say only what is true (docs/product.md §2.6, §12.2). */}
          <p>{text.newsletter.lead}</p>
          <NewsletterForm onSubscribe={onSubscribe} />
        </Newsletter>
        <nav aria-label={text.nav}>
          <Links>
            {FOOTER_LINKS.map((link) => (
              <li key={link.href}>
                <a href={localize(link.href)} onClick={scrollToTop}>
                  {t.links[link.key]}
                </a>
              </li>
            ))}
          </Links>
        </nav>
      </Inner>
      {/* A page cached over New Year hydrates with the new year: the server's text stays, no mismatch reported. */}
      <Copyright suppressHydrationWarning>{text.copyright(copyrightYear())}</Copyright>
    </Bar>
  )
}

const Bar = styled.footer`
  background: ${({ theme }) => theme.colors.sand};
  padding: ${({ theme }) => theme.space(12)} 0 ${({ theme }) => theme.space(6)};
`

/** The page column (PageContainer's width and side padding), so the footer's edges line up with the content's. */
const Inner = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(10)};
  max-width: ${({ theme }) => theme.layout.maxWidth};
  margin: 0 auto;
  padding: 0 ${({ theme }) => theme.space(4)};
  @media (min-width: ${({ theme }) => theme.breakpoints.md}) {
    grid-template-columns: 1.2fr 1fr;
  }
`

const Newsletter = styled.section`
  h2 {
    font-size: ${fontSizes['3xl']};
  }
  p {
    color: ${({ theme }) => theme.colors.inkMuted};
  }
`

/** Two columns read top to bottom, in the list's order (shop, then help), like the words of a page. */
const Links = styled.ul`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  grid-template-rows: repeat(${Math.ceil(FOOTER_LINKS.length / 2)}, auto);
  grid-auto-flow: column;
  gap: ${({ theme }) => theme.space(3)} ${({ theme }) => theme.space(6)};
  margin: 0;
  padding: 0;
  list-style: none;
  a {
    text-decoration: none;
    &:hover {
      text-decoration: underline;
    }
  }
`

const Copyright = styled.p`
  max-width: ${({ theme }) => theme.layout.maxWidth};
  margin: ${({ theme }) => theme.space(10)} auto 0;
  padding: 0 ${({ theme }) => theme.space(4)};
  font-size: ${fontSizes.sm};
  color: ${({ theme }) => theme.colors.inkMuted};
`
