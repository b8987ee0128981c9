import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import ts from 'typescript'
import { describe, expect, it } from 'vitest'

/*
 * docs/architecture.md §5: server features take narrow dependencies and only server/services.ts wires them together,
 * so no module of server/ may reach itself again through its imports. Type-only imports count (ESLint's no-cycle
 * skips them, which is how a cycle through services.ts once went unnoticed). Modules are resolved as TypeScript
 * resolves them, `@/` alias included.
 */

const root = path.resolve(import.meta.dirname, '../../..')
const serverDir = path.join(root, 'server')

function compilerOptions(): ts.CompilerOptions {
  const file = path.join(root, 'tsconfig.json')
  const { config } = ts.readConfigFile(file, ts.sys.readFile)
  return ts.parseJsonConfigFileContent(config, ts.sys, root).options
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) return sourceFiles(full)
    return /\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts') ? [full] : []
  })
}

/** Every project module each module imports (static and type-only imports, re-exports), from `entries` outwards. */
function importGraph(entries: string[]): Map<string, string[]> {
  const options = compilerOptions()
  const graph = new Map<string, string[]>()
  const pending = [...entries]
  while (pending.length > 0) {
    const file = pending.pop()!
    if (graph.has(file)) continue
    const { importedFiles } = ts.preProcessFile(readFileSync(file, 'utf8'), true, true)
    const targets = importedFiles.flatMap(({ fileName }) => {
      const resolved = ts.resolveModuleName(fileName, file, options, ts.sys).resolvedModule
      if (!resolved || resolved.isExternalLibraryImport || !/\.tsx?$/.test(resolved.resolvedFileName)) return []
      return [path.resolve(resolved.resolvedFileName)]
    })
    graph.set(file, targets)
    pending.push(...targets)
  }
  return graph
}

/** Groups of modules that import each other (Tarjan's strongly connected components of more than one module, or a self-import). */
function cycles(graph: Map<string, string[]>): string[][] {
  let counter = 0
  const index = new Map<string, number>()
  const low = new Map<string, number>()
  const stack: string[] = []
  const onStack = new Set<string>()
  const found: string[][] = []
  const visit = (node: string) => {
    index.set(node, counter)
    low.set(node, counter)
    counter += 1
    stack.push(node)
    onStack.add(node)
    for (const next of graph.get(node) ?? []) {
      if (!index.has(next)) {
        visit(next)
        low.set(node, Math.min(low.get(node)!, low.get(next)!))
      } else if (onStack.has(next)) low.set(node, Math.min(low.get(node)!, index.get(next)!))
    }
    if (low.get(node) !== index.get(node)) return
    const group: string[] = []
    let member: string
    do {
      member = stack.pop()!
      onStack.delete(member)
      group.push(member)
    } while (member !== node)
    if (group.length > 1 || (graph.get(node) ?? []).includes(node)) found.push(group.sort())
  }
  for (const node of graph.keys()) if (!index.has(node)) visit(node)
  return found
}

describe('server imports', () => {
  it('form no cycle, type-only imports included', () => {
    const graph = importGraph(sourceFiles(serverDir))
    // Sanity check that resolution works: services.ts reaches the features through relative and `@/` imports.
    expect(graph.get(path.join(serverDir, 'services.ts'))).toContain(path.join(serverDir, 'catalogue', 'index.ts'))
    expect(graph.get(path.join(serverDir, 'catalogue', 'index.ts'))).toContain(
      path.join(root, 'lib', 'content', 'queries.ts'),
    )
    const found = cycles(graph)
      .filter((group) => group.some((file) => file.startsWith(serverDir + path.sep)))
      .map((group) => group.map((file) => path.relative(root, file)))
    expect(found).toEqual([])
  })
})
