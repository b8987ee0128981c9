import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, within } from 'storybook/test'
import { RecoveryCodes, SecondFactorStep } from '@/studio/tools/orders/SecondFactor'
import { studioFrame } from './StudioFrame'

const meta: Meta<typeof SecondFactorStep> = {
  title: 'Studio/Orders/SecondFactor',
  component: SecondFactorStep,
  decorators: [studioFrame()],
  args: {
    endpoint: '/graphql',
    pending: { email: 'hana@example.com', passwordToken: 'password-session' },
    onSignedIn: fn(),
    onEnrolled: fn(),
    onStartOver: fn(),
  },
}
export default meta
type Story = StoryObj<typeof SecondFactorStep>

/** Signing in: a code of the app, or a recovery code. */
export const Verify: Story = {}
export const MissingCode: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement)
    await userEvent.click(canvas.getByRole('button', { name: 'Continue' }))
    await expect(canvas.getByRole('alert')).toHaveTextContent('Enter the code.')
    await expect(args.onSignedIn).not.toHaveBeenCalled()
  },
}
/** The account has a passkey: offered first, the code below it. */
export const WithPasskey: Story = {
  args: { pending: { email: 'hana@example.com', passwordToken: 'password-session', hasPasskey: true } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('button', { name: 'Use a passkey' })).toBeEnabled()
  },
}
/** The first sign-in: the app is set up from the QR code or the key, and confirmed by its first code. */
export const Enrol: Story = {
  args: {
    pending: {
      email: 'hana@example.com',
      passwordToken: 'password-session',
      enrolment: {
        secret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP',
        otpauthUrl:
          'otpauth://totp/Noor%20%26%20Thread%20staff:hana%40example.com?issuer=Noor%20%26%20Thread%20staff&secret=JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP&algorithm=SHA1&digits=6&period=30',
      },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByRole('img', { name: 'QR code for your authenticator app' })).toBeVisible()
  },
}
export const Recovery: StoryObj<typeof RecoveryCodes> = {
  render: () => <RecoveryCodes codes={Array.from({ length: 10 }, (_, i) => `a${i}b2c-d${i}e4f`)} onDone={() => {}} />,
}
