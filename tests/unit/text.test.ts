import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { jobFormSchema } from '#domain/jobForm'
import { jobMessages } from '#domain/messages/jobs'
import { barberProfileSchema, shopProfileSchema } from '#domain/profileSchemas'
import { signupSchema } from '#domain/signup'
import { cleanDisplayText } from '#domain/text'

/** Characters that draw nothing (or break the line) in one-line text: what must never come out. */
const HIDDEN = /[\p{Cc}\p{Cf}\p{Cs}\p{Default_Ignorable_Code_Point}\u2028\u2029]/u
/** The sequences emoji need, taken out before looking for anything hidden. */
// The joiners and variation selectors are matched on their own, after the pictograph they follow.
const EMOJI_PARTS =
  // oxlint-disable-next-line no-misleading-character-class
  /(?<=\p{Extended_Pictographic}[\u{1F3FB}-\u{1F3FF}\uFE0F]?)\u200D(?=\p{Extended_Pictographic})|(?<=\p{Emoji})[\uFE0E\uFE0F]|\u{1F3F4}[\u{E0020}-\u{E007E}]+\u{E007F}/gu

const SPOOFING = [
  '\u202A',
  '\u202B',
  '\u202C',
  '\u202D',
  '\u202E',
  '\u2066',
  '\u2067',
  '\u2068',
  '\u2069',
  '\u200B',
  '\u200C',
  '\u200D',
  '\u200E',
  '\u200F',
  '\u061C',
  '\uFEFF',
  '\u00AD',
  '\u2060',
  '\u3164',
  '\u115F',
  '\u034F',
  '\u180E',
  '\uFE0F',
  '\u{E0041}',
  '\u0000',
  '\u001B',
  '\u007F',
  '\u009B',
  '\uD800',
]

/** Real emoji built with joiners, selectors and tags (written as escapes: the characters are invisible). */
const EMOJI = {
  family: '\u{1F468}\u200D\u{1F469}\u200D\u{1F467}',
  rainbowFlag: '\u{1F3F3}\uFE0F\u200D\u{1F308}',
  womanRunning: '\u{1F3C3}\u200D\u2640\uFE0F',
  coupleWithSkinTones: '\u{1F9D1}\u{1F3FD}\u200D\u{1F91D}\u200D\u{1F9D1}\u{1F3FB}',
  barberWithRedHair: '\u{1F469}\u200D\u{1F9B0}',
  heartOnFire: '\u2764\uFE0F\u200D\u{1F525}',
  redHeart: '\u2764\uFE0F',
  keycapOne: '1\uFE0F\u20E3',
  pirateFlag: '\u{1F3F4}\u200D\u2620\uFE0F',
  scotland: '\u{1F3F4}\u{E0067}\u{E0062}\u{E0073}\u{E0063}\u{E0074}\u{E007F}',
  scissors: '\u2702\uFE0F',
}

/** Printable text: letters with and without accents, digits, punctuation, symbols, spaces inside. */
const printable = fc
  .string({ unit: fc.oneof(fc.constantFrom(...'aáàâãçéêíóôõúüñAÇÉ0123456789 .,-_/@&()!?ºª$€'), fc.string({ unit: 'grapheme', minLength: 1, maxLength: 1 })) })
  .filter((text) => !HIDDEN.test(text) && !/\s/u.test(text.replaceAll(' ', '')))
  .map((text) => text.trim())

describe('cleanDisplayText', () => {
  it.each(SPOOFING.map((character) => [`U+${character.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')}`, character]))(
    'removes %s wherever it is',
    (_name, character) => {
      expect(cleanDisplayText(`${character}Barbearia${character} do ${character}João${character}`)).toBe('Barbearia do João')
    },
  )

  it('shows a right-to-left override for what it is: gone, the text in its real order', () => {
    expect(cleanDisplayText('Corte foto\u202Egpj.exe')).toBe('Corte fotogpj.exe')
    expect(cleanDisplayText('\u2067Navalha\u2069 \u200B\u200BClub')).toBe('Navalha Club')
  })

  it('puts a name on one line and trims it', () => {
    expect(cleanDisplayText('  João\nda\r\nSilva\t\u2028Jr.\u2029de\u0085Souza ')).toBe('João da  Silva  Jr. de Souza')
  })

  it('leaves a name of only invisible characters empty', () => {
    expect(cleanDisplayText('\u3164\u200B\u202E \u2060')).toBe('')
  })

  it.each(Object.entries(EMOJI))('keeps the %s emoji whole', (_name, emoji) => {
    expect(cleanDisplayText(`Barbearia ${emoji}`)).toBe(`Barbearia ${emoji}`)
  })

  it('drops a joiner or a selector that joins nothing', () => {
    expect(cleanDisplayText('a\u200Db')).toBe('ab')
    expect(cleanDisplayText('\u{1F468}\u200D\u202E\u{1F469}')).toBe('\u{1F468}\u{1F469}')
    expect(cleanDisplayText('a\uFE0F')).toBe('a')
    expect(cleanDisplayText('\u{E0067}\u{E0062}\u{E007F}')).toBe('')
  })

  it('leaves nothing hidden in any text but the parts emoji need', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary' }), (text) => {
        expect(cleanDisplayText(text).replace(EMOJI_PARTS, '')).not.toMatch(HIDDEN)
      }),
      { numRuns: 2000 },
    )
  })

  it('leaves nothing hidden in text made of spoofing characters, emoji and letters', () => {
    const pieces = fc.array(fc.oneof(fc.constantFrom(...SPOOFING, ...Object.values(EMOJI), '\u200D', '\uFE0F', 'a', ' ', '\u{1F469}')), { maxLength: 20 })
    fc.assert(
      fc.property(pieces, (parts) => {
        const cleaned = cleanDisplayText(parts.join(''))
        expect(cleaned.replace(EMOJI_PARTS, '')).not.toMatch(HIDDEN)
        expect(cleanDisplayText(cleaned)).toBe(cleaned)
      }),
      { numRuns: 2000 },
    )
  })

  it('changes no ordinary printable text', () => {
    fc.assert(
      fc.property(printable, (text) => {
        expect(cleanDisplayText(text)).toBe(text)
      }),
      { numRuns: 2000 },
    )
  })

  it('is idempotent', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary' }), (text) => {
        const once = cleanDisplayText(text)
        expect(cleanDisplayText(once)).toBe(once)
      }),
      { numRuns: 2000 },
    )
  })
})

describe('the forms see names as the server will store them', () => {
  const hidden = (text: string) => `\u202E${text.split(' ').join('\u200B ')}\u2066\uFEFF`

  it('cleans them before checking their length', () => {
    const signup = signupSchema.safeParse({
      userType: 'barber',
      name: hidden('João'),
      document: '529.982.247-25',
      phone: '(11) 98765-4321',
      email: 'joao@exemplo.com',
      password: 'segredo123',
    })
    expect(signup.success && signup.data.name).toBe('João')
    const job = jobFormSchema.parse({
      title: hidden('Barbeiro para equipe'),
      description: 'Procuramos barbeiro com experiência.',
      payNote: hidden('A combinar'),
    })
    expect([job.title, job.payNote]).toEqual(['Barbeiro para equipe', 'A combinar'])
    const tooShort = jobFormSchema.safeParse({ title: 'Cor\u200B\u200B\u200Bt', description: 'Procuramos barbeiro com experiência.' })
    expect(tooShort.error?.issues.map((issue) => issue.message)).toEqual([jobMessages.titleTooShort])
  })

  it('takes a profile name of hidden characters for an empty one, and drops an empty specialty', () => {
    const barber = barberProfileSchema.safeParse({
      name: '\u3164\u200B',
      age: 30,
      experienceYears: 5,
      bio: 'Degradê e barba.',
      instagram: hidden('@rafa.barber'),
      specialties: [hidden('Degradê'), '\u200B'],
      video: 1,
      state: 'SP',
      city: hidden('São Paulo'),
      district: 'Pinheiros',
    })
    expect(barber.error?.issues.map(({ path, message }) => [path.join('.'), message])).toEqual([['name', 'Informe seu nome completo.']])
    const shop = shopProfileSchema.parse({
      name: hidden('Barbearia Dom Bigode'),
      cnpj: '11.222.333/0001-81',
      description: 'Barbearia de bairro.',
      whatsapp: '(31) 98888-7777',
      address: hidden('Rua da Bahia, 1000'),
      state: 'MG',
      city: 'Belo Horizonte',
      district: hidden('Lourdes'),
    })
    expect(shop).toMatchObject({ name: 'Barbearia Dom Bigode', address: 'Rua da Bahia, 1000', district: 'Lourdes' })
    const fixed = barberProfileSchema.parse({
      name: 'Rafael',
      age: 30,
      experienceYears: 5,
      bio: 'Degradê e barba.',
      instagram: hidden('@rafa.barber'),
      specialties: [hidden('Degradê'), '\u200B'],
      video: 1,
      state: 'SP',
      city: hidden('São Paulo'),
      district: 'Pinheiros',
    })
    expect(fixed).toMatchObject({ instagram: 'rafa.barber', specialties: ['Degradê'], city: 'São Paulo' })
  })
})
