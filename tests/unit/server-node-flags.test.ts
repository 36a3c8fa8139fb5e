import { readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { SERVER_NODE_FLAGS } from '#server/operations/clusterConfig'

const root = path.resolve(import.meta.dirname, '../..')
const launchCommand = (command: string) => command.match(/node (.*?) ?server\/launch\.mjs/)?.[1]?.split(' ') ?? []

// The server's memory depends on these flags (issue 29), so every way of starting it passes the same ones.
describe("the server's Node flags", () => {
  it('are the same in npm start, the cluster and the systemd unit', () => {
    const scripts = (JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as { scripts: Record<string, string> }).scripts
    const unit = readFileSync(path.join(root, 'deploy/navalha@.service'), 'utf8')
    const execStart = unit.match(/^ExecStart=(.*)$/m)![1]!
    expect(SERVER_NODE_FLAGS).toContain('--max-semi-space-size=16')
    expect(launchCommand(scripts.start!)).toEqual(SERVER_NODE_FLAGS)
    expect(launchCommand(execStart)).toEqual(SERVER_NODE_FLAGS)
  })
})
