/**
 * The core: configuration, Layers, the request pipeline, declarations, retry,
 * paging and polling. The effect `HttpClient` transport is its own entry point
 * (`Http/HttpClientTransport`), so effect's http modules load only when used.
 *
 * @module
 */
import "../internal/requireNode.ts"
export { abortGetRequests, checkToken, currentUser } from "./Auth.ts"
export {
  hostFor,
  PlatformConfig,
  type PlatformOptions,
  RefusedToken,
  type ResolvedConfig,
  type TokenRequest,
  type TokenSource
} from "./Config.ts"
export { defaultTransport } from "./DefaultTransport.ts"
export { download, type DownloadFn, limitChunks } from "./Download.ts"
export {
  blob,
  type DeclareFn,
  type DeclareOptions,
  del,
  empty,
  type EmptyResult,
  type Endpoint,
  endpointOf,
  get,
  json,
  patch,
  type PathParams,
  type PathPart,
  post,
  put,
  type QueryPart,
  type RequestParts,
  type Result,
  text
} from "./Endpoint.ts"
export {
  type AbortGate,
  type BodyMode,
  exchange,
  type Exchanged,
  type ExchangeFailure,
  type ExchangeOptions
} from "./Exchange.ts"
export { type HeaderFields, withHeaders } from "./HeaderParams.ts"
export { JsonModel, JsonText } from "./JsonQuery.ts"
export { layer, type LayerOptions, layerWithTransport } from "./Layer.ts"
export { configFromEnv, layerConfig } from "./LayerConfig.ts"
export { maxConcurrency, pagedStream, type PagingOptions } from "./PagedStream.ts"
export { type PageSizeOptions, toPageSize } from "./PageSize.ts"
export {
  type BodyKind,
  type CallOptions,
  CoveoClient,
  type Credential,
  credential,
  type Download,
  type EndpointDef,
  type Method,
  type Parts,
  type PlatformClientShape,
  type ResponseInfo,
  type ResponseKind,
  type TokenInfo,
  type TokenUser,
  withAccessToken,
  withCallOptions
} from "./PlatformClient.ts"
export { OperationFailed, poll, type PollOptions, PollTimeout, type StatusCallback } from "./Poll.ts"
export { encoded, QueryArray, queryArrayItem, type QueryCodec, type QueryEncoder } from "./Query.ts"
export { IsoDateTime, YearMonthDay } from "./QueryDates.ts"
export { type RawRequest, request, type WithResponse, withResponse } from "./Request.ts"
export { backoff, retry, retryEffect, type RetryOptions } from "./Retry.ts"
export { layerTelemetry, withTelemetry } from "./Telemetry.ts"
export {
  autoTransport,
  type BodySink,
  fetchTransport,
  type NodeReadable,
  nodeTransport,
  type RawResponse,
  type RequestBody,
  type ResponseHeaders,
  type Transport,
  type TransportRequest,
  type Undici,
  type UndiciController,
  type UndiciDispatcher,
  undiciFrom,
  type UndiciHandler,
  undiciTransport
} from "./Transport.ts"
