import { readFileSync } from 'node:fs'
import ts from 'typescript'
import { describe, expect, it } from 'vitest'
import { isGenerated, projectSources, relative } from './sources'

/*
 * docs/architecture.md §5: a function that grows past a screen is asking to be split by use case. Every function in
 * server/, lib/ and components/ (declarations, expressions, arrows, methods) stays within MAX_LINES, unless the
 * comment right above it says why it is longer with `long function:` and a reason.
 */
const MAX_LINES = 80
const FOLDERS = ['server/', 'lib/', 'components/']

function longFunctions(file: string): string[] {
  const text = readFileSync(file, 'utf8')
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true)
  const found: string[] = []
  const visit = (node: ts.Node) => {
    if (ts.isFunctionLike(node) && 'body' in node && node.body) {
      const start = source.getLineAndCharacterOfPosition(node.getStart(source)).line
      const end = source.getLineAndCharacterOfPosition(node.getEnd()).line
      const lines = end - start + 1
      // The comment that explains a long function sits above its statement (`export function`, `const x = () =>`).
      let holder: ts.Node = node
      while (holder.parent && !ts.isSourceFile(holder.parent) && !ts.isBlock(holder.parent)) holder = holder.parent
      const comments = ts.getLeadingCommentRanges(text, holder.getFullStart()) ?? []
      const explained = comments.some(({ pos, end }) => /long function:/i.test(text.slice(pos, end)))
      if (lines > MAX_LINES && !explained) found.push(`${relative(file)}:${start + 1} (${lines} lines)`)
    }
    ts.forEachChild(node, visit)
  }
  visit(source)
  return found
}

describe('functions', () => {
  it(`in ${FOLDERS.join(', ')} are at most ${MAX_LINES} lines, or say why`, { timeout: 60_000 }, () => {
    const files = projectSources().filter(
      (file) => FOLDERS.some((folder) => relative(file).startsWith(folder)) && !isGenerated(file),
    )
    expect(files.length).toBeGreaterThan(200)
    expect(files.flatMap(longFunctions)).toEqual([])
  })
})
