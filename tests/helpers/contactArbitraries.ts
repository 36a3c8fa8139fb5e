import fc from 'fast-check'
import { dddArb, digitString } from './phoneArbitraries'

/**
 * Texts with a contact written into them, as people put one in a bio, a job or a review, for the
 * contact policy's property tests (domain/contactPolicy.ts). `secrets` are the parts of the contact
 * that must never reach someone who is not its author or an admin.
 */
export type ContactText = { text: string; secrets: string[] }

const word = fc.stringMatching(/^[a-z]{4,6}$/)

const phone = fc.tuple(dddArb, digitString(4), digitString(4), fc.integer({ min: 0, max: 3 })).map(([area, first, last, layout]): ContactText => {
  const local = [`9${first}-${last}`, `9${first}${last}`, `9${first} ${last}`, `9${first}.${last}`][layout]!
  const written = [`(${area}) ${local}`, `${area} ${local}`, `+55 ${area} ${local}`, `zap ${area} ${local}`][layout]!
  return { text: written, secrets: [local, `9${first}${last}`] }
})
const email = fc.tuple(word, word, word).map(([name, surname, host]): ContactText => {
  const address = `${name}.${surname}@${host}.com.br`
  return { text: address, secrets: [address, `${name}.${surname}@`] }
})
const link = fc.tuple(word, word, fc.boolean()).map(([first, second, scheme]): ContactText => {
  const host = `${first}${second}.com.br`
  return { text: scheme ? `https://${host}/agenda` : `www.${host}`, secrets: [host] }
})
const handle = fc.tuple(word, word).map(([first, second]): ContactText => ({ text: `@${first}_${second}`, secrets: [`${first}_${second}`] }))

/** A contact alone, short enough for a specialty (40 characters). */
export const contactArb = fc.oneof(phone, email, link, handle)

const leads = ['Chama no', 'Contato:', 'Fale comigo', 'Agende pelo', 'Orçamentos', 'Me acha em', 'Atendimento']
const tails = ['', '.', ' que eu respondo.', ', qualquer hora!', ' (seg a sáb)']

/** An ordinary sentence around a contact, at most 80 characters (a district's limit). */
export const contactTextArb = fc
  .tuple(fc.constantFrom(...leads), contactArb, fc.constantFrom(...tails))
  .map(([lead, contact, tail]): ContactText => ({ text: `${lead} ${contact.text}${tail}`, secrets: contact.secrets }))
