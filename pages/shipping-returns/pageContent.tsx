import { localizedBody, type LocalizedContent } from '@/components/prose/pageContent'

export const shippingReturnsContent: LocalizedContent = {
  en: () => import('./content').then((m) => ({ sections: m.sections })),
  ar: () => import('./content.ar').then((m) => ({ sections: m.sections, languageNote: m.languageNote })),
}

export const ShippingReturnsBody = localizedBody(shippingReturnsContent, { toc: true })
