/**
 * Writes `src/promise/types.ts`: the names of the promise client's request and answer types (`SourceModel`,
 * `CreateSourceModel`, `FieldModel`, …) as aliases of the promise facade's own types at the same place, so
 * that ported TypeScript that imports them and annotates with them compiles. A name is taken where the
 * promise client 60.4 uses it in one of its methods: as a parameter or as what the method resolves, the name
 * itself or anywhere inside (`New<X>`, `X[]`, `PageModel<X, "key">`, `Record<string, X>`, a property of an
 * inline or unexported type); then, round after round, anywhere inside a type already taken, through the same
 * steps (a property, inherited ones too, an array's element, a record's value). Its alias is our type where
 * most of its places agree, among its answers if it has any, else its parameters, else its places in other
 * types (on a tie, a `get`'s answer, then the promise client's order), never a copy of theirs. A name its
 * methods take as `New<X, K>` (`hostedPages.create(page: New<HostedPage>)`) is rather our type with the `id`
 * (required or optional as the promise client's `X` has it) that `New<X, K>` makes into what our method
 * takes: among its own places, else its `update`'s argument or its `get`'s answer; if none is, as above. A
 * generic type, a name the facade already exports, and a place where ours has no such part are left out:
 * each candidate is checked against our types with the compiler before it is written.
 *
 * Usage: `node scripts/generate-promise-types.ts` (part of `npm run generate`;
 * `test/promise-names.test.ts` fails while the committed file differs from what this writes).
 *
 * @module
 */
import ts from "@typescript/typescript6"
import { readFileSync, writeFileSync } from "node:fs"
import { dirname, join } from "node:path"
import { formatter } from "./generate-models.ts"
import { promiseClientExports } from "./generate-promise-enumerations.ts"

const root = join(import.meta.dirname, "..")
/** Where the aliases are written. */
export const typesPath = join(root, "src", "promise", "types.ts")
const facade = join(root, "src", "promise", "index.ts")

/**
 * One step from a place into its type: a property, an array's element, a value of a record, or a member of a
 * union (which stands for our type there when ours is no union).
 */
type Step =
  | { readonly kind: "property"; readonly name: string }
  | { readonly kind: "element" }
  | { readonly kind: "value" }
  | { readonly kind: "member" }

/**
 * Where a name sits: in one of the methods (`method` an accessor path such as `source.create`, `at` a
 * parameter's index or `"answer"`), or in another type the file names (`parent`); `path` leads from there to it.
 * `omit` when the promise client writes `New<X, K>` there: `X` without its `id` and the keys `K`.
 */
type Place =
  & (
    | { readonly method: string; readonly at: number | "answer" }
    | { readonly parent: string }
  )
  & {
    readonly path: ReadonlyArray<Step>
    readonly omit?: ReadonlyArray<string>
    /** Not the name's own place: a sibling of a `create` that takes `New<X>` (`update`'s argument, `get`'s answer). */
    readonly sibling?: true
  }

/** A type's properties: whether each is optional. */
type Properties = ReadonlyMap<string, boolean>

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
 * named types do.
 */
const readPlaces = (): {
  readonly places: ReadonlyMap<string, ReadonlyArray<Place>>
  readonly nested: ReadonlyMap<string, ReadonlyArray<Place>>
  readonly methods: ReadonlyMap<string, number>
  readonly properties: ReadonlyMap<string, Properties>
} => {
  const { checker, exports } = promiseClientExports(compilerOptions)
  // The names, by their declarations' symbol (however a file imports them: `SourcesSubInterface.PermissionLevel`).
  const names = new Map<ts.Symbol, string>()
  const generics = new Map<string, ts.Symbol>()
  for (const { name, symbol } of exports) {
    const declaration = symbol.declarations?.[0]
    const generic = declaration !== undefined &&
      (ts.isInterfaceDeclaration(declaration) || ts.isTypeAliasDeclaration(declaration)) &&
      (declaration.typeParameters?.length ?? 0) > 0
    if (generic) generics.set(name, symbol)
    else if (
      symbol.flags & (ts.SymbolFlags.Interface | ts.SymbolFlags.TypeAlias) && !(symbol.flags & ts.SymbolFlags.Value)
    ) {
      names.set(symbol, name)
    }
  }
  // The properties of the names taken as `New<X>`.
  const properties = new Map<string, Properties>()
  const symbolOf = (node: ts.TypeReferenceNode) => {
    const symbol = checker.getSymbolAtLocation(node.typeName)
    return symbol !== undefined && symbol.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(symbol) : symbol
  }
  const lib = dirname(ts.getDefaultLibFilePath(compilerOptions))
  const fromLib = (symbol: ts.Symbol, name: string) =>
    symbol.name === name && (symbol.declarations ?? []).some((d) => d.getSourceFile().fileName.startsWith(lib))
  const isNull = (node: ts.TypeNode) =>
    node.kind === ts.SyntaxKind.NullKeyword || node.kind === ts.SyntaxKind.UndefinedKeyword ||
    ts.isLiteralTypeNode(node)
  type Found = (name: string, path: ReadonlyArray<Step>, omit?: ReadonlyArray<string>) => void
  // Every name a type reaches, and the path to it: through unions (`null` and literals aside), arrays, records
  // and index signatures, properties (of an inline type, of each part of an intersection, of a type the promise
  // client does not export), `New<X>` and `PageModel<X, "key">`. A name is not looked into: its own places are
  // found in the next round, when it is taken.
  const reach = (
    node: ts.TypeNode,
    path: ReadonlyArray<Step>,
    found: Found,
    through: ReadonlySet<ts.Symbol>
  ): void => {
    if (path.length > 8) return
    if (ts.isParenthesizedTypeNode(node)) return reach(node.type, path, found, through)
    if (ts.isTypeOperatorNode(node)) {
      return node.operator === ts.SyntaxKind.ReadonlyKeyword ? reach(node.type, path, found, through) : undefined
    }
    if (ts.isArrayTypeNode(node)) return reach(node.elementType, [...path, { kind: "element" }], found, through)
    if (ts.isUnionTypeNode(node)) {
      const parts = node.types.filter((t) => !isNull(t))
      if (parts.length === 1) return reach(parts[0]!, path, found, through)
      for (const part of parts) reach(part, [...path, { kind: "member" }], found, through)
      return
    }
    if (ts.isIntersectionTypeNode(node)) {
      for (const part of node.types) {
        const symbol = ts.isTypeReferenceNode(part) ? symbolOf(part) : undefined
        // A name among others stands for less than the whole: only its properties are the whole's.
        if (symbol !== undefined && names.has(symbol)) members(symbol, path, found, through)
        else reach(part, path, found, through)
      }
      return
    }
    if (ts.isTypeLiteralNode(node)) return literal(node.members, path, found, through)
    if (ts.isMappedTypeNode(node)) {
      return node.type && reach(node.type, [...path, { kind: "value" }], found, through)
    }
    if (!ts.isTypeReferenceNode(node)) return
    const symbol = symbolOf(node)
    if (symbol === undefined) return
    const args = node.typeArguments ?? []
    const name = names.get(symbol)
    if (name !== undefined) return args.length === 0 ? found(name, path) : undefined
    if (fromLib(symbol, "Array") || fromLib(symbol, "ReadonlyArray")) {
      return args[0] && reach(args[0], [...path, { kind: "element" }], found, through)
    }
    if (fromLib(symbol, "Record")) return args[1] && reach(args[1], [...path, { kind: "value" }], found, through)
    if (fromLib(symbol, "Readonly") || fromLib(symbol, "NonNullable")) {
      return args[0] && reach(args[0], path, found, through)
    }
    if (symbol === generics.get("New")) {
      const named = args[0] && ts.isTypeReferenceNode(args[0]) && !args[0].typeArguments ? symbolOf(args[0]) : undefined
      const inner = named && names.get(named)
      if (inner === undefined) return args[0] && reach(args[0], path, found, through)
      const declared = checker.getPropertiesOfType(checker.getDeclaredTypeOfSymbol(named!))
      properties.set(inner, new Map(declared.map((p) => [p.name, (p.flags & ts.SymbolFlags.Optional) !== 0])))
      const keys = args[1] === undefined ? [] : ts.isUnionTypeNode(args[1]) ? args[1].types : [args[1]]
      return found(
        inner,
        path,
        keys.flatMap((k) => (ts.isLiteralTypeNode(k) && ts.isStringLiteral(k.literal) ? [k.literal.text] : []))
      )
    }
    if (symbol === generics.get("PageModel")) {
      const key = args[1] !== undefined && ts.isLiteralTypeNode(args[1]) && ts.isStringLiteral(args[1].literal)
        ? args[1].literal.text
        : "items"
      return args[0] && reach(args[0], [...path, { kind: "property", name: key }, { kind: "element" }], found, through)
    }
    // A type the promise client does not export (`interface ListParams`): what it holds, as if written here.
    if (args.length === 0 && !through.has(symbol) && !(symbol.flags & ts.SymbolFlags.Value)) {
      members(symbol, path, found, new Set([...through, symbol]))
    }
  }
  const literal = (
    list: ReadonlyArray<ts.TypeElement>,
    path: ReadonlyArray<Step>,
    found: Found,
    through: ReadonlySet<ts.Symbol>
  ) => {
    for (const member of list) {
      if (ts.isPropertySignature(member) && member.type !== undefined) {
        const name = ts.isIdentifier(member.name) || ts.isStringLiteral(member.name) ? member.name.text : undefined
        if (name !== undefined) reach(member.type, [...path, { kind: "property", name }], found, through)
      } else if (ts.isIndexSignatureDeclaration(member) && member.type !== undefined) {
        reach(member.type, [...path, { kind: "value" }], found, through)
      }
    }
  }
  // What an interface (its own properties and its bases') or a type alias holds.
  const members = (symbol: ts.Symbol, path: ReadonlyArray<Step>, found: Found, through: ReadonlySet<ts.Symbol>) => {
    const declarations = symbol.declarations ?? []
    const alias = declarations.find(ts.isTypeAliasDeclaration)
    if (alias !== undefined) return alias.typeParameters ? undefined : reach(alias.type, path, found, through)
    if (!declarations.some(ts.isInterfaceDeclaration)) return
    if (declarations.some((d) => ts.isInterfaceDeclaration(d) && d.typeParameters)) return
    const type = checker.getDeclaredTypeOfSymbol(symbol)
    for (const property of checker.getPropertiesOfType(type)) {
      const declaration = property.valueDeclaration
      if (declaration === undefined || !ts.isPropertySignature(declaration) || declaration.type === undefined) continue
      reach(declaration.type, [...path, { kind: "property", name: property.name }], found, through)
    }
    for (const declaration of declarations.filter(ts.isInterfaceDeclaration)) {
      literal(declaration.members.filter(ts.isIndexSignatureDeclaration), path, found, through)
    }
  }
  const places = new Map<string, Array<Place>>()
  const nested = new Map<string, Array<Place>>()
  for (const [symbol, parent] of names) {
    members(symbol, [], (name, path, omit) => {
      if (name !== parent) nested.set(name, [...(nested.get(name) ?? []), { parent, path, ...(omit && { omit }) }])
    }, new Set([symbol]))
  }
  const methods = new Map<string, number>()
  const seen = new Set<ts.Type>()
  const walk = (type: ts.Type, prefix: string, depth: number) => {
    if (seen.has(type) || depth > 4) return
    seen.add(type)
    for (const property of checker.getPropertiesOfType(type)) {
      const declaration = property.valueDeclaration
      if (declaration === undefined || property.name.startsWith("_")) continue
      const modifiers = ts.getCombinedModifierFlags(declaration)
      if (modifiers & (ts.ModifierFlags.Private | ts.ModifierFlags.Protected | ts.ModifierFlags.Static)) continue
      const method = prefix === "" ? property.name : `${prefix}.${property.name}`
      const add = (at: number | "answer") => (name: string, path: ReadonlyArray<Step>, omit?: ReadonlyArray<string>) =>
        places.set(name, [...(places.get(name) ?? []), { method, at, path, ...(omit && { omit }) }])
      if (ts.isMethodDeclaration(declaration) || ts.isMethodSignature(declaration)) {
        methods.set(method, declaration.parameters.length)
        declaration.parameters.forEach((parameter, i) => parameter.type && reach(parameter.type, [], add(i), new Set()))
        const answer = declaration.type
        if (answer !== undefined && ts.isTypeReferenceNode(answer) && symbolOf(answer)?.name === "Promise") {
          const inner = answer.typeArguments?.[0]
          if (inner !== undefined) reach(inner, [], add("answer"), new Set())
        }
      } else if (ts.isPropertyDeclaration(declaration)) {
        walk(checker.getTypeOfSymbol(property), method, depth + 1)
      }
    }
  }
  walk(checker.getDeclaredTypeOfSymbol(exports.find((e) => e.name === "PlatformClient")!.symbol), "", 0)
  return { places, nested, methods, properties }
}

// A name that says it is what is sent (`CreateReportModel`) where the promise client also types an answer with it:
// its `ua.reports.update` resolves `CreateReportModel` while the platform answers `{ id }`, and ported code writes
// the report to create with that name.
const isBody = (name: string) => /^(Create|New|Update)[A-Z]/.test(name)
// Answers before parameters (parameters first for a body's name) before other types; among answers, a `get`'s
// (what reads one resource) first; the value itself before a part of it; otherwise the promise client's order.
const tier = (place: Place, name: string) => "parent" in place ? 2 : (place.at === "answer") !== isBody(name) ? 0 : 1
const rank = (place: Place, name: string) =>
  tier(place, name) * 4 + ("method" in place && place.at === "answer" && !/(^|\.)get$/.test(place.method) ? 2 : 0) +
  (place.path.length === 0 ? 0 : 1)

const index = (method: string) => method.split(".").map((p) => `[${JSON.stringify(p)}]`).join("")
const expression = (place: Place): string =>
  place.path.reduce(
    (type, step) =>
      step.kind === "property"
        ? `NonNullable<${type}[${JSON.stringify(step.name)}]>`
        : step.kind === "element"
        ? `ElementOf<${type}>`
        : step.kind === "value"
        ? `ValueOf<${type}>`
        : type,
    "parent" in place
      ? place.parent
      : place.at === "answer"
      ? `AnswerOf<Client${index(place.method)}>`
      : `ArgumentOf<Client${index(place.method)}, ${place.at}>`
  )

/** Where a place is, in words: `what \`field.list\` resolves (an item of its \`items\`)`. */
const describe = (place: Place): string => {
  const path = [...place.path]
  // A parent's leading properties name the place: `a {@link X}'s \`a.b\``.
  const properties: Array<string> = []
  for (let step = path[0]; "parent" in place && step?.kind === "property"; step = path[0]) {
    properties.push(step.name)
    path.shift()
  }
  const head = "parent" in place
    ? properties.length > 0 ? `a {@link ${place.parent}}'s \`${properties.join(".")}\`` : `a {@link ${place.parent}}`
    : place.at === "answer"
    ? `what \`${place.method}\` resolves`
    : `what \`${place.method}\` takes`
  // The rest, innermost first: `an element of a value`, `an item of its \`items\``.
  const words: Array<string> = []
  for (let i = path.length - 1; i >= 0; i--) {
    const step = path[i]!
    if (step.kind === "element" && path[i - 1]?.kind === "property") {
      words.push(`an item of its \`${(path[--i] as { readonly name: string }).name}\``)
    } else {
      words.push(
        step.kind === "element"
          ? "an element"
          : step.kind === "value"
          ? "a value"
          : step.kind === "member"
          ? "a union member"
          : `its \`${step.name}\``
      )
    }
  }
  return words.length === 0 ? head : `${head} (${words.join(" of ")})`
}

const header = (kept: number) => [
  "/**",
  " * The promise client's request and answer type names (`SourceModel`, `CreateSourceModel`), each an alias of",
  " * the promise facade's own type where the promise client's methods use that name, or inside a type named",
  ` * here, for ported TypeScript that imports them (${kept} names). Our types are the platform's:`,
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
  "",
  "/**",
  " * A value of a record keyed by strings: `ValueOf<{ readonly [key: string]: X }>` is `X`.",
  " *",
  " * @since 0.1.0",
  " * @category models",
  " */",
  "export type ValueOf<R> = string extends keyof R ? R[string] : never",
  ""
]

const render = (aliases: ReadonlyArray<readonly [name: string, place: Place]>) => {
  const lines = header(aliases.length)
  for (const [name, place] of aliases) {
    lines.push(
      "/**",
      ` * The promise client's \`${name}\`: ${describe(place)}.`,
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

const sourceFiles = new Map<string, ts.SourceFile | undefined>()
/** The `K` of `New<X, K>`, after a comma, or nothing. */
const keys = (omit: ReadonlyArray<string>) =>
  omit.length === 0 ? "" : `, ${omit.map((k) => JSON.stringify(k)).join(" | ")}`

/**
 * For each name, its place whose type our compiler resolves to something (not `never`, not an error, not a
 * union where the promise client's is one member), where most of its places of the first tier that has any
 * agree. A name taken as `New<X, K>` somewhere: one with the `id` and `K` as the promise client's `X` has them,
 * that `New<X, K>` makes into what ours takes there; among its own places, else its `create`'s siblings; if
 * none is, as any other name.
 */
const check = (
  accepted: ReadonlyArray<readonly [string, Place]>,
  candidates: ReadonlyArray<readonly [string, ReadonlyArray<Place>]>,
  properties: ReadonlyMap<string, Properties>
) => {
  const virtual = join(root, "src", "promise", "__types_candidates.ts")
  // One alias per name and place, `Name__i`, all checked in one program; `Name__i__k`, our type where the
  // place's step `k` takes a member of the promise client's union; `Name__i__nj`, `New<Name__i, K>` for a
  // place `j` of `New<X, K>`.
  const text = [
    ...header(0),
    "import type { New } from \"./index.ts\"",
    ...accepted.map(([name, place]) => `export type ${name} = ${expression(place)}`),
    ...candidates.flatMap(([name, places]) =>
      places.flatMap((place, i) => [
        `export type ${name}__${i} = ${expression(place)}`,
        ...place.path.flatMap((step, k) =>
          step.kind === "member"
            ? [`export type ${name}__${i}__${k} = ${expression({ ...place, path: place.path.slice(0, k) })}`]
            : []
        ),
        ...(place.omit ? [] : places).flatMap(({ omit }, j) =>
          omit
            ? [`export type ${name}__${i}__n${j} = New<${expression(place)}${keys(omit)}>`]
            : []
        )
      ])
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
  const unions = new Set<string>()
  for (const statement of source.statements) {
    if (!ts.isTypeAliasDeclaration(statement) || !statement.name.text.includes("__")) continue
    const line = source.getLineAndCharacterOfPosition(statement.getStart(source)).line
    const type = checker.getTypeAtLocation(statement.name)
    const [name, i, k] = statement.name.text.split("__")
    if (k !== undefined && !k.startsWith("n")) {
      const kinds = type.isUnion()
        ? type.types.filter((t) => !(t.flags & (ts.TypeFlags.Undefined | ts.TypeFlags.Null)))
        : []
      if (kinds.length > 1) unions.add(`${name}__${i}`)
    } else if (!broken.has(line) && !(type.flags & (ts.TypeFlags.Never | ts.TypeFlags.Any | ts.TypeFlags.Unknown))) {
      good.set(statement.name.text, type)
    }
  }
  for (const key of unions) good.delete(key)
  const same = (a: ts.Type, b: ts.Type) => checker.isTypeAssignableTo(a, b) && checker.isTypeAssignableTo(b, a)
  type Typed = { readonly place: Place; readonly i: number; readonly type: ts.Type }
  // Among the places of the first tier that has any (answers, parameters, properties), the type most of them
  // agree on; on a tie, the first place's (a `get`'s answer: the promise client's `OrganizationModel` is what
  // `organization.get` reads, not what `create` answers).
  const vote = (name: string, typed: ReadonlyArray<Typed>) => {
    const first = Math.min(...typed.map(({ place }) => tier(place, name)))
    const tied = typed.filter(({ place }) => tier(place, name) === first)
    let best: { readonly place: Place; readonly votes: number } | undefined
    for (const { place, type } of tied) {
      const votes = tied.filter((other) => same(type, other.type)).length
      if (best === undefined || votes > best.votes) best = { place, votes }
    }
    return best?.place
  }
  return candidates.flatMap(([name, places]) => {
    const typed = places.flatMap((place, i) => {
      const type = good.get(`${name}__${i}`)
      return type === undefined ? [] : [{ place, i, type }]
    })
    const news = places.flatMap((place, j) => (place.omit ? [j] : []))
    // The type with the `id` (and the keys `K`) as the promise client's `X` has them, optional or not, that
    // `New<X, K>` makes into what ours takes at each place of `New<X, K>`.
    const fits = ({ i, type }: Typed) =>
      news.every((j) =>
        ["id", ...places[j]!.omit!].every((key) => {
          const theirs = properties.get(name)?.get(key)
          const ours = checker.getPropertyOfType(type, key)
          return theirs === undefined ||
            (ours !== undefined && theirs === ((ours.flags & ts.SymbolFlags.Optional) !== 0))
        })
      ) &&
      news.every((j) => {
        const made = good.get(`${name}__${i}__n${j}`)
        const taken = good.get(`${name}__${j}`)
        return made !== undefined && taken !== undefined && checker.isTypeAssignableTo(made, taken)
      })
    const own = typed.filter(({ place }) => !place.sibling)
    const best = news.length === 0
      ? vote(name, own)
      : vote(name, own.filter(({ place }) => !place.omit).filter(fits)) ??
        typed.find((t) => t.place.sibling && fits(t))?.place ?? vote(name, own)
    return best === undefined ? [] : [[name, best] as const]
  })
}

/** The file's text, formatted as the repository formats TypeScript. */
export const typesSource = async (): Promise<string> => {
  const ours = new Set(Object.keys(await import("../src/promise/index.ts")))
  const taken = readFileSync(facade, "utf8").matchAll(/^export (?:type|interface) (\w+)/gm)
  for (const [, name] of taken) ours.add(name!)
  const { methods, nested, places, properties } = readPlaces()
  // Where a name is taken as `New<X>` by `r.create`: `r.update`'s arguments and `r.get`'s answer, after its own.
  const siblings = (list: ReadonlyArray<Place>): ReadonlyArray<Place> =>
    list.flatMap((place) => {
      if (!place.omit || !("method" in place)) return []
      const resource = place.method.replace(/\.\w+$/, "")
      const update = `${resource}.update`
      const get = `${resource}.get`
      const found: Array<Place> = []
      for (let at = 0; at < (methods.get(update) ?? 0); at++) {
        found.push({ method: update, at, path: [], sibling: true })
      }
      if (methods.has(get)) found.push({ method: get, at: "answer", path: [], sibling: true })
      return found.filter((sibling) => "method" in sibling && sibling.method !== place.method)
    })
  const candidatesOf = (from: ReadonlyMap<string, ReadonlyArray<Place>>, keep: (place: Place) => boolean) =>
    [...from]
      .filter(([name]) => !ours.has(name))
      .map(([name, list]) => {
        const kept = list.filter(keep).sort((a, b) => rank(a, name) - rank(b, name))
        return [name, [...kept, ...siblings(kept)]] as const
      })
      .filter(([, list]) => list.length > 0)
      .sort(([a], [b]) => (a < b ? -1 : 1))
  // The methods' names first; then, round after round, names inside a name already taken.
  let accepted = check([], candidatesOf(places, () => true), properties)
  for (let round = 0; round < 8; round++) {
    const taken = new Set(accepted.map(([name]) => name))
    for (const name of taken) ours.add(name)
    const more = check(
      accepted,
      candidatesOf(nested, (place) => "parent" in place && taken.has(place.parent)),
      properties
    )
    if (more.length === 0) break
    accepted = [...accepted, ...more].sort(([a], [b]) => (a < b ? -1 : 1))
  }
  const format = await formatter()
  return format(typesPath, render(accepted))
}

if (import.meta.main) {
  writeFileSync(typesPath, await typesSource())
}
