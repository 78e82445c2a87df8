/**
 * The organization's models as the administration console lists them (`ml.modelListing` in the
 * promise client): `/rest/organizations/{org}/machinelearning/configuration/modellisting`.
 *
 * @module
 */
import "../../internal/requireNode.ts"
import * as Schema from "effect/Schema"
import { get, json } from "../../Http/Endpoint.ts"
import { encoded, QueryArray } from "../../Http/Query.ts"
import { ModelType } from "../../Schema/MachineLearning.ts"
import type * as MlConfig from "../../Schema/Models/MlConfig.ts"

/**
 * Query of {@link list}: the engines to keep, sent as repeated `engineIds` keys.
 *
 * @since 0.1.0
 * @category schemas
 */
export const ModelListingQuery = Schema.Struct({ engineIds: Schema.optional(QueryArray(ModelType)) })

/**
 * A model as listed: its engine, status, size, schedule and associations.
 *
 * @since 0.1.0
 * @category models
 */
export type MLListingModel = MlConfig.ModelListingModel

/**
 * Lists the models, optionally only those of the given engines.
 *
 * @since 0.1.0
 * @category calls
 */
export const list = get("MachineLearningModelListing.list",
  "/rest/organizations/{org}/machinelearning/configuration/modellisting", json<ReadonlyArray<MLListingModel>>(),
  (engineIds?: ReadonlyArray<ModelType>) => ({ query: { engineIds } }), { query: encoded(ModelListingQuery) })

// The operations of this area that are declared from the descriptions.
export * from "./MachineLearningModelListing.generated.ts"
