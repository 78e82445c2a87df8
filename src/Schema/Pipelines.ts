import "../internal/requireNode.ts"
import * as Schema from "effect/Schema"

/** Kind of a result ranking rule. */
export const ResultRankingKind = Schema.Literals(["featured_result", "ranking_expression"])
/** Kind of a result ranking rule. */
export type ResultRankingKind = typeof ResultRankingKind.Type

/** Whether a pipeline rule is enabled. */
export const RuleStatus = Schema.Literals(["active", "inactive"])
/** Whether a pipeline rule is enabled. */
export type RuleStatus = typeof RuleStatus.Type

/** Locale scope of a rule predicate. */
export const LocaleKind = Schema.Literals(["all", "unspecified", "specific"])
/** Locale scope of a rule predicate. */
export type LocaleKind = typeof LocaleKind.Type

/** Operator used by a basic query-matching predicate. */
export const MatchOperator = Schema.Literals(["is", "contains", "matches"])
/** Operator used by a basic query-matching predicate. */
export type MatchOperator = typeof MatchOperator.Type

/** Type of a statement group. */
export const StatementGroupType = Schema.Literals(["campaign", "permanent"])
/** Type of a statement group. */
export type StatementGroupType = typeof StatementGroupType.Type

/** Status of a campaign statement group. */
export const CampaignStatus = Schema.Literals(["active", "inactive", "expired", "notStarted"])
/** Status of a campaign statement group. */
export type CampaignStatus = typeof CampaignStatus.Type

/** Status of a permanent statement group. */
export const PermanentStatus = Schema.Literals(["active", "inactive"])
/** Status of a permanent statement group. */
export type PermanentStatus = typeof PermanentStatus.Type

/** Feature implemented by a query pipeline statement. */
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
/** Feature implemented by a query pipeline statement. */
export type StatementFeature = typeof StatementFeature.Type

/** Kind of a facet rule. */
export const FacetRuleKind = Schema.Literals(["autoSelect"])
/** Kind of a facet rule. */
export type FacetRuleKind = typeof FacetRuleKind.Type

/** State a facet rule applies to its values. */
export const FacetRuleState = Schema.Literals(["selected"])
/** State a facet rule applies to its values. */
export type FacetRuleState = typeof FacetRuleState.Type

/** Category of a modifier template. */
export const ModifierType = Schema.Literals(["SYSTEM", "LICENSE", "INTEGRATION", "EXTENSION", "FEATURE"])
/** Category of a modifier template. */
export type ModifierType = typeof ModifierType.Type

/** Operation a modifier template statement performs on a value. */
export const StatementOperation = Schema.Literals(["SET", "APPEND", "REMOVE"])
/** Operation a modifier template statement performs on a value. */
export type StatementOperation = typeof StatementOperation.Type

/** How conflicting modifier values are merged. */
export const MergeStrategy = Schema.Literals([
  "INTEGER_BIGGER_WINS",
  "INTEGER_LOWER_WINS",
  "BOOLEAN_FALSE_WINS",
  "BOOLEAN_TRUE_WINS",
  "SPECIFIC_ENUM_VALUE_WINS",
  "NO_MERGE"
])
/** How conflicting modifier values are merged. */
export type MergeStrategy = typeof MergeStrategy.Type

/** Mode of a CSV statement import (defaults to overwrite). */
export const StatementImportMode = Schema.Literals(["overwrite", "append"])
/** Mode of a CSV statement import (defaults to overwrite). */
export type StatementImportMode = typeof StatementImportMode.Type

/** What statement-like pipeline lists (statements, conditions, rules) are sorted by. */
export const ListStatementSortBy = Schema.Literals(["position", "definition", "description"])
/** What statement-like pipeline lists (statements, conditions, rules) are sorted by. */
export type ListStatementSortBy = typeof ListStatementSortBy.Type

/** Kind of a rule predicate: a basic expression with a locale, or QPL code. */
export const PredicateKind = Schema.Literals(["basicExpressionAndLocalePredicate", "qplPredicate"])
/** Kind of a rule predicate: a basic expression with a locale, or QPL code. */
export type PredicateKind = typeof PredicateKind.Type

/** Rule type filter of the list (the successor of `kind`). */
export const ResultRankingRuleType = Schema.Literals(["featuredResults", "rankingExpressions"])
/** Rule type filter of the list (the successor of `kind`). */
export type ResultRankingRuleType = typeof ResultRankingRuleType.Type

/** What a group list is sorted by. */
export const StatementGroupSortBy = Schema.Literals(["position", "description", "definition", "name", "status"])
/** What a group list is sorted by. */
export type StatementGroupSortBy = typeof StatementGroupSortBy.Type

/** Finer kind of a `queryParamOverride` statement. */
export const StatementSubFeature = Schema.Literals(["queryParamOverride", "querySuggestParamOverride"])
/** Finer kind of a `queryParamOverride` statement. */
export type StatementSubFeature = typeof StatementSubFeature.Type

/** What a pipeline list is sorted by. */
export const PipelineSortBy = Schema.Literals(["definition", "description", "position"])
/** What a pipeline list is sorted by. */
export type PipelineSortBy = typeof PipelineSortBy.Type
