/**
 * `npm run bench [-- suite... [--soak-minutes N] [--boot-only]]`: speed budgets, measured (never asserted by timed tests).
 * Results go to docs/BENCHMARKS.md, one section per suite.
 */
import minimist from 'minimist'
import { alertsSuite } from './alertsSuite'
import { apiSuite, openJobsSuite } from './apiSuite'
import { authSuite } from './authSuite'
import { chatSuite } from './chatSuite'
import { clusterSuite } from './clusterSuite'
import { maskingSuite } from './maskingSuite'
import { pagesSuite } from './pagesSuite'
import { profileSaveSuite } from './profileSaveSuite'
import { searchSuite } from './searchSuite'
import { shellSuite } from './shellSuite'
import { uploadsSuite } from './uploadsSuite'
import { webSuite } from './webSuite'

const suites: Record<string, () => Promise<void>> = {
  api: apiSuite,
  'open-jobs': openJobsSuite,
  auth: authSuite,
  search: searchSuite,
  web: webSuite,
  pages: pagesSuite,
  shell: shellSuite,
  uploads: uploadsSuite,
  'profile-save': profileSaveSuite,
  masking: maskingSuite,
  chat: chatSuite,
  alerts: alertsSuite,
  cluster: clusterSuite,
}
// Suites by name; options after them (`--soak-minutes 3`) reach the suites through the environment.
const args = minimist(process.argv.slice(2), { string: ['soak-minutes'], boolean: ['boot-only'] })
if (args['soak-minutes'] !== undefined) process.env.BENCH_SOAK_MINUTES = args['soak-minutes']
if (args['boot-only']) process.env.BENCH_BOOT_ONLY = '1'
const requested = args._.map(String)
const selected = requested.length ? requested : Object.keys(suites)
let exitCode = 0
for (const name of selected) {
  const suite = suites[name]
  if (!suite) {
    console.error(`Suíte desconhecida "${name}". Disponíveis: ${Object.keys(suites).join(', ')}`)
    exitCode = 2
    continue
  }
  console.log(`\n== ${name} ==`)
  try {
    await suite()
  } catch (error) {
    console.error(error)
    exitCode = 1
  }
}
process.exit(exitCode)
