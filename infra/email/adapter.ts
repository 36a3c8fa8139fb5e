import { nodemailerAdapter } from '@payloadcms/email-nodemailer'
import nodemailer from 'nodemailer'
import path from 'node:path'
import { payloadLogger } from '../logger'
import type { Settings } from '../settings'
import { outboxTransport } from './outboxTransport'

function parseFrom(from: string): { name: string; address: string } {
  const match = from.match(/^\s*(.*?)\s*<([^>]+)>\s*$/)
  return match ? { name: match[1] || 'Navalha', address: match[2] } : { name: 'Navalha', address: from.trim() }
}

/** Real SMTP when SMTP_URL is set; otherwise the local outbox folder. */
export function emailAdapter(env: Settings) {
  const { name, address } = parseFrom(env.mailFrom)
  const transport = env.smtpUrl
    ? nodemailer.createTransport(env.smtpUrl)
    : nodemailer.createTransport(outboxTransport(path.join(env.dataDir, 'outbox'), payloadLogger, { logLinks: !env.production }))
  return nodemailerAdapter({ defaultFromAddress: address, defaultFromName: name, transport, skipVerify: true })
}
