/**
 * Writes `src/promise/types.ts`: the names of the promise client's request and answer types (`SourceModel`,
 * `CreateSourceModel`, `FieldModel`, …) as aliases of the promise facade's own types at the same place, so
 * that ported TypeScript that imports them and annotates with them compiles. A name is taken where the
 * promise client 60.4 uses it directly in one of its methods: as a parameter (`create(source: New<X>)`, `X`,
 * `X[]`) or as what the method resolves (`Promise<X>`, `Promise<X[]>`, `Promise<PageModel<X, "key">>`);
 * then, round after round, under a property of one of its interfaces already taken (`p: X`, `p?: X[]`).
 * Its alias is our type where most of its places agree, among its answers if it has any, else its
 * parameters, else its properties (on a tie, a `get`'s answer, then the promise client's order), never a copy
 * of theirs. A generic type, a name the facade already exports,
 * and a place where ours has no such part are left out: each candidate is checked against our types with the
 * compiler before it is written.
 *
 * Usage: `node scripts/generate-promise-types.ts` (part of `npm run generate`;
 * `test/promise-names.test.ts` fails while the committed file differs from what this writes).
 *
 * @module
 */
import ts from "@typescript/typescript6"
import { readFileSync, writeFileSync } from "node:fs"
import { join } from "node:path"
import { formatter } from "./generate-models.ts"
import { promiseClientExports } from "./generate-promise-enumerations.ts"

const root = join(import.meta.dirname, "..")
/** Where the aliases are written. */
export const typesPath = join(root, "src", "promise", "types.ts")
const facade = join(root, "src", "promise", "index.ts")

/** The part of a place a name stands for: the value itself, an array's element, or an item of a page's list. */
type Part = { readonly kind: "self" } | { readonly kind: "element" } | { readonly kind: "page"; readonly key: string }

/**
 * Where a name sits: in one of the methods (`method` an accessor path such as `source.create`, `at` a
 * parameter's index or `"answer"`), or under a property of another type the file names (`parent`).
 */
type Place =
  | { readonly method: string; readonly at: number | "answer"; readonly part: Part }
  | { readonly parent: string; readonly property: string; readonly part: Part }

const compilerOptions: ts.CompilerOptions = {
  strict: true,
  exactOptionalPropertyTypes: true,
  skipLibCheck: true,
  noEmit: true,
  allowImportingTsExtensions: true,
  module: ts.ModuleKind.NodeNext,
  moduleResolution: ts.ModuleResolutionKind.NodeNext,
  target: ts.ScriptTarget.ES2022
}

/**
 * The places where the promise client's methods use its exported, non-generic type names, and where its
 * interfaces' properties do.
 */
const readPlaces = (): {
  readonly places: ReadonlyMap<string, ReadonlyArray<Place>>
  readonly nested: ReadonlyMap<string, ReadonlyArray<Place>>
} => {
  const { checker, exports } = promiseClientExports(compilerOptions)
  const names = new Set<string>()
  for (const { name, symbol } of exports) {
    const declaration = symbol.declarations?.[0]
    const generic = declaration !== undefined &&
      (ts.isInterfaceDeclaration(declaration) || ts.isTypeAliasDeclaration(declaration)) &&
      (declaration.typeParameters?.length ?? 0) > 0
    if (
      symbol.flags & (ts.SymbolFlags.Interface | ts.SymbolFlags.TypeAlias) && !(symbol.flags & ts.SymbolFlags.Value) &&
      !generic
    ) {
      names.add(name)
    }
  }
  const places = new Map<string, Array<Place>>()
  const add = (name: string, place: Place) => {
    if (names.has(name)) places.set(name, [...(places.get(name) ?? []), place])
  }
  const refName = (node: ts.TypeNode): string | undefined =>
    ts.isTypeReferenceNode(node) && ts.isIdentifier(node.typeName) ? node.typeName.text : undefined
  const strip = (node: ts.TypeNode): ts.TypeNode =>
    ts.isParenthesizedTypeNode(node) ? strip(node.type) : ts.isTypeOperatorNode(node) ? strip(node.type) : node
  // `X`, `New<X, …>` and `X[]` where a value goes.
  const visit = (node: ts.TypeNode, method: string, at: number | "answer") => {
    const n = strip(node)
    if (ts.isArrayTypeNode(n)) {
      const element = refName(strip(n.elementType))
      if (element !== undefined) add(element, { method, at, part: { kind: "element" } })
      return
    }
    const name = refName(n)
    if (name === undefined || !ts.isTypeReferenceNode(n)) return
    const args = n.typeArguments ?? []
    if (args.length === 0) add(name, { method, at, part: { kind: "self" } })
    else if (name === "New") visit(args[0]!, method, at)
    else if (name === "PageModel" && at === "answer") {
      const item = refName(strip(args[0]!))
      const key = args[1] !== undefined && ts.isLiteralTypeNode(args[1]) && ts.isStringLiteral(args[1].literal)
        ? args[1].literal.text
        : "items"
      if (item !== undefined) add(item, { method, at, part: { kind: "page", key } })
    } else if (name === "Array" || name === "ReadonlyArray") {
      const element = refName(strip(args[0]!))
      if (element !== undefined) add(element, { method, at, part: { kind: "element" } })
    }
  }
  // Interfaces' own properties: `p: X`, `p?: X`, `p: X[]`, `p: X | null`.
  const nested = new Map<string, Array<Place>>()
  for (const exported of exports) {
    if (!names.has(exported.name)) continue
    for (const declaration of (exported.symbol.declarations ?? []).filter(ts.isInterfaceDeclaration)) {
      for (const member of declaration.members) {
        if (!ts.isPropertySignature(member) || member.type === undefined || !ts.isIdentifier(member.name)) continue
        const parts = ts.isUnionTypeNode(member.type)
          ? member.type.types.filter((t) => t.kind !== ts.SyntaxKind.NullKeyword && !ts.isLiteralTypeNode(t))
          : [member.type]
        if (parts.length !== 1) continue
        const n = strip(parts[0]!)
        const element = ts.isArrayTypeNode(n) ? refName(strip(n.elementType)) : undefined
        const self = refName(n)
        const [name, part] = element !== undefined
          ? [element, { kind: "element" } as const]
          : [self, { kind: "self" } as const]
        if (name === undefined || !names.has(name) || (ts.isTypeReferenceNode(n) && n.typeArguments)) continue
        nested.set(name, [...(nested.get(name) ?? []), { parent: exported.name, property: member.name.text, part }])
      }
    }
  }
  const seen = new Set<ts.Type>()
  const walk = (type: ts.Type, path: string, depth: number) => {
    if (seen.has(type) || depth > 4) return
    seen.add(type)
    for (const property of checker.getPropertiesOfType(type)) {
      const declaration = property.valueDeclaration
      if (declaration === undefined || property.name.startsWith("_")) continue
      const modifiers = ts.getCombinedModifierFlags(declaration)
      if (modifiers & (ts.ModifierFlags.Private | ts.ModifierFlags.Protected | ts.ModifierFlags.Static)) continue
      const at = path === "" ? property.name : `${path}.${property.name}`
      if (ts.isMethodDeclaration(declaration) || ts.isMethodSignature(declaration)) {
        declaration.parameters.forEach((parameter, i) => parameter.type && visit(parameter.type, at, i))
        const answer = declaration.type && strip(declaration.type)
        if (answer !== undefined && ts.isTypeReferenceNode(answer) && refName(answer) === "Promise") {
          const inner = answer.typeArguments?.[0]
          if (inner !== undefined) visit(inner, at, "answer")
        }
      } else if (ts.isPropertyDeclaration(declaration)) {
        walk(checker.getTypeOfSymbol(property), at, depth + 1)
      }
    }
  }
  walk(checker.getDeclaredTypeOfSymbol(exports.find((e) => e.name === "PlatformClient")!.symbol), "", 0)
  return { places, nested }
}

// Answers before parameters before properties; among answers, a `get`'s (what reads one resource) first; the
// value itself before an element of it; otherwise the promise client's order.
const tier = (place: Place) => ("parent" in place ? 2 : place.at === "answer" ? 0 : 1)
const rank = (place: Place) =>
  tier(place) * 4 + ("method" in place && place.at === "answer" && !/(^|\.)get$/.test(place.method) ? 2 : 0) +
  (place.part.kind === "self" ? 0 : 1)

const index = (method: string) => method.split(".").map((p) => `[${JSON.stringify(p)}]`).join("")
const expression = (place: Place): string => {
  const { part } = place
  const base = "parent" in place
    ? `NonNullable<${place.parent}[${JSON.stringify(place.property)}]>`
    : place.at === "answer"
    ? `AnswerOf<Client${index(place.method)}>`
    : `ArgumentOf<Client${index(place.method)}, ${place.at}>`
  return part.kind === "self"
    ? base
    : part.kind === "element"
    ? `ElementOf<${base}>`
    : `ElementOf<NonNullable<${base}[${JSON.stringify(part.key)}]>>`
}

const header = (kept: number) => [
  "/**",
  " * The promise client's request and answer type names (`SourceModel`, `CreateSourceModel`), each an alias of",
  " * the promise facade's own type where the promise client's methods use that name, or under a property of a",
  ` * type named here, for ported TypeScript that imports them (${kept} names). Our types are the platform's:`,
  " * answers are read-only and may lack what the promise client declares, and literal unions stand where it has",
  " * `enum`s (see `enumerations.ts`).",
  " *",
  " * Generated by `scripts/generate-promise-types.ts` from `@coveo/platform-client`'s declarations: do not edit;",
  " * regenerate with `npm run generate` (`test/promise-names.test.ts` fails when it is stale).",
  " *",
  " * @module",
  " */",
  "import type { PromisePlatformClient as Client } from \"./index.ts\"",
  "",
  "",
  "/**",
  " * What a promise method takes at position `I`, without `undefined`:",
  " * `ArgumentOf<PromisePlatformClient[\"source\"][\"create\"], 0>`.",
  " *",
  " * @since 0.1.0",
  " * @category models",
  " */",
  "export type ArgumentOf<F, I extends number> = F extends (...args: infer A) => unknown ? Exclude<A[I], undefined>",
  "  : never",
  "",
  "/**",
  " * What a promise method resolves, without the `undefined` of an aborted GET:",
  " * `AnswerOf<PromisePlatformClient[\"source\"][\"get\"]>`.",
  " *",
  " * @since 0.1.0",
  " * @category models",
  " */",
  "export type AnswerOf<F> = F extends (...args: ReadonlyArray<never>) => unknown ? Exclude<Awaited<ReturnType<F>>, undefined>",
  "  : never",
  "",
  "/**",
  " * An array's element: `ElementOf<ReadonlyArray<X>>` is `X`.",
  " *",
  " * @since 0.1.0",
  " * @category models",
  " */",
  "export type ElementOf<A> = A extends ReadonlyArray<infer E> ? E : never",
  ""
]

const render = (aliases: ReadonlyArray<readonly [name: string, place: Place]>) => {
  const lines = header(aliases.length)
  for (const [name, place] of aliases) {
    const part = place.part.kind === "self"
      ? ""
      : ` (${place.part.kind === "page" ? `an item of its \`${place.part.key}\`` : "an element"})`
    const where = "parent" in place
      ? `a {@link ${place.parent}}'s \`${place.property}\`${part}`
      : place.at === "answer"
      ? `what \`${place.method}\` resolves${part}`
      : `what \`${place.method}\` takes${part}`
    lines.push(
      "/**",
      ` * The promise client's \`${name}\`: ${where}.`,
      " *",
      " * @since 0.1.0",
      " * @category models",
      " */",
      `export type ${name} = ${expression(place)}`,
      ""
    )
  }
  return lines.join("\n")
}

/** The aliases whose type our compiler resolves to something (not `never`, not an error), for each name its first such place. */
const sourceFiles = new Map<string, ts.SourceFile | undefined>()

const check = (
  accepted: ReadonlyArray<readonly [string, Place]>,
  candidates: ReadonlyArray<readonly [string, ReadonlyArray<Place>]>
) => {
  const virtual = join(root, "src", "promise", "__types_candidates.ts")
  // One alias per name and place, `Name__i`, all checked in one program.
  const text = [
    ...header(0),
    ...accepted.map(([name, place]) => `export type ${name} = ${expression(place)}`),
    ...candidates.flatMap(([name, places]) =>
      places.map((place, i) => `export type ${name}__${i} = ${expression(place)}`)
    )
  ].join("\n")
  const host = ts.createCompilerHost(compilerOptions)
  const getSourceFile = host.getSourceFile.bind(host)
  host.getSourceFile = (file, language, ...rest) => {
    if (file === virtual) return ts.createSourceFile(file, text, language)
    // The same files in every round: parsed (and bound) once.
    if (!sourceFiles.has(file)) sourceFiles.set(file, getSourceFile(file, language, ...rest))
    return sourceFiles.get(file)
  }
  const fileExists = host.fileExists.bind(host)
  host.fileExists = (file) => file === virtual || fileExists(file)
  const program = ts.createProgram([virtual, facade], compilerOptions, host)
  const checker = program.getTypeChecker()
  const source = program.getSourceFile(virtual)!
  const broken = new Set(
    ts.getPreEmitDiagnostics(program, source).map((d) =>
      d.start !== undefined ? source.getLineAndCharacterOfPosition(d.start).line : -1
    )
  )
  const good = new Map<string, ts.Type>()
  for (const statement of source.statements) {
    if (!ts.isTypeAliasDeclaration(statement) || !statement.name.text.includes("__")) continue
    const line = source.getLineAndCharacterOfPosition(statement.getStart(source)).line
    const type = checker.getTypeAtLocation(statement.name)
    if (!broken.has(line) && !(type.flags & (ts.TypeFlags.Never | ts.TypeFlags.Any | ts.TypeFlags.Unknown))) {
      good.set(statement.name.text, type)
    }
  }
  const same = (a: ts.Type, b: ts.Type) => checker.isTypeAssignableTo(a, b) && checker.isTypeAssignableTo(b, a)
  // Among the places of the first tier that has any (answers, parameters, properties), the type most of them
  // agree on; on a tie, the first place's (a `get`'s answer: the promise client's `OrganizationModel` is what
  // `organization.get` reads, not what `create` answers).
  return candidates.flatMap(([name, places]) => {
    const all = places.flatMap((place, i) => {
      const type = good.get(`${name}__${i}`)
      return type === undefined ? [] : [{ place, type }]
    })
    const first = Math.min(...all.map(({ place }) => tier(place)))
    const typed = all.filter(({ place }) => tier(place) === first)
    let best: { readonly place: Place; readonly votes: number } | undefined
    for (const { place, type } of typed) {
      const votes = typed.filter((other) => same(type, other.type)).length
      if (best === undefined || votes > best.votes) best = { place, votes }
    }
    return best === undefined ? [] : [[name, best.place] as const]
  })
}

/** The file's text, formatted as the repository formats TypeScript. */
export const typesSource = async (): Promise<string> => {
  const ours = new Set(Object.keys(await import("../src/promise/index.ts")))
  const taken = readFileSync(facade, "utf8").matchAll(/^export (?:type|interface) (\w+)/gm)
  for (const [, name] of taken) ours.add(name!)
  const { nested, places } = readPlaces()
  const candidatesOf = (from: ReadonlyMap<string, ReadonlyArray<Place>>, keep: (place: Place) => boolean) =>
    [...from]
      .filter(([name]) => !ours.has(name))
      .map(([name, list]) => [name, list.filter(keep).sort((a, b) => rank(a) - rank(b))] as const)
      .filter(([, list]) => list.length > 0)
      .sort(([a], [b]) => (a < b ? -1 : 1))
  // The methods' names first; then, round after round, names under a property of a name already taken.
  let accepted = check([], candidatesOf(places, () => true))
  for (let round = 0; round < 8; round++) {
    const taken = new Set(accepted.map(([name]) => name))
    for (const name of taken) ours.add(name)
    const more = check(accepted, candidatesOf(nested, (place) => "parent" in place && taken.has(place.parent)))
    if (more.length === 0) break
    accepted = [...accepted, ...more].sort(([a], [b]) => (a < b ? -1 : 1))
  }
  const format = await formatter()
  return format(typesPath, render(accepted))
}

if (import.meta.main) {
  writeFileSync(typesPath, await typesSource())
}
