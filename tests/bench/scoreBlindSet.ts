import path from 'node:path'
import { maskContacts } from '#infra/contactMasking'
import { loadMaskingSet } from '../fixtures/maskingSet'
import { blindFigures } from './maskingBlind'

/**
 * The figures of one frozen blind set, by family, without its misses: a set waiting for its round
 * (the bench's, tests/fixtures/masking-blind/, by default; a folder of its own when a new set is frozen beside it)
 * is scored without anyone reading what it catches or not.
 * `node --import tsx tests/bench/scoreBlindSet.ts tests/fixtures/masking-blind`
 */
const folder = path.resolve(process.argv[2] ?? 'tests/fixtures/masking-blind')
const set = loadMaskingSet(folder)
if (!set) throw new Error(`Nenhum conjunto em ${folder} (attempts.json, ordinary.json).`)
const figures = blindFigures(maskContacts, set)
const percent = (part: number, total: number) => `${((100 * part) / total).toFixed(1)}%`
for (const { family, caught, total } of figures.families) console.log(`${family}: ${caught}/${total} (${percent(caught, total)})`)
const caught = figures.families.reduce((sum, family) => sum + family.caught, 0)
const total = figures.families.reduce((sum, family) => sum + family.total, 0)
console.log(`all: ${caught}/${total} (${percent(caught, total)})`)
console.log(
  `ordinary altered: ${figures.ordinary.altered.length}/${figures.ordinary.total} (${percent(figures.ordinary.altered.length, figures.ordinary.total)})`,
)
