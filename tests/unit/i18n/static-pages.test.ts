import { createElement, Fragment, type ReactNode } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { beforeAll, describe, expect, it } from 'vitest'
import type { LocalizedContent, PageContent } from '@/components/prose/pageContent'
import { AppProviders } from '@/components/ui/AppProviders'
import { splitLocale, type Locale } from '@/lib/i18n/locale'
import { routes } from '@/lib/routes'
import { ourStoryContent } from '@/pages/our-story/pageContent'
import { privacyContent } from '@/pages/privacy-policy/pageContent'
import { shippingReturnsContent } from '@/pages/shipping-returns/pageContent'
import { termsContent } from '@/pages/terms-and-conditions/pageContent'

/**
 * The four static pages in Arabic (docs/product.md §2.21): every English section has its Arabic one under the same id,
 * so anchors and the table of contents work in both; each Arabic page says that the English text governs and links to
 * it; and the Arabic content's links stay in Arabic.
 */

interface StaticPage {
  name: string
  englishPath: string
  content: LocalizedContent
  /** Terms and Privacy: the legal line, word for word. */
  legal: boolean
}

const pages: readonly StaticPage[] = [
  { name: 'Our Story', englishPath: routes.ourStory, content: ourStoryContent, legal: false },
  { name: 'Shipping & Returns', englishPath: routes.shippingReturns, content: shippingReturnsContent, legal: false },
  { name: 'Terms and Conditions', englishPath: routes.terms, content: termsContent, legal: true },
  { name: 'Privacy Policy', englishPath: routes.privacy, content: privacyContent, legal: true },
]

const LEGAL_LINE = 'هذه ترجمة عربية للتيسير؛ في حال وجود أي اختلاف، يُعتمد النص الإنجليزي.'
const ARABIC_LETTERS = /[\u0600-\u06ff]/

/** Markup as the page renders it, inside the shop's providers in that language. */
function render(nodes: readonly ReactNode[], locale: Locale): string {
  return renderToStaticMarkup(
    createElement(AppProviders, { locale, children: createElement(Fragment, null, ...nodes) }),
  )
}

function text(markup: string): string {
  return markup
    .replace(/<[^>]*>/g, '')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
}

/** Every link of the markup, with the language it says its target is in. */
function links(markup: string): { href: string; hrefLang: string | undefined }[] {
  return [...markup.matchAll(/<a\b([^>]*)>/g)].map(([, attributes]) => ({
    href: /\bhref="([^"]*)"/.exec(attributes!)?.[1] ?? '',
    hrefLang: /\bhrefLang="([^"]*)"/i.exec(attributes!)?.[1],
  }))
}

describe.each(pages)('$name in Arabic', ({ englishPath, content: loaders, legal }) => {
  // Each language is its own chunk (components/prose/pageContent.tsx): load both.
  const content = {} as Record<Locale, PageContent>
  beforeAll(async () => {
    content.en = await loaders.en()
    content.ar = await loaders.ar()
  })

  it('has every English section, under the same id and in the same order', () => {
    expect(content.ar.sections.map((section) => section.id)).toEqual(content.en.sections.map((section) => section.id))
  })

  it('titles every section in Arabic', () => {
    for (const section of content.ar.sections) expect(section.title, section.id).toMatch(ARABIC_LETTERS)
  })

  it('says near the top that the English text governs, and links to it', () => {
    const note = render([content.ar.languageNote], 'ar')
    expect(text(note)).toContain('يُعتمد النص الإنجليزي')
    if (legal) expect(text(note)).toContain(LEGAL_LINE)
    expect(links(note)).toEqual([{ href: englishPath, hrefLang: 'en' }])
  })

  it('keeps its own links in Arabic', () => {
    const markup = render(
      content.ar.sections.map((section) => section.content),
      'ar',
    )
    const shopLinks = links(markup).filter(({ href }) => href.startsWith('/'))
    expect(shopLinks.length).toBeGreaterThan(0)
    for (const { href } of shopLinks) expect(splitLocale(href).locale, href).toBe('ar')
  })

  it('leaves the English page as the original, with no note', () => {
    expect(content.en.languageNote).toBeUndefined()
    const markup = render(
      content.en.sections.map((section) => section.content),
      'en',
    )
    for (const { href } of links(markup)) expect(splitLocale(href).locale, href).toBe('en')
  })
})
