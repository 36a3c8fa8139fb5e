import fc from 'fast-check'

/**
 * Push endpoints the server must refuse (issue 36: SSRF through Web Push), by class, and the
 * browsers' own, which it must accept. The allowed hosts are the default list
 * (domain/push.ts, DEFAULT_PUSH_SERVICE_HOSTS).
 */
const octet = fc.nat(255)
const ipv4 = fc.tuple(octet, octet, octet, octet)
const asInteger = ([a, b, c, d]: number[]) => ((a! << 24) >>> 0) + (b! << 16) + (c! << 8) + d!

/** One IPv4 address in any notation a URL parser or inet_aton reads: dotted, one integer, hex, octal, short forms. */
const ipv4Literal = fc.oneof(
  ipv4.map((parts) => parts.join('.')),
  ipv4.map((parts) => String(asInteger(parts))),
  ipv4.map((parts) => `0x${asInteger(parts).toString(16)}`),
  ipv4.map((parts) => parts.map((part) => `0${part.toString(8)}`).join('.')),
  ipv4.map((parts) => parts.map((part) => `0x${part.toString(16)}`).join('.')),
  ipv4.map(([a, b, c, d]) => `${a}.${b}.${(c! << 8) + d!}`),
  ipv4.map(([a, b, c, d]) => `${a}.${(b! << 16) + (c! << 8) + d!}`),
  fc.ipV4Extended(),
)

/** An IPv6 literal in brackets: any address, loopback, IPv4-mapped in both spellings, with a zone. */
const ipv6Literal = fc.oneof(
  fc.ipV6().map((address) => `[${address}]`),
  fc.constantFrom('[::1]', '[::]', '[0:0:0:0:0:0:0:1]', '[fe80::1]', '[fd00::1]', '[::ffff:7f00:1]', '[64:ff9b::a9fe:a9fe]'),
  ipv4.map((parts) => `[::ffff:${parts.join('.')}]`),
  ipv4.map(([a, b, c, d]) => `[::ffff:${((a! << 8) + b!).toString(16)}:${((c! << 8) + d!).toString(16)}]`),
)

const path = fc.webPath().map((value) => (value.startsWith('/') ? value : `/${value}`))
const port = fc.option(
  fc.integer({ min: 1, max: 65_535 }).map((value) => `:${value}`),
  { nil: '' },
)

/** Names that reach the machine itself or a cloud's metadata service, and look-alikes of the push services. */
const notAPushService = fc.oneof(
  fc.constantFrom(
    'localhost',
    'localhost.localdomain',
    'metadata',
    'metadata.google.internal',
    'instance-data',
    'instance-data.ec2.internal',
    'metadata.azure.internal',
    'kubernetes.default.svc',
    'host.docker.internal',
    'navalha-postgres',
  ),
  fc.domain(),
  // The list's entries with something glued before them (not a subdomain) or a domain after them.
  fc.constantFrom('fcm.googleapis.com', 'push.services.mozilla.com', 'push.apple.com', 'notify.windows.com').chain((host) =>
    fc.oneof(
      fc.domain().map((domain) => `${host}.${domain}`),
      fc.stringMatching(/^[a-z0-9]{1,12}$/).map((prefix) => `${prefix}${host}`),
      fc.constant(`${host}.`),
    ),
  ),
)

/** A host of the default list, as browsers give it. */
const pushServiceHost = fc.oneof(
  fc.constantFrom('fcm.googleapis.com', 'updates.push.services.mozilla.com', 'web.push.apple.com'),
  fc.stringMatching(/^wns2-[a-z0-9]{3,8}p$/).map((label) => `${label}.notify.windows.com`),
)

/**
 * Host code points a URL parser keeps in a host name that no DNS name has: glued to an address or a
 * name before a push service's host, they made a host the suffix check took for a subdomain of it
 * while another parser (web-push's `url.parse`) reads the address before them (issue 36).
 */
const notInADnsName = fc.constantFrom(
  ';',
  '!',
  '$',
  '&',
  "'",
  '(',
  ')',
  '*',
  '+',
  ',',
  '=',
  '_',
  '~',
  '{',
  '}',
  '`',
  '"',
  '%3b',
  '%3B',
  '%2c',
  '%5f',
  '%7e',
  '%21',
)

/** Every class of endpoint to refuse, with the class's name for the report. */
export const refusedEndpoint = fc.oneof(
  fc
    .tuple(fc.oneof(ipv4Literal, fc.domain()), notInADnsName, fc.option(fc.stringMatching(/^[a-z0-9]{1,8}$/), { nil: '' }), pushServiceHost, path)
    .map(([before, glue, after, host, rest]) => `https://${before}${glue}${after}.${host}${rest}`),
  fc.tuple(ipv4Literal, port, path).map(([host, p, rest]) => `https://${host}${p}${rest}`),
  fc.tuple(ipv6Literal, port, path).map(([host, p, rest]) => `https://${host}${p}${rest}`),
  fc.tuple(notAPushService, path).map(([host, rest]) => `https://${host}${rest}`),
  fc
    .tuple(fc.stringMatching(/^[a-z0-9]{1,10}$/), fc.option(fc.stringMatching(/^[a-z0-9]{1,10}$/), { nil: undefined }), pushServiceHost, path)
    .map(([user, password, host, rest]) => `https://${user}${password === undefined ? '' : `:${password}`}@${host}${rest}`),
  fc.tuple(fc.constantFrom('http', 'ws', 'wss', 'ftp', 'file'), pushServiceHost, path).map(([scheme, host, rest]) => `${scheme}://${host}${rest}`),
)

/** What browsers send: https, a push service's host, a path (and Edge's query). */
export const browserEndpoint = fc
  .tuple(pushServiceHost, path, fc.option(fc.stringMatching(/^\?token=[A-Za-z0-9%]{1,40}$/), { nil: '' }))
  .map(([host, rest, query]) => `https://${host}${rest}${query}`)
