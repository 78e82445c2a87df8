/**
 * The core: configuration, Layers, the request pipeline, declarations, retry,
 * paging and polling.
 *
 * @module
 */
export { abortGetRequests, checkToken, currentUser } from "./Auth.js";
export { hostFor, PlatformConfig } from "./Config.js";
export { blob, del, empty, endpointOf, get, json, patch, post, put, text } from "./Endpoint.js";
export { fromHttpClient, layerFromHttpClient } from "./HttpClientTransport.js";
export { layer, layerConfig, layerWithTransport } from "./Layer.js";
export { defaultTransport, fetchTransport, nodeTransport } from "./Transport.js";
export { toPageSize } from "./Pagination.js";
export { pagedStream } from "./Paging.js";
export { PlatformClient } from "./PlatformClient.js";
export { OperationFailed, poll, PollTimeout } from "./Poll.js";
export { backoff, retry, retryEffect } from "./Retry.js";
export { IsoDateTime, YearMonthDay } from "./QueryValues.js";
