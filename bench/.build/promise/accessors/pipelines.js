/**
 * Promise accessors of the query pipeline areas, named as the promise client
 * names them: `pipeline` and its nested sub-resources.
 *
 * @module
 */
import * as PipelineConditions from "../../Platform/PipelineConditions.js";
import * as PipelineFacetStateRules from "../../Platform/PipelineFacetStateRules.js";
import * as PipelineMlAssociations from "../../Platform/PipelineMlAssociations.js";
import * as PipelineResultRankings from "../../Platform/PipelineResultRankings.js";
import * as Pipelines from "../../Platform/Pipelines.js";
import * as PipelineStatementGroups from "../../Platform/PipelineStatementGroups.js";
import * as PipelineStatements from "../../Platform/PipelineStatements.js";
/** Accessor name → [module, nested accessors] for the pipeline areas. */
export const pipelinesAccessors = {
    pipeline: [Pipelines, {
            statements: [PipelineStatements],
            resultRanking: [PipelineResultRankings],
            groups: [PipelineStatementGroups],
            facetRules: [PipelineFacetStateRules],
            associations: [PipelineMlAssociations],
            conditions: [PipelineConditions]
        }]
};
