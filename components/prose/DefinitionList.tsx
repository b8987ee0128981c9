import type { ReactNode } from 'react'

/** A term and what it means. The term is also the pair's key: unique within its list. */
export type Definition = readonly [term: string, meaning: ReactNode]

export interface DefinitionListProps {
  definitions: readonly Definition[]
  /** Terms that are code (a storage key, a setting), each shown in a `<code>`. */
  codeTerms?: boolean
}

/**
 * Terms and their meanings as a `<dl>`, each pair in its own `<div>` (the grouping HTML allows), styled by Prose.
 * Text pages write their term lists as data and render them with this, in every language.
 */
export function DefinitionList({ definitions, codeTerms = false }: DefinitionListProps) {
  return (
    <dl>
      {definitions.map(([term, meaning]) => (
        <div key={term}>
          <dt>{codeTerms ? <code>{term}</code> : term}</dt>
          <dd>{meaning}</dd>
        </div>
      ))}
    </dl>
  )
}
