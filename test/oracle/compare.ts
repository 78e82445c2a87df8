/**
 * Matches declarations to the operations of the published descriptions, and checks the
 * differences against the allow-list. Pure functions, for test/oracle.test.ts.
 */
import type { EndpointDef } from "../../src/Http/PlatformClient.ts"
import { declaredQuery, normalize, type Operation, opKey } from "./description.ts"

export type FindingKind = "unmatched" | "deprecated" | "query"

export interface Finding {
  readonly kind: FindingKind
  /** For `unmatched`: whether the description has the path with other methods. */
  readonly otherMethods?: ReadonlyArray<string>
  /** For `query`: the names we send that the operation does not list. */
  readonly names?: ReadonlyArray<string>
}

export interface Result {
  readonly def: EndpointDef
  /** The matching operations (same method and normalized path); one per description that has it. */
  readonly ops: ReadonlyArray<Operation>
  readonly findings: ReadonlyArray<Finding>
  /** Query parameters of the operation that the declaration does not send (reported, never a failure). */
  readonly lacking: ReadonlyArray<string>
}

export const index = (ops: ReadonlyArray<Operation>) => {
  const byKey = new Map<string, Array<Operation>>()
  const byPath = new Map<string, Set<string>>()
  for (const op of ops) {
    const list = byKey.get(op.key) ?? []
    list.push(op)
    byKey.set(op.key, list)
    const methods = byPath.get(normalize(op.path)) ?? new Set<string>()
    methods.add(op.method)
    byPath.set(normalize(op.path), methods)
  }
  return { byKey, byPath }
}

export const compare = (defs: ReadonlyArray<EndpointDef>, ops: ReadonlyArray<Operation>): ReadonlyArray<Result> => {
  const { byKey, byPath } = index(ops)
  return defs.map((def) => {
    const found = byKey.get(opKey(def.method, def.path)) ?? []
    if (found.length === 0) {
      const otherMethods = [...(byPath.get(normalize(def.path)) ?? [])].sort()
      return { def, ops: [], findings: [{ kind: "unmatched", otherMethods }], lacking: [] }
    }
    // The same operation may appear in two descriptions (organization.yml and platform.yml): a live one wins.
    const live = found.filter((op) => !op.deprecated)
    const chosen = live.length > 0 ? live : found
    const described = new Set(chosen.flatMap((op) => op.query))
    const sent = declaredQuery(def)
    const findings: Array<Finding> = []
    if (live.length === 0) findings.push({ kind: "deprecated" })
    const extra = sent.filter((name) => !described.has(name))
    if (extra.length > 0) findings.push({ kind: "query", names: extra })
    return { def, ops: found, findings, lacking: [...described].filter((name) => !sent.includes(name)) }
  })
}

const kindOf = (reason: string): FindingKind | "path" | "method" | "absent" | undefined =>
  reason.startsWith("absent from the description:")
    ? "absent"
    : reason.startsWith("path differs:")
    ? "path"
    : reason.startsWith("method differs:")
    ? "method"
    : reason === "deprecated in the description"
    ? "deprecated"
    : reason.startsWith("query parameter not in the description:")
    ? "query"
    : undefined

const sameNames = (reason: string, names: ReadonlyArray<string>): boolean => {
  const listed = reason.slice("query parameter not in the description:".length).split(",").map((s) => s.trim())
  return listed.length === names.length && [...listed].sort().join() === [...names].sort().join()
}

const covers = (reason: string, finding: Finding): boolean => {
  const kind = kindOf(reason)
  switch (finding.kind) {
    case "unmatched":
      // Another method on the same path is a method difference; no operation at the path is absence or a path difference.
      return finding.otherMethods!.length > 0 ? kind === "method" : kind === "absent" || kind === "path"
    case "deprecated":
      return kind === "deprecated"
    case "query":
      return kind === "query" && sameNames(reason, finding.names!)
  }
}

const describe = (r: Result, f: Finding): string => {
  const at = `${r.def.method} ${r.def.path}`
  switch (f.kind) {
    case "unmatched":
      return f.otherMethods!.length > 0
        ? `${r.def.name}: ${at}: the description has this path only with ${f.otherMethods!.join(", ")}`
        : `${r.def.name}: ${at}: no operation of the description has this path`
    case "deprecated":
      return `${r.def.name}: ${at}: deprecated in ${r.ops.map((op) => op.file).join(", ")}`
    case "query":
      return `${r.def.name}: ${at}: query parameter not in the description: ${f.names!.join(", ")} ` +
        `(it lists: ${[...new Set(r.ops.flatMap((op) => op.query))].join(", ") || "none"})`
  }
}

/**
 * The problems: differences the allow-list does not cover, and allow-list entries that
 * no longer apply (unknown name, a reason of a kind the declaration no longer has, a malformed reason).
 */
export const check = (
  results: ReadonlyArray<Result>,
  allow: Readonly<Record<string, string | ReadonlyArray<string>>>
): { readonly unallowed: ReadonlyArray<string>; readonly stale: ReadonlyArray<string> } => {
  const unallowed: Array<string> = []
  const stale: Array<string> = []
  const byName = new Map(results.map((r) => [r.def.name, r]))
  for (const [name, entry] of Object.entries(allow)) {
    const reasons = typeof entry === "string" ? [entry] : entry
    for (const reason of reasons) {
      if (kindOf(reason) === undefined) stale.push(`${name}: unknown kind of reason: ${reason}`)
    }
    const r = byName.get(name)
    if (r === undefined) {
      stale.push(`${name}: no declaration has this name any more`)
      continue
    }
    for (const reason of reasons) {
      if (kindOf(reason) !== undefined && !r.findings.some((f) => covers(reason, f))) {
        stale.push(
          r.findings.length === 0
            ? `${name}: matches the description now; remove its entry ("${reason}")`
            : `${name}: "${reason}" no longer fits: ${r.findings.map((f) => describe(r, f)).join("; ")}`
        )
      }
    }
  }
  for (const r of results) {
    const entry = allow[r.def.name]
    const reasons = entry === undefined ? [] : typeof entry === "string" ? [entry] : entry
    for (const f of r.findings) if (!reasons.some((reason) => covers(reason, f))) unallowed.push(describe(r, f))
  }
  return { unallowed, stale }
}
