import type { ReadAt } from './mp4Duration'

/**
 * The length of a WebM (Matroska) video, read from its Segment → Info element: TimestampScale
 * (nanoseconds per tick, 1 ms unless stated) times Duration (ticks, a float). Info comes before
 * the first Cluster in every muxer we know of, so this reads a few element headers from the start
 * of the file and stops at the first Cluster. Recordings made by a browser's MediaRecorder are
 * written live and carry no Duration: their length is unknown (undefined), as for any file that
 * does not say. Music-metadata was tried first and gives no length for video-only files.
 */

const EBML_HEADER = 0x1a45dfa3
const SEGMENT = 0x18538067
const INFO = 0x1549a966
const CLUSTER = 0x1f43b675
const TIMESTAMP_SCALE = 0x2ad7b1
const DURATION = 0x4489

/** More elements than any real Segment has before its first Cluster: a crafted file cannot keep us looping. */
const MAX_ELEMENTS = 1_000

type Element = { id: number; dataStart: number; end: number | undefined }

/** A variable-length integer: its first byte's leading zeros tell the length (1 to 8 bytes). */
function vint(bytes: Uint8Array, offset: number, keepMarker: boolean): { value: number; length: number; unknown: boolean } | undefined {
  const first = bytes[offset]
  if (first === undefined || first === 0) return undefined
  const length = Math.clz32(first) - 23
  if (offset + length > bytes.length) return undefined
  let value = keepMarker ? first : first & (0xff >> length)
  let allOnes = value === 0xff >> length
  for (let index = 1; index < length; index++) {
    value = value * 256 + bytes[offset + index]
    allOnes &&= bytes[offset + index] === 0xff
  }
  return { value, length, unknown: !keepMarker && allOnes }
}

/** An element header at `position`: its id (at most 4 bytes) and data size (unknown: up to `limit`). */
async function element(read: ReadAt, position: number, limit: number): Promise<Element | undefined> {
  const header = await read(position, 12)
  const id = vint(header, 0, true)
  if (!id || id.length > 4) return undefined
  const size = vint(header, id.length, false)
  if (!size) return undefined
  const dataStart = position + id.length + size.length
  const end = size.unknown ? undefined : dataStart + size.value
  if (dataStart > limit || (end !== undefined && end > limit)) return undefined
  return { id: id.value, dataStart, end }
}

async function unsigned(read: ReadAt, { dataStart, end }: Element): Promise<number | undefined> {
  const length = (end ?? dataStart) - dataStart
  if (length < 1 || length > 6) return undefined
  const bytes = await read(dataStart, length)
  return bytes.length === length ? bytes.reduce((value, byte) => value * 256 + byte, 0) : undefined
}

async function float(read: ReadAt, { dataStart, end }: Element): Promise<number | undefined> {
  const length = (end ?? dataStart) - dataStart
  if (length !== 4 && length !== 8) return undefined
  const bytes = Buffer.from(await read(dataStart, length))
  if (bytes.length !== length) return undefined
  return length === 4 ? bytes.readFloatBE(0) : bytes.readDoubleBE(0)
}

async function infoSeconds(read: ReadAt, info: Element & { end: number }): Promise<number | undefined> {
  let scale = 1_000_000
  let ticks: number | undefined
  let position = info.dataStart
  for (let count = 0; position < info.end && count < MAX_ELEMENTS; count++) {
    const child = await element(read, position, info.end)
    if (!child || child.end === undefined) return undefined
    if (child.id === TIMESTAMP_SCALE) scale = (await unsigned(read, child)) ?? 0
    if (child.id === DURATION) ticks = await float(read, child)
    position = child.end
  }
  if (ticks === undefined || !Number.isFinite(ticks) || ticks <= 0 || scale <= 0) return undefined
  return (ticks * scale) / 1e9
}

/** The length in seconds, or undefined when the file is not a WebM or does not say. */
export async function readWebmDuration(read: ReadAt, size: number): Promise<number | undefined> {
  const header = await element(read, 0, size)
  if (header?.id !== EBML_HEADER || header.end === undefined) return undefined
  const segment = await element(read, header.end, size)
  if (segment?.id !== SEGMENT) return undefined
  const segmentEnd = segment.end ?? size
  let position = segment.dataStart
  for (let count = 0; position < segmentEnd && count < MAX_ELEMENTS; count++) {
    const child = await element(read, position, segmentEnd)
    if (!child || child.id === CLUSTER || child.end === undefined) return undefined
    if (child.id === INFO) return infoSeconds(read, { ...child, end: child.end })
    position = child.end
  }
  return undefined
}
