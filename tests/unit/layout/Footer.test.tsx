// @vitest-environment jsdom
import { screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { Footer } from '@/components/layout/Footer'
import { copyrightYear } from '@/lib/constants'
import { cleanUpRendering, renderWithStore } from '@/tests/helpers/render-with-store'

afterEach(() => {
  cleanUpRendering()
  vi.useRealTimers()
})

describe('Footer', () => {
  it('dates the copyright line with the year it is shown in, not a fixed year (issue 36)', () => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2027-03-01T10:00:00Z') })
    renderWithStore(<Footer onSubscribe={async () => true} />)
    expect(screen.getByText('© 2027 Noor & Thread. All rights reserved.')).toBeInTheDocument()
  })

  it('takes the year from the clock', () => {
    expect(copyrightYear(new Date('2031-06-15T00:00:00Z'))).toBe(2031)
  })
})
