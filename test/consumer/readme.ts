/**
 * The README's code blocks, sorted by what the checks do with them:
 *
 * - a program (a `ts` or `tsx` block that imports the package) runs as written:
 *   the consumer run type-checks it against the installed tarball and runs it
 *   against the emulator (configuration from `COVEO_ORGANIZATION_ID`,
 *   `COVEO_ACCESS_TOKEN`, `COVEO_HOST`); a `tsx` program exports `App`, which
 *   the run renders with `{ options }` in happy-dom;
 * - an excerpt (any other `ts` block) quotes the source: it must appear in
 *   `src/` as written, white space aside;
 * - other languages (`sh`) are not checked.
 *
 * `scripts/readme-examples.ts` also writes the `ts` programs into
 * `examples/readme.ts`, so that `npm run typecheck` sees them in the repository.
 *
 * @module
 */

/** One fenced block of the README. */
export interface Block {
  readonly lang: string
  readonly code: string
  /** 1-based line of the opening fence. */
  readonly line: number
  /** The `##` section it is in. */
  readonly section: string
  readonly kind: "program" | "excerpt" | "other"
}

/** The fenced code blocks of a Markdown text. */
export const readmeBlocks = (markdown: string): ReadonlyArray<Block> => {
  const blocks: Array<Block> = []
  const lines = markdown.split("\n")
  let section = ""
  for (let i = 0; i < lines.length; i++) {
    const heading = /^##\s+(.*)$/.exec(lines[i]!)
    if (heading !== null) section = heading[1]!.trim()
    const fence = /^```(\w*)\s*$/.exec(lines[i]!)
    if (fence === null) continue
    const start = i
    const body: Array<string> = []
    for (i++; i < lines.length && !/^```\s*$/.test(lines[i]!); i++) body.push(lines[i]!)
    const lang = fence[1]!
    const code = body.join("\n") + "\n"
    const kind = lang !== "ts" && lang !== "tsx"
      ? "other"
      : /^import\b.*\bfrom\s+"effect-coveo-platform(\/[^"]*)?"/m.test(code)
      ? "program"
      : "excerpt"
    blocks.push({ lang, code, line: start + 1, section, kind })
  }
  return blocks
}

/** A short file-name-safe name for a block: `07-effect-style`. */
export const blockName = (block: Block, index: number): string =>
  `${String(index + 1).padStart(2, "0")}-${
    block.section.toLowerCase().replace(/[^a-z0-9]+/g, "-").replace(/^-|-$/g, "") || "top"
  }`

/** White space collapsed, for comparing an excerpt with the source. */
export const normalizeSpace = (text: string): string => text.replace(/\s+/g, " ").trim()

/** One import declaration of a program. */
export interface Import {
  readonly typeOnly: boolean
  /** `* as X` */
  readonly namespace: string | undefined
  /** `{ a, type B, c as d }`, as written, one entry each. */
  readonly named: ReadonlyArray<string>
  readonly specifier: string
  readonly text: string
}

/** The import declarations of a program (one per line, as the README writes them) and the rest of its code. */
export const splitImports = (code: string): { readonly imports: ReadonlyArray<Import>; readonly body: string } => {
  const imports: Array<Import> = []
  const body: Array<string> = []
  for (const line of code.split("\n")) {
    const m = /^import\s+(type\s+)?(?:\*\s+as\s+(\w+)|\{([^}]*)\})\s+from\s+"([^"]+)"\s*;?\s*$/.exec(line)
    if (m === null) {
      body.push(line)
      continue
    }
    imports.push({
      typeOnly: m[1] !== undefined,
      namespace: m[2],
      named: (m[3] ?? "").split(",").map((s) => s.trim()).filter((s) => s.length > 0),
      specifier: m[4]!,
      text: line
    })
  }
  return { imports, body: body.join("\n").replace(/^\n+/, "") }
}
