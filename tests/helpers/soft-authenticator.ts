/**
 * A software passkey for integration tests (the Studio's e2e uses Chromium's virtual authenticator instead): a P-256
 * key that answers the shop's WebAuthn options as a platform authenticator would (attestation "none", user present
 * and verified, a signature counter), with knobs to answer as an attacker would (another origin, an old counter).
 */
import { createHash, generateKeyPairSync, randomBytes, sign } from 'node:crypto'

type Cbor = number | string | Uint8Array | Map<Cbor, Cbor>

/** The few CBOR shapes WebAuthn needs (RFC 8949 §3: integers, byte and text strings, maps). */
function cborHead(major: number, n: number): Buffer {
  if (n < 24) return Buffer.from([(major << 5) | n])
  if (n < 256) return Buffer.from([(major << 5) | 24, n])
  const b = Buffer.alloc(3)
  b[0] = (major << 5) | 25
  b.writeUInt16BE(n, 1)
  return b
}

function cbor(value: Cbor): Buffer {
  if (typeof value === 'number') return value >= 0 ? cborHead(0, value) : cborHead(1, -1 - value)
  if (typeof value === 'string') {
    const bytes = Buffer.from(value, 'utf8')
    return Buffer.concat([cborHead(3, bytes.length), bytes])
  }
  if (value instanceof Uint8Array) return Buffer.concat([cborHead(2, value.length), Buffer.from(value)])
  return Buffer.concat([cborHead(5, value.size), ...[...value].flatMap(([k, v]) => [cbor(k), cbor(v)])])
}

const sha256 = (data: Buffer | string) => createHash('sha256').update(data).digest()
const b64 = (data: Buffer) => data.toString('base64url')
const FLAGS = { up: 0x01, uv: 0x04, at: 0x40 }

export interface Ceremony {
  /** Default: the origin the authenticator was made for. */
  origin?: string
  /** Default: the options' RP ID. */
  rpId?: string
  /** The signature counter to report; default: one more than the last. */
  counter?: number
}

export function softAuthenticator(defaults: { origin: string }) {
  const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' })
  const jwk = publicKey.export({ format: 'jwk' })
  const credentialId = randomBytes(16)
  let counter = 0

  const nextCounter = (c: Ceremony) => (counter = c.counter ?? counter + 1)
  const clientData = (type: string, challenge: string, c: Ceremony) =>
    Buffer.from(JSON.stringify({ type, challenge, origin: c.origin ?? defaults.origin, crossOrigin: false }))
  const countBytes = (n: number) => {
    const b = Buffer.alloc(4)
    b.writeUInt32BE(n)
    return b
  }

  return {
    id: b64(credentialId),

    /** navigator.credentials.create's answer to the shop's options (JSON text), as JSON text. */
    register(optionsJSON: string, c: Ceremony = {}): string {
      const options = JSON.parse(optionsJSON) as { challenge: string; rp: { id: string } }
      const coseKey = new Map<Cbor, Cbor>([
        [1, 2],
        [3, -7],
        [-1, 1],
        [-2, Buffer.from(jwk.x!, 'base64url')],
        [-3, Buffer.from(jwk.y!, 'base64url')],
      ])
      const idLength = Buffer.alloc(2)
      idLength.writeUInt16BE(credentialId.length)
      const authData = Buffer.concat([
        sha256(c.rpId ?? options.rp.id),
        Buffer.from([FLAGS.up | FLAGS.uv | FLAGS.at]),
        countBytes(nextCounter(c)),
        Buffer.alloc(16),
        idLength,
        credentialId,
        cbor(coseKey),
      ])
      const attestationObject = cbor(
        new Map<Cbor, Cbor>([
          ['fmt', 'none'],
          ['attStmt', new Map()],
          ['authData', authData],
        ]),
      )
      return JSON.stringify({
        id: b64(credentialId),
        rawId: b64(credentialId),
        type: 'public-key',
        response: {
          clientDataJSON: b64(clientData('webauthn.create', options.challenge, c)),
          attestationObject: b64(attestationObject),
          transports: ['internal'],
        },
        clientExtensionResults: {},
        authenticatorAttachment: 'platform',
      })
    },

    /** navigator.credentials.get's answer to the shop's options (JSON text), as JSON text. */
    authenticate(optionsJSON: string, c: Ceremony = {}): string {
      const options = JSON.parse(optionsJSON) as { challenge: string; rpId: string }
      const authData = Buffer.concat([
        sha256(c.rpId ?? options.rpId),
        Buffer.from([FLAGS.up | FLAGS.uv]),
        countBytes(nextCounter(c)),
      ])
      const data = clientData('webauthn.get', options.challenge, c)
      const signature = sign('sha256', Buffer.concat([authData, sha256(data)]), privateKey)
      return JSON.stringify({
        id: b64(credentialId),
        rawId: b64(credentialId),
        type: 'public-key',
        response: { clientDataJSON: b64(data), authenticatorData: b64(authData), signature: b64(signature) },
        clientExtensionResults: {},
        authenticatorAttachment: 'platform',
      })
    },
  }
}
