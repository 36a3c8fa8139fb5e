/**
 * The length of an MP4 or QuickTime video, read from its movie header (`moov` → `mvhd`) by
 * walking atom headers: a few dozen small reads wherever `moov` sits (cameras often write it at
 * the end), never the whole file. Fragmented files may leave `mvhd` at zero and carry the length
 * in `moov` → `mvex` → `mehd`. Pure over a reader, so it is tested on bytes built in memory.
 */

/** Reads up to `length` bytes at `position`; fewer at the end of the file. */
export type ReadAt = (position: number, length: number) => Promise<Uint8Array>

type Atom = { type: string; start: number; bodyStart: number; end: number }

/** More atoms than any real file has at one level: a crafted file cannot keep us looping. */
const MAX_ATOMS_PER_LEVEL = 10_000

async function* atoms(read: ReadAt, start: number, end: number): AsyncGenerator<Atom> {
  let position = start
  for (let count = 0; position + 8 <= end && count < MAX_ATOMS_PER_LEVEL; count++) {
    const header = Buffer.from(await read(position, 16))
    if (header.length < 8) return
    const size32 = header.readUInt32BE(0)
    const type = header.toString('latin1', 4, 8)
    let headerSize = 8
    let size: number
    if (size32 === 1) {
      if (header.length < 16) return
      const size64 = header.readBigUInt64BE(8)
      if (size64 > BigInt(Number.MAX_SAFE_INTEGER)) return
      size = Number(size64)
      headerSize = 16
    } else {
      size = size32 === 0 ? end - position : size32
    }
    if (size < headerSize || position + size > end) return
    yield { type, start: position, bodyStart: position + headerSize, end: position + size }
    position += size
  }
}

async function child(read: ReadAt, parent: Atom, type: string): Promise<Atom | undefined> {
  for await (const atom of atoms(read, parent.bodyStart, parent.end)) if (atom.type === type) return atom
  return undefined
}

/** version 0 stores 32-bit times and duration, version 1 64-bit ones. */
function movieHeader(body: Buffer): { timescale: number; duration: number } | undefined {
  const version = body[0]
  if (version === 0 && body.length >= 20) return { timescale: body.readUInt32BE(12), duration: unknownAsZero(BigInt(body.readUInt32BE(16)), 32) }
  if (version === 1 && body.length >= 32) return { timescale: body.readUInt32BE(20), duration: unknownAsZero(body.readBigUInt64BE(24), 64) }
  return undefined
}

function fragmentDuration(body: Buffer): number {
  const version = body[0]
  if (version === 0 && body.length >= 8) return unknownAsZero(BigInt(body.readUInt32BE(4)), 32)
  if (version === 1 && body.length >= 12) return unknownAsZero(body.readBigUInt64BE(4), 64)
  return 0
}

/** All bits set means "unknown" in these headers. */
function unknownAsZero(value: bigint, bits: 32 | 64): number {
  return value === (1n << BigInt(bits)) - 1n ? 0 : Number(value)
}

/** The length in seconds, or undefined when the file has no movie header or does not say. */
export async function readMp4Duration(read: ReadAt, size: number): Promise<number | undefined> {
  for await (const atom of atoms(read, 0, size)) {
    if (atom.type !== 'moov') continue
    const mvhd = await child(read, atom, 'mvhd')
    if (!mvhd) return undefined
    const header = movieHeader(Buffer.from(await read(mvhd.bodyStart, Math.min(32, mvhd.end - mvhd.bodyStart))))
    if (!header || header.timescale === 0) return undefined
    let duration = header.duration
    if (duration === 0) {
      const mvex = await child(read, atom, 'mvex')
      const mehd = mvex && (await child(read, mvex, 'mehd'))
      if (mehd) duration = fragmentDuration(Buffer.from(await read(mehd.bodyStart, Math.min(12, mehd.end - mehd.bodyStart))))
    }
    return duration === 0 ? undefined : duration / header.timescale
  }
  return undefined
}

/** A reader over bytes already in memory (uploads through the Local API, tests). */
export function bufferReader(bytes: Uint8Array): ReadAt {
  return async (position, length) => bytes.subarray(position, position + length)
}
