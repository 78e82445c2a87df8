/**
 * The core: configuration, Layers, the request pipeline, declarations, retry,
 * paging and polling. The effect `HttpClient` transport is its own entry point
 * (`Http/HttpClientTransport`), so effect's http modules load only when used.
 *
 * @module
 */
import "../internal/requireNode.ts"
export { abortGetRequests, checkToken, currentUser } from "./Auth.ts"
export { hostFor, PlatformConfig, type PlatformOptions, type ResolvedConfig, type TokenSource } from "./Config.ts"
export { blob, del, empty, type EmptyResult, type Endpoint, endpointOf, get, json, patch, post, put, text } from "./Endpoint.ts"
export { layer, type LayerOptions, layerWithTransport } from "./Layer.ts"
export { configFromEnv, layerConfig } from "./LayerConfig.ts"
export {
  type BodySink,
  fetchTransport,
  nodeTransport,
  type RawResponse,
  type RequestBody,
  type ResponseHeaders,
  type Transport,
  type TransportRequest,
  undiciTransport
} from "./Transport.ts"
export { type AbortGate, exchange, type Exchanged, type ExchangeFailure, type ExchangeOptions } from "./Exchange.ts"
export { defaultTransport } from "./DefaultTransport.ts"
export { toPageSize } from "./PageSize.ts"
export { pagedStream, type PagingOptions } from "./PagedStream.ts"
export { type CallOptions, type Download, CoveoClient, type ResponseInfo, type TokenInfo, type TokenUser, withCallOptions } from "./PlatformClient.ts"
export { download, type DownloadFn, limitChunks } from "./Download.ts"
export { type RawRequest, request, type WithResponse, withResponse } from "./Request.ts"
export { OperationFailed, poll, type PollOptions, PollTimeout } from "./Poll.ts"
export { backoff, retry, retryEffect, type RetryOptions } from "./Retry.ts"
export { IsoDateTime, YearMonthDay } from "./QueryDates.ts"
