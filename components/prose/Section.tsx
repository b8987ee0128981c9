import type { ReactNode } from 'react'
import type { TocEntry } from './TableOfContents'

/** One h2 section of a text page: the same object feeds the table of contents and the section itself. */
export interface ContentSection extends TocEntry {
  content: ReactNode
}

export interface SectionProps {
  /** The anchor id (also the table-of-contents target). */
  id: string
  title: string
  children: ReactNode
}

/** A `<section>` named by its h2, so it shows up both in the outline and as a navigable region. */
export function Section({ id, title, children }: SectionProps) {
  const headingId = `${id}-heading`
  return (
    <section id={id} aria-labelledby={headingId}>
      <h2 id={headingId}>{title}</h2>
      {children}
    </section>
  )
}

/** Renders every section of a page in order. */
export function Sections({ sections }: { sections: readonly ContentSection[] }) {
  return (
    <>
      {sections.map((section) => (
        <Section key={section.id} id={section.id} title={section.title}>
          {section.content}
        </Section>
      ))}
    </>
  )
}
