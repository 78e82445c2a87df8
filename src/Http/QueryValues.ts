/**
 * Schemas for query values whose wire form differs from what callers hold.
 *
 * @module
 */
import * as Schema from "effect/Schema"
import * as SchemaGetter from "effect/SchemaGetter"

const pad = (n: number, width = 2) => String(n).padStart(width, "0")

/** Formats a `Date` or a date string as zero-padded `YYYY-MM-DD` (UTC). */
export const toYearMonthDay = (value: Date | string): string => {
  const date = typeof value === "string"
    ? (/^\d{4}-\d{1,2}-\d{1,2}$/.test(value) ? new Date(`${value.split("-").map((p, i) => i === 0 ? p : pad(Number(p))).join("-")}T00:00:00Z`) : new Date(value))
    : value
  return `${pad(date.getUTCFullYear(), 4)}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())}`
}

/** A `Date` or date string, sent as zero-padded `YYYY-MM-DD` (spec 9, raw metrics). */
export const YearMonthDay = Schema.Union([Schema.Date, Schema.String]).pipe(
  Schema.encodeTo(Schema.String, {
    decode: SchemaGetter.passthrough(),
    encode: SchemaGetter.transform(toYearMonthDay)
  })
)

/** A `Date` or ISO string, sent as an ISO-8601 instant. */
export const IsoDateTime = Schema.Union([Schema.Date, Schema.String]).pipe(
  Schema.encodeTo(Schema.String, {
    decode: SchemaGetter.passthrough(),
    encode: SchemaGetter.transform((v: string | Date) => (typeof v === "string" ? new Date(v) : v).toISOString())
  })
)
