// @vitest-environment jsdom
import { act } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { renderToStaticMarkup, renderToString } from 'react-dom/server'
import { styled, StyleSheetManager } from 'styled-components'
import { afterEach, describe, expect, it } from 'vitest'
import {
  adoptServerStyles,
  createServerStyleSheet,
  parseServerStyles,
  SERVER_STYLES_ATTRIBUTE,
  serverStylesCss,
  serverStylesElement,
} from '@/components/ui/serverStyles'

/*
 * components/ui/serverStyles.tsx: the server's styles stay as the server wrote them through hydration, and move into
 * styled-components' sheet, in its order, on the first style beyond them. It reads two internals of styled-components
 * (its main sheet, the format of its server output): these tests fail if either changes.
 */

// React's act() outside a testing library: tell React this is a test environment.
;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true

const Badge = styled.span<{ $tone: 'quiet' | 'loud' }>`
  color: ${({ $tone }) => ($tone === 'loud' ? 'rgb(200, 0, 0)' : 'rgb(90, 90, 90)')};
  padding: 2px;
`
/** Extends Badge: its rules must keep coming after Badge's, or Badge's colour would win on the same element. */
const Price = styled(Badge)`
  color: rgb(0, 0, 200);
`

function Tree({ tone }: { tone: 'quiet' | 'loud' }) {
  return (
    <p>
      <Badge $tone={tone}>New</Badge>
      <Price $tone="quiet">$89.00</Price>
    </p>
  )
}

/** Rendered by one test only: styled-components' main sheet (one per test file) has never seen its style. */
const Caption = styled.small`
  letter-spacing: 1px;
`

/** The page the server sends: its styles' element in the head, the markup in a root. */
function serverPage(tree = <Tree tone="quiet" />) {
  const sheet = createServerStyleSheet()
  const markup = renderToString(<StyleSheetManager sheet={sheet.instance}>{tree}</StyleSheetManager>)
  document.head.insertAdjacentHTML(
    'afterbegin',
    `<meta charset="utf-8">${renderToStaticMarkup(serverStylesElement(sheet))}`,
  )
  sheet.seal()
  const root = document.createElement('div')
  root.innerHTML = markup
  document.body.replaceChildren(root)
  return root
}

const serverElement = () => document.head.querySelector(`style[${SERVER_STYLES_ATTRIBUTE}]`)
const styledComponentsElements = () => document.head.querySelectorAll('style[data-styled]')

afterEach(() => {
  // styled-components' own element stays: its main sheet (one per test file) keeps writing into it.
  for (const child of [...document.head.children]) if (!child.matches('style[data-styled]')) child.remove()
  document.body.replaceChildren()
})

describe('the server styles', () => {
  it('are read back by component: its class names and its rules', () => {
    const sheet = createServerStyleSheet()
    renderToString(
      <StyleSheetManager sheet={sheet.instance}>
        <Tree tone="quiet" />
      </StyleSheetManager>,
    )
    const groups = parseServerStyles(serverStylesCss(sheet))!
    expect(groups).toHaveLength(2)
    for (const group of groups) {
      expect(group.names).toHaveLength(1)
      expect(group.rules.join('')).toContain(`.${group.names[0]}{`)
    }
    expect(groups[0]!.rules.join('')).toContain('color:rgb(90, 90, 90)')
    expect(groups[1]!.rules.join('')).toContain('color:rgb(0, 0, 200)')
  })

  it('stay in their own element through hydration, and move in order on the first new style', async () => {
    const root = serverPage()
    const serverCss = serverElement()!.textContent
    adoptServerStyles()

    const errors: unknown[] = []
    const app = await act(async () =>
      hydrateRoot(root, <Tree tone="quiet" />, { onRecoverableError: (error) => errors.push(error) }),
    )
    expect(errors).toEqual([])
    // Hydration found every style it rendered in the server's element: nothing inserted, nothing moved.
    expect(serverElement()).not.toBeNull()
    expect(styledComponentsElements()).toHaveLength(0)

    // A style the server did not draw: the server's rules move into styled-components' sheet first.
    await act(async () => app.render(<Tree tone="loud" />))
    expect(serverElement()).toBeNull()
    const [sheet] = styledComponentsElements()
    const css = sheet!.textContent
    for (const { rules } of parseServerStyles(serverCss)!) for (const rule of rules) expect(css).toContain(rule)
    // Badge's loud rule joins Badge's group, still before Price's rules, which must win on the price.
    expect(css.indexOf('rgb(200, 0, 0)')).toBeGreaterThan(-1)
    expect(css.indexOf('rgb(200, 0, 0)')).toBeLessThan(css.indexOf('rgb(0, 0, 200)'))
    expect(root.querySelector('span')!.className).toMatch(/\S+ \S+/)
    app.unmount()
  })

  it('that styled-components did not write are left alone, and nothing of them is lost', async () => {
    const root = serverPage(<Caption>Free delivery</Caption>)
    const element = serverElement()!
    // A rule after the last marker: not the format this module reads (a newer styled-components, a hand edit).
    element.textContent += '.stray{color:rgb(1, 2, 3);}/*!sc*/\n'
    expect(parseServerStyles(element.textContent)).toBeUndefined()
    adoptServerStyles()

    const app = await act(async () => hydrateRoot(root, <Caption>Free delivery</Caption>))
    // styled-components inserted its own rules; the server's element, stray rule included, still styles the page.
    expect(serverElement()).toBe(element)
    expect(element.textContent).toContain('.stray{')
    const inserted = [...styledComponentsElements()].map((sheet) => sheet.textContent).join('')
    expect(inserted).toContain('letter-spacing:1px')
    expect(parseServerStyles('')).toEqual([])
    app.unmount()
  })
})
