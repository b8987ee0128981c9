import type { Meta, StoryObj } from '@storybook/react-vite'
import { styled } from 'styled-components'
import { expect, within } from 'storybook/test'
import { theme } from '@/components/ui/theme'

/** WCAG 2 relative luminance of a `#rrggbb` colour. */
function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((i) => {
    const c = parseInt(hex.slice(i, i + 2), 16) / 255
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4
  })
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!
}

/** WCAG 2 contrast ratio of two colours (1–21). */
function contrast(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x)
  return (hi! + 0.05) / (lo! + 0.05)
}

type ColourName = keyof typeof theme.colors

/** The pairs the shop draws text in, each needing 4.5:1 (body text) or 3:1 (the focus ring, borders). */
const PAIRS: Array<{ fg: ColourName; bg: ColourName; use: string; needs: number }> = [
  { fg: 'ink', bg: 'paper', use: 'Body text on the page', needs: 4.5 },
  { fg: 'inkMuted', bg: 'paper', use: 'Secondary text on the page', needs: 4.5 },
  { fg: 'inkMuted', bg: 'sand', use: 'Secondary text in the footer', needs: 4.5 },
  { fg: 'accentInk', bg: 'accent', use: 'Primary button label', needs: 4.5 },
  { fg: 'accent', bg: 'paper', use: 'Links that act', needs: 4.5 },
  { fg: 'olive', bg: 'surface', use: 'Category label on a card', needs: 4.5 },
  { fg: 'danger', bg: 'dangerSurface', use: 'Error message', needs: 4.5 },
  { fg: 'success', bg: 'paper', use: 'Confirmation', needs: 4.5 },
  { fg: 'focus', bg: 'paper', use: 'Focus ring', needs: 3 },
]

function Tokens() {
  return (
    <Page>
      <h1>Design tokens</h1>
      <h2>Colours</h2>
      <Swatches>
        {Object.entries(theme.colors).map(([name, value]) => (
          <li key={name}>
            <Chip style={{ background: value }} />
            <strong>{name}</strong> <code>{value}</code>
          </li>
        ))}
      </Swatches>
      <h2>Contrast</h2>
      <table>
        <thead>
          <tr>
            <th scope="col">Use</th>
            <th scope="col">Text on background</th>
            <th scope="col">Ratio</th>
            <th scope="col">Needs</th>
          </tr>
        </thead>
        <tbody>
          {PAIRS.map(({ fg, bg, use, needs }) => {
            const ratio = contrast(theme.colors[fg], theme.colors[bg])
            return (
              <tr key={use}>
                <td>{use}</td>
                <td>
                  {/* A non-text colour (3:1) is shown as what it draws: a ring, around text in ink. */}
                  <Sample
                    style={
                      needs < 4.5
                        ? { outline: `2px solid ${theme.colors[fg]}`, background: theme.colors[bg] }
                        : { color: theme.colors[fg], background: theme.colors[bg] }
                    }
                  >
                    {fg} on {bg}
                  </Sample>
                </td>
                <td data-testid="ratio">{ratio.toFixed(2)}:1</td>
                <td>{ratio >= needs ? `${needs}:1 ✓` : `${needs}:1 ✗`}</td>
              </tr>
            )
          })}
        </tbody>
      </table>
      <h2>Type scale</h2>
      <Scale>
        {Object.entries(theme.fontSizes).map(([name, size]) => (
          <li key={name}>
            <code>
              {name} · {size}
            </code>
            <span style={{ fontSize: size, fontFamily: theme.fonts.body }}>Modest, modern, made to last</span>
            <span style={{ fontSize: size, fontFamily: theme.fonts.heading, fontWeight: 600 }}>Noor &amp; Thread</span>
          </li>
        ))}
      </Scale>
      <h2>Spacing</h2>
      <Scale>
        {[1, 2, 3, 4, 6, 8, 10, 12, 16].map((n) => (
          <li key={n}>
            <code>
              space({n}) · {theme.space(n)}
            </code>
            <Bar style={{ width: theme.space(n) }} />
          </li>
        ))}
      </Scale>
    </Page>
  )
}

const Page = styled.div`
  padding: ${({ theme }) => theme.space(8)};
  table {
    border-collapse: collapse;
  }
  th,
  td {
    padding: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(3)};
    border-bottom: 1px solid ${({ theme }) => theme.colors.line};
    text-align: start;
  }
`
const Swatches = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(200px, 1fr));
  gap: ${({ theme }) => theme.space(3)};
  padding: 0;
  list-style: none;
`
const Chip = styled.span`
  display: block;
  height: 48px;
  border: 1px solid ${({ theme }) => theme.colors.line};
  border-radius: ${({ theme }) => theme.radii.sm};
`
const Sample = styled.span`
  padding: ${({ theme }) => theme.space(1)} ${({ theme }) => theme.space(2)};
`
const Scale = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
  padding: 0;
  list-style: none;
  li {
    display: grid;
    grid-template-columns: 260px 1fr 1fr;
    align-items: baseline;
    gap: ${({ theme }) => theme.space(4)};
  }
`
const Bar = styled.span`
  height: 16px;
  background: ${({ theme }) => theme.colors.accent};
`

const meta: Meta<typeof Tokens> = { title: 'Foundations/Tokens', component: Tokens }
export default meta
type Story = StoryObj<typeof Tokens>

/** Every colour pair the shop draws text in meets its WCAG contrast. */
export const All: Story = {
  play: async ({ canvasElement }) => {
    const rows = within(canvasElement).getAllByRole('row').slice(1)
    await expect(rows).toHaveLength(PAIRS.length)
    for (const row of rows) await expect(row).toHaveTextContent(/✓$/)
  },
}
