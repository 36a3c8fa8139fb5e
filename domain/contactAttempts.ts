/**
 * The second line of defence behind the masking (issue 37, decision 0054): a message or a public
 * text in which something was hidden is an attempt to pass a contact before a hire. The masking
 * misses what nobody wrote a rule for, but whoever tries once usually tries again in other words,
 * so repeated attempts by one person are flagged for admins, and in the chat they pause the sender.
 */
import type { Country } from './countries'
import { countryTimeZone } from './timeZone'

/** A chat flag: one masked message (`contact`), or one sender's repeated attempts in the conversation (`attempts`). */
export const CONVERSATION_FLAG_KINDS = ['contact', 'attempts'] as const
export type ConversationFlagKind = (typeof CONVERSATION_FLAG_KINDS)[number]

export const conversationFlagKindLabels: Record<ConversationFlagKind, string> = {
  contact: 'Contato ocultado',
  attempts: 'Tentativas de contato',
}

/**
 * When a pause ends, as the people of the conversation read it: in its shop's country's zone
 * (both parties work there), '15/12/2026 às 14:30'.
 */
export function pauseEndText(until: Date, country: Country): string {
  const timeZone = countryTimeZone(country)
  const date = new Intl.DateTimeFormat('pt-BR', { dateStyle: 'short', timeZone }).format(until)
  const time = new Intl.DateTimeFormat('pt-BR', { timeStyle: 'short', timeZone }).format(until)
  return `${date} às ${time}`
}
