import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { importGraph, isGenerated, projectSources, relative, root } from '../sources'

/*
 * docs/architecture.md §5: no module of the project reaches itself again through its imports — server features take
 * narrow dependencies and only server/services.ts wires them together; components, pages, lib, studio, stories,
 * scripts and the tests' helpers are held to the same. Every TypeScript file tsconfig.json includes is read
 * (tests/unit/sources.ts); generated files (`npm run codegen`, `npm run typegen`) are not read as a starting point,
 * but followed when something imports them. Type-only imports count (ESLint's no-cycle skips them, which is how a
 * cycle through services.ts once went unnoticed), and so do dynamic `import()`s: a lazily loaded module that imports
 * its loader back is a cycle too. Modules are resolved as TypeScript resolves them, `@/` alias and relative paths.
 */

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

// Both tests parse every source file the project owns: seconds of work on a busy machine, not a hang.
describe("the project's imports", { timeout: 60_000 }, () => {
  it('form no cycle, type-only and dynamic imports included', () => {
    const entries = projectSources().filter((file) => !isGenerated(file))
    // Sanity checks that every folder is read and that resolution works, through relative and `@/` imports.
    const folders = new Set(entries.map((file) => relative(file).split('/')[0]))
    for (const folder of ['components', 'lib', 'pages', 'server', 'studio', 'stories', 'scripts', 'tests'])
      expect(folders).toContain(folder)
    const graph = importGraph(entries)
    const imports = (file: string) => (graph.get(path.join(root, file)) ?? []).map(relative)
    expect(imports('server/services.ts')).toContain('server/catalogue/index.ts')
    expect(imports('server/catalogue/index.ts')).toContain('lib/content/queries.ts')
    expect(imports('components/ui/SidePanel.tsx')).toContain('components/ui/SidePanelDialog.tsx')
    const found = cycles(graph).map((group) => group.map(relative))
    expect(found).toEqual([])
  })

  it("keep lib/'s folders in layers: no folder reaches itself again through another", () => {
    // Files may form no cycle (above), yet two folders can still lean on each other (lib/content and lib/catalogue
    // once did: each imported a module of the other). A folder is one concept (docs/architecture.md §4.3), so the
    // arrows between them run one way; lib/'s top-level files (constants, money, routes…) count as folders of one.
    const libFolder = (file: string) => relative(file).split('/').slice(0, 2).join('/')
    const entries = projectSources().filter((file) => relative(file).startsWith('lib/') && !isGenerated(file))
    const folders = new Map<string, Set<string>>()
    for (const [file, targets] of importGraph(entries)) {
      if (!relative(file).startsWith('lib/')) continue
      const from = libFolder(file)
      const to = folders.get(from) ?? new Set<string>()
      for (const target of targets)
        if (relative(target).startsWith('lib/') && libFolder(target) !== from) to.add(libFolder(target))
      folders.set(from, to)
    }
    expect(folders.get('lib/catalogue')).toContain('lib/content')
    const graph = new Map([...folders].map(([folder, targets]) => [folder, [...targets]]))
    expect(cycles(graph)).toEqual([])
  })

  it('point into server/orders/ from the features that call it, never back', () => {
    // docs/architecture.md §12: payments, staff and accounts call the orders' commands; the orders know none of them
    // (they once imported each other both ways: payments' orderNumber, staff's errors, accounts' claim).
    const serverFolder = (file: string) => relative(file).split('/').slice(0, 2).join('/')
    const entries = projectSources().filter((file) => relative(file).startsWith('server/') && !isGenerated(file))
    const targets = new Map<string, Set<string>>()
    for (const [file, imported] of importGraph(entries)) {
      if (!relative(file).startsWith('server/')) continue
      const to = targets.get(serverFolder(file)) ?? new Set<string>()
      for (const target of imported) to.add(serverFolder(target))
      targets.set(serverFolder(file), to)
    }
    const callers = ['server/payments', 'server/staff', 'server/accounts']
    for (const caller of callers) expect(targets.get(caller)).toContain('server/orders')
    expect([...(targets.get('server/orders') ?? [])].filter((folder) => callers.includes(folder))).toEqual([])
  })
})
