import { createEvent } from 'ics'

/**
 * The calendar invitation of a scheduled test day (RFC 5545, decision 0069), made with the `ics`
 * package. `ics` writes times in UTC only, and a barber's calendar should show the test at the
 * shop's clock whatever zone the phone is in: each DTSTART/DTEND is rewritten as the shop's wall
 * clock with its TZID, and the VTIMEZONE RFC 5545 asks for every TZID used is added. The event's
 * UID is the test day's, so a changed slot (a higher SEQUENCE) replaces it in the calendar and a
 * cancellation (METHOD:CANCEL, STATUS:CANCELLED) removes it. The organizer is Navalha's own sender
 * and the only attendee the person it is for: neither party's address reaches the other.
 */
export type TrialInvite = {
  trialDayId: number
  sequence: number
  startsAt: Date
  durationMinutes: number
  timeZone: string
  title: string
  description: string
  location: string | null
  organizerEmail: string
  attendee: { name: string; email: string }
  cancelled?: boolean
  domain: string
}

export function trialInviteIcs(invite: TrialInvite): string {
  const end = invite.startsAt.getTime() + invite.durationMinutes * 60_000
  const { error, value } = createEvent({
    productId: '-//Navalha//Teste pratico//PT',
    method: invite.cancelled ? 'CANCEL' : 'REQUEST',
    uid: `trial-day-${invite.trialDayId}@${invite.domain}`,
    sequence: invite.sequence,
    start: invite.startsAt.getTime(),
    startInputType: 'utc',
    startOutputType: 'utc',
    end,
    endInputType: 'utc',
    endOutputType: 'utc',
    title: calendarText(invite.title),
    description: calendarText(invite.description),
    ...(invite.location ? { location: calendarText(invite.location) } : {}),
    status: invite.cancelled ? 'CANCELLED' : 'CONFIRMED',
    busyStatus: invite.cancelled ? 'FREE' : 'BUSY',
    organizer: { name: 'Navalha', email: invite.organizerEmail },
    attendees: [{ name: paramText(invite.attendee.name), email: invite.attendee.email, rsvp: false, partstat: 'ACCEPTED', role: 'REQ-PARTICIPANT' }],
  })
  if (error || !value) throw error ?? new Error('ics: convite vazio')
  const zone = invite.timeZone
  // Content lines are CRLF-delimited only: the users' texts reach here without a CR or LF of their own.
  // ics folds at 75 characters, not octets: its folding is undone here and done again by `fold`.
  const lines = value
    .replace(/\r\n[ \t]/g, '')
    .split('\r\n')
    .flatMap((line) => {
      if (line === 'BEGIN:VEVENT') return [...vtimezone(zone, invite.startsAt), line]
      const time = /^(DTSTART|DTEND):(\d{8}T\d{6})Z$/.exec(line)
      if (!time) return [line]
      const at = new Date(utcOf(time[2]!))
      // A clock that shows this time twice (the autumn change) means the first (RFC 5545, 3.3.5): the second is written in UTC.
      return [firstOccurrence(at, zone) ? `${time[1]};TZID=${zone}:${wallClock(at, zone)}` : line]
    })
  return lines.map(fold).join('\r\n')
}

const OCTETS_PER_LINE = 75

/** A content line folded at 75 octets (RFC 5545, 3.1), each continuation after a space, never inside a UTF-8 sequence. */
function fold(line: string): string {
  let folded = ''
  let octets = 0
  for (const character of line) {
    const size = Buffer.byteLength(character)
    if (octets + size > OCTETS_PER_LINE) {
      folded += '\r\n '
      octets = 1
    }
    folded += character
    octets += size
  }
  return folded
}

/**
 * Every line break a reader might honour (CRLF, CR, LF, VT, FF, NEL, U+2028, U+2029) as one \n, the
 * other control characters RFC 5545's TEXT forbids dropped and lone surrogates replaced: `ics`
 * escapes only \r?\n, so a bare CR would otherwise end the content line and start a property of
 * the writer's choosing.
 */
function calendarText(text: string): string {
  return (
    text
      .replace(/\r\n|[\r\n\v\f\u0085\u2028\u2029]/g, '\n')
      // oxlint-disable-next-line no-control-regex -- the controls RFC 5545 forbids in TEXT are what this removes
      .replace(/[\u0000-\u0008\u000E-\u001F\u007F]/g, '')
      .replace(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g, '\uFFFD')
  )
}

/** A parameter value (the attendee's CN) holds neither a line break nor a DQUOTE (RFC 5545, 3.2). */
const paramText = (text: string) => calendarText(text).replace(/\n/g, ' ').replace(/"/g, "'")

/** The instant of `20261220T090000` read as UTC. */
const utcOf = (stamp: string) =>
  Date.UTC(+stamp.slice(0, 4), +stamp.slice(4, 6) - 1, +stamp.slice(6, 8), +stamp.slice(9, 11), +stamp.slice(11, 13), +stamp.slice(13, 15))

/**
 * Whether `at` is the earliest instant whose clock in `zone` shows what it shows at `at`. The
 * candidates are the clock time at each offset the zone has within 12 hours either side (a zone
 * changes once at most in that span).
 */
function firstOccurrence(at: Date, zone: string): boolean {
  const wall = wallClock(at, zone)
  const hours = 60 * 60 * 1000
  const offsets = new Set([-12 * hours, 0, 12 * hours].map((shift) => offsetMs(offsetAt(zone, new Date(at.getTime() + shift)))))
  const earliest = Math.min(...[...offsets].map((offset) => utcOf(wall) - offset).filter((candidate) => wallClock(new Date(candidate), zone) === wall))
  return earliest === at.getTime()
}

/** '-0130' in milliseconds. */
const offsetMs = (offset: string) => (offset.startsWith('-') ? -1 : 1) * (Number(offset.slice(1, 3)) * 60 + Number(offset.slice(3, 5))) * 60_000

const clockFormats = new Map<string, Intl.DateTimeFormat>()

/** `20261220T090000`: the date and time a clock in `zone` shows at `at`. */
function wallClock(at: Date, zone: string): string {
  let format = clockFormats.get(zone)
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    })
    clockFormats.set(zone, format)
  }
  const part = Object.fromEntries(format.formatToParts(at).map(({ type, value }) => [type, value]))
  return `${part.year}${part.month}${part.day}T${part.hour}${part.minute}${part.second}`
}

/** '-0300', '+0100': the zone's offset from UTC at `at`, as TZOFFSETTO writes it. */
function offsetAt(zone: string, at: Date): string {
  const name = new Intl.DateTimeFormat('en-US', { timeZone: zone, timeZoneName: 'longOffset' })
    .formatToParts(at)
    .find((part) => part.type === 'timeZoneName')!.value
  const match = /GMT([+-])(\d{2}):(\d{2})/.exec(name)
  return match ? `${match[1]}${match[2]}${match[3]}` : '+0000'
}

/** Portugal's zones, which follow the European Union's summer time. */
const EUROPEAN_RULE_ZONES: Record<string, { winter: string; summer: string }> = {
  'Europe/Lisbon': { winter: 'WET', summer: 'WEST' },
  'Atlantic/Madeira': { winter: 'WET', summer: 'WEST' },
  'Atlantic/Azores': { winter: '-01', summer: '+00' },
}

/** '010000' at an offset of '+0100': the local time of 01:00 UTC, when the European Union's clocks change. */
const localAtOneUtc = (offset: string) => {
  const minutes = 60 + (offset.startsWith('-') ? -1 : 1) * (Number(offset.slice(1, 3)) * 60 + Number(offset.slice(3, 5)))
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}${String(minutes % 60).padStart(2, '0')}00`
}

/**
 * The VTIMEZONE of a shop's zone. Brazil's zones keep one offset all year (no summer time since
 * 2019); Portugal's three follow the European Union's rule (the last Sunday of March to the last
 * Sunday of October, both at 01:00 UTC, written at the local clock of the moment).
 */
function vtimezone(zone: string, at: Date): string[] {
  const year = at.getUTCFullYear()
  const winter = offsetAt(zone, new Date(Date.UTC(year, 0, 15)))
  const summer = offsetAt(zone, new Date(Date.UTC(year, 6, 15)))
  if (winter === summer) {
    return [
      'BEGIN:VTIMEZONE',
      `TZID:${zone}`,
      'BEGIN:STANDARD',
      'DTSTART:19700101T000000',
      `TZOFFSETFROM:${winter}`,
      `TZOFFSETTO:${winter}`,
      'END:STANDARD',
      'END:VTIMEZONE',
    ]
  }
  const names = EUROPEAN_RULE_ZONES[zone]
  if (!names) throw new Error(`ics: fuso sem regra de horário de verão conhecida: ${zone}`)
  return [
    'BEGIN:VTIMEZONE',
    `TZID:${zone}`,
    'BEGIN:DAYLIGHT',
    `TZOFFSETFROM:${winter}`,
    `TZOFFSETTO:${summer}`,
    `TZNAME:${names.summer}`,
    `DTSTART:19700329T${localAtOneUtc(winter)}`,
    'RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=-1SU',
    'END:DAYLIGHT',
    'BEGIN:STANDARD',
    `TZOFFSETFROM:${summer}`,
    `TZOFFSETTO:${winter}`,
    `TZNAME:${names.winter}`,
    `DTSTART:19701025T${localAtOneUtc(summer)}`,
    'RRULE:FREQ=YEARLY;BYMONTH=10;BYDAY=-1SU',
    'END:STANDARD',
    'END:VTIMEZONE',
  ]
}
