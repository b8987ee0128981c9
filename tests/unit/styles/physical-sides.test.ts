import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'

/*
 * docs/architecture.md §7.5: one stylesheet lays out English (left to right) and Arabic (right to left), so styles
 * name the inline start and end (margin-inline-start, inset-inline-end, text-align: start, border-start-end-radius)
 * rather than the left and the right. A style that really means a physical side says why in a comment containing
 * `physical side:` on the same line or the line before.
 *
 * What it reads: styled-components CSS (declarations end with `;`) and style objects (`marginLeft`, `left: 0`,
 * `textAlign: 'left'`). A style object's bare `left`/`right` counts when its value is a literal: `left: number` in a
 * type is not a style. Box shorthands count when their left and right differ (`padding: 0 12px 0 38px`,
 * `border-radius: 0 8px 8px 0`), each interpolation a value of its own.
 */

const root = path.resolve(import.meta.dirname, '../../..')
const SCANNED = ['components', 'pages', 'lib', 'stories', '.storybook']
const MARKER = 'physical side:'

interface PhysicalSide {
  line: number
  text: string
}

/** A property naming a side: margin-left, border-top-right-radius, scroll-padding-right, marginLeft, … */
const SIDED_PROPERTY =
  /(?<![\w$-])(?:(?:margin|padding|border|border-top|border-bottom|scroll-margin|scroll-padding)-(?:left|right)[\w-]*|(?:margin|padding|border|borderTop|borderBottom|scrollMargin|scrollPadding)(?:Left|Right)\w*)\s*:/
/** `left:` or `right:` in CSS, where a declaration ends with a semicolon. */
const CSS_OFFSET = /(?<![\w$.-])(?:left|right)\s*:[^;{}]*;/
/** `left:` or `right:` in a style object, with a literal value (a number, a string). */
const OBJECT_OFFSET = /(?<![\w$.-])(?:left|right)\s*:\s*(?:-?\d|['"`])/
/** A keyword value naming a side: text-align: left, float: right, clear: left, textAlign: 'right'. */
const SIDE_VALUE = /(?<![\w$-])(?:text-align|textAlign|float|clear)\s*:\s*['"`]?(?:left|right)\b/
/** A box shorthand whose value may set the left and the right differently. */
const SHORTHAND =
  /(?<![\w$-])(margin|padding|inset|border-width|border-style|border-color|scroll-margin|scroll-padding|border-radius)\s*:\s*([^;{}]+);/g

/**
 * Each `${…}` of a template literal as one token (the same interpolation twice is the same token), except a function
 * returning a template, `${({ theme }) => `0 ${theme.radii.md}`}`, whose template is the value.
 */
function tokenizeInterpolations(line: string, seen = new Map<string, string>()): string {
  let out = ''
  let i = 0
  while (i < line.length) {
    if (line.startsWith('${', i)) {
      let depth = 0
      let j = i + 1
      for (; j < line.length; j++) {
        if (line[j] === '{') depth += 1
        else if (line[j] === '}' && --depth === 0) break
      }
      const text = line.slice(i, j + 1)
      const template = /^\$\{\s*\([^)]*\)\s*=>\s*`(.*)`\s*\}$/.exec(text)
      if (template) out += tokenizeInterpolations(template[1]!, seen)
      else {
        if (!seen.has(text)) seen.set(text, `#${seen.size}`)
        out += seen.get(text)
      }
      i = j + 1
    } else {
      out += line[i]
      i += 1
    }
  }
  return out
}

/** Whether a box shorthand's value differs between its left and right sides (so it would not mirror). */
function asymmetricShorthand(property: string, value: string): boolean {
  if (value.includes('/') || value.includes('(')) return false
  const t = value.trim().split(/\s+/)
  if (property === 'border-radius') {
    // top-left, top-right, bottom-right, bottom-left; mirroring swaps left and right.
    if (t.length === 2) return t[0] !== t[1]
    if (t.length === 3) return t[0] !== t[1] || t[1] !== t[2]
    if (t.length === 4) return t[0] !== t[1] || t[2] !== t[3]
    return false
  }
  // top, right, bottom, left.
  return t.length === 4 && t[1] !== t[3]
}

function usesPhysicalSide(code: string): boolean {
  if (SIDED_PROPERTY.test(code) || CSS_OFFSET.test(code) || OBJECT_OFFSET.test(code) || SIDE_VALUE.test(code)) {
    return true
  }
  for (const [, property, value] of tokenizeInterpolations(code).matchAll(SHORTHAND)) {
    if (asymmetricShorthand(property!, value!)) return true
  }
  return false
}

/** The lines of `source` whose styles name a physical side without the `physical side:` comment. */
function findPhysicalSides(source: string): PhysicalSide[] {
  const lines = source.split('\n')
  const isComment = (text: string) => /^\s*(?:\/\/|\/\*|\*)/.test(text)
  return lines.flatMap((text, index) => {
    if (isComment(text)) return []
    const code = text.replace(/\/\*.*?\*\//g, '').replace(/\s\/\/\s.*$/, '')
    if (!usesPhysicalSide(code)) return []
    const previous = lines[index - 1] ?? ''
    // The comment on the line before counts when it is a comment line, not another declaration's trailing comment.
    if (text.includes(MARKER) || (isComment(previous) && previous.includes(MARKER))) return []
    return [{ line: index + 1, text: text.trim() }]
  })
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) return sourceFiles(full)
    return /\.(?:tsx?|css)$/.test(entry.name) ? [full] : []
  })
}

describe('findPhysicalSides', () => {
  const flagged = (source: string) => findPhysicalSides(source).map(({ line }) => line)

  it('flags every way CSS names the left or the right', () => {
    const css = [
      'const Box = styled.div`',
      '  margin-left: 4px;',
      '  padding-right: ${({ theme }) => theme.space(2)};',
      '  left: 0;',
      '  right: max(8px, 1vw);',
      '  border-left: 1px solid red;',
      '  border-right-color: transparent;',
      '  border-top-left-radius: 4px;',
      '  border-bottom-right-radius: 4px;',
      '  text-align: left;',
      '  float: right;',
      '  padding: 0 12px 0 38px;',
      '  margin: ${a} ${b} ${c} ${d};',
      '  border-radius: 0 8px 8px 0;',
      '  scroll-margin-left: 2px;',
      '  border-radius: ${({ theme }) => `0 ${theme.radii.md} ${theme.radii.md} 0`};',
      '`',
    ].join('\n')
    expect(flagged(css)).toEqual([2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16])
  })

  it('flags style objects and CSS in strings', () => {
    const source = [
      "const a = { marginLeft: 8, paddingRight: '1em' }",
      "<div style={{ textAlign: 'right' }} />",
      '<span style={{ left: 0 }} />',
      "const b = { borderTopRightRadius: '4px' }",
      "const c = side === 'left' ? 'left: 0;' : 'right: 0;'",
    ].join('\n')
    expect(flagged(source)).toEqual([1, 2, 3, 4, 5])
  })

  it('passes logical properties, symmetric shorthands and code that is not a style', () => {
    const source = [
      '  margin-inline-start: 4px;',
      '  inset-inline: 0;',
      '  border-start-end-radius: 8px;',
      '  text-align: start;',
      '  padding: 0 ${({ theme }) => theme.space(5)};',
      '  margin: 0 auto 0 auto;',
      '  padding: ${x} ${y} ${z};',
      '  border-radius: 0 0 8px 8px;',
      '  border-radius: ${({ theme }) => `${theme.radii.md} ${theme.radii.md} 0 0`};',
      '  padding: ${({ theme }) => `${theme.space(8)} ${theme.space(5)} ${theme.space(16)}`};',
      '  top: 0;',
      '  left: number',
      '  const [left, setLeft] = useState(0)',
      '  justify-content: flex-start;',
      '  // left: 0 would cover the button',
      ' * Slides in from the left: once.',
    ].join('\n')
    expect(flagged(source)).toEqual([])
  })

  it('lets a physical side through with a `physical side:` comment on its line or the line before', () => {
    const source = [
      '  /* physical side: centred with the translate below */',
      '  left: 50%;',
      '  right: 0; /* physical side: a spinning ring */',
      '  left: 0;',
    ].join('\n')
    expect(findPhysicalSides(source)).toEqual([{ line: 4, text: 'left: 0;' }])
  })
})

describe("the shop's styles", () => {
  it('name the inline start and end, not the left and the right (or say why with `physical side:`)', () => {
    const files = SCANNED.flatMap((dir) => sourceFiles(path.join(root, dir)))
    expect(files.length).toBeGreaterThan(100)
    const found = files.flatMap((file) => {
      const relative = path.relative(root, file).split(path.sep).join('/')
      return findPhysicalSides(readFileSync(file, 'utf8')).map(({ line, text }) => `${relative}:${line}: ${text}`)
    })
    expect(found).toEqual([])
  })
})
