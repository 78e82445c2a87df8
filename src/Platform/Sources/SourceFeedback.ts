/**
 * Feedback on the source management experience (`source.feedback` in the promise client):
 * `/rest/organizations/{org}/sources/feedback`.
 *
 * @module
 */
import "../../internal/requireNode.ts"
import * as Schema from "effect/Schema"
import { empty, post } from "../../Http/Endpoint.ts"
import { encoded } from "../../Http/Query.ts"

/**
 * Who the feedback is for.
 *
 * @since 0.1.0
 * @category schemas
 */
export const FeedbackConsumerType = Schema.Literals(["SOURCE_MANAGEMENT_IMPROVEMENTS"])
/**
 * Who the feedback is for.
 *
 * @since 0.1.0
 * @category models
 */
export type FeedbackConsumerType = typeof FeedbackConsumerType.Type

/**
 * The feedback: a message.
 *
 * @since 0.1.0
 * @category models
 */
export interface FeedbackPayload {
  readonly message: string
}

const FeedbackQuery = Schema.Struct({ feedbackConsumerType: FeedbackConsumerType })

/**
 * Sends feedback to the team named by `feedbackConsumerType`.
 *
 * @since 0.1.0
 * @category calls
 */
export const sendFeedback = post("SourceFeedback.sendFeedback", "/rest/organizations/{org}/sources/feedback", empty,
  (feedbackConsumerType: FeedbackConsumerType, feedbackPayload: FeedbackPayload) => ({
    query: { feedbackConsumerType },
    body: feedbackPayload
  }), { query: encoded(FeedbackQuery) })
