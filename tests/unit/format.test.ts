import { afterEach, describe, expect, it } from 'vitest'
import { countryTimeZone, validTimeZone } from '#domain/timeZone'
import { formatDate, formatDateTime, formatTime, formatWhen, inDisplayTimeZone, setDisplayTimeZone } from '#web/ui/format'

afterEach(() => setDisplayTimeZone(undefined))

// 02:30 UTC on 24 November: still the 23rd in São Paulo (UTC−3), already the 24th in Lisbon.
const moment = new Date('2026-11-24T02:30:00Z')

describe('dates in the display zone', () => {
  it('formats in the zone it is given, not the machine’s', () => {
    setDisplayTimeZone('America/Sao_Paulo')
    expect(formatDate(moment)).toBe('23/11/2026')
    expect(formatTime(moment)).toBe('23:30')
    expect(formatDateTime(moment)).toBe('23/11/2026, 23:30')
    setDisplayTimeZone('Europe/Lisbon')
    expect(formatDate(moment)).toBe('24/11/2026')
    expect(formatTime(moment)).toBe('02:30')
  })

  it('inDisplayTimeZone holds the zone for one render and restores the previous one, even when it throws', () => {
    setDisplayTimeZone('Europe/Lisbon')
    expect(inDisplayTimeZone('America/Sao_Paulo', () => formatDate(moment))).toBe('23/11/2026')
    expect(() =>
      inDisplayTimeZone('America/Sao_Paulo', () => {
        throw new Error('render failed')
      }),
    ).toThrow('render failed')
    expect(formatDate(moment)).toBe('24/11/2026')
  })

  it('counts days by the calendar of the display zone', () => {
    setDisplayTimeZone('America/Sao_Paulo')
    const now = new Date('2026-11-24T12:00:00Z') // 09:00 on the 24th in São Paulo
    expect(formatWhen(moment, now)).toBe('Ontem')
    expect(formatWhen(new Date('2026-11-24T10:00:00Z'), now)).toBe('07:00')
    expect(formatWhen(new Date('2026-11-20T10:00:00Z'), now)).toBe('20/11')
    expect(formatWhen(new Date('2025-11-20T10:00:00Z'), now)).toBe('20/11/2025')
    setDisplayTimeZone('Europe/Lisbon')
    expect(formatWhen(moment, now)).toBe('02:30')
  })
})

describe('validTimeZone', () => {
  it('keeps zones the runtime knows and refuses everything else', () => {
    expect(validTimeZone('America/Manaus')).toBe('America/Manaus')
    expect(validTimeZone(countryTimeZone('PT'))).toBe('Europe/Lisbon')
    for (const bad of [undefined, null, '', 'Marte/Olympus', 'America/Sao_Paulo; path=/', 'x'.repeat(65), '../../etc/passwd', '<script>']) {
      expect(validTimeZone(bad)).toBeNull()
    }
  })
})
