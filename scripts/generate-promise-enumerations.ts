/**
 * Writes `src/promise/enumerations.ts`: every enumeration that `@coveo/platform-client` 60.4 exports from its
 * root (`SourceType`, `FieldTypes`, …) as an object of the same names and values, with a type of its values
 * and a type-only namespace of its members' types, so that ported code that writes `SourceType.PUSH` runs and
 * compiles against the promise facade, and `let t: FieldTypes.LONG` compiles as it does with an `enum`.
 *
 * Names and values are read from the promise client's type declarations (a dev dependency) through the
 * TypeScript compiler API, its exports followed from its entry; nothing else of it is taken. `Environment`
 * and `Region` are written by hand in `src/promise/index.ts`, since the facade's options name them.
 *
 * Usage: `node scripts/generate-promise-enumerations.ts` (part of `npm run generate`;
 * `test/promise-names.test.ts` fails while the committed file differs from what this writes).
 *
 * @module
 */
import ts from "@typescript/typescript6"
import { writeFileSync } from "node:fs"
import { join } from "node:path"
import { formatter } from "./generate-models.ts"

const root = join(import.meta.dirname, "..")
/** Where the enumerations are written. */
export const enumerationsPath = join(root, "src", "promise", "enumerations.ts")
/** Written by hand in `src/promise/index.ts`. */
const byHand = new Set(["Environment", "Region"])

/** One enumeration of the promise client: its name and its members' names and values, in its order. */
export interface Enumeration {
  readonly name: string
  readonly members: ReadonlyArray<readonly [name: string, value: string]>
}

/** The promise client's declarations: a checker over them, and what its entry exports, by name, aliases followed. */
export const promiseClientExports = (
  options: ts.CompilerOptions = { strict: true, skipLibCheck: true, noEmit: true }
): {
  readonly checker: ts.TypeChecker
  readonly exports: ReadonlyArray<{ readonly name: string; readonly symbol: ts.Symbol }>
} => {
  const entry = join(root, "node_modules", "@coveo", "platform-client", "dist", "types", "Entry.d.ts")
  const program = ts.createProgram([entry], options)
  const checker = program.getTypeChecker()
  const module = checker.getSymbolAtLocation(program.getSourceFile(entry)!)
  if (module === undefined) throw new Error(`${entry}: no module symbol`)
  return {
    checker,
    exports: checker.getExportsOfModule(module).map((exported) => ({
      name: exported.name,
      symbol: exported.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(exported) : exported
    }))
  }
}

/** The enumerations the promise client's entry exports, sorted by name. */
export const readEnumerations = (): ReadonlyArray<Enumeration> => {
  const { checker, exports } = promiseClientExports()
  const out: Array<Enumeration> = []
  for (const exported of exports) {
    const { symbol } = exported
    if (!(symbol.flags & ts.SymbolFlags.Enum) || byHand.has(exported.name)) continue
    const members = (symbol.declarations ?? []).filter(ts.isEnumDeclaration).flatMap((declaration) =>
      declaration.members.map((member) => {
        const value = checker.getConstantValue(member)
        // Every one of 60.4's is a string enumeration; a numeric one would need its reverse mapping too.
        if (typeof value !== "string") {
          throw new Error(`${exported.name}.${member.name.getText()}: not a string value (${String(value)})`)
        }
        return [checker.getSymbolAtLocation(member.name)!.name, value] as const
      })
    )
    out.push({ name: exported.name, members })
  }
  return out.sort((a, b) => (a.name < b.name ? -1 : 1))
}

const identifier = (name: string) => /^[A-Za-z_$][\w$]*$/.test(name)
const key = (name: string) => (identifier(name) ? name : JSON.stringify(name))

// Names a type alias cannot take (`type delete`, `type unknown`): a namespace exports those under a local name.
const typeNameReserved = new Set([
  "any",
  "bigint",
  "boolean",
  "never",
  "number",
  "object",
  "string",
  "symbol",
  "undefined",
  "unknown",
  "void"
])
const plainTypeName = (name: string) => {
  const token = ts.createScanner(ts.ScriptTarget.ESNext, true, ts.LanguageVariant.Standard, name).scan()
  const reserved = (token >= ts.SyntaxKind.FirstReservedWord && token <= ts.SyntaxKind.LastReservedWord) ||
    (token >= ts.SyntaxKind.FirstFutureReservedWord && token <= ts.SyntaxKind.LastFutureReservedWord)
  return identifier(name) && !reserved && !typeNameReserved.has(name)
}

/** `X.MEMBER` as a type, as with an `enum`: a namespace of types only, which compiles to nothing. */
const namespaceOf = ({ members, name }: Enumeration): ReadonlyArray<string> => {
  const names = new Set(members.map(([member]) => member))
  const local = (member: string) => {
    let alias = `${member}_`
    while (names.has(alias)) alias += "_"
    return alias
  }
  const typed = members.filter(([member]) => identifier(member))
  if (typed.length === 0) return []
  return [
    "/**",
    ` * The members of {@link ${name}} as types, as with an \`enum\`: the type \`${name}.${typed[0]![0]}\` is \`${
      JSON.stringify(typed[0]![1])
    }\`.`,
    " *",
    " * @since 0.1.0",
    " * @category enumerations",
    " */",
    `export declare namespace ${name} {`,
    ...typed.flatMap(([member]) =>
      plainTypeName(member)
        ? [`  export type ${member} = typeof ${name}.${member}`]
        : [`  type ${local(member)} = typeof ${name}.${member}`, `  export { ${local(member)} as ${member} }`]
    ),
    "}",
    ""
  ]
}

/** The file's text, formatted as the repository formats TypeScript. */
export const enumerationsSource = async (): Promise<string> => {
  const enumerations = readEnumerations()
  const lines = [
    "/**",
    " * The promise client's enumerations as objects of the same names and values (`SourceType.PUSH` is",
    " * `\"PUSH\"`), each with a type of its values, for ported code. The calls' own types are the platform's",
    " * literal unions: a value that a call does not take is refused when the code is compiled, or with",
    " * `InvalidInput` at run time.",
    " *",
    " * Generated by `scripts/generate-promise-enumerations.ts` from `@coveo/platform-client`'s declarations: do",
    " * not edit; regenerate with `npm run generate` (`test/promise-names.test.ts` fails when it is stale).",
    " *",
    " * @module",
    " */",
    ""
  ]
  for (const { members, name } of enumerations) {
    const example = members[0]
    lines.push(
      "/**",
      example === undefined
        ? ` * The promise client's \`${name}\` enumeration (it has no values).`
        : ` * The promise client's \`${name}\` enumeration by name: \`${name}.${example[0]}\` is \`${
          JSON.stringify(example[1])
        }\`.`,
      " *",
      " * @since 0.1.0",
      " * @category enumerations",
      " */",
      `export const ${name} = {`,
      ...members.map(([member, value]) => `  ${key(member)}: ${JSON.stringify(value)},`),
      "} as const",
      "",
      "/**",
      ` * One of the values of {@link ${name}}.`,
      " *",
      " * @since 0.1.0",
      " * @category enumerations",
      " */",
      `export type ${name} = (typeof ${name})[keyof typeof ${name}]`,
      "",
      ...namespaceOf({ members, name })
    )
  }
  const format = await formatter()
  return format(enumerationsPath, lines.join("\n"))
}

if (import.meta.main) {
  writeFileSync(enumerationsPath, await enumerationsSource())
}
