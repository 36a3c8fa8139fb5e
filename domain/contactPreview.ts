import { normalizePhone } from './contact'
import { DEFAULT_VOCABULARY, type ContactKnowledge } from './contactDetection/knowledge'
import { createContactMasker } from './contactMasking'

/**
 * What the composer warns about before a message is sent (web/chat/MessageComposer.tsx): the server's
 * masking (infra/contactMasking.ts) read with what fits in a browser. The numbering plans' patterns of
 * domain/contact.ts stand for libphonenumber-js's, two dozen common endings for IANA's list, and a
 * handle must be shaped like one (no word list). A preview only: the server decides what is hidden,
 * and tells the sender (decision 0053).
 */

const COMMON_TOP_LEVEL_DOMAINS = new Set(
  'com net org br pt io me app dev info biz site online store shop link bio page gl gg tv xyz eu uk ly co ee gd barber studio art blog'.split(' '),
)
const TRUNK_AND_CARRIER = /^0(?:\d{2})?(?=[1-9]{2}\d{8,9}$)/

const previewKnowledge: ContactKnowledge = {
  phone(digits, international) {
    const national = digits.replace(TRUNK_AND_CARRIER, '')
    const candidates = international ? [`+${digits.replace(/^00/, '')}`] : [digits, national, `+${digits}`]
    if (candidates.some((candidate) => normalizePhone(candidate) ?? normalizePhone(candidate, 'PT'))) return 'valid'
    if (/^[2-5]\d{7}$|^9\d{8}$/.test(digits)) return 'local'
    return undefined
  },
  isTld: (label) => COMMON_TOP_LEVEL_DOMAINS.has(label),
  isWord: (token) => !/[._]|\d/.test(token),
  isCommonWord: (token) => !/[._]|\d/.test(token),
  vocabulary: DEFAULT_VOCABULARY,
}

/** Whether the server will likely hide something of this text. */
export const previewContacts = createContactMasker(previewKnowledge)
