/**
 * Matches declarations to the operations of the published descriptions, and checks the
 * differences against the allow-list. Pure functions, for test/oracle.test.ts.
 */
import type { EndpointDef } from "../../src/Http/PlatformClient.ts"
import { type Accepted, declaredQuery, declaredValues, normalize, type Operation, opKey } from "./description.ts"

/**
 * `enum`: a query parameter the description enumerates, which the Schema does not accept exactly
 * (other values, a plain string, an open enumeration that does not suggest them all);
 * `open`: such a parameter typed as an open enumeration, which needs the allow-list's evidence.
 */
export type FindingKind = "unmatched" | "deprecated" | "query" | "enum" | "open"

export interface Finding {
  readonly kind: FindingKind
  /** For `unmatched`: whether the description has the path with other methods. */
  readonly otherMethods?: ReadonlyArray<string>
  /** For `query`: the names we send that the operation does not list. */
  readonly names?: ReadonlyArray<string>
  /** For `enum` and `open`: the parameter, the description's values, what the Schema accepts. */
  readonly param?: string
  readonly described?: ReadonlyArray<string>
  readonly declared?: Accepted
}

export interface Result {
  readonly def: EndpointDef
  /** The matching operations (same method and normalized path); one per description that has it. */
  readonly ops: ReadonlyArray<Operation>
  readonly findings: ReadonlyArray<Finding>
  /** Query parameters of the operation that the declaration does not send (reported, never a failure). */
  readonly lacking: ReadonlyArray<string>
  /** Parameters we send that the description enumerates: each is checked against the query Schema. */
  readonly enumChecked: ReadonlyArray<string>
}

const sameSet = (a: ReadonlyArray<string>, b: ReadonlyArray<string>): boolean =>
  a.length === b.length && [...a].sort().join("\u0000") === [...b].sort().join("\u0000")

/** The finding for one enumerated parameter, if the Schema does not accept exactly the description's values. */
export const enumFinding = (
  param: string,
  described: ReadonlyArray<string>,
  declared: Accepted
): Finding | undefined => {
  const finding = (kind: FindingKind): Finding => ({ kind, param, described, declared })
  switch (declared.kind) {
    case "closed":
      return sameSet(declared.values, described) ? undefined : finding("enum")
    case "open":
      // Open: any string passes; the type must still suggest every value the description knows.
      return described.every((v) => declared.values.includes(v)) ? finding("open") : finding("enum")
    default:
      return finding("enum")
  }
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
      return { def, ops: [], findings: [{ kind: "unmatched", otherMethods }], lacking: [], enumChecked: [] }
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
    // Values the chosen operations enumerate, per parameter (two descriptions of one operation: either's).
    const enums = new Map<string, Array<string>>()
    for (const op of chosen) {
      for (const [name, values] of op.enums) enums.set(name, [...new Set([...(enums.get(name) ?? []), ...values])])
    }
    const enumChecked: Array<string> = []
    for (const [param, values] of enums) {
      // A parameter we do not send is reported as lacking, not checked.
      const declared = declaredValues(def, param)
      if (declared === undefined) continue
      enumChecked.push(param)
      const finding = enumFinding(param, values, declared)
      if (finding !== undefined) findings.push(finding)
    }
    return { def, ops: found, findings, lacking: [...described].filter((name) => !sent.includes(name)), enumChecked }
  })
}

const openPrefix = "open enumeration:"

/** The parameter an `open enumeration: <param>: <evidence>` reason names. */
const openParam = (reason: string): string => reason.slice(openPrefix.length).split(":")[0]!.trim()

const kindOf = (reason: string): FindingKind | "path" | "method" | "absent" | undefined =>
  reason.startsWith(openPrefix) && reason.slice(openPrefix.length).split(":").length > 1
    ? "open"
    : reason.startsWith("absent from the description:")
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

/** The names of `query parameter not in the description: a, b[; evidence]`. */
const sameNames = (reason: string, names: ReadonlyArray<string>): boolean => {
  const listed = reason.slice("query parameter not in the description:".length).split(";")[0]!.split(",").map((s) =>
    s.trim()
  )
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
    case "open":
      return kind === "open" && openParam(reason) === finding.param
    case "enum":
      // Never allowed: fix the Schema, or make it an open enumeration with the evidence.
      return false
  }
}

const accepts = (a: Accepted, described: ReadonlyArray<string>): string => {
  switch (a.kind) {
    case "closed": {
      const missing = described.filter((v) => !a.values.includes(v))
      const extra = a.values.filter((v) => !described.includes(v))
      return `exactly ${a.values.join(", ")}` + (missing.length > 0 ? `; lacks ${missing.join(", ")}` : "") +
        (extra.length > 0 ? `; adds ${extra.join(", ")}` : "")
    }
    case "open": {
      const missing = described.filter((v) => !a.values.includes(v))
      return `any string, suggesting ${a.values.join(", ")}` +
        (missing.length > 0 ? `; does not suggest ${missing.join(", ")}` : "")
    }
    case "string":
      return "any string (a plain string Schema)"
    case "other":
      return `no enumeration (${a.what})`
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
    case "enum":
      return `${r.def.name}: ${at}: query parameter ${f.param}: the description enumerates ` +
        `${f.described!.join(", ")}; the Schema accepts ${accepts(f.declared!, f.described!)}`
    case "open":
      return `${r.def.name}: ${at}: query parameter ${f.param} is an open enumeration ` +
        `(${accepts(f.declared!, f.described!)}; the description enumerates ${f.described!.join(", ")}): ` +
        `list "${openPrefix} ${f.param}: <evidence that the platform accepts more>"`
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

/** How far the declarations reach the description's live operations, and what the left-out list lacks or keeps too long. */
export interface Coverage {
  /** Keys of the live operations (method and normalized path), each once. */
  readonly live: ReadonlyArray<string>
  /** Those that a declaration matches. */
  readonly declared: ReadonlyArray<string>
  /** Those left out with a reason. */
  readonly listed: ReadonlyArray<string>
  /** Live operations neither declared nor listed, with the descriptions that have them. */
  readonly missing: ReadonlyArray<string>
  /** Entries that no longer apply: the operation is declared, is not live, or the reason is empty. */
  readonly stale: ReadonlyArray<string>
}

/**
 * The coverage of the live operations by the declarations (`results` of {@link compare}), against the
 * list of operations left out on purpose (operation key → reason).
 */
export const coverage = (
  results: ReadonlyArray<Result>,
  ops: ReadonlyArray<Operation>,
  leftOut: Readonly<Record<string, string>>
): Coverage => {
  const files = new Map<string, Array<string>>()
  for (const op of ops.filter((op) => !op.deprecated)) files.set(op.key, [...files.get(op.key) ?? [], op.file])
  const live = [...files.keys()]
  const reached = new Set(results.flatMap((r) => r.ops.map((op) => op.key)))
  const declared = live.filter((key) => reached.has(key))
  const missing = live.filter((key) => !reached.has(key) && leftOut[key] === undefined).map((key) =>
    `${key} (${files.get(key)!.join(", ")}): declare it, or list it in leftOut (test/oracle/allow.ts) with its reason`
  )
  const stale: Array<string> = []
  for (const [key, reason] of Object.entries(leftOut)) {
    if (!files.has(key)) stale.push(`${key}: no live operation of the descriptions has this key; remove its entry`)
    else if (reached.has(key)) stale.push(`${key}: declared now; remove its entry ("${reason}")`)
    else if (reason.trim() === "") stale.push(`${key}: listed without a reason`)
  }
  return { live, declared, listed: live.filter((key) => leftOut[key] !== undefined), missing, stale }
}
