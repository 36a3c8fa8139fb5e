import yauzl from 'yauzl'
import type { ApiClient } from './client'

export type ArchiveEntry = { name: string; data: Buffer }

/** The entries of a ZIP, read with yauzl (another library than the one that wrote it). */
export function unzip(buffer: Buffer): Promise<ArchiveEntry[]> {
  return new Promise((resolve, reject) => {
    yauzl.fromBuffer(buffer, { lazyEntries: true }, (error, zip) => {
      if (error || !zip) return reject(error)
      const entries: ArchiveEntry[] = []
      zip.on('entry', (entry: yauzl.Entry) => {
        zip.openReadStream(entry, (streamError, stream) => {
          if (streamError || !stream) return reject(streamError)
          const chunks: Buffer[] = []
          stream.on('data', (chunk: Buffer) => chunks.push(chunk))
          stream.on('end', () => {
            entries.push({ name: entry.fileName, data: Buffer.concat(chunks) })
            zip.readEntry()
          })
        })
      })
      zip.on('end', () => resolve(entries))
      zip.on('error', reject)
      zip.readEntry()
    })
  })
}

/** GET /api/me/export as the client: the response and its body. */
export async function downloadExport(url: string, client: ApiClient, address = '/api/me/export') {
  const response = await fetch(url + address, { headers: { cookie: `payload-token=${client.cookie('payload-token')}`, origin: url } })
  return { response, body: Buffer.from(await response.arrayBuffer()) }
}

/** The client's export's dados.json: its text, and parsed. Throws unless the export answered 200. */
export async function exportedData<Data = Record<string, Record<string, unknown>[]>>(url: string, client: ApiClient): Promise<{ json: string; data: Data }> {
  const { response, body } = await downloadExport(url, client)
  if (response.status !== 200) throw new Error(`exportação respondeu ${response.status}`)
  const entry = (await unzip(body)).find((candidate) => candidate.name === 'dados.json')
  if (!entry) throw new Error('ZIP sem dados.json')
  const json = entry.data.toString('utf8')
  return { json, data: JSON.parse(json) as Data }
}
