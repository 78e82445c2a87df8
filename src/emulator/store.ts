/**
 * The emulator's state: collections of records and single documents, keyed by
 * concrete paths (`/rest/organizations/org-1/sources`). Every change made while
 * a request is handled is journaled, so a rejected request is rolled back and
 * leaves nothing behind.
 *
 * @module
 */

/** A stored record; keys starting with `$` are internal and never sent. */
export type StoredRecord = Readonly<Record<string, unknown>>

type Undo = () => void

/** Collections, documents and an id counter, with all-or-nothing changes per request. */
export class Store {
  private readonly collections = new Map<string, Map<string, StoredRecord>>()
  private readonly docs = new Map<string, unknown>()
  private counter = 0
  private journal: Array<Undo> | undefined

  /** Starts recording changes so that {@link rollback} can undo them. */
  begin(): void {
    this.journal = []
  }

  /** Keeps the changes made since {@link begin}. */
  commit(): void {
    this.journal = undefined
  }

  /** Undoes the changes made since {@link begin}, newest first. */
  rollback(): void {
    const journal = this.journal ?? []
    this.journal = undefined
    for (let i = journal.length - 1; i >= 0; i--) journal[i]!()
  }

  private record(undo: Undo): void {
    this.journal?.push(undo)
  }

  /** A fresh id such as `source-12`; ids never repeat within one emulator. */
  nextId(prefix: string): string {
    const previous = this.counter
    this.counter++
    this.record(() => {
      this.counter = previous
    })
    return `${prefix}-${this.counter}`
  }

  /** The records of a collection, in insertion order. */
  list(key: string): ReadonlyArray<StoredRecord> {
    return [...(this.collections.get(key)?.values() ?? [])]
  }

  /** One record, if present. */
  get(key: string, id: string): StoredRecord | undefined {
    return this.collections.get(key)?.get(id)
  }

  /** Whether a collection holds `id`. */
  has(key: string, id: string): boolean {
    return this.collections.get(key)?.has(id) ?? false
  }

  /** Inserts or replaces a record. */
  put(key: string, id: string, value: StoredRecord): void {
    let collection = this.collections.get(key)
    if (collection === undefined) {
      collection = new Map()
      this.collections.set(key, collection)
      this.record(() => this.collections.delete(key))
    }
    const target = collection
    const previous = target.get(id)
    const existed = target.has(id)
    target.set(id, value)
    this.record(() => {
      if (existed) target.set(id, previous!)
      else target.delete(id)
    })
  }

  /** Removes a record; true when it was there. */
  remove(key: string, id: string): boolean {
    const collection = this.collections.get(key)
    if (collection === undefined || !collection.has(id)) return false
    const previous = collection.get(id)!
    collection.delete(id)
    this.record(() => collection.set(id, previous))
    return true
  }

  /** Removes every record of a collection. */
  clear(key: string): void {
    const collection = this.collections.get(key)
    if (collection === undefined) return
    for (const id of [...collection.keys()]) this.remove(key, id)
  }

  /** A document, if set. */
  doc(key: string): unknown {
    return this.docs.get(key)
  }

  /** Sets a document. */
  setDoc(key: string, value: unknown): void {
    const existed = this.docs.has(key)
    const previous = this.docs.get(key)
    this.docs.set(key, value)
    this.record(() => {
      if (existed) this.docs.set(key, previous)
      else this.docs.delete(key)
    })
  }

  /** Removes a document. */
  removeDoc(key: string): void {
    if (!this.docs.has(key)) return
    const previous = this.docs.get(key)
    this.docs.delete(key)
    this.record(() => this.docs.set(key, previous))
  }

  /** Removes everything stored under `prefix/` (the children of a deleted record). */
  removeTree(prefix: string): void {
    const under = `${prefix}/`
    for (const key of [...this.collections.keys()]) if (key.startsWith(under)) this.clear(key)
    for (const key of [...this.docs.keys()]) if (key.startsWith(under)) this.removeDoc(key)
  }

  /** A JSON copy of everything, for tests that compare states. */
  dump(): {
    readonly collections: Record<string, Array<StoredRecord>>
    readonly docs: Record<string, unknown>
    readonly counter: number
  } {
    const collections: Record<string, Array<StoredRecord>> = {}
    for (const [key, collection] of this.collections) {
      if (collection.size > 0) collections[key] = [...collection.values()]
    }
    return JSON.parse(JSON.stringify({ collections, docs: Object.fromEntries(this.docs), counter: this.counter }))
  }
}

/** A record without its internal `$` keys, as it is sent. */
export const publicView = (record: StoredRecord): Record<string, unknown> => {
  const out: Record<string, unknown> = {}
  for (const key in record) if (!key.startsWith("$")) out[key] = record[key]
  return out
}
