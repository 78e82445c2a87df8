/**
 * Notification subscriptions (`notification.subscription` in the promise
 * client): `/rest/organizations/{org}/subscriptions`, for every user and, under
 * `/me`, for the current user. Each can be enabled, disabled and tested (the specification's state and transition rules).
 *
 * @module
 */
import "../../internal/requireNode.ts"
import { del, empty, get, json, post, put } from "../../Http/Endpoint.ts"
import type * as Notification from "../../Schema/Models/Notification.ts"

/**
 * Where and how notifications are delivered (`serviceUrl` is the web hook's URL).
 *
 * @since 0.1.0
 * @category models
 */
export type SubscriptionParameters = Notification.SubscriptionParametersModel

/**
 * Which activities trigger a notification.
 *
 * @since 0.1.0
 * @category models
 */
export type SubscriptionPatternModel = Notification.SubscriptionPatternModel

/**
 * A subscription to create or update.
 *
 * @since 0.1.0
 * @category models
 */
export type EditSubscriptionModel = Notification.EditSubscriptionModel

/**
 * Delivery counters of a subscription.
 *
 * @since 0.1.0
 * @category models
 */
export type SubscriptionStatisticsModel = Notification.SubscriptionStatisticsModel

/**
 * Health of a subscription's deliveries.
 *
 * @since 0.1.0
 * @category models
 */
export type SubscriptionStatusModel = Notification.SubscriptionStatusModel

/**
 * A subscription.
 *
 * @since 0.1.0
 * @category models
 */
export type SubscriptionModel = Notification.SubscriptionModel

const byId = (subscriptionId: string) => ({ path: { subscriptionId } })
const withModel = (subscriptionId: string, editSubscriptionModel: EditSubscriptionModel) => ({
  path: { subscriptionId },
  body: editSubscriptionModel
})

/**
 * Lists every subscription of the organization.
 *
 * @since 0.1.0
 * @category calls
 */
export const list = get("Subscriptions.list", "/rest/organizations/{org}/subscriptions",
  json<ReadonlyArray<SubscriptionModel>>(), () => ({}))

/**
 * Creates a subscription.
 *
 * @since 0.1.0
 * @category calls
 */
export const create = post("Subscriptions.create", "/rest/organizations/{org}/subscriptions", json<SubscriptionModel>(),
  (editSubscriptionModel: EditSubscriptionModel) => ({ body: editSubscriptionModel }))

/**
 * Gets a subscription.
 *
 * @since 0.1.0
 * @category calls
 */
export const show = get("Subscriptions.show", "/rest/organizations/{org}/subscriptions/{subscriptionId}",
  json<SubscriptionModel>(), byId)

/**
 * Replaces a subscription.
 *
 * @since 0.1.0
 * @category calls
 */
export const edit = put("Subscriptions.edit", "/rest/organizations/{org}/subscriptions/{subscriptionId}",
  json<SubscriptionModel>(), withModel)

/**
 * Deletes a subscription.
 *
 * @since 0.1.0
 * @category calls
 */
const delete_ = del("Subscriptions.delete", "/rest/organizations/{org}/subscriptions/{subscriptionId}", empty, byId)

/**
 * Enables a subscription.
 *
 * @since 0.1.0
 * @category calls
 */
export const enable = put("Subscriptions.enable", "/rest/organizations/{org}/subscriptions/{subscriptionId}/enable",
  empty, byId)

/**
 * Disables a subscription.
 *
 * @since 0.1.0
 * @category calls
 */
export const disable = put("Subscriptions.disable", "/rest/organizations/{org}/subscriptions/{subscriptionId}/disable",
  empty, byId)

/**
 * Sends a test notification.
 *
 * @since 0.1.0
 * @category calls
 */
export const test = post("Subscriptions.test", "/rest/organizations/{org}/subscriptions/{subscriptionId}/test", empty,
  byId)

/**
 * Lists the current user's subscriptions.
 *
 * @since 0.1.0
 * @category calls
 */
export const listCurrent = get("Subscriptions.listCurrent", "/rest/organizations/{org}/subscriptions/me",
  json<ReadonlyArray<SubscriptionModel>>(), () => ({}))

/**
 * Creates a subscription for the current user.
 *
 * @since 0.1.0
 * @category calls
 */
export const createCurrent = post("Subscriptions.createCurrent", "/rest/organizations/{org}/subscriptions/me",
  json<SubscriptionModel>(), (editSubscriptionModel: EditSubscriptionModel) => ({ body: editSubscriptionModel }))

/**
 * Gets one of the current user's subscriptions.
 *
 * @since 0.1.0
 * @category calls
 */
export const showCurrent = get("Subscriptions.showCurrent",
  "/rest/organizations/{org}/subscriptions/me/{subscriptionId}", json<SubscriptionModel>(), byId)

/**
 * Replaces one of the current user's subscriptions.
 *
 * @since 0.1.0
 * @category calls
 */
export const editCurrent = put("Subscriptions.editCurrent",
  "/rest/organizations/{org}/subscriptions/me/{subscriptionId}", json<SubscriptionModel>(), withModel)

/**
 * Deletes one of the current user's subscriptions.
 *
 * @since 0.1.0
 * @category calls
 */
export const deleteCurrent = del("Subscriptions.deleteCurrent",
  "/rest/organizations/{org}/subscriptions/me/{subscriptionId}", empty, byId)

/**
 * Enables one of the current user's subscriptions.
 *
 * @since 0.1.0
 * @category calls
 */
export const enableCurrent = put("Subscriptions.enableCurrent",
  "/rest/organizations/{org}/subscriptions/me/{subscriptionId}/enable", empty, byId)

/**
 * Disables one of the current user's subscriptions.
 *
 * @since 0.1.0
 * @category calls
 */
export const disableCurrent = put("Subscriptions.disableCurrent",
  "/rest/organizations/{org}/subscriptions/me/{subscriptionId}/disable", empty, byId)

/**
 * Sends a test notification for one of the current user's subscriptions.
 *
 * @since 0.1.0
 * @category calls
 */
export const testCurrent = post("Subscriptions.testCurrent",
  "/rest/organizations/{org}/subscriptions/me/{subscriptionId}/test", empty, byId)

export {
  /**
   * Deletes a subscription.
   *
   * @since 0.1.0
   * @category calls
   */
  delete_ as delete
}
