/**
 * Compile-time tests of the promise client's construction-time names (run by `tsc`, the typecheck of
 * `.ci/run`): code ported from `@coveo/platform-client` that names an environment or a region through its
 * enumerations (`Environment.dev`, `Region.EU`, `PlatformClient.Environment.prod`) compiles unchanged, and
 * `abortPendingGetRequests` and `globalRequestSettings: { headers }` are there. `Region.CA` is refused by the
 * option's type, which names the specification's three regions. The promise client's other enumeration objects
 * (`FieldTypes.STRING`) go where its calls take them, and a value of the wrong enumeration is refused; its
 * error class narrows a caught error to one with its fields; its model names (`SourceModel`) annotate what the
 * calls take and resolve.
 */
import PlatformClient, {
  CoveoPlatformClientError,
  createPlatformClient,
  type CreateSourceModel,
  type DocumentConfig,
  type DocumentProcessor,
  Environment,
  type FieldModel,
  FieldOrigin,
  FieldTypes,
  type New,
  type OrganizationModel,
  type PageModel,
  type PromisePlatformClient,
  Region,
  SortingOrder,
  type SourceModel,
  SourceType,
  SourceVisibility
} from "../../src/promise/index.ts"

export const clients = [
  new PlatformClient({ organizationId: "o", accessToken: "t", environment: PlatformClient.Environment.prod }),
  createPlatformClient({ organizationId: "o", accessToken: "t", environment: Environment.dev, region: Region.EU }),
  // The promise client's README's proxy example.
  new PlatformClient({
    organizationId: "o",
    accessToken: "t",
    globalRequestSettings: { headers: { "Proxy-Authorization": "Basic YWxhZGRpbjpvcGVuc2VzYW1l" } }
  }),
  // @ts-expect-error -- `ca` is taken at run time, not by the type
  createPlatformClient({ organizationId: "o", accessToken: "t", region: Region.CA })
]

export const abort: () => void = clients[0]!.abortPendingGetRequests

const client = clients[1]!
const kind: FieldTypes = FieldTypes.STRING
export const ported = [
  client.field.list({ type: FieldTypes.LONG, origin: FieldOrigin.USER, order: SortingOrder.DESC }),
  client.field.create({ name: "price", type: kind }),
  client.source.create({ name: "docs", sourceType: SourceType.SITEMAP, sourceVisibility: SourceVisibility.SHARED }),
  // @ts-expect-error -- an origin where a field type goes
  client.field.create({ name: "price", type: FieldOrigin.USER })
]

export const fieldsOf = (e: unknown) =>
  e instanceof CoveoPlatformClientError
    ? { status: e.status, title: e.title, detail: e.detail, xRequestId: e.xRequestId }
    : undefined

export const annotated = async (c: PromisePlatformClient) => {
  const body: CreateSourceModel = { name: "docs", sourceType: SourceType.SITEMAP }
  const { id } = await c.source.create(body)
  const source: SourceModel | undefined = await c.source.get(id)
  const field: FieldModel | undefined = await c.field.get("title")
  // @ts-expect-error -- a source type is not a field type
  const wrong: FieldModel = { name: "price", type: SourceType.SITEMAP }
  return [source?.name, field?.name, wrong.name]
}

// A name used only under a property of another: the first post-conversion of a document configuration.
export const firstProcessor = (config: DocumentConfig): DocumentProcessor | undefined => config.postConversions?.[0]

// Pages and new resources under the promise client's generic names.
export const paged = async (c: PromisePlatformClient) => {
  const sources: PageModel<SourceModel, "sourceModels"> | undefined = await c.source.list()
  const fields: PageModel<FieldModel> | undefined = await c.field.list()
  const field: New<FieldModel> = { name: "price", type: FieldTypes.DOUBLE }
  await c.field.create(field)
  // A union (a source of each type) stays one: each of its members without its id.
  const source: New<CreateSourceModel, "resourceId"> = { name: "docs", sourceType: SourceType.SITEMAP }
  await c.source.create(source)
  return [sources?.sourceModels.length, fields?.items.length, sources?.totalPages]
}

// A name its methods use for different things: what `get` reads (not what `create` answers, an id and a key).
export const organizationName = async (c: PromisePlatformClient) => {
  const organization: OrganizationModel | undefined = await c.organization.get("o1")
  return organization?.displayName
}

// Answers their options decide, as the promise client types them: `organization.list()` an array and
// `organization.list({ page })` a page; `pipeline.list({ enablePagination: true })` a page, `pipeline.list()` an array.
export const narrowedAnswers = async (c: PromisePlatformClient) => {
  const organizations = await c.organization.list()
  const names: ReadonlyArray<string> | undefined = organizations?.map((o) => o.displayName ?? o.id)
  const organizationPage = await c.organization.list({ page: 0, perPage: 10 })
  const organizationTotal: number | undefined = organizationPage?.totalEntries
  const pipelinePage = await c.pipeline.list({ enablePagination: true })
  const pipelineTotal: number | undefined = pipelinePage?.totalEntries
  const pipelines = await c.pipeline.list()
  const pipelineIds: ReadonlyArray<string> | undefined = pipelines?.map((p) => p.id)
  // @ts-expect-error an array of organizations has no totalEntries
  void organizations?.totalEntries
  // @ts-expect-error a page of pipelines is no array
  void pipelinePage?.map
  return [names, organizationTotal, pipelineTotal, pipelineIds]
}

// The raw request: a GET may resolve `undefined` (aborted by `abortGetRequests`), a POST resolves its answer.
export const rawRequests = async (c: PromisePlatformClient) => {
  const got = await c.request<{ readonly id: string }>({ method: "GET", path: "/rest/organizations/{org}/x" })
  // @ts-expect-error an aborted GET resolved undefined
  void got.id
  const posted = await c.request<{ readonly id: string }>({ method: "POST", path: "/rest/organizations/{org}/x" })
  const method: "GET" | "DELETE" = Math.random() > 0.5 ? "GET" : "DELETE"
  const either = await c.request<{ readonly id: string }>({ method, path: "/rest/organizations/{org}/x" })
  // @ts-expect-error a method that may be GET may resolve undefined
  void either.id
  return [got?.id, posted.id, either?.id]
}
