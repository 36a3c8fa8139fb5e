/**
 * Issue 41, decision 0069: the test day's rules without a database (slots, pay, the pipeline, the
 * shop's zone) and its calendar invitation, parsed back by node-ical as a calendar client would.
 */
import fc from 'fast-check'
import ical, { type VEvent } from 'node-ical'
import { describe, expect, it } from 'vitest'
import { readPay, readSlots } from '#domain/trialDayRequests'
import { pipelineStage, shopTimeZone } from '#domain/trialDays'
import { trialInviteIcs, type TrialInvite } from '#infra/trialDays/calendar'

const now = new Date('2026-12-10T12:00:00Z')

describe('slots', () => {
  it('reads one to three future, non-overlapping slots with their offsets', () => {
    const read = readSlots(
      [
        { start: '2026-12-20T09:00:00-03:00', durationMinutes: 240 },
        { start: '2026-12-20T13:00:00-03:00', durationMinutes: 60 },
      ],
      now,
    )
    expect(read).toEqual({
      slots: [
        { startsAt: new Date('2026-12-20T12:00:00Z'), durationMinutes: 240 },
        { startsAt: new Date('2026-12-20T16:00:00Z'), durationMinutes: 60 },
      ],
    })
  })

  it('names the field of every problem, in Portuguese', () => {
    const fields = (value: unknown) =>
      'errors' in readSlots(value, now) ? (readSlots(value, now) as { errors: { field: string; message: string }[] }).errors : []
    expect(fields([])).toEqual([{ field: 'slots', message: 'Proponha pelo menos um horário (campo slots).' }])
    expect(fields('amanhã')[0]!.field).toBe('slots')
    const four = Array.from({ length: 4 }, (_, day) => ({ start: `2026-12-2${day}T09:00:00-03:00`, durationMinutes: 60 }))
    expect(fields(four)).toEqual([{ field: 'slots', message: 'Proponha no máximo 3 horários (campo slots).' }])
    expect(fields([{ start: '2026-12-01T09:00:00-03:00', durationMinutes: 60 }])).toEqual([
      { field: 'slots.0.start', message: 'Horário 1: o início já passou. Escolha uma data e hora futuras (campo start).' },
    ])
    // No offset: which clock is 09:00? Refused rather than guessed.
    expect(fields([{ start: '2026-12-20T09:00:00', durationMinutes: 60 }])[0]!.field).toBe('slots.0.start')
    expect(fields([{ start: '2026-12-20T09:00:00-03:00', durationMinutes: 721 }])).toEqual([
      { field: 'slots.0.durationMinutes', message: 'Horário 1: a duração máxima é de 12 horas (campo durationMinutes).' },
    ])
    expect(fields([{ start: '2026-12-20T09:00:00-03:00', durationMinutes: 90.5 }])[0]!.field).toBe('slots.0.durationMinutes')
    expect(fields([{ start: '2026-12-20T09:00:00-03:00', durationMinutes: '60' }])[0]!.field).toBe('slots.0.durationMinutes')
    expect(
      fields([
        { start: '2026-12-20T09:00:00-03:00', durationMinutes: 240 },
        { start: '2026-12-20T12:59:00-03:00', durationMinutes: 60 },
      ]),
    ).toEqual([{ field: 'slots.1.start', message: 'Horário 2 se sobrepõe ao horário 1 (campo slots).' }])
    // One ending when the next starts is fine.
    expect(
      fields([
        { start: '2026-12-20T09:00:00-03:00', durationMinutes: 240 },
        { start: '2026-12-20T13:00:00-03:00', durationMinutes: 60 },
      ]),
    ).toEqual([])
  })
})

describe('pay', () => {
  it('is whole cents when paid, nothing when not', () => {
    expect(readPay(true, 15000)).toEqual({ paid: true, amount: 15000 })
    expect(readPay(false, undefined)).toEqual({ paid: false, amount: null })
    expect(readPay(undefined, null)).toEqual({ paid: false, amount: null })
    for (const amount of [150.5, -1, '15000', Number.NaN, Infinity, 1e12]) expect(readPay(true, amount)).toHaveProperty('errors.0.field', 'amount')
    expect(readPay(true, undefined)).toHaveProperty('errors.0.message', 'Informe o valor do teste pago em centavos (campo amount).')
    expect(readPay(false, 100)).toHaveProperty('errors.0.field', 'amount')
    expect(readPay('sim', 100)).toHaveProperty('errors.0.field', 'paid')
  })
})

describe('the pipeline', () => {
  it('reads Pendente → Aceito → Teste marcado → Contratado', () => {
    expect(pipelineStage('pending', null)).toBe('pending')
    expect(pipelineStage('accepted', null)).toBe('accepted')
    expect(pipelineStage('accepted', 'proposed')).toBe('accepted')
    expect(pipelineStage('accepted', 'cancelled')).toBe('accepted')
    expect(pipelineStage('accepted', 'scheduled')).toBe('trialScheduled')
    expect(pipelineStage('accepted', 'completed')).toBe('trialScheduled')
    expect(pipelineStage('hired', 'completed')).toBe('hired')
    expect(pipelineStage('rejected', 'completed')).toBeNull()
  })
})

const invite = (over: Partial<TrialInvite> = {}): TrialInvite => ({
  trialDayId: 42,
  sequence: 1,
  startsAt: new Date('2026-12-20T12:00:00Z'),
  durationMinutes: 240,
  timeZone: 'America/Sao_Paulo',
  title: 'Teste prático na Barbearia Navalha',
  description: 'Traga sua máquina; clientes reais.',
  location: 'Rua Augusta, 1500, São Paulo',
  organizerEmail: 'nao-responda@navalha.test',
  attendee: { name: 'Barbeiro Teste', email: 'barbeiro@navalha.test' },
  domain: 'navalha.test',
  ...over,
})

type ParsedEvent = VEvent & { start: Date & { tz?: string }; end: Date & { tz?: string } }
const eventOf = (text: string) => Object.values(ical.sync.parseICS(text)).find((component) => component?.type === 'VEVENT') as ParsedEvent

describe('the calendar invitation', () => {
  it('is a valid calendar at the shop’s wall clock, with its TZID and VTIMEZONE', () => {
    const text = trialInviteIcs(invite())
    expect(text).toMatch(/^BEGIN:VCALENDAR\r\n/)
    expect(text).toContain('\r\nMETHOD:REQUEST\r\n')
    expect(text).toContain('\r\nDTSTART;TZID=America/Sao_Paulo:20261220T090000\r\n')
    expect(text).toContain('\r\nDTEND;TZID=America/Sao_Paulo:20261220T130000\r\n')
    expect(text).toMatch(/BEGIN:VTIMEZONE\r\nTZID:America\/Sao_Paulo\r\n[\s\S]*TZOFFSETTO:-0300[\s\S]*END:VTIMEZONE\r\nBEGIN:VEVENT/)
    // Every line ends in CRLF and none is longer than 75 octets (RFC 5545, 3.1).
    expect(text.split('\r\n').every((line) => !line.includes('\n') && Buffer.byteLength(line) <= 75)).toBe(true)

    const event = eventOf(text)
    expect(event.uid).toBe('trial-day-42@navalha.test')
    expect(event.start.toISOString()).toBe('2026-12-20T12:00:00.000Z')
    expect(event.end.toISOString()).toBe('2026-12-20T16:00:00.000Z')
    expect(event.start.tz).toBe('America/Sao_Paulo')
    expect(event.location).toBe('Rua Augusta, 1500, São Paulo')
    expect(String(event.status)).toBe('CONFIRMED')
  })

  it('uses the other Brazilian zones and Portugal’s summer time', () => {
    const manaus = eventOf(trialInviteIcs(invite({ timeZone: shopTimeZone('BR', 'AM') })))
    expect(manaus.start.tz).toBe('America/Manaus')
    expect(manaus.start.toISOString()).toBe('2026-12-20T12:00:00.000Z')
    expect(trialInviteIcs(invite({ timeZone: 'America/Manaus' }))).toContain('DTSTART;TZID=America/Manaus:20261220T080000')
    expect(trialInviteIcs(invite({ timeZone: shopTimeZone('BR', 'AC') }))).toContain('DTSTART;TZID=America/Rio_Branco:20261220T070000')

    // July in Lisbon is WEST (+01:00); December WET (+00:00): the same rule covers both.
    const summer = trialInviteIcs(invite({ timeZone: shopTimeZone('PT', 'Lisboa'), startsAt: new Date('2027-05-20T08:00:00Z') }))
    expect(summer).toContain('DTSTART;TZID=Europe/Lisbon:20270520T090000')
    expect(summer).toContain('RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=-1SU')
    const lisbon = eventOf(summer)
    expect(lisbon.start.tz).toBe('Europe/Lisbon')
    expect(lisbon.start.toISOString()).toBe('2027-05-20T08:00:00.000Z')
    expect(trialInviteIcs(invite({ timeZone: 'Europe/Lisbon' }))).toContain('DTSTART;TZID=Europe/Lisbon:20261220T120000')
  })

  it('cancels with the same UID, a higher sequence and METHOD:CANCEL', () => {
    const text = trialInviteIcs(invite({ cancelled: true, sequence: 2 }))
    expect(text).toContain('\r\nMETHOD:CANCEL\r\n')
    expect(text).toContain('\r\nSTATUS:CANCELLED\r\n')
    // A cancelled event must not keep the slot busy in Outlook.
    expect(text).toContain('\r\nX-MICROSOFT-CDO-BUSYSTATUS:FREE\r\n')
    expect(trialInviteIcs(invite())).toContain('\r\nX-MICROSOFT-CDO-BUSYSTATUS:BUSY\r\n')
    const event = eventOf(text)
    expect(event.uid).toBe('trial-day-42@navalha.test')
    expect(String(event.status)).toBe('CANCELLED')
    expect(Number(event.sequence)).toBe(2)
  })

  it('maps every Brazilian state to a zone, São Paulo’s by default', () => {
    expect(shopTimeZone('BR', 'SP')).toBe('America/Sao_Paulo')
    expect(shopTimeZone('BR', 'pe')).toBe('America/Recife')
    expect(shopTimeZone('BR', null)).toBe('America/Sao_Paulo')
    expect(shopTimeZone('PT', 'Porto')).toBe('Europe/Lisbon')
  })
})

describe('the calendar invitation with whatever a party writes', () => {
  /** What a calendar should show of `text`: every line break one \n, lone surrogates replaced. */
  const shown = (text: string) =>
    text.replace(/\r\n|[\r\n\v\f\u0085\u2028\u2029]/g, '\n').replace(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g, '\uFFFD')
  const tricky = fc.constantFrom(
    '\r',
    '\n',
    '\r\n',
    '\u2028',
    '\u2029',
    '\u0085',
    '\v',
    '\f',
    "$'",
    '$&',
    '$1',
    '$$',
    ',',
    ';',
    ':',
    '\\',
    '\\n',
    '"',
    '😀',
    '👩🏽‍🔧',
    'ç',
    'ã',
    '\uD800',
    '\uDC00',
    'DTSTART:20000101T000000Z',
    'END:VEVENT',
    'BEGIN:VEVENT',
    'ATTENDEE:mailto:x@y.z',
    ' ',
    '\t',
  )
  const notes = fc.array(fc.oneof(tricky, fc.string(), fc.string({ unit: 'grapheme' })), { maxLength: 40 }).map((parts) => parts.join(''))
  const keysOf = (event: object) => Object.keys(event).sort()
  const baseline = keysOf(eventOf(trialInviteIcs(invite())))

  it('parses as exactly one event with the right times and text and no property injected', () => {
    fc.assert(
      fc.property(notes, notes, fc.constantFrom('America/Sao_Paulo', 'Europe/Lisbon', 'Atlantic/Azores', 'America/Noronha'), (description, place, timeZone) => {
        const text = trialInviteIcs(invite({ description: `x${description}`, location: `y${place}`, title: `z${description}`, timeZone }))
        const events = Object.values(ical.sync.parseICS(text)).filter((component) => component?.type === 'VEVENT') as ParsedEvent[]
        expect(events).toHaveLength(1)
        const event = events[0]!
        expect(event.start.toISOString()).toBe('2026-12-20T12:00:00.000Z')
        expect(event.end.toISOString()).toBe('2026-12-20T16:00:00.000Z')
        expect(event.description).toBe(shown(`x${description}`))
        expect(event.location).toBe(shown(`y${place}`))
        expect(keysOf(event)).toEqual(baseline)
        // Folded at 75 octets (RFC 5545, 3.1), never inside a UTF-8 sequence (a split one would not survive the round trip).
        for (const line of text.split('\r\n')) {
          expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75)
          expect(Buffer.from(line).toString()).toBe(line)
        }
        expect(text.match(/\r\nBEGIN:VEVENT\r\n/g)).toHaveLength(1)
        const vevent = text.slice(text.indexOf('\r\nBEGIN:VEVENT\r\n'))
        expect(vevent.match(/\r\nDTSTART[:;]/g)).toHaveLength(1)
        expect(vevent.match(/\r\nDTEND[:;]/g)).toHaveLength(1)
      }),
      { numRuns: 300 },
    )
  })
})

describe('the shop’s zone where its country has several', () => {
  it('is the Açores’ and Madeira’s own in Portugal, and Fernando de Noronha’s in Pernambuco', () => {
    expect(shopTimeZone('PT', 'Região Autónoma dos Açores', 'Ponta Delgada')).toBe('Atlantic/Azores')
    expect(shopTimeZone('PT', 'Açores', 'Horta')).toBe('Atlantic/Azores')
    expect(shopTimeZone('PT', 'Região Autónoma da Madeira', 'Funchal')).toBe('Atlantic/Madeira')
    expect(shopTimeZone('PT', 'Lisboa', 'Lisboa')).toBe('Europe/Lisbon')
    expect(shopTimeZone('BR', 'PE', 'Fernando de Noronha')).toBe('America/Noronha')
    expect(shopTimeZone('BR', 'PE', ' fernando de noronha ')).toBe('America/Noronha')
    expect(shopTimeZone('BR', 'PE', 'Recife')).toBe('America/Recife')
  })

  it('writes the Açores’ summer and winter time in the calendar file', () => {
    for (const [startsAt, wall] of [
      ['2027-05-20T10:00:00Z', '20270520T100000'],
      ['2026-12-20T10:00:00Z', '20261220T090000'],
    ] as const) {
      const text = trialInviteIcs(invite({ timeZone: 'Atlantic/Azores', startsAt: new Date(startsAt) }))
      expect(text).toContain(`DTSTART;TZID=Atlantic/Azores:${wall}`)
      const event = eventOf(text)
      expect(event.start.toISOString()).toBe(new Date(startsAt).toISOString())
    }
    expect(eventOf(trialInviteIcs(invite({ timeZone: 'America/Noronha' }))).start.toISOString()).toBe('2026-12-20T12:00:00.000Z')
  })
})

describe('the calendar file around a change of clocks', () => {
  const times = (text: string) =>
    [...text.slice(text.indexOf('BEGIN:VEVENT')).matchAll(/\r\n(DTSTART|DTEND)([:;][^\r]*)/g)].map((match) => `${match[1]}${match[2]}`)

  it('writes in UTC a time the zone’s clock shows twice, the second time (RFC 5545 reads the first)', () => {
    const first = trialInviteIcs(invite({ timeZone: 'Europe/Lisbon', startsAt: new Date('2027-10-31T00:30:00Z'), durationMinutes: 60 }))
    expect(times(first)).toEqual(['DTSTART;TZID=Europe/Lisbon:20271031T013000', 'DTEND:20271031T013000Z'])
    const second = trialInviteIcs(invite({ timeZone: 'Europe/Lisbon', startsAt: new Date('2027-10-31T01:30:00Z'), durationMinutes: 60 }))
    expect(times(second)).toEqual(['DTSTART:20271031T013000Z', 'DTEND;TZID=Europe/Lisbon:20271031T023000'])
    for (const [text, start] of [
      [first, '2027-10-31T00:30:00.000Z'],
      [second, '2027-10-31T01:30:00.000Z'],
    ] as const) {
      const event = eventOf(text)
      expect(event.start.toISOString()).toBe(start)
      expect(event.end.getTime() - event.start.getTime()).toBe(60 * 60 * 1000)
    }
  })

  it('keeps the zone’s clock across the spring change and in Brazil, where every time is shown once', () => {
    const spring = trialInviteIcs(invite({ timeZone: 'Europe/Lisbon', startsAt: new Date('2027-03-28T00:30:00Z'), durationMinutes: 60 }))
    expect(times(spring)).toEqual(['DTSTART;TZID=Europe/Lisbon:20270328T003000', 'DTEND;TZID=Europe/Lisbon:20270328T023000'])
    expect(eventOf(spring).end.toISOString()).toBe('2027-03-28T01:30:00.000Z')
    const azores = trialInviteIcs(invite({ timeZone: 'Atlantic/Azores', startsAt: new Date('2027-10-31T00:30:00Z'), durationMinutes: 60 }))
    expect(times(azores)).toEqual(['DTSTART;TZID=Atlantic/Azores:20271031T003000', 'DTEND:20271031T013000Z'])
    const saoPaulo = trialInviteIcs(invite({ timeZone: 'America/Sao_Paulo', startsAt: new Date('2027-10-31T01:30:00Z'), durationMinutes: 60 }))
    expect(times(saoPaulo)).toEqual(['DTSTART;TZID=America/Sao_Paulo:20271030T223000', 'DTEND;TZID=America/Sao_Paulo:20271030T233000'])
  })
})
