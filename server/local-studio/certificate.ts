/**
 * The TLS certificate of the local Studio (`npm run studio`): a one-off certificate authority that signs one
 * certificate for `localhost`, `*.localhost` and the loopback addresses, generated with @peculiar/x509 on first run.
 * The authority's private key is never written anywhere, so trusting `local-ca.pem` in a browser trusts this one
 * certificate and nothing that could be signed later. docs/adr/0008-local-studio.md, README "Authoring locally".
 */
import { webcrypto } from 'node:crypto'
import { chmod, mkdir, readFile, writeFile } from 'node:fs/promises'
import path from 'node:path'
// @peculiar/x509 resolves its services through tsyringe, which needs the Reflect metadata API first.
import 'reflect-metadata'
import * as x509 from '@peculiar/x509'

/** Under DATA_DIR, which is private to the shop's user (server/config.ts). */
export const TLS_DIRECTORY = path.join('studio', 'tls')
/** 825 days: the longest validity browsers accept for a server certificate from a locally trusted authority. */
export const CERTIFICATE_DAYS = 825
/** A certificate this close to expiry is replaced on start (and the new authority has to be trusted again). */
const RENEW_WITHIN_DAYS = 30
const DAY_MS = 24 * 60 * 60 * 1000

export const CERTIFICATE_NAMES = ['localhost', '*.localhost']
export const CERTIFICATE_ADDRESSES = ['127.0.0.1', '::1']

export interface LocalCertificate {
  keyFile: string
  certFile: string
  /** The authority to trust in a browser. */
  caFile: string
  /** Whether this run created it (the README's trust step is then due). */
  created: boolean
  expires: Date
}

const ALGORITHM = { name: 'ECDSA', namedCurve: 'P-256', hash: 'SHA-256' } as const

function filesIn(dir: string) {
  return {
    keyFile: path.join(dir, 'localhost-key.pem'),
    certFile: path.join(dir, 'localhost-cert.pem'),
    caFile: path.join(dir, 'local-ca.pem'),
  }
}

/** Returns the certificate under `<dataDir>/studio/tls`, creating it when missing, unreadable or about to expire. */
export async function ensureLocalCertificate(dataDir: string, now = new Date()): Promise<LocalCertificate> {
  const dir = path.join(dataDir, TLS_DIRECTORY)
  const files = filesIn(dir)
  const existing = await readExpiry(files.certFile)
  if (existing && existing.getTime() - now.getTime() > RENEW_WITHIN_DAYS * DAY_MS)
    return { ...files, created: false, expires: existing }

  const { ca, cert, key, expires } = await generate(now)
  await mkdir(dir, { recursive: true, mode: 0o700 })
  await writeFile(files.keyFile, key, { mode: 0o600 })
  await chmod(files.keyFile, 0o600)
  await writeFile(files.certFile, cert)
  await writeFile(files.caFile, ca)
  return { ...files, created: true, expires }
}

async function readExpiry(certFile: string): Promise<Date | undefined> {
  try {
    return new x509.X509Certificate(await readFile(certFile, 'utf8')).notAfter
  } catch {
    return undefined
  }
}

const serial = () =>
  Buffer.from(webcrypto.getRandomValues(new Uint8Array(16)))
    .toString('hex')
    .replace(/^[89a-f]/, '1')

async function generate(now: Date): Promise<{ ca: string; cert: string; key: string; expires: Date }> {
  x509.cryptoProvider.set(webcrypto as unknown as Crypto)
  const notBefore = new Date(now.getTime() - DAY_MS)
  const notAfter = new Date(now.getTime() + CERTIFICATE_DAYS * DAY_MS)
  const caKeys = await webcrypto.subtle.generateKey(ALGORITHM, false, ['sign', 'verify'])
  const caName = `CN=Noor & Thread local Studio CA ${now.toISOString().slice(0, 10)}, O=Noor & Thread (development only)`
  const ca = await x509.X509CertificateGenerator.createSelfSigned({
    serialNumber: serial(),
    name: caName,
    notBefore,
    notAfter,
    keys: caKeys,
    signingAlgorithm: ALGORITHM,
    extensions: [
      new x509.BasicConstraintsExtension(true, 0, true),
      new x509.KeyUsagesExtension(x509.KeyUsageFlags.keyCertSign | x509.KeyUsageFlags.cRLSign, true),
      await x509.SubjectKeyIdentifierExtension.create(caKeys.publicKey),
    ],
  })

  const leafKeys = await webcrypto.subtle.generateKey(ALGORITHM, true, ['sign', 'verify'])
  const leaf = await x509.X509CertificateGenerator.create({
    serialNumber: serial(),
    subject: 'CN=localhost',
    issuer: ca.subject,
    notBefore,
    notAfter,
    publicKey: leafKeys.publicKey,
    signingKey: caKeys.privateKey,
    signingAlgorithm: ALGORITHM,
    extensions: [
      new x509.BasicConstraintsExtension(false, undefined, true),
      new x509.KeyUsagesExtension(x509.KeyUsageFlags.digitalSignature, true),
      new x509.ExtendedKeyUsageExtension([x509.ExtendedKeyUsage.serverAuth]),
      new x509.SubjectAlternativeNameExtension([
        ...CERTIFICATE_NAMES.map((value) => ({ type: 'dns' as const, value })),
        ...CERTIFICATE_ADDRESSES.map((value) => ({ type: 'ip' as const, value })),
      ]),
      await x509.AuthorityKeyIdentifierExtension.create(caKeys.publicKey),
    ],
  })
  const pkcs8 = await webcrypto.subtle.exportKey('pkcs8', leafKeys.privateKey)
  return {
    ca: ca.toString('pem') + '\n',
    // The chain, so a browser that trusts the authority can verify the certificate.
    cert: `${leaf.toString('pem')}\n${ca.toString('pem')}\n`,
    key: x509.PemConverter.encode(pkcs8, 'PRIVATE KEY') + '\n',
    expires: notAfter,
  }
}
