import { lookup as resolve, type LookupAddress, type LookupAllOptions } from 'node:dns'
import { Agent } from 'node:https'
import type { LookupFunction } from 'node:net'
import { parse as legacyParse } from 'node:url'
import ipaddr from 'ipaddr.js'
import { pushEndpointProblem } from '#domain/push'

/**
 * Where a push may go (decision 0052). The endpoint's name was checked when the browser subscribed
 * (domain/push.ts); here the addresses it resolves to are checked when each push leaves, and the
 * connection is made to the address checked, not to a second answer of the DNS (a name that
 * answers a public address to the check and 127.0.0.1 to the connection gets nowhere).
 */

/** The endpoint, or one of its addresses, is not somewhere a push goes: the subscription is dropped. */
export class PushAddressRefused extends Error {
  constructor(reason: string) {
    super(`push recusado: ${reason}`)
    this.name = 'PushAddressRefused'
  }
}

type Blocks = [ipaddr.IPv4 | ipaddr.IPv6, number][]

/** PUSH_PRIVATE_ALLOW's entries (addresses or CIDR blocks), parsed once. */
const parsedBlocks = (entries: string[]): Blocks =>
  entries.map((entry) => (entry.includes('/') ? ipaddr.parseCIDR(entry) : ipaddr.parseCIDR(`${entry}/${entry.includes(':') ? 128 : 32}`)))

/**
 * IPv6's global unicast block (RFC 4291, IANA): ipaddr.js calls `unicast` whatever range it has no
 * name for, which in IPv6 left IPv4-compatible `::7f00:1`, site-local fec0::/10, local-use NAT64
 * 64:ff9b:1::/48 (translated to the network's own IPv4) and SRv6 5f00::/16 looking public.
 */
const GLOBAL_UNICAST_V6 = ipaddr.parseCIDR('2000::/3')
/** Documentation (RFC 9637), inside 2000::/3 and newer than ipaddr.js 2.2.0's names. */
const DOCUMENTATION_V6 = ipaddr.parseCIDR('3fff::/20')

/**
 * A public unicast address: not loopback, private (RFC 1918, unique local), link-local (the cloud
 * metadata services' 169.254.169.254), carrier-grade NAT, multicast, broadcast, unspecified,
 * documentation, benchmarking or reserved, nor an IPv6 form that carries an IPv4 one (mapped,
 * NAT64, 6to4, Teredo): ipaddr.js names every such range, and only `unicast` is left; an IPv6
 * address must moreover be in the global unicast block. An IPv4-mapped address is judged as the
 * IPv4 address it is.
 */
export function isPublicAddress(address: string): boolean {
  if (!ipaddr.isValid(address)) return false
  const parsed = ipaddr.process(address)
  if (parsed.range() !== 'unicast') return false
  return parsed.kind() === 'ipv4' || (parsed.match(GLOBAL_UNICAST_V6) && !parsed.match(DOCUMENTATION_V6))
}

const allowedAddress = (address: string, exempt: Blocks) => {
  if (isPublicAddress(address)) return true
  if (!ipaddr.isValid(address)) return false
  const parsed = ipaddr.process(address)
  return exempt.some(([block, bits]) => block.kind() === parsed.kind() && parsed.match(block, bits))
}

/**
 * A DNS lookup for the push connections that answers only checked addresses: every address the
 * name has must be allowed (a push service has no reason to publish a private one), and the
 * socket connects to what this returns, so what was checked is what is reached.
 */
export function checkedLookup(exempt: Blocks): LookupFunction {
  return (hostname, options, callback) => {
    resolve(hostname, { ...options, all: true } as LookupAllOptions, (error, addresses: LookupAddress[]) => {
      if (error) return callback(error, '', 0)
      const refused = addresses.find((entry) => !allowedAddress(entry.address, exempt))
      if (refused || !addresses.length) return callback(new PushAddressRefused(`${hostname} resolve para ${refused?.address ?? 'nenhum endereço'}`), '', 0)
      if ((options as { all?: boolean }).all) return (callback as unknown as (error: null, addresses: LookupAddress[]) => void)(null, addresses)
      callback(null, addresses[0]!.address, addresses[0]!.family)
    })
  }
}

/** The https agent every push leaves through; no keep-alive, so each push resolves and is checked anew. */
export const pushAgent = (privateAllow: string[]) => new Agent({ lookup: checkedLookup(parsedBlocks(privateAllow)), keepAlive: false })

/**
 * The endpoint as it will be sent to, checked again when the push leaves (a row stored before
 * the rules, or under another PUSH_SERVICE_HOSTS): the subscription's rules, and the same host for
 * web-push's own URL parser (`url.parse`), which is what opens the connection.
 */
export function sendableEndpoint(endpoint: string, hosts: readonly string[]): string {
  const problem = pushEndpointProblem(endpoint, hosts)
  if (problem) throw new PushAddressRefused(`${endpoint}: ${problem}`)
  const href = new URL(endpoint).href
  if (legacyParse(href).hostname !== new URL(href).hostname) throw new PushAddressRefused(`${endpoint}: o endereço é lido de dois jeitos`)
  return href
}
