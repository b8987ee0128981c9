import type { ReactNode } from 'react'

/** A row: its header (also its key, unique within the table), then one cell for each column after the first. */
export type DataRow = readonly [header: string, ...cells: ReactNode[]]

export interface DataTableProps {
  /** What the table shows, read before it by screen readers and shown above it. */
  caption: string
  /** The column headers; the first heads the column of row headers. */
  columns: readonly string[]
  rows: readonly DataRow[]
}

/**
 * A small table of figures in a text page, with its caption and headers scoped to their columns and rows so a
 * screen reader names each cell; styled by Prose. Text pages write the figures as data and render them with this,
 * in every language.
 */
export function DataTable({ caption, columns, rows }: DataTableProps) {
  return (
    <table>
      <caption>{caption}</caption>
      <thead>
        <tr>
          {columns.map((column) => (
            <th key={column} scope="col">
              {column}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map(([header, ...cells]) => (
          <tr key={header}>
            <th scope="row">{header}</th>
            {cells.map((cell, column) => (
              <td key={column}>{cell}</td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  )
}
