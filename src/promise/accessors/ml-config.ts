/**
 * Promise accessors of the machine-learning configuration areas the promise client 60.4 nests under `ml`
 * (model listing, detailed information, pipeline associations, and the IAPR, RGA and semantic encoder
 * configurations), named as it names them. Spread into the `ml` node of `experience.ts`.
 *
 * @module
 */
import * as MachineLearningIaprConfig from "../../Platform/MachineLearning/MachineLearningIaprConfig.ts"
import * as MachineLearningModelAssociations from "../../Platform/MachineLearning/MachineLearningModelAssociations.ts"
import * as MachineLearningModelDetailedInfo from "../../Platform/MachineLearning/MachineLearningModelDetailedInfo.ts"
import * as MachineLearningModelListing from "../../Platform/MachineLearning/MachineLearningModelListing.ts"
import * as MachineLearningRgaConfig from "../../Platform/MachineLearning/MachineLearningRgaConfig.ts"
import * as MachineLearningSemanticEncoderConfig from "../../Platform/MachineLearning/MachineLearningSemanticEncoderConfig.ts"
import type { Node } from "../Facade.ts"

/** Accessor name → [module] under `ml`. */
export const mlConfigChildren = {
  iaprConfig: [MachineLearningIaprConfig],
  modelListing: [MachineLearningModelListing],
  relevanceGenerativeAnsweringConfig: [MachineLearningRgaConfig],
  semanticEncoderConfig: [MachineLearningSemanticEncoderConfig],
  modelDetailedInfo: [MachineLearningModelDetailedInfo],
  modelAssociations: [MachineLearningModelAssociations]
} as const satisfies Readonly<Record<string, Node>>
