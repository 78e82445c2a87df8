import "../internal/requireNode.ts"
import * as Schema from "effect/Schema"
import { OpenLiterals } from "./Common.ts"

/**
 * Kind of a result ranking rule.
 *
 * @since 0.1.0
 * @category schemas
 */
export const ResultRankingKind = Schema.Literals(["featured_result", "ranking_expression"])
/**
 * Kind of a result ranking rule.
 *
 * @since 0.1.0
 * @category models
 */
export type ResultRankingKind = typeof ResultRankingKind.Type

/**
 * Whether a pipeline rule is enabled.
 *
 * @since 0.1.0
 * @category schemas
 */
export const RuleStatus = Schema.Literals(["active", "inactive"])
/**
 * Whether a pipeline rule is enabled.
 *
 * @since 0.1.0
 * @category models
 */
export type RuleStatus = typeof RuleStatus.Type

/**
 * Locale scope of a rule predicate.
 *
 * @since 0.1.0
 * @category schemas
 */
export const LocaleKind = Schema.Literals(["all", "unspecified", "specific"])
/**
 * Locale scope of a rule predicate.
 *
 * @since 0.1.0
 * @category models
 */
export type LocaleKind = typeof LocaleKind.Type

/**
 * Operator used by a basic query-matching predicate.
 *
 * @since 0.1.0
 * @category schemas
 */
export const MatchOperator = Schema.Literals(["is", "contains", "matches"])
/**
 * Operator used by a basic query-matching predicate.
 *
 * @since 0.1.0
 * @category models
 */
export type MatchOperator = typeof MatchOperator.Type

/**
 * Type of a statement group.
 *
 * @since 0.1.0
 * @category schemas
 */
export const StatementGroupType = Schema.Literals(["campaign", "permanent"])
/**
 * Type of a statement group.
 *
 * @since 0.1.0
 * @category models
 */
export type StatementGroupType = typeof StatementGroupType.Type

/**
 * Status of a campaign statement group.
 *
 * @since 0.1.0
 * @category schemas
 */
export const CampaignStatus = Schema.Literals(["active", "inactive", "expired", "notStarted"])
/**
 * Status of a campaign statement group.
 *
 * @since 0.1.0
 * @category models
 */
export type CampaignStatus = typeof CampaignStatus.Type

/**
 * Status of a permanent statement group.
 *
 * @since 0.1.0
 * @category schemas
 */
export const PermanentStatus = Schema.Literals(["active", "inactive"])
/**
 * Status of a permanent statement group.
 *
 * @since 0.1.0
 * @category models
 */
export type PermanentStatus = typeof PermanentStatus.Type

/**
 * Feature implemented by a query pipeline statement.
 *
 * @since 0.1.0
 * @category schemas
 */
export const StatementFeature = Schema.Literals([
  "filter",
  "trigger",
  "ranking",
  "stop",
  "thesaurus",
  "top",
  "resultRankings",
  "topClicks",
  "querySuggest",
  "rankingweight",
  "recommendation",
  "queryParamOverride"
])
/**
 * Feature implemented by a query pipeline statement.
 *
 * @since 0.1.0
 * @category models
 */
export type StatementFeature = typeof StatementFeature.Type

/**
 * Kind of a facet rule.
 *
 * @since 0.1.0
 * @category schemas
 */
export const FacetRuleKind = Schema.Literals(["autoSelect"])
/**
 * Kind of a facet rule.
 *
 * @since 0.1.0
 * @category models
 */
export type FacetRuleKind = typeof FacetRuleKind.Type

/**
 * State a facet rule applies to its values.
 *
 * @since 0.1.0
 * @category schemas
 */
export const FacetRuleState = Schema.Literals(["selected"])
/**
 * State a facet rule applies to its values.
 *
 * @since 0.1.0
 * @category models
 */
export type FacetRuleState = typeof FacetRuleState.Type

/**
 * Category of a modifier template.
 *
 * @since 0.1.0
 * @category schemas
 */
export const ModifierType = Schema.Literals(["SYSTEM", "LICENSE", "INTEGRATION", "EXTENSION", "FEATURE"])
/**
 * Category of a modifier template.
 *
 * @since 0.1.0
 * @category models
 */
export type ModifierType = typeof ModifierType.Type

/**
 * Operation a modifier template statement performs on a value.
 *
 * @since 0.1.0
 * @category schemas
 */
export const StatementOperation = Schema.Literals(["SET", "APPEND", "REMOVE"])
/**
 * Operation a modifier template statement performs on a value.
 *
 * @since 0.1.0
 * @category models
 */
export type StatementOperation = typeof StatementOperation.Type

/**
 * How conflicting modifier values are merged.
 *
 * @since 0.1.0
 * @category schemas
 */
export const MergeStrategy = Schema.Literals([
  "INTEGER_BIGGER_WINS",
  "INTEGER_LOWER_WINS",
  "BOOLEAN_FALSE_WINS",
  "BOOLEAN_TRUE_WINS",
  "SPECIFIC_ENUM_VALUE_WINS",
  "NO_MERGE"
])
/**
 * How conflicting modifier values are merged.
 *
 * @since 0.1.0
 * @category models
 */
export type MergeStrategy = typeof MergeStrategy.Type

/**
 * Mode of a CSV statement import (defaults to overwrite).
 *
 * @since 0.1.0
 * @category schemas
 */
export const StatementImportMode = Schema.Literals(["overwrite", "append"])
/**
 * Mode of a CSV statement import (defaults to overwrite).
 *
 * @since 0.1.0
 * @category models
 */
export type StatementImportMode = typeof StatementImportMode.Type

/**
 * What statement-like pipeline lists (statements, rules) are sorted by; conditions have {@link ConditionSortBy}.
 *
 * @since 0.1.0
 * @category schemas
 */
export const ListStatementSortBy = Schema.Literals(["position", "definition", "description"])
/**
 * What statement-like pipeline lists (statements, conditions, rules) are sorted by.
 *
 * @since 0.1.0
 * @category models
 */
export type ListStatementSortBy = typeof ListStatementSortBy.Type

/**
 * What the condition list is sorted by. The platform's description (search.yml, the v1 statements
 * list) names the first four; the promise client 60.4 types the list with {@link ListStatementSortBy}
 * and `position` as its default, so any string passes and all five are suggested.
 *
 * @since 0.1.0
 * @category schemas
 */
export const ConditionSortBy = OpenLiterals([
  "definition",
  "description",
  "lastModification",
  "totalAssociationCount",
  "position"
])
/**
 * What the condition list is sorted by.
 *
 * @since 0.1.0
 * @category models
 */
export type ConditionSortBy = typeof ConditionSortBy.Type

/**
 * Which conditions the list keeps, by whether resources use them (`all` by default on the server).
 *
 * @since 0.1.0
 * @category schemas
 */
export const ConditionAssociationFilter = Schema.Literals(["all", "notAssociated", "isAssociated"])
/**
 * Which conditions the list keeps, by whether resources use them.
 *
 * @since 0.1.0
 * @category models
 */
export type ConditionAssociationFilter = typeof ConditionAssociationFilter.Type

/**
 * Extra data the result ranking list can include.
 *
 * @since 0.1.0
 * @category schemas
 */
export const ResultRankingExpand = Schema.Literals(["condition.detailed"])
/**
 * Extra data the result ranking list can include.
 *
 * @since 0.1.0
 * @category models
 */
export type ResultRankingExpand = typeof ResultRankingExpand.Type

/**
 * Kind of a rule predicate: a basic expression with a locale, or QPL code.
 *
 * @since 0.1.0
 * @category schemas
 */
export const PredicateKind = Schema.Literals(["basicExpressionAndLocalePredicate", "qplPredicate"])
/**
 * Kind of a rule predicate: a basic expression with a locale, or QPL code.
 *
 * @since 0.1.0
 * @category models
 */
export type PredicateKind = typeof PredicateKind.Type

/**
 * Rule type filter of the list (the successor of `kind`).
 *
 * @since 0.1.0
 * @category schemas
 */
export const ResultRankingRuleType = Schema.Literals(["featuredResults", "rankingExpressions"])
/**
 * Rule type filter of the list (the successor of `kind`).
 *
 * @since 0.1.0
 * @category models
 */
export type ResultRankingRuleType = typeof ResultRankingRuleType.Type

/**
 * What a group list is sorted by. The platform's description (search.yml) names `name` and
 * `status`; the promise client 60.4 also sends `position` (its default), `description` and
 * `definition`, so any string passes and all five are suggested.
 *
 * @since 0.1.0
 * @category schemas
 */
export const StatementGroupSortBy = OpenLiterals(["name", "status", "position", "description", "definition"])
/**
 * What a group list is sorted by.
 *
 * @since 0.1.0
 * @category models
 */
export type StatementGroupSortBy = typeof StatementGroupSortBy.Type

/**
 * Finer kind of a `queryParamOverride` statement.
 *
 * @since 0.1.0
 * @category schemas
 */
export const StatementSubFeature = Schema.Literals(["queryParamOverride", "querySuggestParamOverride"])
/**
 * Finer kind of a `queryParamOverride` statement.
 *
 * @since 0.1.0
 * @category models
 */
export type StatementSubFeature = typeof StatementSubFeature.Type

/**
 * What a pipeline list is sorted by.
 *
 * @since 0.1.0
 * @category schemas
 */
export const PipelineSortBy = Schema.Literals(["definition", "description", "position"])
/**
 * What a pipeline list is sorted by.
 *
 * @since 0.1.0
 * @category models
 */
export type PipelineSortBy = typeof PipelineSortBy.Type
