/**
 * Schemas for query values whose wire form differs from what callers hold.
 *
 * @module
 */
import "../internal/requireNode.ts"
import * as Effect from "effect/Effect"
import * as Schema from "effect/Schema"
import * as SchemaGetter from "effect/SchemaGetter"
import * as SchemaIssue from "effect/SchemaIssue"

const pad = (n: number, width = 2) => String(n).padStart(width, "0")

// Date rolls an impossible day over (V8 reads "2024-02-31", even in an ISO instant, as March 2): a text whose
// day no month has is no date. The day is checked as written, before any offset moves it.
const toDate = (value: Date | string): Date => {
  if (typeof value !== "string") return value
  const ymd = /^(\d{4})-(\d{1,2})-(\d{1,2})(?!\d)/.exec(value)
  if (ymd === null) return new Date(value)
  const month = Number(ymd[2]) - 1
  // Not Date.UTC: it reads the years 0000-0099 as 1900-1999.
  const date = new Date(0)
  date.setUTCFullYear(Number(ymd[1]), month, Number(ymd[3]))
  return date.getUTCMonth() !== month || date.getUTCDate() !== Number(ymd[3])
    ? new Date(NaN)
    : ymd[0] === value
    ? date
    : new Date(value)
}

// An unparsable date is a Schema issue (so the call fails with InvalidInput), never a throw.
const dateEncoder = (format: (d: Date) => string) =>
  SchemaGetter.transformEffect((value: Date | string) => {
    const date = toDate(value)
    return Number.isNaN(date.getTime())
      ? Effect.fail(new SchemaIssue.InvalidValue({ message: `Expected a date, got ${JSON.stringify(String(value))}` }))
      : Effect.succeed(format(date))
  })

// One declared type rather than a union of Schema.Date and Schema.String: the same check, a fifth of the bundle.
const DateOrString = Schema.declare(
  (u: unknown): u is Date | string => u instanceof Date || typeof u === "string",
  { expected: "Date | string" }
)

/**
 * Formats a `Date` or a date string as zero-padded `YYYY-MM-DD` (UTC).
 *
 * @since 0.1.0
 * @category helpers
 */
export const toYearMonthDay = (value: Date | string): string => {
  const date = toDate(value)
  return `${pad(date.getUTCFullYear(), 4)}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())}`
}

/**
 * A `Date` or date string, sent as zero-padded `YYYY-MM-DD` (the specification's business constants, raw metrics).
 *
 * @since 0.1.0
 * @category schemas
 */
export const YearMonthDay = DateOrString.pipe(
  Schema.encodeTo(Schema.String, {
    decode: SchemaGetter.passthrough(),
    encode: dateEncoder(toYearMonthDay)
  })
)

/**
 * A `Date` or ISO string, sent as an ISO-8601 instant.
 *
 * @since 0.1.0
 * @category schemas
 */
export const IsoDateTime = DateOrString.pipe(
  Schema.encodeTo(Schema.String, {
    decode: SchemaGetter.passthrough(),
    encode: dateEncoder((d) => d.toISOString())
  })
)
