/**
 * Without SMTP the e-mails are written to $DATA_DIR/outbox, reset and sign-in links included
 * (issue 36, item 11): only the server's own user may read them, whatever the process's umask and
 * whatever mode the folder had before, as the demo passwords file already is.
 */
import { chmodSync, mkdirSync } from 'node:fs'
import { readdir } from 'node:fs/promises'
import path from 'node:path'
import fc from 'fast-check'
import nodemailer from 'nodemailer'
import { pino } from 'pino'
import { describe, expect, it } from 'vitest'
import { outboxTransport } from '#infra/email/outboxTransport'
import { modeOf, scratchFolder } from '../helpers/fileModes'

const root = scratchFolder('navalha-outbox-')

let run = 0
/** An outbox folder that does not exist yet, or one left by an older version with a mode anyone reads. */
function outboxFolder(existingMode: number | null): string {
  const folder = path.join(root, `outbox-${run++}`)
  if (existingMode !== null) {
    mkdirSync(folder)
    // Set after creating: mkdir's mode goes through the umask.
    chmodSync(folder, existingMode)
  }
  return folder
}

describe('the outbox in production (no SMTP, links not logged)', () => {
  it('keeps the folder 0700 and every .eml 0600, for any umask and any mode the folder had', async () => {
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: 0, max: 0o777 }), fc.option(fc.constantFrom(0o755, 0o777, 0o750, 0o711), { nil: null }), async (umask, existing) => {
        process.umask(umask)
        const folder = outboxFolder(existing)
        const mailer = nodemailer.createTransport(outboxTransport(folder, pino({ enabled: false }), { logLinks: false }))
        await mailer.sendMail({
          from: 'Navalha <nao-responda@navalha.test>',
          to: 'pessoa@navalha.test',
          subject: 'Redefinir senha',
          text: 'Abra https://navalha.test/redefinir-senha?token=segredo para escolher uma nova senha.',
        })
        expect(await modeOf(folder)).toBe(0o700)
        const files = await readdir(folder)
        expect(files).toHaveLength(1)
        expect(await modeOf(path.join(folder, files[0]!))).toBe(0o600)
      }),
      { numRuns: 25 },
    )
  })
})
