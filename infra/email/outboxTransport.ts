import fs from 'node:fs/promises'
import path from 'node:path'
import type { Logger } from 'pino'
import type { SentMessageInfo, Transport } from 'nodemailer'
import { privateFolderSync } from '../privateFolders'

/**
 * Without SMTP_URL, every e-mail is written to `$DATA_DIR/outbox/` as an .eml file (any mail
 * program opens it). Locally its links are logged too, so a local user can confirm an account or
 * reset a password by clicking in the terminal; in production (`logLinks` off) only the file is:
 * a link carries a token that signs someone in, and logs are read by more people than the outbox.
 * For the same reason the folder is 0700 and each file 0600, like the demo passwords file: set
 * explicitly, since a mode given at creation goes through the umask and a folder left by an
 * older version keeps the mode it had.
 */
/** A new file only its owner reads: created 0600 (never an existing file), then set to 0600 whatever the umask took away. */
async function writePrivately(file: string, content: Buffer): Promise<void> {
  const handle = await fs.open(file, 'wx', 0o600)
  try {
    await handle.chmod(0o600)
    await handle.writeFile(content)
  } finally {
    await handle.close()
  }
}

export function outboxTransport(folder: string, logger: Logger, { logLinks }: { logLinks: boolean }): Transport<SentMessageInfo> {
  privateFolderSync(folder)
  return {
    name: 'navalha-outbox',
    version: '1.0.0',
    send(mail, callback) {
      const messageId = mail.message.messageId()
      const stamp = new Date().toISOString().replace(/[:.]/g, '-')
      const file = path.join(folder, `${stamp}-${messageId.replace(/[^a-z0-9]/gi, '').slice(0, 24)}.eml`)
      const chunks: Buffer[] = []
      const stream = mail.message.createReadStream()
      stream.on('data', (chunk: Buffer) => chunks.push(chunk))
      stream.on('error', (error: Error) => callback(error, undefined as never))
      stream.on('end', () => {
        writePrivately(file, Buffer.concat(chunks))
          .then(() => {
            const text = typeof mail.data.text === 'string' ? mail.data.text : ''
            const html = typeof mail.data.html === 'string' ? mail.data.html : ''
            const links = logLinks
              ? [...new Set((text + html).match(/https?:\/\/[^\s"'<>]+/g) ?? [])].filter((l) => !/^https?:\/\/(www\.)?w3\.org/.test(l))
              : []
            logger.info(
              { to: mail.data.to, subject: mail.data.subject, file, ...(logLinks && { links }) },
              `E-mail gravado em ${file}${links.length ? `: ${links.join(' ')}` : ''}`,
            )
            callback(null, { envelope: mail.message.getEnvelope(), messageId, file } as unknown as SentMessageInfo)
          })
          .catch((error: Error) => callback(error, undefined as never))
      })
    },
  }
}
