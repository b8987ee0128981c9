/**
 * T4-8 of the third review (docs/security.md §3): a loopback request that carries any proxy's header is a visitor
 * behind a proxy on this machine, so `/metrics`, `/dev/mail`, the admin channel and `X-Page-Cache` treat it as remote.
 * Before the fix True-Client-IP, Fastly-Client-IP, X-Cluster-Client-IP, Via and a lone X-Forwarded-Proto counted as
 * local.
 */
import type { IncomingMessage } from 'node:http'
import type { Socket } from 'node:net'
import { describe, expect, it } from 'vitest'
import { isLocalPeer } from '@/server/security'

function request(remoteAddress: string, headers: IncomingMessage['headers'] = {}) {
  return { headers, socket: { remoteAddress } as Socket }
}

describe('isLocalPeer (T4-8)', () => {
  it.each(['127.0.0.1', '::1', '::ffff:127.0.0.1'])('a plain request from %s is local', (address) => {
    expect(isLocalPeer(request(address, { host: 'localhost', accept: '*/*' }))).toBe(true)
  })

  it('a request from another machine is not local', () => {
    expect(isLocalPeer(request('203.0.113.9'))).toBe(false)
  })

  it.each([
    'x-forwarded-for',
    'forwarded',
    'x-real-ip',
    'x-forwarded-host',
    'x-client-ip',
    'cf-connecting-ip',
    // The replay's headers, each answered /metrics and /dev/mail before.
    'true-client-ip',
    'fastly-client-ip',
    'x-cluster-client-ip',
    'x-original-forwarded-for',
    'x-forwarded-proto',
    'x-forwarded-port',
    'via',
    // Any member of the X-Forwarded-* family.
    'x-forwarded-ssl',
  ])('a loopback request with %s is not local', (name) => {
    expect(isLocalPeer(request('127.0.0.1', { [name]: '203.0.113.9' }))).toBe(false)
  })
})
