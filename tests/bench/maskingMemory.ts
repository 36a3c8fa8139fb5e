// Run by the masking suite in a process of its own (node --import tsx --expose-gc): what the server's
// detector adds to a process's memory once loaded and used (libphonenumber-js's metadata, the word
// lists, IANA's domains, linkify-it), printed as JSON.
import { evasionAttempts, ordinaryMessages } from '../fixtures/chatCorpus'

const collect = globalThis.gc ?? (() => undefined)
const usage = () => {
  collect()
  const { rss, heapUsed } = process.memoryUsage()
  return { rss, heapUsed }
}
const before = usage()
const { maskContacts } = await import('#infra/contactMasking')
for (const { text, previous } of [...evasionAttempts, ...ordinaryMessages]) maskContacts(text, { previousMessages: previous })
const after = usage()
console.log(JSON.stringify({ rss: after.rss - before.rss, heapUsed: after.heapUsed - before.heapUsed }))
