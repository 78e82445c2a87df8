/**
 * Compile-time tests of the promise client's type and enumeration names as ported code uses them (run by `tsc`,
 * the typecheck of `.ci/run`): names reached only inside another type (a record's value keyed by resource
 * type, an element under a property whose type is written through a namespace import), a name whose `create`
 * takes `New<X>` (`X` carries the id its `update` takes, and `New<X>` is what `create` takes), and an
 * enumeration's member used as a type (`x as VaultVisibilityType.OBFUSCATED`), as an `enum`'s is.
 */
import {
  type CreateCatalogConfigurationModel,
  type CreateReportModel,
  Environment,
  FieldTypes,
  type HostedPage,
  type HostedPageCssFileUrl,
  type HostedPageJavascriptFileInline,
  IndexingPipelineLogOperations,
  type InsightPanelConfigCreationParams,
  type InsightPanelInterfaceConfigurationUpdateParams,
  type ISearchInterfaceConfiguration,
  type New,
  type Permission,
  PermissionIdentityType,
  type PermissionLevel,
  type PermissionSet,
  type PromisePlatformClient,
  Region,
  type ResourceSnapshotsReportModel,
  type ResourceSnapshotsReportOperationModel,
  type ResourceSnapshotsReportOperationResult,
  type ResourceSnapshotsReportOperationResults,
  ResourceSnapshotsReportResultCode,
  type SubscriptionStatusHealthIndicatorEnum,
  VaultVisibilityType
} from "../../src/promise/index.ts"

// A snapshot report's table, as the Coveo CLI prints it: the operations of each resource type, then its errors.
type ResourceEntry = [string, ResourceSnapshotsReportOperationModel]
export const changedResources = (report: ResourceSnapshotsReportModel) =>
  Object.entries(report.resourceOperations ?? {})
    .filter(([, operations]: ResourceEntry) =>
      (operations.resourcesCreated ?? 0) + (operations.resourcesInError ?? 0) > 0
    )
    .map(([resourceName, operations]: ResourceEntry) => ({ resourceName, operations }))

export const errorsOf = (report: ResourceSnapshotsReportModel, resourceType: string) => {
  const hasNoError = (op: ResourceSnapshotsReportOperationResults) => Object.keys(op).length === 0
  const results: ResourceSnapshotsReportOperationResults | undefined = report.resourceOperationResults?.[resourceType]
  if (results === undefined || hasNoError(results)) return []
  const errors: ReadonlyArray<ResourceSnapshotsReportOperationResult> = Object.values(results).flat()
  // @ts-expect-error -- the results of a resource type are keyed by resource, not a list
  const wrong: ReadonlyArray<ResourceSnapshotsReportOperationResult> = results
  return report.resultCode === ResourceSnapshotsReportResultCode.Success ? [] : [...errors, ...wrong]
}

// A source's permission levels, in its raw configuration: the identities allowed, and a set written for one.
export const allowedIdentities = async (c: PromisePlatformClient, sourceId: string) => {
  const raw = await c.source.getRawSource(sourceId)
  const levels: ReadonlyArray<PermissionLevel> = raw?.configuration?.permissions ?? []
  const sets: ReadonlyArray<PermissionSet> = levels.flatMap((level) => level.permissionSets ?? [])
  const allowed: ReadonlyArray<Permission> = sets.flatMap((set) => set.allowedPermissions ?? [])
  return allowed.map((permission) => permission.identity)
}
export const everyone: PermissionSet = {
  name: "everyone",
  allowedPermissions: [{ identity: "*@*", identityType: PermissionIdentityType.Group }]
}
// @ts-expect-error -- a security identity's type is one of the enumeration's
export const robot: Permission = { identity: "r2", identityType: "Robot" }

// A hosted page read, changed and written back with its id, and created from one without: `create` takes
// `New<HostedPage>`, `update` a `HostedPage`.
export const hostedPages = async (c: PromisePlatformClient, page: HostedPage) => {
  await c.hostedPages.update({ ...page, name: "renamed" })
  await c.hostedPages.create(page as New<HostedPage>)
  const fresh: New<HostedPage> = { name: "landing", html: "<main></main>" }
  const { id } = await c.hostedPages.create(fresh)
  await c.hostedPages.update({ ...fresh, id })
  // @ts-expect-error -- a page to update names its id
  await c.hostedPages.update(fresh)
  // @ts-expect-error -- a new page has no id yet
  const named: New<HostedPage> = { id: "p1", name: "landing", html: "" }
  return [page.id, named]
}

// A member of one of the promise client's unions, where ours is one type: a page's files, by address or inline.
export const styled = (c: PromisePlatformClient) => {
  const css: HostedPageCssFileUrl = { url: "https://example.com/page.css" }
  const javascript: HostedPageJavascriptFileInline = { isModule: true, inlineContent: "export {}" }
  // @ts-expect-error -- a file is an address or its content
  const wrong: HostedPageCssFileUrl = { href: "https://example.com/page.css" }
  return c.hostedPages.create({ name: "styled", html: "<main></main>", css: [css, wrong], javascript: [javascript] })
}

// The same for search interfaces, catalog configurations and insight panel configurations.
export const searchInterfaces = async (c: PromisePlatformClient, config: ISearchInterfaceConfiguration) => {
  await c.searchInterfaces.update({ ...config, title: "Search" })
  const { id } = await c.searchInterfaces.create(config as New<ISearchInterfaceConfiguration>)
  const fresh: New<ISearchInterfaceConfiguration> = { name: "search" }
  await c.searchInterfaces.update({ ...fresh, id })
  // @ts-expect-error -- an interface to update names its id
  await c.searchInterfaces.update(fresh)
}

export const catalogConfigurations = async (c: PromisePlatformClient, config: CreateCatalogConfigurationModel) => {
  await c.catalogConfiguration.update({ ...config, name: "renamed" })
  const created = await c.catalogConfiguration.create(config as New<CreateCatalogConfigurationModel>)
  const fresh: New<CreateCatalogConfigurationModel> = {
    name: "products",
    product: { objectType: "Product", idField: "ec_product_id" }
  }
  await c.catalogConfiguration.update({ ...fresh, id: created.id })
  // @ts-expect-error -- a configuration to update names its id
  await c.catalogConfiguration.update(fresh)
}

export const insightPanelConfigs = async (c: PromisePlatformClient, params: InsightPanelConfigCreationParams) => {
  const { id } = await c.insightPanelConfig.create(params as New<InsightPanelConfigCreationParams>)
  await c.insightPanelConfig.update({ ...params, id, name: "renamed" })
  return params.id
}

export const insightPanelInterfaces = async (
  c: PromisePlatformClient,
  config: InsightPanelInterfaceConfigurationUpdateParams
) => {
  await c.insightPanelInterface.create(config as New<InsightPanelInterfaceConfigurationUpdateParams>)
  await c.insightPanelInterface.update({ ...config, name: "renamed" })
}

// Enumeration members as types, as an `enum`'s are: in a cast, an annotation, a generic's argument; a member
// named by a reserved word (`delete`, `unknown`) too.
export const obfuscated = (value: string) => value as VaultVisibilityType.OBFUSCATED
let long: FieldTypes.LONG = FieldTypes.LONG
long = "LONG"
export const visibilities: Array<VaultVisibilityType.PUBLIC | VaultVisibilityType.STRICT> = [VaultVisibilityType.PUBLIC]
export const deleted: IndexingPipelineLogOperations.delete = IndexingPipelineLogOperations.delete
export const unknown: SubscriptionStatusHealthIndicatorEnum.unknown = "UNKNOWN"
// @ts-expect-error -- another member's value
export const notLong: FieldTypes.LONG = FieldTypes.STRING
// @ts-expect-error -- a member another enumeration has
export const notAVisibility: VaultVisibilityType.LONG = "LONG"
export { long }

// What the README says of members as literals: typed with the enumeration, a `let` and a list take the others.
export const enumerationTyped = (type: FieldTypes) => {
  let environment: Environment = Environment.prod
  environment = Environment.dev
  const numeric: Array<FieldTypes> = [FieldTypes.LONG, FieldTypes.DOUBLE]
  let fixed = Environment.prod
  // @ts-expect-error -- a let set from one member, untyped, takes no other
  fixed = Environment.dev
  return [environment, fixed, numeric.includes(type)]
}

// The hand-written enumerations' members are types too.
export const regionOf = (eu: Region.EU, production: Environment.prod): [Region.EU, Environment.prod] => [eu, production]
// @ts-expect-error -- the type Region.EU is "eu"
export const notEu: Region.EU = Region.US

// A name that says it is sent is what is sent, although the promise client also types an answer with it (its
// `ua.reports.update` resolves `CreateReportModel`; the platform answers the id).
export const reportToCreate = (c: PromisePlatformClient) => {
  const report: CreateReportModel = {
    displayName: "Top queries",
    type: "DASHBOARD",
    allAnalyticsViewer: true,
    configuration: {}
  }
  return c.ua.reports.create(report)
}
