/**
 * Raw search usage metrics (`searchUsageMetrics.rawMetrics` in the promise
 * client): `/rest/organizations/{org}/searchusagemetrics/raw`. Dates are sent
 * zero-padded whatever form the caller gives them in (spec 9).
 *
 * @module
 */
import * as Schema from "effect/Schema";
import * as SchemaGetter from "effect/SchemaGetter";
import { get, json } from "../Http/Endpoint.js";
import { toYearMonthDay, YearMonthDay } from "../Http/QueryValues.js";
const base = "/rest/organizations/{org}/searchusagemetrics/raw";
/** A raw metric of a search hub. */
export const SearchHubRawMetric = Schema.Literals([
    "normalQueries",
    "recommendationQueries",
    "commerceProductListingQueries",
    "users",
    "staticQueries"
]);
// "2024-3" is not a date every engine parses the same way; give it a day first.
const toYearMonth = (value) => toYearMonthDay(typeof value === "string" && /^\d{4}-\d{1,2}$/.test(value) ? `${value}-1` : value).slice(0, 7);
/** A `Date` or date string, sent as zero-padded `YYYY-MM`. */
export const YearMonth = Schema.Union([Schema.Date, Schema.String]).pipe(Schema.encodeTo(Schema.String, {
    decode: SchemaGetter.passthrough(),
    encode: SchemaGetter.transform(toYearMonth)
}));
const dayValue = (d) => d instanceof Date || typeof d === "string" ? d : `${d.year}-${d.month}-${d.day}`;
const monthValue = (m) => m instanceof Date || typeof m === "string" ? m : `${m.year}-${m.month}`;
const MonthlyQuery = Schema.Struct({ month: YearMonth, minimumQueries: Schema.optional(Schema.Number) });
// The promise client sends `to` before `from`; the order is kept.
const DailyQuery = Schema.Struct({ to: YearMonthDay, from: YearMonthDay });
const MonthRangeQuery = Schema.Struct({ to: YearMonth, from: YearMonth });
/** Lists the raw metrics. */
export const list = get("RawMetrics.list", `${base}/all`, json(), () => ({}));
/** Lists every search hub's counters for a month. */
export const listMonthly = get("RawMetrics.listMonthly", `${base}/monthly`, json(), ({ minimumQueries, month }) => ({ query: { month: monthValue(month), minimumQueries } }), { query: MonthlyQuery });
/** Gets a search hub's daily values of a raw metric. */
export const getDaily = get("RawMetrics.getDaily", `${base}/searchhubs/{searchHub}/daily/{metric}`, json(), ({ from, metric, searchHub, to }) => ({
    path: { searchHub, metric },
    query: { to: dayValue(to), from: dayValue(from) }
}), { query: DailyQuery });
/** Gets a search hub's monthly values of a raw metric. */
export const getMonthly = get("RawMetrics.getMonthly", `${base}/searchhubs/{searchHub}/monthly/{metric}`, json(), ({ from, metric, searchHub, to }) => ({
    path: { searchHub, metric },
    query: { to: monthValue(to), from: monthValue(from) }
}), { query: MonthRangeQuery });
