/**
 * Notification subscriptions (`notification.subscription` in the promise
 * client): `/rest/organizations/{org}/subscriptions`, for every user and, under
 * `/me`, for the current user. Each can be enabled, disabled and tested (spec 4).
 *
 * @module
 */
import { del, empty, get, json, post, put } from "../Http/Endpoint.js";
const base = "/rest/organizations/{org}/subscriptions";
const me = `${base}/me`;
const byId = (subscriptionId) => ({ path: { subscriptionId } });
const withModel = (subscriptionId, editSubscriptionModel) => ({
    path: { subscriptionId },
    body: editSubscriptionModel
});
/** Lists every subscription of the organization. */
export const list = get("Subscriptions.list", base, json(), () => ({}));
/** Creates a subscription. */
export const create = post("Subscriptions.create", base, json(), (editSubscriptionModel) => ({ body: editSubscriptionModel }));
/** Gets a subscription. */
export const show = get("Subscriptions.show", `${base}/{subscriptionId}`, json(), byId);
/** Replaces a subscription. */
export const edit = put("Subscriptions.edit", `${base}/{subscriptionId}`, json(), withModel);
/** Deletes a subscription. */
const delete_ = del("Subscriptions.delete", `${base}/{subscriptionId}`, empty, byId);
/** Enables a subscription. */
export const enable = put("Subscriptions.enable", `${base}/{subscriptionId}/enable`, empty, byId);
/** Disables a subscription. */
export const disable = put("Subscriptions.disable", `${base}/{subscriptionId}/disable`, empty, byId);
/** Sends a test notification. */
export const test = post("Subscriptions.test", `${base}/{subscriptionId}/test`, empty, byId);
/** Lists the current user's subscriptions. */
export const listCurrent = get("Subscriptions.listCurrent", me, json(), () => ({}));
/** Creates a subscription for the current user. */
export const createCurrent = post("Subscriptions.createCurrent", me, json(), (editSubscriptionModel) => ({ body: editSubscriptionModel }));
/** Gets one of the current user's subscriptions. */
export const showCurrent = get("Subscriptions.showCurrent", `${me}/{subscriptionId}`, json(), byId);
/** Replaces one of the current user's subscriptions. */
export const editCurrent = put("Subscriptions.editCurrent", `${me}/{subscriptionId}`, json(), withModel);
/** Deletes one of the current user's subscriptions. */
export const deleteCurrent = del("Subscriptions.deleteCurrent", `${me}/{subscriptionId}`, empty, byId);
/** Enables one of the current user's subscriptions. */
export const enableCurrent = put("Subscriptions.enableCurrent", `${me}/{subscriptionId}/enable`, empty, byId);
/** Disables one of the current user's subscriptions. */
export const disableCurrent = put("Subscriptions.disableCurrent", `${me}/{subscriptionId}/disable`, empty, byId);
/** Sends a test notification for one of the current user's subscriptions. */
export const testCurrent = post("Subscriptions.testCurrent", `${me}/{subscriptionId}/test`, empty, byId);
export { 
/** Deletes a subscription. */
delete_ as delete };
