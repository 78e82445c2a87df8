/**
 * A store-only ZIP writer (no compression), enough for the emulator's snapshot files: a local header
 * and the bytes of each entry, then the central directory and its end record, with CRC-32 checksums
 * and UTF-8 names. Any unzip tool reads the result.
 *
 * @module
 */

/** The CRC-32 (IEEE 802.3, reflected, polynomial 0xEDB88320) lookup table. */
const table = ((): Uint32Array => {
  const t = new Uint32Array(256)
  for (let n = 0; n < 256; n++) {
    let c = n
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1
    t[n] = c >>> 0
  }
  return t
})()

/**
 * The CRC-32 of `bytes`, as ZIP (and gzip, PNG) compute it.
 *
 * @since 0.1.0
 * @category utilities
 */
export const crc32 = (bytes: Uint8Array): number => {
  let crc = 0xffffffff
  for (const b of bytes) crc = table[(crc ^ b) & 0xff]! ^ (crc >>> 8)
  return (crc ^ 0xffffffff) >>> 0
}

/**
 * One file of an archive.
 *
 * @since 0.1.0
 * @category models
 */
export interface ZipEntry {
  /** Its path in the archive, `/`-separated. */
  readonly name: string
  readonly bytes: Uint8Array
}

/** The MS-DOS time and date of a moment (local fields read in UTC, so that archives do not depend on the host). */
const dosTime = (millis: number): readonly [time: number, date: number] => {
  const d = new Date(millis)
  const year = Math.min(Math.max(d.getUTCFullYear(), 1980), 2107)
  const time = (d.getUTCHours() << 11) | (d.getUTCMinutes() << 5) | Math.floor(d.getUTCSeconds() / 2)
  const date = ((year - 1980) << 9) | ((d.getUTCMonth() + 1) << 5) | d.getUTCDate()
  return [time, date]
}

const SIGNATURE = { local: 0x04034b50, central: 0x02014b50, end: 0x06054b50 } as const
/** Version 2.0: what a stored entry with a UTF-8 name needs. */
const VERSION = 20
/** General purpose bit 11: the names are UTF-8. */
const UTF8 = 0x0800

/**
 * A ZIP archive of `entries`, stored without compression, each dated `modifiedAt` (ms since the epoch).
 *
 * @since 0.1.0
 * @category constructors
 */
export const zip = (entries: ReadonlyArray<ZipEntry>, modifiedAt: number): Uint8Array => {
  const encoder = new TextEncoder()
  const [time, date] = dosTime(modifiedAt)
  const files = entries.map((e) => ({ name: encoder.encode(e.name), bytes: e.bytes, crc: crc32(e.bytes) }))
  const localSize = files.reduce((n, f) => n + 30 + f.name.length + f.bytes.length, 0)
  const centralSize = files.reduce((n, f) => n + 46 + f.name.length, 0)
  const out = new Uint8Array(localSize + centralSize + 22)
  const view = new DataView(out.buffer)
  let at = 0
  const u16 = (v: number) => {
    view.setUint16(at, v, true)
    at += 2
  }
  const u32 = (v: number) => {
    view.setUint32(at, v, true)
    at += 4
  }
  const put = (bytes: Uint8Array) => {
    out.set(bytes, at)
    at += bytes.length
  }
  const offsets: Array<number> = []
  for (const f of files) {
    offsets.push(at)
    u32(SIGNATURE.local)
    u16(VERSION)
    u16(UTF8)
    u16(0) // stored
    u16(time)
    u16(date)
    u32(f.crc)
    u32(f.bytes.length)
    u32(f.bytes.length)
    u16(f.name.length)
    u16(0) // no extra field
    put(f.name)
    put(f.bytes)
  }
  const centralStart = at
  files.forEach((f, i) => {
    u32(SIGNATURE.central)
    u16(VERSION) // made by: MS-DOS attributes, version 2.0
    u16(VERSION)
    u16(UTF8)
    u16(0)
    u16(time)
    u16(date)
    u32(f.crc)
    u32(f.bytes.length)
    u32(f.bytes.length)
    u16(f.name.length)
    u16(0) // extra
    u16(0) // comment
    u16(0) // disk
    u16(0) // internal attributes
    u32(0) // external attributes
    u32(offsets[i]!)
    put(f.name)
  })
  u32(SIGNATURE.end)
  u16(0) // this disk
  u16(0) // the central directory's disk
  u16(files.length)
  u16(files.length)
  u32(centralSize)
  u32(centralStart)
  u16(0) // comment
  return out
}
