import { existsSync, readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'

/*
 * docs/architecture.md §5: code and docs cite the rule they rely on as `docs/product.md §N.M` (or another doc's
 * numbered section, `docs/architecture.md §5`). A section renumbered or never written leaves such a citation pointing
 * nowhere, so every citation in the repository's code, comments and docs must name a section its doc numbers, and
 * the bare `§N.M` of docs/product.md name one of its own.
 *
 * A doc numbers a section in a heading (`### §16.4 Stock`, `## 5. House rules`) or, in docs/product.md, at the start
 * of a list item (`- §19.11 **Server answers.**`). A list of sections after one doc counts for that doc
 * (`docs/product.md §8.3, §11, §16.5`, `§15–§17`), as does a citation wrapped onto the comment's next line. Only the
 * number is checked: `§4 Forms` (the original brief's way, docs/product.md's preamble) needs §4. A bare `§N` outside
 * docs/product.md is not checked, as it may mean either doc. A doc that numbers two sections alike fails too: a
 * citation of that number could mean either.
 */

const root = path.resolve(import.meta.dirname, '../../..')
/** Code, docs, queries, migrations, configuration: where a citation may be written. */
const SCANNED = /\.(?:[cm]?[jt]sx?|md|graphql|sql|json|css|html|example)$/
/** Installed, built and generated-output folders (.gitignore); dot folders other than .storybook are tools' own. */
const SKIPPED = new Set(['node_modules', 'dist', 'storybook-static', 'test-results', 'playwright-report', 'coverage'])
const SELF_CITING = 'docs/product.md'

/** A section number as the docs write it: 16, 16.4, 2.20a. */
const NUMBER = String.raw`\d+(?:\.\d+)*(?:[a-z](?!\w))?`
const SECTION = new RegExp(`§(${NUMBER})`, 'g')
/** `docs/x.md §N`, the path maybe in backticks, the section maybe on the comment's next line, then more of that doc's. */
const CITATION = new RegExp(
  String.raw`\bdocs/([\w./-]+\.md)\`?[ \t]*(?:\n[ \t]*(?:\*|//|#)?[ \t]*)?§${NUMBER}(?:[ \t]*(?:,|and|or|–|—|/)[ \t]*§${NUMBER})*`,
  'g',
)
const HEADING = new RegExp(String.raw`^#{1,6}\s+§?(${NUMBER})\.?\s`)
const LIST_ITEM = new RegExp(String.raw`^\s*[-*]\s+§(\d+\.\d+[a-z]?)\s`)

interface Citation {
  file: string
  line: number
  doc: string
  section: string
}

function textFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) {
      const skipped = SKIPPED.has(entry.name) || (entry.name.startsWith('.') && entry.name !== '.storybook')
      return skipped || full === path.join(root, 'studio', 'dist') ? [] : textFiles(full)
    }
    return SCANNED.test(entry.name) && entry.name !== 'package-lock.json' ? [full] : []
  })
}

function lineAt(text: string, index: number): number {
  return text.slice(0, index).split('\n').length
}

/** Every section citation of one file, with the line its `§` stands on. */
function citationsIn(file: string): Citation[] {
  const text = readFileSync(path.join(root, file), 'utf8')
  const found: Citation[] = []
  const cited: Array<[number, number]> = []
  for (const match of text.matchAll(CITATION)) {
    cited.push([match.index, match.index + match[0].length])
    for (const section of match[0].matchAll(SECTION))
      found.push({
        file,
        line: lineAt(text, match.index + section.index),
        doc: `docs/${match[1]}`,
        section: section[1]!,
      })
  }
  if (file === SELF_CITING) {
    for (const section of text.matchAll(SECTION)) {
      if (cited.some(([start, end]) => section.index >= start && section.index < end)) continue
      found.push({ file, line: lineAt(text, section.index), doc: SELF_CITING, section: section[1]! })
    }
  }
  return found
}

/** The section numbers a doc gives, each with the lines numbering it (outside code blocks). */
function sectionsOf(doc: string): Map<string, number[]> {
  const sections = new Map<string, number[]>()
  let fenced = false
  readFileSync(path.join(root, doc), 'utf8')
    .split('\n')
    .forEach((text, index) => {
      if (text.startsWith('```')) fenced = !fenced
      const number = fenced ? undefined : (HEADING.exec(text) ?? LIST_ITEM.exec(text))?.[1]
      if (number) sections.set(number, [...(sections.get(number) ?? []), index + 1])
    })
  return sections
}

describe('section citations', () => {
  const files = textFiles(root).map((file) => path.relative(root, file).split(path.sep).join('/'))
  const citations = files.flatMap(citationsIn)
  const docs = new Map(
    [...new Set(citations.map((citation) => citation.doc))]
      .filter((doc) => existsSync(path.join(root, doc)))
      .map((doc) => [doc, sectionsOf(doc)]),
  )

  it('are found, and the docs’ numbered sections with them', () => {
    // Sanity checks that the scan and the parsing work: every form of citation and of numbering above occurs.
    expect(citations.length).toBeGreaterThan(500)
    const some = (file: string, doc: string) => citations.some((c) => c.file === file && c.doc === doc)
    expect(some('server/services.ts', 'docs/product.md')).toBe(true)
    expect(some('docs/product.md', 'docs/product.md')).toBe(true)
    expect(some('lib/catalogue/variantName.ts', 'docs/product.md')).toBe(true)
    expect(some('README.md', 'docs/security.md')).toBe(true)
    expect([...docs.get('docs/product.md')!.keys()]).toEqual(expect.arrayContaining(['2', '2.20a', '16.4', '19.11']))
    expect([...docs.get('docs/architecture.md')!.keys()]).toEqual(expect.arrayContaining(['5', '7.5']))
    expect([...docs.get('docs/security.md')!.keys()]).toEqual(expect.arrayContaining(['3', '4']))
  })

  it('name a section their doc numbers', () => {
    const missing = citations
      .filter(({ doc, section }) => !docs.get(doc)?.has(section))
      .map(({ file, line, doc, section }) =>
        docs.has(doc) ? `${file}:${line}: ${doc} has no §${section}` : `${file}:${line}: ${doc} does not exist`,
      )
    expect(missing).toEqual([])
  })

  it('name a section their doc numbers once', () => {
    const twice = [...docs].flatMap(([doc, sections]) =>
      [...sections]
        .filter(([, lines]) => lines.length > 1)
        .map(([section, lines]) => `${doc}:${lines.join(',')}: §${section} is numbered ${lines.length} times`),
    )
    expect(twice).toEqual([])
  })
})
