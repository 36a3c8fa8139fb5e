/**
 * Where a push may go (issue 36, decision 0052): the endpoint's rule over generated endpoints of
 * every refused class and the browsers' own, and the address check a push's connection goes through
 * over generated addresses of every range that is not public, in IPv4, IPv6 and IPv4-mapped form.
 */
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { pushMessages } from '#domain/messages/chat'
import { DEFAULT_PUSH_SERVICE_HOSTS, pushEndpointProblem } from '#domain/push'
import { checkedLookup, isPublicAddress, PushAddressRefused, sendableEndpoint } from '#infra/push/pushAddress'
import { browserEndpoint, refusedEndpoint } from '../helpers/pushEndpointArbitraries'

const octet = fc.nat(255)
const hex16 = fc.nat(0xffff).map((value) => value.toString(16))
/** A random address inside `a.b.c.d/bits`. */
const inIPv4Block = (base: [number, number, number, number], bits: number) =>
  fc.nat(2 ** (32 - bits) - 1).map((offset) => {
    const value = ((((base[0] << 24) >>> 0) + (base[1] << 16) + (base[2] << 8) + base[3]) >>> 0) + offset
    return [value >>> 24, (value >>> 16) & 255, (value >>> 8) & 255, value & 255].join('.')
  })

const notPublicIPv4 = fc.oneof(
  inIPv4Block([0, 0, 0, 0], 8),
  inIPv4Block([10, 0, 0, 0], 8),
  inIPv4Block([100, 64, 0, 0], 10),
  inIPv4Block([127, 0, 0, 0], 8),
  inIPv4Block([169, 254, 0, 0], 16),
  inIPv4Block([172, 16, 0, 0], 12),
  inIPv4Block([192, 0, 0, 0], 24),
  inIPv4Block([192, 0, 2, 0], 24),
  inIPv4Block([192, 168, 0, 0], 16),
  inIPv4Block([198, 18, 0, 0], 15),
  inIPv4Block([198, 51, 100, 0], 24),
  inIPv4Block([203, 0, 113, 0], 24),
  inIPv4Block([224, 0, 0, 0], 4),
  inIPv4Block([240, 0, 0, 0], 4),
)
const notPublicIPv6 = fc.oneof(
  fc.constantFrom('::1', '::', '0:0:0:0:0:0:0:1'),
  fc.tuple(fc.integer({ min: 0xfe80, max: 0xfebf }), hex16, hex16).map(([head, a, b]) => `${head.toString(16)}::${a}:${b}`),
  fc.tuple(fc.integer({ min: 0xfc00, max: 0xfdff }), hex16, hex16).map(([head, a, b]) => `${head.toString(16)}:${a}::${b}`),
  fc.tuple(fc.integer({ min: 0xff00, max: 0xffff }), hex16).map(([head, a]) => `${head.toString(16)}::${a}`),
  fc.tuple(octet, octet, octet, octet).map((parts) => `64:ff9b::${parts.join('.')}`),
  fc.tuple(hex16, hex16).map(([a, b]) => `2002:${a}:${b}::1`),
  fc.tuple(hex16, hex16).map(([a, b]) => `2001:db8:${a}::${b}`),
  // Outside the global unicast block 2000::/3, which ipaddr.js leaves 'unicast' when it has no name
  // for the range: IPv4-compatible ::a.b.c.d (::7f00:1), site-local fec0::/10, local-use NAT64
  // 64:ff9b:1::/48 (RFC 8215, translated to the network's own IPv4), SRv6 5f00::/16; and the new
  // documentation block 3fff::/20 (RFC 9637).
  fc.tuple(fc.integer({ min: 1, max: 0xffff }), hex16).map(([high, low]) => `::${high.toString(16)}:${low}`),
  fc.tuple(fc.integer({ min: 0xfec0, max: 0xfeff }), hex16, hex16).map(([head, a, b]) => `${head.toString(16)}:${a}::${b}`),
  fc.tuple(hex16, hex16).map(([a, b]) => `64:ff9b:1:${a}::${b}`),
  fc.tuple(hex16, hex16).map(([a, b]) => `5f00:${a}::${b}`),
  fc.tuple(fc.nat(0xfff), hex16).map(([second, a]) => `3fff:${second.toString(16)}::${a}`),
  fc
    .tuple(fc.oneof(fc.integer({ min: 1, max: 0x1fff }), fc.integer({ min: 0x4000, max: 0xfbff })), hex16, hex16, hex16)
    .map(([head, a, b, c]) => `${head.toString(16)}:${a}:${b}::${c}`),
)
const publicAddress = fc.oneof(
  inIPv4Block([142, 250, 0, 0], 15),
  inIPv4Block([17, 0, 0, 0], 8),
  inIPv4Block([8, 8, 8, 0], 24),
  fc.tuple(hex16, hex16).map(([a, b]) => `2a00:1450:${a}::${b}`),
  fc.tuple(hex16, hex16).map(([a, b]) => `2606:4700:${a}::${b}`),
)

describe('a subscription’s endpoint', () => {
  it('is refused for every class that is not a browser’s push service, with a Portuguese message', () => {
    fc.assert(
      fc.property(refusedEndpoint, (endpoint) => {
        expect([pushMessages.endpointInvalid, pushMessages.endpointNotAllowed]).toContain(pushEndpointProblem(endpoint, DEFAULT_PUSH_SERVICE_HOSTS))
        expect(() => sendableEndpoint(endpoint, DEFAULT_PUSH_SERVICE_HOSTS)).toThrow(PushAddressRefused)
      }),
      { numRuns: 2000 },
    )
  })

  it('is accepted, as the same address, on the push services browsers use', () => {
    fc.assert(
      fc.property(browserEndpoint, (endpoint) => {
        expect(pushEndpointProblem(endpoint, DEFAULT_PUSH_SERVICE_HOSTS)).toBeNull()
        expect(sendableEndpoint(endpoint, DEFAULT_PUSH_SERVICE_HOSTS)).toBe(new URL(endpoint).href)
      }),
      { numRuns: 500 },
    )
  })
})

describe('an address a push connects to', () => {
  it('is refused when loopback, private, link-local, shared (CGNAT), multicast, reserved or documentation, in IPv4, IPv6 or IPv4-mapped form', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          notPublicIPv4,
          notPublicIPv4.map((address) => `::ffff:${address}`),
          notPublicIPv6,
        ),
        (address) => {
          expect(isPublicAddress(address)).toBe(false)
        },
      ),
      { numRuns: 2000 },
    )
  })

  it('is allowed when public', () => {
    fc.assert(
      fc.property(publicAddress, (address) => {
        expect(isPublicAddress(address)).toBe(true)
      }),
      { numRuns: 500 },
    )
  })

  it('is what the connection is given only once checked: a name resolving to loopback fails the lookup, unless the operator allows that block', async () => {
    const lookup = (blocks: Parameters<typeof checkedLookup>[0], all: boolean) =>
      new Promise<unknown>((resolve, reject) => checkedLookup(blocks)('localhost', { all }, (error, address) => (error ? reject(error) : resolve(address))))
    for (const all of [false, true]) {
      await expect(lookup([], all)).rejects.toBeInstanceOf(PushAddressRefused)
    }
    expect(await lookup([[(await import('ipaddr.js')).default.parse('127.0.0.0'), 8]], false)).toBe('127.0.0.1')
  })
})
