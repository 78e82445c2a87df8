/**
 * Reads the platform's published OpenAPI descriptions (shared/spec/openapi/*.yml)
 * and the declarations' side of the comparison, for test/oracle.test.ts.
 */
import * as Schema from "effect/Schema"
import * as SchemaAST from "effect/SchemaAST"
import { existsSync, readdirSync, readFileSync } from "node:fs"
import { fileURLToPath } from "node:url"
import { parse } from "yaml"
import type { EndpointDef } from "../../src/Http/PlatformClient.ts"

/** The descriptions' folder: `shared/` sits beside the clone (`<clone>/../shared/spec/openapi`). */
export const descriptionDir: string = fileURLToPath(new URL("../../../shared/spec/openapi/", import.meta.url))

export const descriptionsPresent = (): boolean => existsSync(descriptionDir)

/** One operation of a description, its path joined to its server's base path. */
export interface Operation {
  readonly file: string
  readonly method: string
  /** Base path + operation path, as written (parameter names kept). */
  readonly path: string
  readonly key: string
  readonly deprecated: boolean
  readonly query: ReadonlyArray<string>
}

/**
 * Base paths that the description's own `servers` entry gets wrong. `source-logs.yml` (the Logs API)
 * copies the Push API's server, `https://api.cloud.coveo.com/push/v1`; the Logs API lives at `/logs/v1`
 * on the same host (SPEC.md, "Logs (serverless)"), and no Push operation has these paths.
 */
const baseOverride: Readonly<Record<string, string>> = { "source-logs.yml": "/logs/v1" }

const methods = ["get", "put", "post", "delete", "patch", "head", "options"] as const

/** `/a/{x}/b/` → `/a/{}/b`: parameter names differ between the two sides (`{org}`, `{organizationId}`, `{id}`). */
export const normalize = (path: string): string => path.replace(/\{[^}]*\}/g, "{}").replace(/\/+$/, "") || "/"

export const opKey = (method: string, path: string): string => `${method.toUpperCase()} ${normalize(path)}`

type Doc = {
  readonly servers?: ReadonlyArray<{ readonly url?: string }>
  readonly paths?: Record<string, Record<string, unknown>>
  readonly components?: { readonly parameters?: Record<string, Param> }
  readonly parameters?: Record<string, Param>
}
type Param = { readonly $ref?: string; readonly in?: string; readonly name?: string }

/** Parameter references that lead nowhere (a gap of the description: `search-interface.yml` names `page-id`). */
export const unresolved: Set<string> = new Set()

const resolve = (file: string, doc: Doc, p: Param): Param => {
  if (p.$ref === undefined) return p
  const m = /^#\/(?:components\/parameters|parameters)\/(.+)$/.exec(p.$ref)
  const target = m === null ? undefined : (doc.components?.parameters ?? doc.parameters ?? {})[m[1]!]
  if (target !== undefined) return resolve(file, doc, target)
  unresolved.add(`${file} ${p.$ref}`)
  return {}
}

export const loadOperations = (): ReadonlyArray<Operation> => {
  const out: Array<Operation> = []
  for (const file of readdirSync(descriptionDir).filter((f) => f.endsWith(".yml")).sort()) {
    const doc = parse(readFileSync(descriptionDir + file, "utf8"), { maxAliasCount: -1 }) as Doc
    const server = doc.servers?.[0]?.url
    const base = baseOverride[file] ??
      (server === undefined ? "" : new URL(server, "https://platform.cloud.coveo.com").pathname)
    for (const [path, item] of Object.entries(doc.paths ?? {})) {
      const shared = (item.parameters ?? []) as ReadonlyArray<Param>
      for (const method of methods) {
        const op = item[method] as { deprecated?: boolean; parameters?: ReadonlyArray<Param> } | undefined
        if (op === undefined) continue
        const params = [...shared, ...(op.parameters ?? [])].map((p) => resolve(file, doc, p))
        const full = base.replace(/\/+$/, "") + path
        out.push({
          file,
          method: method.toUpperCase(),
          path: full,
          key: opKey(method, full),
          deprecated: op.deprecated === true,
          query: [...new Set(params.filter((p) => p.in === "query").map((p) => p.name!))]
        })
      }
    }
  }
  return out
}

const namesOf = (ast: SchemaAST.AST): ReadonlyArray<string> => {
  if (SchemaAST.isObjects(ast)) return ast.propertySignatures.map((ps) => String(ps.name))
  if (SchemaAST.isUnion(ast)) return [...new Set(ast.types.flatMap(namesOf))]
  throw new Error(`query Schema is not a struct: ${ast._tag}`)
}

/** The query parameter names a declaration may send: its query Schema's encoded field names, and `orgQuery`. */
export const declaredQuery = (def: EndpointDef): ReadonlyArray<string> => {
  const names: Array<string> = []
  if (def.query !== undefined) {
    const encoded = Schema.toEncoded(def.query as unknown as Schema.Codec<unknown, unknown>)
    names.push(...namesOf(encoded.ast))
  }
  if (def.orgQuery !== undefined) names.push(def.orgQuery)
  return [...new Set(names)]
}
