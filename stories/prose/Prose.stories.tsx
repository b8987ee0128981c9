import type { Meta, StoryObj } from '@storybook/react-vite'
import { Prose } from '@/components/prose/Prose'

const meta = {
  title: 'Content/Prose',
  component: Prose,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof Prose>

export default meta
type Story = StoryObj<typeof meta>

/** Every plain element a text page uses, to check the typography in one place. */
export const AllElements: Story = {
  args: {
    children: (
      <>
        <h2>A section heading</h2>
        <p>
          Body text sits at a comfortable measure with generous line height. It contains{' '}
          <a href="/contact-us">a link</a>, <strong>strong text</strong>, <em>emphasis</em> and{' '}
          <code>persist:root</code>.
        </p>
        <h3>A subsection heading</h3>
        <ul>
          <li>Generous lengths and sleeves that stay where you put them.</li>
          <li>Opaque fabrics, checked in daylight.</li>
        </ul>
        <ol>
          <li>Contact us within 30 days of delivery.</li>
          <li>We reply with the return address.</li>
        </ol>
        <blockquote>
          <p>Modesty is something you choose each morning.</p>
        </blockquote>
        <dl>
          <dt>Usage Data</dt>
          <dd>Data collected automatically when you use the Service.</dd>
        </dl>
        <table>
          <caption>Estimated delivery times after dispatch</caption>
          <thead>
            <tr>
              <th scope="col">Region</th>
              <th scope="col">Business days</th>
            </tr>
          </thead>
          <tbody>
            <tr>
              <th scope="row">Melbourne metro</th>
              <td>1–2</td>
            </tr>
            <tr>
              <th scope="row">Northern Territory and remote areas</th>
              <td>5–10</td>
            </tr>
          </tbody>
        </table>
        <hr />
        <p>The last element has no bottom margin.</p>
      </>
    ),
  },
}

/** A long unbroken address must wrap instead of widening a phone screen. */
export const LongWordsOnAPhone: Story = {
  args: {
    children: <p>Write to returns-and-exchanges-department@noor-and-thread.example.com.au and we will reply.</p>,
  },
  globals: { viewport: { value: 'mobile1' } },
}
