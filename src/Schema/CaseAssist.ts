import "../internal/requireNode.ts"
import * as Schema from "effect/Schema"

/**
 * Strategy a case assist configuration uses to suggest documents.
 *
 * @since 0.1.0
 * @category schemas
 */
export const DocumentSuggestionStrategy = Schema.Literals(["ITD"])
/**
 * Strategy a case assist configuration uses to suggest documents.
 *
 * @since 0.1.0
 * @category models
 */
export type DocumentSuggestionStrategy = typeof DocumentSuggestionStrategy.Type

/**
 * Source of the values offered by case assist typing aids.
 *
 * @since 0.1.0
 * @category schemas
 */
export const TypingAidStrategy = Schema.Literals(["StaticValues", "ValuesFromIndex"])
/**
 * Source of the values offered by case assist typing aids.
 *
 * @since 0.1.0
 * @category models
 */
export type TypingAidStrategy = typeof TypingAidStrategy.Type

/**
 * Strategy a case assist configuration uses to classify cases.
 *
 * @since 0.1.0
 * @category schemas
 */
export const ClassificationStrategy = Schema.Literals(["Some", "Axon"])
/**
 * Strategy a case assist configuration uses to classify cases.
 *
 * @since 0.1.0
 * @category models
 */
export type ClassificationStrategy = typeof ClassificationStrategy.Type

/**
 * Horizontal position of an in-app widget button, as sent in requests.
 *
 * @since 0.1.0
 * @category schemas
 */
export const ButtonHorizontalPosition = Schema.Literals(["left", "center", "right"])
/**
 * Horizontal position of an in-app widget button, as sent in requests.
 *
 * @since 0.1.0
 * @category models
 */
export type ButtonHorizontalPosition = typeof ButtonHorizontalPosition.Type

/**
 * Vertical position of an in-app widget button, as sent in requests.
 *
 * @since 0.1.0
 * @category schemas
 */
export const ButtonVerticalPosition = Schema.Literals(["top", "middle", "bottom"])
/**
 * Vertical position of an in-app widget button, as sent in requests.
 *
 * @since 0.1.0
 * @category models
 */
export type ButtonVerticalPosition = typeof ButtonVerticalPosition.Type

/**
 * Horizontal position of an in-app widget button, as returned in responses.
 *
 * @since 0.1.0
 * @category schemas
 */
export const ButtonHorizontalPositionResponse = Schema.Literals(["Undefined", "Left", "Center", "Right"])
/**
 * Horizontal position of an in-app widget button, as returned in responses.
 *
 * @since 0.1.0
 * @category models
 */
export type ButtonHorizontalPositionResponse = typeof ButtonHorizontalPositionResponse.Type

/**
 * Vertical position of an in-app widget button, as returned in responses.
 *
 * @since 0.1.0
 * @category schemas
 */
export const ButtonVerticalPositionResponse = Schema.Literals(["Undefined", "Top", "Middle", "Bottom"])
/**
 * Vertical position of an in-app widget button, as returned in responses.
 *
 * @since 0.1.0
 * @category models
 */
export type ButtonVerticalPositionResponse = typeof ButtonVerticalPositionResponse.Type
