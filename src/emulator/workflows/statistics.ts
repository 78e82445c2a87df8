/**
 * Usage analytics statistics: metrics over a date range, per interval (`graphDataPoints`), in total
 * (`globalData`), per dimension value (`combinedData`, `trends`), and visits with their events. The
 * emulator records no events, so the numbers are drawn from a seeded generator keyed by the
 * organization, the metric and the date: the same question always gets the same answer, and a longer
 * range holds more. Counting metrics (`PerformSearch`, `UniqueVisit`) are whole numbers; ratios and
 * averages (`ClickThroughRatio`, `AverageClickRank`, durations) are decimals. Also the services'
 * `status` and `monitoring/health` reads.
 *
 * @module
 */
import { type EmulatorRequest, fail, ok } from "../types.ts"
import { compareValues, type Workflow } from "./common.ts"
import { between, seeded } from "./license.ts"

const ua = "/rest/ua/v15"
const stats = `${ua}/stats`

const HOUR = 3_600_000
const DAY = 24 * HOUR

const intervals: Readonly<Record<string, number>> = {
  MINUTE: 60_000,
  HOUR,
  DAY,
  WEEK: 7 * DAY,
  MONTH: 30 * DAY
}

/** Metrics that are not counts: `[low, high]` of their per-interval value, and the decimals kept. */
const ratios: ReadonlyArray<readonly [RegExp, number, number, number]> = [
  [/ratio|rate|percent/i, 0.05, 0.65, 4],
  [/rank|position/i, 1, 8, 2],
  [/duration|time/i, 20, 600, 1],
  [/average|avg|mean/i, 1, 50, 2]
]

const isRatio = (metric: string) => ratios.some(([re]) => re.test(metric))

/** A metric's value over one interval starting at `start`, for `req`'s organization. */
const valueOf = (req: EmulatorRequest, metric: string, start: number, length: number): number => {
  const key = `${req.org}|${metric}|${start}`
  const ratio = ratios.find(([re]) => re.test(metric))
  if (ratio !== undefined) {
    const [, low, high, decimals] = ratio
    return Number((low + seeded(key) * (high - low)).toFixed(decimals))
  }
  // About 40 to 160 an hour, for counts.
  return between(key, Math.round((40 * length) / HOUR), Math.round((160 * length) / HOUR))
}

const list = (value: unknown): ReadonlyArray<string> =>
  Array.isArray(value) ? value.map(String) : typeof value === "string" ? [value] : []

const rangeOf = (req: EmulatorRequest): readonly [number, number] => {
  const from = Date.parse(String(req.query.from))
  const to = Date.parse(String(req.query.to))
  if (Number.isNaN(from) || Number.isNaN(to) || to < from) {
    return fail(400, "INVALID_PARAMETER", "'from' and 'to' must be ISO-8601 dates, 'to' not before 'from'.")
  }
  return [from, to]
}

const metricsOf = (req: EmulatorRequest, fallback: string): ReadonlyArray<string> => {
  const m = list(req.query.m)
  return m.length > 0 ? m : [fallback]
}

/** The buckets of the range, at most 500 (a wide range at a fine interval is clipped at its end). */
const buckets = (req: EmulatorRequest): ReadonlyArray<readonly [number, number]> => {
  const [from, to] = rangeOf(req)
  const step = intervals[String(req.query.i ?? "DAY")] ?? DAY
  const out: Array<readonly [number, number]> = []
  for (let t = from; t <= to && out.length < 500; t += step) out.push([t, Math.min(step, to - t + 1)])
  return out
}

/** The totals of each metric over the range: sums of counts, means of ratios. */
const totalsOf = (
  req: EmulatorRequest,
  metrics: ReadonlyArray<string>,
  points: ReadonlyArray<readonly [number, number]>
): Record<string, number> => {
  const totals: Record<string, number> = {}
  for (const metric of metrics) {
    const values = points.map(([start, length]) => valueOf(req, metric, start, length))
    const sum = values.reduce((a, b) => a + b, 0)
    totals[metric] = isRatio(metric) ? Number((sum / Math.max(1, values.length)).toFixed(4)) : sum
  }
  return totals
}

const graph = (fallback: string) => (req: EmulatorRequest) => {
  const metrics = metricsOf(req, fallback)
  const points = buckets(req)
  return ok({
    dataPoints: points.map(([start, length]) => ({
      dateTime: start,
      datas: Object.fromEntries(metrics.map((m) => [m, valueOf(req, m, start, length)]))
    })),
    totals: totalsOf(req, metrics, points),
    stats: {}
  })
}

const global = (fallback: string) => (req: EmulatorRequest) => {
  const metrics = metricsOf(req, fallback)
  // The same buckets as the graph's, so that a total is the sum (or mean) of the graph's points.
  const totals = totalsOf(req, metrics, buckets(req))
  return ok({ globalDatas: Object.fromEntries(metrics.map((m) => [m, { value: totals[m]! }])) })
}

/** Values a dimension takes: a few plausible ones for the usual dimensions, numbered ones otherwise. */
const dimensionValues: Readonly<Record<string, ReadonlyArray<string>>> = {
  queryexpression: ["return policy", "pricing", "installation guide", "reset password", "api key", "shipping"],
  country: ["United States", "Canada", "France", "Germany", "Japan", "Brazil"],
  language: ["en", "fr", "de", "ja", "pt"],
  devicecategory: ["Desktop", "Mobile", "Tablet"],
  originlevel1: ["website", "support-portal", "community"],
  documenttitle: ["Getting started", "Release notes", "Troubleshooting", "Pricing plans"]
}

const valuesOf = (dimension: string): ReadonlyArray<string> =>
  dimensionValues[dimension.replace(/^[a-z]+\./i, "").replace(/[^a-z0-9]/gi, "").toLowerCase()] ??
    Array.from({ length: 5 }, (_, i) => `${dimension} ${i + 1}`)

const combined = (req: EmulatorRequest) => {
  const [from, to] = rangeOf(req)
  const metrics = metricsOf(req, "PerformSearch")
  const dimensions = list(req.query.d)
  // Every combination of the dimensions' values (the first three values of each beyond the first).
  let rows: Array<Record<string, string | number>> = [{}]
  for (const [i, dimension] of dimensions.entries()) {
    const values = valuesOf(dimension).slice(0, i === 0 ? undefined : 3)
    rows = rows.flatMap((row) => values.map((v) => ({ ...row, [dimension]: v })))
  }
  const length = Math.max(HOUR, to - from)
  const all = rows.map((row) => {
    const key = JSON.stringify(row)
    return {
      ...row,
      ...Object.fromEntries(metrics.map((m) => [m, valueOf({ ...req, org: `${req.org}|${key}` }, m, from, length)]))
    }
  })
  const sortBy = typeof req.query.s === "string" ? req.query.s : metrics[0]!
  const ascending = req.query.asc === true
  all.sort((a, b) => (ascending ? 1 : -1) * compareValues(a[sortBy], b[sortBy]))
  const size = typeof req.query.n === "number" && req.query.n > 0 ? req.query.n : 100
  const page = typeof req.query.p === "number" && req.query.p > 0 ? req.query.p : 1
  return {
    combinations: all.slice((page - 1) * size, page * size),
    uniqueCounts: Object.fromEntries(dimensions.map((d) => [d, new Set(all.map((r) => r[d])).size])),
    totalNumberOfResults: all.length
  }
}

const visits = (req: EmulatorRequest) => {
  const [from, to] = rangeOf(req)
  const total = Math.min(200, between(`${req.org}|visits|${from}|${to}`, 5, 40))
  const size = typeof req.query.n === "number" && req.query.n > 0 ? req.query.n : 20
  const page = typeof req.query.p === "number" && req.query.p > 0 ? req.query.p : 1
  const queries = dimensionValues.queryexpression!
  const shown = Array.from({ length: total }, (_, i) => i).slice((page - 1) * size, page * size)
  return ok({
    visits: shown.map((i) => {
      const start = from + Math.floor(seeded(`${req.org}|visit|${i}`) * Math.max(1, to - from))
      const query = queries[i % queries.length]!
      const events = [
        { eventType: "search", datetime: new Date(start).toISOString(), queryExpression: query, numberOfResults: 24 },
        {
          eventType: "click",
          datetime: new Date(start + 20_000).toISOString(),
          documentTitle: `About ${query}`,
          documentPosition: 1 + (i % 5)
        }
      ]
      return { visitId: `visit-${from}-${i}`, numberOfEvents: events.length, events }
    }),
    totalNumberOfVisits: total
  })
}

const services = ["stats", "dimensions", "dimensions/custom", "exports", "filters", "reports", "users"]

/**
 * The usage analytics statistics workflow.
 *
 * @since 0.1.0
 * @category workflows
 */
export const statisticsWorkflow: Workflow = {
  handlers: {
    [`GET ${stats}/graphDataPoints`]: graph("PerformSearch"),
    [`GET ${stats}/visitsGraphDataPoints`]: graph("VisitDuration"),
    [`GET ${stats}/globalData`]: global("PerformSearch"),
    [`GET ${stats}/visitsMetrics`]: global("VisitDuration"),
    [`GET ${stats}/combinedData`]: (req) => ok(combined(req)),
    [`GET ${stats}/trends`]: (req) => ok(combined(req)),
    [`GET ${stats}/visits`]: visits,
    [`GET ${stats}/topQueries`]: (req) => {
      const queries = dimensionValues.queryexpression!
      return ok({
        queries: queries.map((query) => ({ query, count: between(`${req.org}|top|${query}`, 40, 900) }))
          .sort((a, b) => b.count - a.count)
      })
    },
    [`GET ${stats}/incoherentEvents`]: (req) => {
      const [from] = rangeOf(req)
      const events = [
        {
          errorCode: "MISSING_SEARCH_EVENT",
          datetime: new Date(from + HOUR).toISOString(),
          event: { eventType: "click" }
        },
        {
          errorCode: "INVALID_ORIGIN_LEVEL_1",
          datetime: new Date(from + 5 * HOUR).toISOString(),
          event: { eventType: "search" }
        }
      ]
      return ok({ events, uniqueCounts: { errorCode: 2 }, totalNumberOfResults: events.length })
    }
  },
  defaults: Object.fromEntries(
    services.flatMap((s) => [
      [`${ua}/${s}/status`, () => ({ status: "online" })],
      [`${ua}/${s}/monitoring/health`, () => ({ status: "up" })]
    ])
  )
}
