/**
 * Machine-learning configuration helpers and the search calls that answer something other than JSON:
 * dynamic navigation experience and case classification models show their id as `modelId` (as the
 * descriptions answer them), an intent-aware product ranking model is answered as created, the document
 * extraction query is built from fields and sources and read back, a search exported as `xlsx` answers a
 * spreadsheet (a store-only ZIP of the Office Open XML parts, a header row only: the emulator's index is
 * empty), an item's HTML preview answers HTML, and a model's configuration file is read back as uploaded.
 * Registering a model answers the registration with the new model's id and organization, and keeps the
 * model, which the models' reads then find.
 *
 * @module
 */
import * as Schema from "effect/Schema"
import { IntervalUnit } from "../../Schema/MachineLearning.ts"
import { publicView, type StoredRecord } from "../store.ts"
import { type EmulatorRequest, type Handler, objectBody, ok, type Reply, type UploadedFile } from "../types.ts"
import { zip } from "../zip.ts"
import { decodeBody, org, type Workflow } from "./common.ts"

const config = `${org}/machinelearning/configuration`
const models = `${org}/machinelearning/models`
const configFiles = `${org}/machinelearning/models/{modelId}/configs`
const configFile = `${configFiles}/{configurationType}`

/** The text of an uploaded configuration file: the first file of a multipart body, or a raw body. */
const fileText = (body: unknown): string => {
  const decode = (bytes: Uint8Array) => new TextDecoder().decode(bytes)
  if (body instanceof Uint8Array) return decode(body)
  if (typeof body === "string") return body
  const parts = typeof body === "object" && body !== null ? Object.values(body) : []
  const file = parts.find((p): p is UploadedFile => typeof p === "object" && p !== null && "bytes" in p)
  return file !== undefined ? decode(file.bytes) : parts.find((p): p is string => typeof p === "string") ?? ""
}

const withModelId = (record: StoredRecord) => ({ ...publicView(record), modelId: record.id })

// What a registration needs; an absent body is refused too (the described check reads only bodies sent).
const Registration = Schema.Struct({
  engineId: Schema.NonEmptyString,
  exportPeriod: Schema.String,
  intervalTime: Schema.Int,
  intervalUnit: IntervalUnit
})

const register: Handler = (req, world) => {
  const { engineId } = decodeBody(Registration, req.body)
  const registration = objectBody(req)
  const modelId = world.store.nextId(`${req.org}_${engineId}`)
  world.store.put(world.generic.keyOf(models, req), modelId, { ...registration, id: modelId })
  return ok({ ...registration, modelId, orgId: req.org }, 201)
}

const strings = (value: unknown): ReadonlyArray<string> =>
  Array.isArray(value) ? value.filter((v): v is string => typeof v === "string" && v !== "") : []

const quoted = (s: string) => `"${s.replace(/(["\\])/g, "\\$1")}"`

/** `(@a OR @b) AND @source==("Docs")`, the shape of the platform's example. */
const extractionQuery = (req: EmulatorRequest): string => {
  const body = objectBody(req)
  const fields = strings(body.fields).map((f) => `@${f}`)
  const sources = strings(body.sources).map(quoted)
  const parts = [
    ...(fields.length === 0 ? [] : [fields.length === 1 ? fields[0]! : `(${fields.join(" OR ")})`]),
    ...(sources.length === 0 ? [] : [`@source==(${sources.join(",")})`])
  ]
  return parts.join(" AND ")
}

/** The fields and sources of a query written as {@link extractionQuery} writes it. */
const parseExtractionQuery = (query: string) => {
  const source = /@source==\(([^)]*)\)/.exec(query)
  const rest = source === null ? query : query.replace(source[0], "")
  const fields = [...rest.matchAll(/@([A-Za-z0-9_]+)/g)].map((m) => m[1]!)
  const sources = source === null ?
    [] :
    [...source[1]!.matchAll(/"((?:[^"\\]|\\.)*)"/g)].map((m) => m[1]!.replace(/\\(.)/g, "$1"))
  return { fields, sources }
}

const xml = (s: string) => new TextEncoder().encode(`<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n${s}`)
const ns = "http://schemas.openxmlformats.org"

/** A one-sheet workbook whose first row names the columns. */
const spreadsheet = (columns: ReadonlyArray<string>, now: number): Uint8Array =>
  zip([
    {
      name: "[Content_Types].xml",
      bytes: xml(
        `<Types xmlns="${ns}/package/2006/content-types">` +
          `<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>` +
          `<Default Extension="xml" ContentType="application/xml"/>` +
          `<Override PartName="/xl/workbook.xml" ` +
          `ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/>` +
          `<Override PartName="/xl/worksheets/sheet1.xml" ` +
          `ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/>` +
          `</Types>`
      )
    },
    {
      name: "_rels/.rels",
      bytes: xml(
        `<Relationships xmlns="${ns}/package/2006/relationships">` +
          `<Relationship Id="rId1" Type="${ns}/officeDocument/2006/relationships/officeDocument" ` +
          `Target="xl/workbook.xml"/></Relationships>`
      )
    },
    {
      name: "xl/workbook.xml",
      bytes: xml(
        `<workbook xmlns="${ns}/spreadsheetml/2006/main" xmlns:r="${ns}/officeDocument/2006/relationships">` +
          `<sheets><sheet name="Results" sheetId="1" r:id="rId1"/></sheets></workbook>`
      )
    },
    {
      name: "xl/_rels/workbook.xml.rels",
      bytes: xml(
        `<Relationships xmlns="${ns}/package/2006/relationships">` +
          `<Relationship Id="rId1" Type="${ns}/officeDocument/2006/relationships/worksheet" ` +
          `Target="worksheets/sheet1.xml"/></Relationships>`
      )
    },
    {
      name: "xl/worksheets/sheet1.xml",
      bytes: xml(
        `<worksheet xmlns="${ns}/spreadsheetml/2006/main"><sheetData><row r="1">` +
          columns.map((c) => `<c t="inlineStr"><is><t>${c}</t></is></c>`).join("") +
          `</row></sheetData></worksheet>`
      )
    }
  ], now)

const escapeHtml = (s: string) =>
  s.replace(/[&<>"]/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", "\"": "&quot;" })[c]!)

const xlsxType = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"

/** The machine-learning configuration and search workflow. */
export const mlSearchWorkflow: Workflow = {
  handlers: {
    // A model's configuration file is kept as uploaded, and read back as its text.
    [`PUT ${configFile}`]: (req, world) => {
      const { configurationType, modelId } = req.params
      world.store.put(world.generic.keyOf(configFiles, req), configurationType!, {
        id: configurationType!,
        $contents: fileText(req.body)
      })
      // The description's shapes: the id and the file's key are objects (the service's own value classes).
      return ok({ modelId: { modelId }, filePath: {} })
    },
    [`GET ${configFile}`]: (req, world) => {
      const { configurationType } = req.params
      const record = world.store.get(world.generic.keyOf(configFiles, req), configurationType!)
      return record === undefined
        ? world.generic.notFound(configFiles, configurationType!)
        : ok(String(record.$contents ?? ""))
    },
    [`POST ${org}/machinelearning/model`]: register,
    [`POST ${config}/iapr/model`]: (req) => ok(objectBody(req), 201),
    [`POST ${config}/dne/documentextractionquery`]: (req) => ok(extractionQuery(req)),
    [`GET ${config}/dne/documentextractionquerymodel`]: (req) =>
      ok(parseExtractionQuery(typeof req.query.query === "string" ? req.query.query : "")),
    // A search exported as a spreadsheet; any other search is the generic answer.
    "POST /rest/search/v2": (req): Reply | undefined =>
      (req.body as { readonly format?: unknown } | undefined)?.format === "xlsx"
        ? { status: 200, raw: spreadsheet(["Title", "URI"], req.now), contentType: xlsxType }
        : undefined,
    "POST /rest/search/v2/html": (req) => ({
      status: 200,
      raw: `<!DOCTYPE html><html><head><title>${
        escapeHtml(String(req.query.uniqueId ?? ""))
      }</title></head><body></body></html>`,
      contentType: "text/html"
    })
  },
  views: {
    [`${config}/dne/model`]: withModelId,
    [`${config}/caseclassif/model`]: withModelId
  }
}
