/**
 * Schemas and models shared by the query pipeline modules (`Pipelines` and its
 * sub-resource siblings). Kept apart so that a sub-resource module does not pull
 * in the declarations of another.
 *
 * @module
 */
import "../../internal/requireNode.ts"
import * as Schema from "effect/Schema"
import { helper } from "../../Http/Endpoint.ts"
import { JsonText } from "../../Http/JsonQuery.ts"
import type * as Search from "../../Schema/Models/Search.ts"
import { ListStatementSortBy, PredicateKind } from "../../Schema/Pipelines.ts"
import type { IdAndDisplayNameModel } from "../Common.ts"

/**
 * The query every statement-like list starts with, in wire order; lists with more extend it with `mapFields`.
 *
 * @since 0.1.0
 * @category schemas
 */
export const StatementListQuery = Schema.Struct({
  organizationId: Schema.optional(Schema.String),
  page: Schema.optional(Schema.Number),
  perPage: Schema.optional(Schema.Number),
  isOrderAscending: Schema.optional(Schema.Boolean),
  filter: Schema.optional(Schema.String),
  sortBy: Schema.optional(ListStatementSortBy)
})

/**
 * An array sent as one JSON text query value (`["a","b"]`, percent-encoded)
 * instead of repeated keys: the pipeline admin API reads these filters that way.
 *
 * @since 0.1.0
 * @category schemas
 */
export const JsonArray = <S extends Schema.Top>(item: S) => JsonText(Schema.Array(item))

/**
 * Who besides administrators may edit a resource: the groups and API keys, by id.
 *
 * @since 0.1.0
 * @category models
 */
export type GranularResource = Search.IncomingDuplicatePipelinePermissions

/**
 * A match operator of a rule predicate.
 *
 * @since 0.1.0
 * @category models
 */
export type PredicateMatchOperator = Search.PredicateMatchOperator

/**
 * The locale scope of a rule predicate.
 *
 * @since 0.1.0
 * @category models
 */
export type PredicateLocale = Search.PredicateLocale

/**
 * One predicate of a result ranking or facet state rule: a basic expression with a locale, or QPL code.
 *
 * @since 0.1.0
 * @category models
 */
export type RulePredicate = Search.Predicate

/**
 * A reference to a condition that must hold for a rule to apply.
 *
 * @since 0.1.0
 * @category models
 */
export interface ConditionReference {
  readonly reference: string
}

/**
 * The first page of a list that counts its entries but not its pages, with
 * `totalPages` added so that `pagedStream` stops after the last page.
 *
 * @since 0.1.0
 * @category calls
 */
export const withTotalPages = helper(<P extends object>(
  page: P,
  totalEntries: number,
  itemsOnPage: number,
  perPage: number | undefined
): P & { readonly totalPages: number } => {
  const size = perPage !== undefined && perPage > 0 ? perPage : itemsOnPage
  return { ...page, totalPages: size === 0 ? 0 : Math.ceil(totalEntries / size) }
})

/**
 * A reference to a resource by id, with its display name (declared once, in `Common.ts`).
 *
 * @since 0.1.0
 * @category schemas
 */
export type { IdAndDisplayNameModel }

/**
 * This area's enumerations, declared with their domain's in `Schema/Pipelines.ts`.
 *
 * @since 0.1.0
 * @category schemas
 */
export { ListStatementSortBy, PredicateKind }
