import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import fc from 'fast-check'
import { afterAll, describe, expect, it } from 'vitest'
import { DEFAULT_PUSH_SERVICE_HOSTS } from '#domain/push'
import { loadSettings } from '#infra/settings'

const dataDir = mkdtempSync(path.join(tmpdir(), 'navalha-settings-'))
afterAll(() => rmSync(dataDir, { recursive: true, force: true }))
const base = { DATA_DIR: dataDir, PAYLOAD_SECRET: 'x'.repeat(32), DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/postgres' }

describe('the environment, read by one schema', () => {
  it('has a local default for everything, and an empty variable means its default', () => {
    const settings = loadSettings({ DATA_DIR: dataDir, PORT: '', LOG_LEVEL: '', SMTP_URL: '' })
    expect(settings).toMatchObject({ port: 3000, host: '127.0.0.1', logLevel: 'info', smtpUrl: undefined, rateLimitScale: 1, databaseUrl: undefined })
    expect(settings.trustedOrigins).toEqual(['http://localhost:3000', 'http://127.0.0.1:3000', 'http://[::1]:3000'])
  })

  it('reads the knobs that used to be read where they act', () => {
    const settings = loadSettings({ ...base, RATE_LIMIT_SCALE: '1000', EMBEDDED_PG_LOG: '1', WEB_DIST_DIR: '/srv/web' })
    expect(settings).toMatchObject({ rateLimitScale: 1000, embeddedPostgresLog: true, webDistDir: '/srv/web' })
  })

  it('counts the proxies TRUST_PROXY names: off by default, a hop count when set, a Portuguese line for anything else', () => {
    expect(loadSettings(base).trustProxy).toBe(false)
    expect(loadSettings({ ...base, TRUST_PROXY: '0' }).trustProxy).toBe(false)
    expect(loadSettings({ ...base, TRUST_PROXY: '1' }).trustProxy).toBe(1)
    expect(loadSettings({ ...base, TRUST_PROXY: '2' }).trustProxy).toBe(2)
    // `true` would believe every X-Forwarded-For entry, the client's own included.
    expect(() => loadSettings({ ...base, TRUST_PROXY: 'true' })).toThrow('TRUST_PROXY deve ser o número de proxies na frente')
  })

  it('stops on a bad value with a Portuguese line naming each variable', () => {
    expect(() => loadSettings({ ...base, PORT: 'abc', DATABASE_URL: 'mysql://db', LOG_LEVEL: 'loud' })).toThrow(
      [
        'Configuração inválida:',
        'PORT deve ser um número inteiro positivo (recebido: "abc")',
        'DATABASE_URL deve ser um endereço postgres ou postgresql completo (recebido: "mysql://db")',
        'LOG_LEVEL deve ser fatal, error, warn, info, debug, trace ou silent (recebido: "loud")',
      ].join('\n'),
    )
  })

  it('refuses every number that is not a positive integer, and accepts every one that is', () => {
    const bad = fc.oneof(
      fc.string().filter((value) => value !== '' && !(Number.isInteger(Number(value)) && Number(value) > 0)),
      fc.integer({ max: 0 }).map(String),
      fc.double({ noInteger: true, noNaN: true }).map(String),
    )
    fc.assert(
      fc.property(bad, (value) => {
        expect(() => loadSettings({ ...base, MAX_IMAGE_MB: value })).toThrow(/^Configuração inválida:\nMAX_IMAGE_MB /)
      }),
    )
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 10_000 }), (value) => {
        expect(loadSettings({ ...base, MAX_IMAGE_MB: String(value) }).maxImageBytes).toBe(value * 1024 * 1024)
      }),
    )
  })

  it('demands PAYLOAD_SECRET in production', () => {
    expect(() => loadSettings({ ...base, NODE_ENV: 'production', PAYLOAD_SECRET: '' })).toThrow('PAYLOAD_SECRET é obrigatório em produção')
  })
})

describe('METRICS_ALLOW', () => {
  it('is loopback unless set, and takes addresses and CIDR blocks', () => {
    expect(loadSettings(base).metricsAllow).toEqual(['127.0.0.1', '::1'])
    expect(loadSettings({ ...base, METRICS_ALLOW: '10.0.0.0/8, 192.168.1.7,fd00::/8' }).metricsAllow).toEqual(['10.0.0.0/8', '192.168.1.7', 'fd00::/8'])
  })

  it('stops on anything else with a Portuguese line', () => {
    for (const value of ['localhost', '10.0.0.0/33', '10.0.0.1/8/1', '::1/129', '10.0.0.0/x'])
      expect(() => loadSettings({ ...base, METRICS_ALLOW: value }), value).toThrow(/METRICS_ALLOW deve listar endereços IP ou blocos CIDR/)
  })
})

describe('PUSH_SERVICE_HOSTS and PUSH_PRIVATE_ALLOW', () => {
  it('are the browsers’ push services and no private address unless set', () => {
    expect(loadSettings(base).pushServiceHosts).toEqual([...DEFAULT_PUSH_SERVICE_HOSTS])
    expect(loadSettings(base).pushPrivateAllow).toEqual([])
    const set = loadSettings({ ...base, PUSH_SERVICE_HOSTS: 'FCM.googleapis.com, push.example.net', PUSH_PRIVATE_ALLOW: '10.1.2.0/24' })
    expect(set.pushServiceHosts).toEqual(['fcm.googleapis.com', 'push.example.net'])
    expect(set.pushPrivateAllow).toEqual(['10.1.2.0/24'])
  })

  it('stop on an IP address, a URL or a block that is not one, with a Portuguese line', () => {
    for (const value of ['127.0.0.1', 'fcm.googleapis.com,[::1]', 'https://fcm.googleapis.com', 'push apple com', '10.0.0.1'])
      expect(() => loadSettings({ ...base, PUSH_SERVICE_HOSTS: value }), value).toThrow(/PUSH_SERVICE_HOSTS deve listar nomes de host/)
    expect(() => loadSettings({ ...base, PUSH_PRIVATE_ALLOW: 'localhost' })).toThrow(/PUSH_PRIVATE_ALLOW deve listar endereços IP ou blocos CIDR/)
  })
})

describe('repeated contact attempts (issue 37): thresholds and the pause are settings', () => {
  it('defaults to a flag at the 3rd attempt and a 24-hour pause at the 5th, within 24 hours', () => {
    expect(loadSettings(base).contactAttempts).toEqual({ flagAt: 3, pauseAt: 5, windowHours: 24, pauseHours: 24 })
    const set = loadSettings({
      ...base,
      CONTACT_ATTEMPTS_FLAG_AT: '2',
      CONTACT_ATTEMPTS_PAUSE_AT: '4',
      CONTACT_ATTEMPTS_WINDOW_HOURS: '48',
      CHAT_PAUSE_HOURS: '12',
    })
    expect(set.contactAttempts).toEqual({ flagAt: 2, pauseAt: 4, windowHours: 48, pauseHours: 12 })
  })

  it('refuses anything but a positive integer in each, naming the variable', () => {
    const bad = fc.oneof(
      fc.string().filter((value) => value.trim() !== '' && !(Number.isInteger(Number(value)) && Number(value) > 0)),
      fc.integer({ max: 0 }).map(String),
      fc.double({ noInteger: true, noNaN: true }).map(String),
    )
    const names = fc.constantFrom('CONTACT_ATTEMPTS_FLAG_AT', 'CONTACT_ATTEMPTS_PAUSE_AT', 'CONTACT_ATTEMPTS_WINDOW_HOURS', 'CHAT_PAUSE_HOURS')
    fc.assert(
      fc.property(names, bad, (name, value) => {
        expect(() => loadSettings({ ...base, [name]: value })).toThrow(new RegExp(`^Configuração inválida:\\n${name} deve ser um número inteiro positivo`))
      }),
    )
  })

  it('refuses a pause that would come before the flag', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 1000 }), fc.integer({ min: 1, max: 1000 }), (flagAt, pauseAt) => {
        const env = { ...base, CONTACT_ATTEMPTS_FLAG_AT: String(flagAt), CONTACT_ATTEMPTS_PAUSE_AT: String(pauseAt) }
        if (flagAt <= pauseAt) expect(loadSettings(env).contactAttempts).toMatchObject({ flagAt, pauseAt })
        else expect(() => loadSettings(env)).toThrow('CONTACT_ATTEMPTS_FLAG_AT deve ser menor ou igual a CONTACT_ATTEMPTS_PAUSE_AT')
      }),
    )
  })
})
