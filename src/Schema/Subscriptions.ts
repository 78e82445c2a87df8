import "../internal/requireNode.ts"
import * as Schema from "effect/Schema"

/**
 * How often a subscription delivers notifications.
 *
 * @since 0.1.0
 * @category schemas
 */
export const SubscriptionFrequency = Schema.Literals(["LIVE", "HOURLY", "DAILY", "WEEKLY"])
/**
 * How often a subscription delivers notifications.
 *
 * @since 0.1.0
 * @category models
 */
export type SubscriptionFrequency = typeof SubscriptionFrequency.Type

/**
 * Delivery channel of a subscription.
 *
 * @since 0.1.0
 * @category schemas
 */
export const SubscriptionType = Schema.Literals(["EMAIL", "EMAIL_JSON", "WEB_HOOK"])
/**
 * Delivery channel of a subscription.
 *
 * @since 0.1.0
 * @category models
 */
export type SubscriptionType = typeof SubscriptionType.Type

/**
 * Health indicator of a subscription's deliveries.
 *
 * @since 0.1.0
 * @category schemas
 */
export const SubscriptionHealth = Schema.Literals(["GOOD", "WARNING", "PROBLEMATIC", "UNKNOWN"])
/**
 * Health indicator of a subscription's deliveries.
 *
 * @since 0.1.0
 * @category models
 */
export type SubscriptionHealth = typeof SubscriptionHealth.Type
