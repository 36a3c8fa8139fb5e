// esbuild comes with tsx, a dependency: the same minifier bundlers use, to weigh what the browser downloads.
import { build } from 'esbuild'
import { execFileSync } from 'node:child_process'
import os from 'node:os'
import path from 'node:path'
import { gzipSync } from 'node:zlib'
import type { MaskContacts, PreviousMessage } from '#domain/contactMasking'
import { maskContacts } from '#infra/contactMasking'
import { evasionAttempts, ordinaryMessages, type Attempt, type Ordinary } from '../fixtures/chatCorpus'
import { heldOutAttempts, heldOutOrdinary } from '../fixtures/chatCorpusHeldOut'
import { fmt, machineDescription, median, root, writeSection } from './lib'
import { loadMaskingSet } from '../fixtures/maskingSet'
import { blindFigures, type BlindFigures } from './maskingBlind'
import { byFamily, leaveOneFamilyOut, type HeldOutRow } from './maskingFamilies'

const ROUNDS = Number(process.env.BENCH_MASKING_ROUNDS ?? 5)
const TIMED_PASSES = 20
const THROUGHPUT_PASSES = 50
const TARGETS = { recall: 0.995, falsePositives: 0.005, classRecall: 0.97, familyRecall: 0.98, p99Microseconds: 1000 }
const BLIND_FOLDER = path.join(root, 'tests/fixtures/masking-blind')

/** Caught: something masked, its label among the reasons, and no part the attempt names as revealing left in the text. */
const caughtBy = (mask: MaskContacts, { text, reason, previous, mustHide = [] }: Attempt) => {
  const result = mask(text, { previousMessages: previous })
  return result.masked && result.reasons.includes(reason) && mustHide.every((part) => !result.text.includes(part))
}
const alteredBy = (mask: MaskContacts, { text, previous }: Ordinary) => mask(text, { previousMessages: previous }).text !== text
const caught = (attempt: Attempt) => caughtBy(maskContacts, attempt)
const altered = (message: Ordinary) => alteredBy(maskContacts, message)
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

/** The composer's preview (domain/contactPreview.ts), minified and gzipped (level 9), as the web bundle carries it; `alone` leaves out the packages it imports. */
async function gzipBytes(alone: boolean): Promise<number> {
  const result = await build({
    entryPoints: [path.join(root, 'domain/contactPreview.ts')],
    bundle: true,
    minify: true,
    format: 'esm',
    platform: 'browser',
    write: false,
    logLevel: 'warning',
    external: alone ? ['confusables', 'fastest-levenshtein'] : [],
  })
  return gzipSync(result.outputFiles[0].contents, { level: 9 }).length
}

/** What the server's detector adds to a process's heap once loaded and used on the corpus, measured in a process of its own. */
function detectorHeapBytes(): number {
  const output = execFileSync(process.execPath, ['--import', 'tsx', '--expose-gc', path.join(root, 'tests/bench/maskingMemory.ts')], {
    cwd: root,
    encoding: 'utf8',
  })
  return (JSON.parse(output.trim().split('\n').at(-1)!) as { heapUsed: number }).heapUsed
}

const familyTable = (rows: { family: string; total: number; caught: number }[]) =>
  rows
    .map(
      ({ family, total, caught: count }) =>
        `| ${family} | ${total} | ${count} | ${total ? percent(count, total) : '–'} | ${!total ? '–' : count / total >= TARGETS.familyRecall ? 'met' : '**missed**'} |`,
    )
    .join('\n')

function heldOutSection(rows: HeldOutRow[]): string {
  const attempts = rows.filter((row) => row.kind === 'attempts')
  const ordinary = rows.filter((row) => row.kind === 'ordinary')
  const removed = (row: HeldOutRow) => (row.removed.length ? row.removed.map((entry) => `\`${entry}\``).join(', ') : 'none')
  return `| template family held out (attempts) | attempts | caught | recall | entries taken out of the lists |
|---|---:|---:|---:|---|
${attempts.map((row) => `| ${row.family} | ${row.total} | ${row.counted} | ${percent(row.counted, row.total)} | ${removed(row)} |`).join('\n')}

| template family held out (job talk) | messages | altered | rate | entries taken out of the lists |
|---|---:|---:|---:|---|
${ordinary.map((row) => `| ${row.family} | ${row.total} | ${row.counted} | ${percent(row.counted, row.total)} | ${removed(row)} |`).join('\n')}`
}

function blindSection(figures: BlindFigures | undefined, error: string | undefined): string {
  if (error) return `The blind set in tests/fixtures/masking-blind/ could not be read: ${error}`
  if (!figures) return 'The blind set is not in tests/fixtures/masking-blind/ yet (attempts.json, ordinary.json): no blind figures.'
  const quoted = (text: string) => `\`${JSON.stringify(text)}\``
  const rows = figures.families.map(({ family, total, caught: count }) => ({ family, total, caught: count }))
  const missed = figures.families.flatMap(({ missed: list }) => list.map((attempt) => `${attempt.id} (${attempt.family}): ${quoted(attempt.text)}`))
  return `Blind set: tests/fixtures/masking-blind/ (the seventh outside set, frozen before round 7 and scored once after it), written without reading the detector and never tuned on.

| family | attempts | caught | recall | target (≥ 98%) |
|---|---:|---:|---:|---|
${familyTable(rows)}

| ordinary messages | altered | rate | target (≤ 0.5%) |
|---:|---:|---:|---|
| ${figures.ordinary.total} | ${figures.ordinary.altered.length} | ${figures.ordinary.total ? percent(figures.ordinary.altered.length, figures.ordinary.total) : '–'} | ${figures.ordinary.altered.length <= TARGETS.falsePositives * figures.ordinary.total ? 'met' : '**missed**'} |

Blind attempts missed:
${missed.length ? missed.map((line) => `- ${line}`).join('\n') : '- none'}

Blind ordinary messages altered:
${figures.ordinary.altered.length ? figures.ordinary.altered.map((message) => `- ${message.id} (${message.category}): ${quoted(message.text)}`).join('\n') : '- none'}`
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
  const tuningFamilies = byFamily(evasionAttempts, caught)
  const held = leaveOneFamilyOut(evasionAttempts, ordinaryMessages, caughtBy, alteredBy)
  const heldOutFamilies = byFamily(evasionAttempts, (attempt) => held.caughtWhenHeldOut.has(attempt))
  const heldOutOrdinaryAltered = held.rows.filter((row) => row.kind === 'ordinary').reduce((sum, row) => sum + row.counted, 0)
  let blind: BlindFigures | undefined
  let blindError: string | undefined
  try {
    const set = loadMaskingSet(BLIND_FOLDER)
    blind = set && blindFigures(maskContacts, set)
  } catch (error) {
    blindError = (error as Error).message
  }

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
  const heap = detectorHeapBytes()
  const worstP99 = Math.max(...rounds.map((round) => median(round.p99)))

  const quoted = (text: string) => `\`${JSON.stringify(text)}\``
  const list = (lines: string[]) => (lines.length ? lines.map((line) => `- ${line}`).join('\n') : '- none')
  writeSection(
    'masking',
    `## Contact masking (issues 11, 23 and 37)

Command: \`npm run bench -- masking\` · ${new Date().toISOString().slice(0, 10)} · ${machineDescription()}

\`maskContacts\` (infra/contactMasking.ts: the algorithm of domain/contactMasking.ts with the server's maintained data,
docs/decisions/0019-contact-masking.md and 0053-contact-detection-with-maintained-data.md) on the corpus of
tests/fixtures/chatCorpus.ts, chatCorpusTemplates.ts, chatCorpusRound1.ts to chatCorpusRound7.ts (the first seven outside
sets, blind until their misses were fixed, now tuning data: tests/fixtures/masking-tuning-round1/ to -round7/): ${evasionAttempts.length} attempts to pass a phone, e-mail, link or
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

### Tuning figures, by family

The whole corpus, the five outside sets that were blind once included, every rule and list written knowing it: what the detector does on
what it was tuned on, not what it does on new tricks. A family is the kind an attempt must be hidden as, and "split" for a contact given across messages.

| family | attempts | caught | recall | target (≥ 98%) |
|---|---:|---:|---:|---|
${familyTable(tuningFamilies)}

### Leave one family out

Each template family (the class a generator of tests/fixtures/chatCorpusTemplates.ts, or a hand-written list beside it,
labels its lines with) is held out in turn. This detector has no weights to retrain; what it learnt from the corpus is of
two kinds. Its lists (domain/contactDetection/knowledge.ts: networks and nicknames, emoji, descriptions, words announcing a
handle or an address, mail providers, shorteners, words of the trade) are data: for each family they are rebuilt without
every entry that only that family's lines show, and the family is measured with the masker built on what is left. The
rules in code (number words, "meia", spoken area codes, numbers in parts, how a network's name sounds by ear) were
written knowing every family and cannot be taken apart so: for the families they cover, the figure is an upper bound,
and the blind set below is what measures them. Libraries' data (numbering plans, IANA's domains, the word lists) owe
nothing to the corpus.

| family | attempts | caught while its template family was held out | recall | target (≥ 98%) |
|---|---:|---:|---:|---|
${familyTable(heldOutFamilies)}

Job talk altered while its own family was held out: ${heldOutOrdinaryAltered} of ${ordinaryMessages.length} (${percent(heldOutOrdinaryAltered, ordinaryMessages.length)}; target ≤ 0.5%).

${heldOutSection(held.rows)}

### Blind set

${blindSection(blind, blindError)}

### By class, on the corpus

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

Speed on one core of this machine (target: p99 under ${fmt(TARGETS.p99Microseconds)} µs a message, the chat's budget; worst p99 here ${fmt(worstP99, 1)} µs, ${worstP99 < TARGETS.p99Microseconds ? 'met' : '**missed**'}), shared with other work (load average ${fmt(os.loadavg()[0], 1)} at the end): each message timed alone ${TIMED_PASSES} times per round.
p50 and p99 are over messages, each message's time being the median of its timings; the single-timing p99 also counts
the pauses of the machine and of the garbage collector. Throughput is ${THROUGHPUT_PASSES} passes over the set back to back.
Medians of ${ROUNDS} rounds after a warm-up.

| messages | count | p50 µs | p99 µs | p99 µs of single timings | messages/s |
|---|---:|---:|---:|---:|---:|
${speedRows.join('\n')}

Size in the browser bundle: the composer imports only the preview (domain/contactPreview.ts: the same algorithm with the
numbering plans' patterns of domain/contact.ts, two dozen endings and no word list); the server's data stays on the server.
esbuild, minified, gzip level 9: ${fmt(alone / 1024, 1)} KB without the packages it imports (confusables,
fastest-levenshtein), ${fmt(withImports / 1024, 1)} KB with them.

Memory on the server: loading the detector's data (libphonenumber-js's metadata, IANA's domains and linkify-it at start,
the word lists packed on first use) and masking the corpus once adds ${fmt(heap / 2 ** 20, 1)} MiB to a process's heap
(measured after a full collection, in a process of its own: tests/bench/maskingMemory.ts).
`,
  )
}
