/**
 * The emulator's state: collections of records and single documents, keyed by
 * concrete paths (`/rest/organizations/org-1/sources`). Every change made while
 * a request is handled is journaled, so a rejected request is rolled back and
 * leaves nothing behind.
 *
 * @module
 */
/** Collections, documents and an id counter, with all-or-nothing changes per request. */
export class Store {
    collections = new Map();
    docs = new Map();
    counter = 0;
    journal;
    /** Starts recording changes so that {@link rollback} can undo them. */
    begin() {
        this.journal = [];
    }
    /** Keeps the changes made since {@link begin}. */
    commit() {
        this.journal = undefined;
    }
    /** Undoes the changes made since {@link begin}, newest first. */
    rollback() {
        const journal = this.journal ?? [];
        this.journal = undefined;
        for (let i = journal.length - 1; i >= 0; i--)
            journal[i]();
    }
    record(undo) {
        this.journal?.push(undo);
    }
    /** A fresh id such as `source-12`; ids never repeat within one emulator. */
    nextId(prefix) {
        const previous = this.counter;
        this.counter++;
        this.record(() => {
            this.counter = previous;
        });
        return `${prefix}-${this.counter}`;
    }
    /** The records of a collection, in insertion order. */
    list(key) {
        return [...(this.collections.get(key)?.values() ?? [])];
    }
    /** One record, if present. */
    get(key, id) {
        return this.collections.get(key)?.get(id);
    }
    /** Whether a collection holds `id`. */
    has(key, id) {
        return this.collections.get(key)?.has(id) ?? false;
    }
    /** Inserts or replaces a record. */
    put(key, id, value) {
        let collection = this.collections.get(key);
        if (collection === undefined) {
            collection = new Map();
            this.collections.set(key, collection);
            this.record(() => this.collections.delete(key));
        }
        const target = collection;
        const previous = target.get(id);
        const existed = target.has(id);
        target.set(id, value);
        this.record(() => {
            if (existed)
                target.set(id, previous);
            else
                target.delete(id);
        });
    }
    /** Removes a record; true when it was there. */
    remove(key, id) {
        const collection = this.collections.get(key);
        if (collection === undefined || !collection.has(id))
            return false;
        const previous = collection.get(id);
        collection.delete(id);
        this.record(() => collection.set(id, previous));
        return true;
    }
    /** Removes every record of a collection. */
    clear(key) {
        const collection = this.collections.get(key);
        if (collection === undefined)
            return;
        for (const id of [...collection.keys()])
            this.remove(key, id);
    }
    /** A document, if set. */
    doc(key) {
        return this.docs.get(key);
    }
    /** Sets a document. */
    setDoc(key, value) {
        const existed = this.docs.has(key);
        const previous = this.docs.get(key);
        this.docs.set(key, value);
        this.record(() => {
            if (existed)
                this.docs.set(key, previous);
            else
                this.docs.delete(key);
        });
    }
    /** Removes a document. */
    removeDoc(key) {
        if (!this.docs.has(key))
            return;
        const previous = this.docs.get(key);
        this.docs.delete(key);
        this.record(() => this.docs.set(key, previous));
    }
    /** Removes everything stored under `prefix/` (the children of a deleted record). */
    removeTree(prefix) {
        const under = `${prefix}/`;
        for (const key of [...this.collections.keys()])
            if (key.startsWith(under))
                this.clear(key);
        for (const key of [...this.docs.keys()])
            if (key.startsWith(under))
                this.removeDoc(key);
    }
    /** A JSON copy of everything, for tests that compare states. */
    dump() {
        const collections = {};
        for (const [key, collection] of this.collections)
            if (collection.size > 0)
                collections[key] = [...collection.values()];
        return JSON.parse(JSON.stringify({ collections, docs: Object.fromEntries(this.docs), counter: this.counter }));
    }
}
/** A record without its internal `$` keys, as it is sent. */
export const publicView = (record) => {
    const out = {};
    for (const key in record)
        if (!key.startsWith("$"))
            out[key] = record[key];
    return out;
};
