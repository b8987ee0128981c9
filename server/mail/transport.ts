import nodemailer from 'nodemailer'

export interface Envelope {
  from: string
  to: string
  replyTo?: string | null
  headers?: Record<string, string> | null
  subject: string
  text: string
  html: string
}

export interface MailTransport {
  send(message: Envelope): Promise<void>
  close(): void
}

/** SMTP through nodemailer, with short time-outs: a hung server must not hold a delivery loop for minutes. */
export function createSmtpTransport(smtpUrl: string): MailTransport {
  const transporter = nodemailer.createTransport({
    url: smtpUrl,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
  } as Parameters<typeof nodemailer.createTransport>[0])
  return {
    async send(m) {
      // The outbox stores an absent reply-to or header set as null; nodemailer wants them left out.
      await transporter.sendMail({ ...m, replyTo: m.replyTo ?? undefined, headers: m.headers ?? undefined })
    },
    close: () => transporter.close(),
  }
}
