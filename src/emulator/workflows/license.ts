/**
 * License reads: the license itself (a trial that expires 30 days after the organization was created,
 * or what was last stored), the organization's limits (counted from what the emulator holds, so that
 * creating a source moves `numberOfSources`), their history, and the search usage metrics (queries,
 * users, per search hub and per month). Numbers that the emulator does not track are drawn from a
 * seeded generator, so that the same question always gets the same answer.
 *
 * @module
 */
import type { StoredRecord } from "../store.ts"
import { type EmulatorRequest, fail, ok, type World } from "../types.ts"
import { org, type Workflow } from "./common.ts"

const DAY = 86_400_000
const TRIAL_DAYS = 30

/**
 * A number in [0, 1) that depends only on `key`: FNV-1a, then one xorshift round so that keys differing
 * in their last character do not give neighbouring values.
 *
 * @since 0.1.0
 * @category utilities
 */
export const seeded = (key: string): number => {
  let h = 0x811c9dc5
  for (let i = 0; i < key.length; i++) h = Math.imul(h ^ key.charCodeAt(i), 0x01000193)
  h ^= h << 13
  h ^= h >>> 17
  h ^= h << 5
  return (h >>> 0) / 0x1_0000_0000
}

/**
 * A whole number in [low, high] that depends only on `key`.
 *
 * @since 0.1.0
 * @category utilities
 */
export const between = (key: string, low: number, high: number): number =>
  low + Math.floor(seeded(key) * (high - low + 1))

const day = (millis: number) => new Date(millis).toISOString().slice(0, 10)

const organizationOf = (req: EmulatorRequest, world: World): StoredRecord =>
  world.store.get("/rest/organizations", req.org!) ?? world.generic.notFound("/rest/organizations", req.org!)

// --- the license

const schedules = (frequencies: ReadonlyArray<string>) =>
  ["FULL_REFRESH", "INCREMENTAL_REFRESH", "REBUILD"].map((refreshType) => ({
    refreshType,
    scheduleFrequencies: frequencies
  }))

const connector = (type: string, visibilities: ReadonlyArray<string>, frequencies: ReadonlyArray<string>) => ({
  type,
  allowed: true,
  sourceVisibilities: visibilities,
  allowedSchedules: schedules(frequencies)
})

const expirationStatus = (expiration: number, now: number) =>
  now >= expiration ? "EXPIRED" : expiration - now <= 7 * DAY ? "SOON_TO_BE_EXPIRED" : "ACTIVE"

/** The trial license of an organization, as the platform shows a new one. */
const trialLicense = (record: StoredRecord, now: number) => {
  const created = typeof record.createdDate === "number" ? record.createdDate : now
  const expirationDate = created + TRIAL_DAYS * DAY
  const status = expirationStatus(expirationDate, now)
  const all = ["PRIVATE", "SECURED", "SHARED"]
  return {
    accountId: `${record.id}-account`,
    accountName: String(record.displayName ?? record.id),
    department: "Engineering",
    productName: "COVEO_CLOUD",
    productType: "TRIAL",
    productEdition: "FREE",
    indexType: "COVEO",
    monitoringLevel: "BASIC_MONITORING",
    indexBackupType: "REGULAR",
    createdDate: created,
    expirationDate,
    expirationStatus: status,
    connectors: [
      connector("WEB2", ["SHARED"], ["DAILY", "WEEKLY", "MONTHLY"]),
      connector("SITEMAP", ["SHARED"], ["DAILY", "WEEKLY", "MONTHLY"]),
      connector("PUSH", all, []),
      connector("CATALOG", ["SHARED"], []),
      connector("SHAREPOINT_ONLINE2", all, ["HOURLY", "DAILY", "WEEKLY"]),
      connector("CONFLUENCE2", all, ["HOURLY", "DAILY", "WEEKLY"]),
      connector("SALESFORCE", all, ["HOURLY", "DAILY", "WEEKLY"]),
      connector("YOUTUBE", ["SHARED"], ["DAILY", "WEEKLY"])
    ],
    entitlements: [
      {
        id: `${record.id}-entitlement-search`,
        productId: "coveo-platform-search",
        productName: "Coveo Platform",
        displayName: "Search queries",
        pricingUnit: "QPM",
        useCase: "WEBSITE",
        status: "ACTIVE",
        qpmLimit: 50_000,
        unlimitedQPM: false,
        itemLimit: 100_000,
        userLimit: 0,
        unlimitedUsers: true,
        shouldShowInConsumptionDashboard: true,
        expirationDate,
        expirationStatus: status
      },
      {
        id: `${record.id}-entitlement-recommendations`,
        productId: "coveo-platform-recommendations",
        productName: "Coveo Platform",
        displayName: "Recommendations",
        pricingUnit: "RECOMMENDATIONS",
        useCase: "WEBSITE",
        status: "ACTIVE",
        recommendationLimit: 10_000,
        unlimitedRecommendations: false,
        shouldShowInConsumptionDashboard: true,
        expirationDate,
        expirationStatus: status
      }
    ],
    machineLearningModels: {
      topclicks: { enabled: true, numberOfModelsLimit: 5, buildFrequency: "WEEKLY" },
      querysuggest: { enabled: true, numberOfModelsLimit: 5, buildFrequency: "WEEKLY" },
      facetsense: { enabled: true, numberOfModelsLimit: 2, buildFrequency: "DAILY" },
      eventrecommendation: { enabled: false, numberOfModelsLimit: 0, buildFrequency: "WEEKLY" }
    },
    properties: {
      searchapi: { queriesPerMonth: 50_000, maximumNumberOfQueryPipelines: 20 },
      organization: { numberOfSources: 10, numberOfFields: 1000 },
      usageAnalytics: { eventsPerMonth: 1_000_000, dataRetentionMonths: 12 }
    }
  }
}

const licenseKey = (req: EmulatorRequest, world: World) => world.generic.keyOf(`${org}/license`, req)

const currentLicense = (req: EmulatorRequest, world: World): Readonly<Record<string, unknown>> =>
  (world.store.doc(licenseKey(req, world)) as Readonly<Record<string, unknown>> | undefined) ??
    trialLicense(organizationOf(req, world), req.now)

// --- limits

interface Limit {
  readonly section: string
  readonly key: string
  readonly type: "USAGE" | "TECHNICAL" | "ENTITLEMENT"
  readonly limit: number
  /** What the emulator holds now, or a stable made-up count. */
  readonly count: (req: EmulatorRequest, world: World) => number
}

const held =
  (template: string, keep: (r: StoredRecord) => boolean = () => true) => (req: EmulatorRequest, world: World) =>
    world.store.list(world.generic.keyOf(template, req)).filter(keep).length

const drawn = (low: number, high: number) => (req: EmulatorRequest) =>
  between(`${req.org}|${req.template}|${day(req.now)}`, low, high)

const limits: ReadonlyArray<Limit> = [
  { section: "organization", key: "numberOfSources", type: "TECHNICAL", limit: 10, count: held(`${org}/sources`) },
  {
    section: "organization",
    key: "numberOfFields",
    type: "TECHNICAL",
    limit: 1000,
    count: held(`${org}/indexes/fields`, (f) => f.system !== true)
  },
  { section: "organization", key: "numberOfApiKeys", type: "TECHNICAL", limit: 100, count: held(`${org}/apikeys`) },
  {
    section: "organization",
    key: "numberOfSubscriptions",
    type: "TECHNICAL",
    limit: 50,
    count: held(`${org}/subscriptions`)
  },
  {
    section: "content",
    key: "numberOfItems",
    type: "ENTITLEMENT",
    limit: 100_000,
    count: (req, world) =>
      world.store.list(world.generic.keyOf(`${org}/sources`, req)).reduce(
        (n, s) => n + (typeof s.$documentsAfter === "number" ? s.$documentsAfter : 0),
        0
      )
  },
  {
    section: "searchapi",
    key: "queriesPerMonth",
    type: "USAGE",
    limit: 50_000,
    count: (req) => between(`${req.org}|qpm|${day(req.now).slice(0, 7)}`, 4_000, 18_000)
  },
  { section: "searchapi", key: "qpm", type: "USAGE", limit: 50_000, count: drawn(4_000, 18_000) },
  {
    section: "usageAnalytics",
    key: "numberOfReports",
    type: "TECHNICAL",
    limit: 200,
    count: (req, world) =>
      world.store.list(world.generic.keyOf("/rest/ua/v15/reports", { params: req.params, scope: req.org })).length
  },
  { section: "usageAnalytics", key: "eventsPerMonth", type: "USAGE", limit: 1_000_000, count: drawn(20_000, 90_000) },
  { section: "commerce", key: "numberOfCatalogs", type: "TECHNICAL", limit: 5, count: held(`${org}/catalogs`) },
  {
    section: "inProductExperience",
    key: "numberOfInProductExperiences",
    type: "TECHNICAL",
    limit: 10,
    count: held(`${org}/pages/inappwidget`)
  },
  { section: "internal", key: "numberOfIndexes", type: "TECHNICAL", limit: 2, count: () => 1 }
]

const limitView = (l: Limit, req: EmulatorRequest, world: World) => ({
  limit: l.limit,
  actualCount: l.count(req, world),
  lastUpdate: day(req.now)
})

const sectionOf = (section: string, req: EmulatorRequest, world: World, type?: unknown) =>
  Object.fromEntries(
    limits.filter((l) => l.section === section && (type === undefined || l.type === type))
      .map((l) => [l.key, limitView(l, req, world)])
  )

// --- search usage metrics

const metrics = [
  { id: "normalQueries", label: "Queries" },
  { id: "recommendationQueries", label: "Recommendation queries" },
  { id: "commerceProductListingQueries", label: "Product listing queries" },
  { id: "staticQueries", label: "Static queries" },
  { id: "users", label: "Users" }
]

const metricList = () => ({
  metrics: metrics.map((m) => ({ ...m, productId: "coveo-platform-search", slidingWindowInMonths: 12 }))
})

const scale: Readonly<Record<string, readonly [number, number]>> = {
  normalQueries: [800, 2_400],
  recommendationQueries: [100, 600],
  commerceProductListingQueries: [0, 300],
  productListingQueries: [0, 300],
  staticQueries: [20, 200],
  users: [40, 180]
}

/** A metric's value for one search hub on one day (or month: 30 days). */
const valueOf = (metric: string, hub: string, date: string, days = 1) => {
  const [low, high] = scale[metric] ?? [0, 100]
  return between(`${hub}|${metric}|${date}`, low * days, high * days)
}

/** Dates of `YYYY-MM-DD` (or `YYYY-MM`) values, from `from` to `to`, each `step` long; at most 400. */
const dates = (from: string, to: string, monthly: boolean): ReadonlyArray<string> => {
  const start = Date.parse(monthly ? `${from.slice(0, 7)}-01` : from.slice(0, 10))
  const end = Date.parse(monthly ? `${to.slice(0, 7)}-01` : to.slice(0, 10))
  if (Number.isNaN(start) || Number.isNaN(end) || end < start) {
    return fail(400, "INVALID_PARAMETER", "'from' and 'to' must be dates, 'to' not before 'from'.")
  }
  const out: Array<string> = []
  for (let t = new Date(start); t.getTime() <= end && out.length < 400;) {
    out.push(monthly ? t.toISOString().slice(0, 7) : t.toISOString().slice(0, 10))
    if (monthly) t.setUTCMonth(t.getUTCMonth() + 1)
    else t.setUTCDate(t.getUTCDate() + 1)
  }
  return out
}

/** The search hubs the emulator knows (those created through it, else two usual ones). */
const hubsOf = (req: EmulatorRequest, world: World): ReadonlyArray<string> => {
  const stored = world.store.list(world.generic.keyOf(`${org}/searchusagemetrics/hubs`, req))
    .map((h) => String(h.name ?? h.id))
  return stored.length > 0 ? stored : ["website", "support-portal"]
}

const lastMonths = (now: number, n: number) => {
  const d = new Date(now)
  return Array.from({ length: n }, (_, i) => {
    const m = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() - (n - 1 - i), 1))
    return m.toISOString().slice(0, 7)
  })
}

const metrics_ = `${org}/searchusagemetrics`

/**
 * The license, limits and usage metrics workflow.
 *
 * @since 0.1.0
 * @category workflows
 */
export const licenseWorkflow: Workflow = {
  handlers: {
    [`GET ${org}/license`]: (req, world) => ok(currentLicense(req, world)),
    [`PUT ${org}/license`]: (req, world) => {
      world.store.setDoc(licenseKey(req, world), req.body ?? {})
      return ok(currentLicense(req, world))
    },
    // A section of the license is its `properties` entry: read, or replaced (the answer is the whole license).
    [`GET ${org}/license/{sectionName}`]: (req, world) =>
      ok((currentLicense(req, world).properties as Readonly<Record<string, unknown>> | undefined)?.[
        req.params.sectionName!
      ] ?? {}),
    [`PUT ${org}/license/{sectionName}`]: (req, world) => {
      const license = currentLicense(req, world)
      const properties = { ...(license.properties as object | undefined), [req.params.sectionName!]: req.body ?? {} }
      world.store.setDoc(licenseKey(req, world), { ...license, properties })
      return ok(currentLicense(req, world))
    },
    [`PUT ${org}/license/expiration`]: (req, world) => {
      const expirationDate = Number(req.query.expirationDate)
      const next = {
        ...currentLicense(req, world),
        expirationDate,
        expirationStatus: expirationStatus(expirationDate, req.now)
      }
      world.store.setDoc(licenseKey(req, world), next)
      return ok(next)
    },
    [`GET ${org}/license/sourcetypes`]: () =>
      ok(
        [
          "WEB2",
          "SITEMAP",
          "PUSH",
          "CATALOG",
          "SHAREPOINT_ONLINE2",
          "CONFLUENCE2",
          "SALESFORCE",
          "SERVICENOW",
          "ZENDESK",
          "YOUTUBE"
        ].map((type) => ({ type }))
      ),
    [`GET ${org}/limits`]: (req, world) =>
      ok(Object.fromEntries(
        [...new Set(limits.map((l) => l.section))].map((s) => [s, sectionOf(s, req, world, req.query.limitType)])
          .filter(([, section]) => Object.keys(section as object).length > 0)
      )),
    [`GET ${org}/limits/{sectionName}`]: (req, world) => ok(sectionOf(req.params.sectionName!, req, world)),
    [`GET ${org}/limits/{sectionName}/{limitKey}`]: (req, world) => {
      const { limitKey, sectionName } = req.params
      const l = limits.find((x) => x.section === sectionName && x.key === limitKey)
      if (l === undefined) return fail(404, "LIMIT_NOT_FOUND", `No limit '${limitKey}' in section '${sectionName}'.`)
      return ok(limitView(l, req, world))
    },
    [`GET ${org}/limits/{sectionName}/{limitKey}/history`]: (req, world) => {
      const { limitKey, sectionName } = req.params
      const l = limits.find((x) => x.section === sectionName && x.key === limitKey)
      if (l === undefined) return fail(404, "LIMIT_NOT_FOUND", `No limit '${limitKey}' in section '${sectionName}'.`)
      // One point a day, the last 30 days unless a range is asked for (at most 366 points, the latest kept).
      const today = Date.UTC(...ymd(req.now))
      const parse = (value: unknown, otherwise: number) => {
        const t = typeof value === "string" ? Date.parse(value) : NaN
        return Number.isNaN(t) ? otherwise : Date.UTC(...ymd(t))
      }
      const to = Math.min(parse(req.query.to, today), today)
      const from = Math.max(parse(req.query.from, to - 29 * DAY), to - 365 * DAY)
      const current = l.count(req, world)
      const points: Array<{ readonly date: number; readonly limitValue: number }> = []
      for (let date = from; date <= to; date += DAY) {
        // Past values wander below today's, so the history ends where the limit stands now.
        const past = Math.round(current * (0.6 + 0.4 * seeded(`${req.org}|${sectionName}|${limitKey}|${date}`)))
        points.push({ date, limitValue: date === today ? current : Math.min(past, l.limit) })
      }
      return ok(points)
    },
    [`GET ${metrics_}/license/inUse`]: () => ok(metricList()),
    [`GET ${metrics_}/license/assignable`]: () => ok(metricList()),
    [`GET ${metrics_}/raw/all`]: () => ok(metricList()),
    [`GET ${metrics_}/license/monthly/{metric}`]: (req, world) => {
      const metric = req.params.metric!
      const from = typeof req.query.from === "string" ? req.query.from : lastMonths(req.now, 12)[0]!
      const to = typeof req.query.to === "string" ? req.query.to : lastMonths(req.now, 1)[0]!
      return ok({
        values: dates(from, to, true).map((month) => ({
          date: `${month}-01`,
          value: hubsOf(req, world).reduce((n, hub) => n + valueOf(metric, hub, month, 30), 0)
        }))
      })
    },
    [`GET ${metrics_}/raw/monthly`]: (req, world) => {
      const month = typeof req.query.month === "string" ? req.query.month.slice(0, 7) : lastMonths(req.now, 1)[0]!
      const minimum = typeof req.query.minimumQueries === "number" ? req.query.minimumQueries : 0
      return ok({
        searchHubs: hubsOf(req, world).map((hub) => ({
          searchHub: hub,
          assignment: "ASSIGNED",
          normalQueries: valueOf("normalQueries", hub, month, 30),
          recommendationQueries: valueOf("recommendationQueries", hub, month, 30),
          users: valueOf("users", hub, month, 30),
          staticQueries: valueOf("staticQueries", hub, month, 30),
          productListingQueries: valueOf("productListingQueries", hub, month, 30)
        })).filter((h) => h.normalQueries >= minimum)
      })
    },
    [`GET ${metrics_}/raw/searchhubs/{searchHub}/daily/{metric}`]: (req) => {
      const { metric, searchHub } = req.params
      return ok({
        values: dates(String(req.query.from), String(req.query.to), false).map((date) => ({
          date,
          value: valueOf(metric!, searchHub!, date)
        }))
      })
    },
    [`GET ${metrics_}/raw/searchhubs/{searchHub}/monthly/{metric}`]: (req) => {
      const { metric, searchHub } = req.params
      return ok({
        values: dates(String(req.query.from), String(req.query.to), true).map((month) => ({
          date: `${month}-01`,
          value: valueOf(metric!, searchHub!, month, 30)
        }))
      })
    }
  }
}

const ymd = (millis: number): [number, number, number] => {
  const d = new Date(millis)
  return [d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate()]
}
