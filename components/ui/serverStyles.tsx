import type { ReactElement } from 'react'
import { __PRIVATE__, ServerStyleSheet } from 'styled-components'

/**
 * The server's styles, kept as the server wrote them while the page loads.
 *
 * styled-components, as it starts in the browser, takes the server's `<style data-styled>` over: it re-inserts every
 * rule into a sheet of its own and removes the server's element (its `rehydrateSheet`). The rules are the same, but
 * the browser sees one stylesheet go and another come, and restyles and lays out the whole page in the middle of the
 * load, forced at once when the next script reads a layout value (docs/performance.md "The server's styles kept").
 *
 * So the server writes its styles under an attribute of the shop's own, which styled-components does not look for,
 * and the browser, before it hydrates, only registers the class names they hold: hydration then finds every style it
 * renders already present and inserts nothing. The first rule the page needs beyond them (a state the server did not
 * draw, another page after a client navigation) first moves the server's rules into styled-components' sheet, each
 * component's in its own group, and removes the server's element: what styled-components' start-up would have done,
 * done only when needed. Relies on two of styled-components' internals, tested in tests/unit/styles/server-styles:
 * its main sheet (its `__PRIVATE__` export) and the format of the server's output.
 */
export const SERVER_STYLES_ATTRIBUTE = 'data-server-styles'

/** A fresh sheet for one server render; pages/+Wrapper.tsx renders into it, pages/+onAfterRenderHtml.tsx writes it. */
export function createServerStyleSheet(): ServerStyleSheet {
  return new ServerStyleSheet()
}

/** Everything the render collected: the rules, each component's followed by a marker naming it and its classes. */
export function serverStylesCss(sheet: ServerStyleSheet): string {
  // styled-components gives its sheets a toString() that writes them out; their type does not say so.
  return (sheet.instance as unknown as { toString(): string }).toString()
}

/** The `<style>` element with everything the render collected, for the page's `<head>`. */
export function serverStylesElement(sheet: ServerStyleSheet): ReactElement {
  return <style {...{ [SERVER_STYLES_ATTRIBUTE]: '' }} dangerouslySetInnerHTML={{ __html: serverStylesCss(sheet) }} />
}

/** One styled component's (or global style's, or keyframes') part of the server's output. */
interface ServerGroup {
  id: string
  names: string[]
  rules: string[]
}

/** What styled-components ends each rule and marker with in its output. */
const SPLITTER = '/*!sc*/\n'
/** The marker after a component's rules: `data-styled.g12[id="sc-abc"]{content:"name1,name2,"}`. */
const MARKER = /^data-styled\.g\d+\[id="([\w-]+)"\]\{content:"([^"]*)"\}$/

/**
 * The server's output, split by component; undefined when the text is not that output (a rule that no marker names,
 * as a changed format would leave), so nothing of it is taken over and lost.
 */
export function parseServerStyles(css: string): ServerGroup[] | undefined {
  const groups: ServerGroup[] = []
  let rules: string[] = []
  for (const part of css.split(SPLITTER)) {
    const text = part.trim()
    if (!text) continue
    const marker = MARKER.exec(text)
    if (!marker) rules.push(text)
    else {
      groups.push({ id: marker[1]!, names: marker[2]!.split(',').filter(Boolean), rules })
      rules = []
    }
  }
  return rules.length === 0 ? groups : undefined
}

type MainSheet = typeof __PRIVATE__.mainSheet

/**
 * In the browser, before hydration: the server's class names registered with styled-components, the rules left in
 * the server's element until a rule beyond them is needed. Does nothing on a page without the server's styles, or
 * with styles it cannot read.
 */
export function adoptServerStyles(
  element = document.querySelector<HTMLStyleElement>(`style[${SERVER_STYLES_ATTRIBUTE}]`),
  sheet: MainSheet = __PRIVATE__.mainSheet,
): void {
  const groups = element && parseServerStyles(element.textContent ?? '')
  // Text styled-components did not write: left alone, as an ordinary stylesheet; styled-components inserts its own.
  if (!element || !groups) return
  for (const { id, names } of groups) for (const name of names) sheet.registerName(id, name)

  const moveServerRules = () => {
    // Back to the sheet's own methods first: the moves below go through them.
    delete (sheet as Partial<MainSheet>).insertRules
    delete (sheet as Partial<MainSheet>).clearRules
    // styled-components puts its sheet after the last element carrying its attribute: where the server's was.
    element.setAttribute('data-styled', '')
    const tag = sheet.getTag()
    for (const { id, rules } of groups) tag.insertRules(__PRIVATE__.StyleSheet.registerId(id), rules)
    element.remove()
  }
  // Own properties over the prototype's methods, until the first call.
  sheet.insertRules = (...args) => {
    moveServerRules()
    sheet.insertRules(...args)
  }
  sheet.clearRules = (...args) => {
    moveServerRules()
    sheet.clearRules(...args)
  }
}
