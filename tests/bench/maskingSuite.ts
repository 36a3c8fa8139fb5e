// esbuild comes with tsx, a dependency: the same minifier bundlers use, to weigh what the browser downloads.
import { build } from 'esbuild'
import os from 'node:os'
import path from 'node:path'
import { gzipSync } from 'node:zlib'
import type { PreviousMessage } from '#domain/contactMasking'
import { maskContacts } from '#infra/contactMasking'
import { evasionAttempts, ordinaryMessages, type Attempt, type Ordinary } from '../fixtures/chatCorpus'
import { heldOutAttempts, heldOutOrdinary } from '../fixtures/chatCorpusHeldOut'
import { fmt, machineDescription, median, root, writeSection } from './lib'

const ROUNDS = Number(process.env.BENCH_MASKING_ROUNDS ?? 5)
const TIMED_PASSES = 20
const THROUGHPUT_PASSES = 50
const TARGETS = { recall: 0.995, falsePositives: 0.005, classRecall: 0.97 }

/** Caught: something masked, its label among the reasons, and no part the attempt names as revealing left in the text. */
const caught = ({ text, reason, previous, mustHide = [] }: Attempt) => {
  const result = maskContacts(text, { previousMessages: previous })
  return result.masked && result.reasons.includes(reason) && mustHide.every((part) => !result.text.includes(part))
}
const altered = ({ text, previous }: Ordinary) => maskContacts(text, { previousMessages: previous }).text !== text
const percent = (part: number, whole: number) => `${fmt((100 * part) / whole, 1)}%`
const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]

type Message = { text: string; previous?: (string | PreviousMessage)[] }

/**
 * Microseconds, each message timed alone `TIMED_PASSES` times: `perMessage` holds each message's
 * median (what the message costs, a pause of the shared machine aside), `samples` every timing.
 */
function latencies(messages: Message[]): { perMessage: number[]; samples: number[] } {
  const timings = messages.map(() => [] as number[])
  for (let pass = 0; pass < TIMED_PASSES; pass++) {
    for (const [index, { text, previous }] of messages.entries()) {
      const started = performance.now()
      maskContacts(text, { previousMessages: previous })
      timings[index].push((performance.now() - started) * 1000)
    }
  }
  const ascending = (values: number[]) => values.sort((a, b) => a - b)
  return { perMessage: ascending(timings.map(median)), samples: ascending(timings.flat()) }
}

function messagesPerSecond(messages: Message[]): number {
  const started = performance.now()
  for (let pass = 0; pass < THROUGHPUT_PASSES; pass++) for (const { text, previous } of messages) maskContacts(text, { previousMessages: previous })
  return (THROUGHPUT_PASSES * messages.length) / ((performance.now() - started) / 1000)
}

/** Minified and gzipped (level 9), as the web bundle would carry it; `alone` leaves out what it imports from domain/. */
async function gzipBytes(alone: boolean): Promise<number> {
  const result = await build({
    entryPoints: [path.join(root, 'domain/contactMasking.ts')],
    bundle: true,
    minify: true,
    format: 'esm',
    platform: 'browser',
    write: false,
    logLevel: 'warning',
    external: alone ? ['./contact', './documents', './messages/chat'] : [],
  })
  return gzipSync(result.outputFiles[0].contents, { level: 9 }).length
}

/** One row per class, in the corpus's order: how many, how many caught (or altered), the rate. */
function perClass<T extends { class: string }>(items: T[], counts: (item: T) => boolean): { name: string; total: number; counted: number }[] {
  const rows = new Map<string, { name: string; total: number; counted: number }>()
  for (const item of items) {
    const row = rows.get(item.class) ?? { name: item.class, total: 0, counted: 0 }
    row.total++
    if (counts(item)) row.counted++
    rows.set(item.class, row)
  }
  return [...rows.values()]
}

/** Recall per class on the evasion attempts, false positives per class on job talk, on the corpus and the held-out set; speed and size. */
export async function maskingSuite(): Promise<void> {
  const missed = evasionAttempts.filter((attempt) => !caught(attempt))
  const alteredMessages = ordinaryMessages.filter(altered)
  const recall = 1 - missed.length / evasionAttempts.length
  const falsePositives = alteredMessages.length / ordinaryMessages.length
  const attemptRows = perClass(evasionAttempts, caught)
  const classesMet = attemptRows.every((row) => row.counted / row.total >= TARGETS.classRecall)
  const classRows = attemptRows.map(
    ({ name, total, counted }) =>
      `| ${name} | ${total} | ${counted} | ${percent(counted, total)} | ${counted / total >= TARGETS.classRecall ? 'met' : '**missed**'} |`,
  )
  const ordinaryRows = perClass(ordinaryMessages, altered).map(({ name, total, counted }) => `| ${name} | ${total} | ${counted} | ${percent(counted, total)} |`)
  const heldOutMissed = heldOutAttempts.filter((attempt) => !caught(attempt))
  const heldOutAltered = heldOutOrdinary.filter(altered)

  const ordinary = ordinaryMessages.map(({ text }) => ({ text }))
  // The server passes both parties' latest messages (server/chat/store.ts): here the 8 before, every other one the other party's.
  const contextual = ordinaryMessages.map(({ text }, index) => ({
    text,
    previous: ordinaryMessages.slice(Math.max(0, index - 8), index).map((message, k) => (k % 2 ? { text: message.text, fromOtherParty: true } : message.text)),
  }))
  const workloads = [
    { name: 'ordinary job talk', messages: ordinary },
    { name: 'evasion attempts', messages: evasionAttempts },
    { name: "ordinary job talk, with both parties' 8 messages before as context", messages: contextual },
  ]
  for (const { messages } of workloads) latencies(messages) // warm-up: the JIT and the regular expressions' first compilation
  const rounds = workloads.map(() => ({ p50: [] as number[], p99: [] as number[], sampleP99: [] as number[], perSecond: [] as number[] }))
  for (let round = 0; round < ROUNDS; round++) {
    for (const [index, { name, messages }] of workloads.entries()) {
      const { perMessage, samples } = latencies(messages)
      const measured = {
        p50: percentile(perMessage, 50),
        p99: percentile(perMessage, 99),
        sampleP99: percentile(samples, 99),
        perSecond: messagesPerSecond(messages),
      }
      for (const key of Object.keys(measured) as (keyof typeof measured)[]) rounds[index][key].push(measured[key])
      console.log(`rodada ${round + 1} · ${name}: p50 ${fmt(measured.p50, 1)} µs, p99 ${fmt(measured.p99, 1)} µs, ${fmt(measured.perSecond)} mensagens/s`)
    }
  }
  const speedRows = workloads.map(({ name, messages }, index) => {
    const m = (values: number[], digits = 1) => fmt(median(values), digits)
    const { p50, p99, sampleP99, perSecond } = rounds[index]
    return `| ${name} | ${messages.length} | ${m(p50)} | ${m(p99)} | ${m(sampleP99)} | ${m(perSecond, 0)} |`
  })
  const [withImports, alone] = [await gzipBytes(false), await gzipBytes(true)]

  const quoted = (text: string) => `\`${JSON.stringify(text)}\``
  const list = (lines: string[]) => (lines.length ? lines.map((line) => `- ${line}`).join('\n') : '- none')
  writeSection(
    'masking',
    `## Contact masking (issues 11 and 23)

Command: \`npm run bench -- masking\` · ${new Date().toISOString().slice(0, 10)} · ${machineDescription()}

\`maskContacts\` (domain/contactMasking.ts, docs/decisions/0019-contact-masking.md) on the corpus of
tests/fixtures/chatCorpus.ts and chatCorpusTemplates.ts: ${evasionAttempts.length} attempts to pass a phone, e-mail, link or
handle before the hire (a number split across messages comes with the conversation before it, both parties' messages)
and ${ordinaryMessages.length} ordinary job-talk messages, each labelled with its class; most are generated from templates
by a seeded generator. An attempt counts as caught when something is masked, the reasons include its label and no
part it names as revealing (both halves of a number, the area code, the handle after a network's name) is left; an
ordinary message counts as altered when the text that comes back differs in any way.

| measure | result | target |
|---|---:|---|
| attempts caught (recall) | ${percent(evasionAttempts.length - missed.length, evasionAttempts.length)} (${evasionAttempts.length - missed.length} of ${evasionAttempts.length}) | ${recall >= TARGETS.recall ? 'met' : '**missed**'} (≥ 99.5%) |
| ordinary messages altered (false positives) | ${percent(alteredMessages.length, ordinaryMessages.length)} (${alteredMessages.length} of ${ordinaryMessages.length}) | ${falsePositives <= TARGETS.falsePositives ? 'met' : '**missed**'} (≤ 0.5%) |
| every class of attempts caught | ${classesMet ? 'yes' : 'no'} | ${classesMet ? 'met' : '**missed**'} (≥ 97% each) |

| class of attempts | attempts | caught | recall | target (≥ 97%) |
|---|---:|---:|---:|---|
${classRows.join('\n')}

| class of ordinary messages | messages | altered | false-positive rate |
|---|---:|---:|---:|
${ordinaryRows.join('\n')}

Attempts missed:
${list(missed.map((attempt) => `${quoted(attempt.text)}${attempt.previous ? ` after ${JSON.stringify(attempt.previous)}` : ''}: ${attempt.knownMiss ?? '**not a known miss**'}`))}

Ordinary messages altered:
${list(alteredMessages.map(({ text }) => quoted(text)))}

Held out: tests/fixtures/chatCorpusHeldOut.ts, written by hand after the rules above and never used to tune them
(decision 0019): ${heldOutAttempts.length} attempts and ${heldOutOrdinary.length} ordinary messages, reported apart.

| held-out set | count | caught or altered | rate |
|---|---:|---:|---:|
| attempts caught | ${heldOutAttempts.length} | ${heldOutAttempts.length - heldOutMissed.length} | ${percent(heldOutAttempts.length - heldOutMissed.length, heldOutAttempts.length)} |
| ordinary messages altered | ${heldOutOrdinary.length} | ${heldOutAltered.length} | ${percent(heldOutAltered.length, heldOutOrdinary.length)} |

Held-out attempts missed:
${list(heldOutMissed.map((attempt) => `${quoted(attempt.text)} (${attempt.class})`))}

Held-out ordinary messages altered:
${list(heldOutAltered.map(({ text, class: name }) => `${quoted(text)} (${name})`))}

Speed on one core of this machine, shared with other work (load average ${fmt(os.loadavg()[0], 1)} at the end): each message timed alone ${TIMED_PASSES} times per round.
p50 and p99 are over messages, each message's time being the median of its timings; the single-timing p99 also counts
the pauses of the machine and of the garbage collector. Throughput is ${THROUGHPUT_PASSES} passes over the set back to back.
Medians of ${ROUNDS} rounds after a warm-up.

| messages | count | p50 µs | p99 µs | p99 µs of single timings | messages/s |
|---|---:|---:|---:|---:|---:|
${speedRows.join('\n')}

Size in the browser bundle (esbuild, minified, gzip level 9): ${fmt(alone / 1024, 1)} KB for the module alone,
${fmt(withImports / 1024, 1)} KB with what it imports (\`normalizePhone\` from domain/contact.ts, \`isValidCpf\` from
domain/documents.ts, the placeholder from domain/messages/).
`,
  )
}
