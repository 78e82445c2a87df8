/**
 * Schemas and models shared by the query pipeline modules (`Pipelines` and its
 * sub-resource siblings). Kept apart so that a sub-resource module does not pull
 * in the declarations of another.
 *
 * @module
 */
import * as Schema from "effect/Schema";
/** What statement-like pipeline lists (statements, conditions, rules) are sorted by. */
export const ListStatementSortBy = Schema.Literals(["position", "definition", "description"]);
/** Kind of a rule predicate: a basic expression with a locale, or QPL code. */
export const PredicateKind = Schema.Literals(["basicExpressionAndLocalePredicate", "qplPredicate"]);
/**
 * An array sent as one JSON text query value (`["a","b"]`, percent-encoded)
 * instead of repeated keys: the pipeline admin API reads these filters that way.
 */
export const JsonArray = (item) => Schema.fromJsonString(Schema.Array(item));
/**
 * The first page of a list that counts its entries but not its pages, with
 * `totalPages` added so that `pagedStream` stops after the last page.
 */
export const withTotalPages = (page, totalEntries, itemsOnPage, perPage) => {
    const size = perPage !== undefined && perPage > 0 ? perPage : itemsOnPage;
    return { ...page, totalPages: size === 0 ? 0 : Math.ceil(totalEntries / size) };
};
