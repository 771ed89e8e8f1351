export * from './lib/json/types';
export * from './lib/json/errors';
export {
  type ClientEnvironment,
  type CsrfTokenGetter,
  type FetchLike,
  type LocationLike,
  type LoggerLike,
  type ResponseLike,
  defaultCsrfTokenGetter,
} from './lib/json/environment';
export {
  CSRF_META_NAME,
  CSRF_TOKEN_MISSING,
  SESSION_PATH,
  fetchCsrfToken,
  readCsrfTokenFromMeta,
} from './lib/json/csrf';
export {
  CSRF_HEADER,
  JSON_HEADERS,
  UNAUTHORIZED_LOGOUT_PATH,
  createJsonClient,
} from './lib/json/json-client';
export { type DataEnvelope, unwrapData } from './lib/json/unwrap-data';
export {
  PAGE_DATA_HEADER,
  type PageDataResult,
  PageDataError,
  fetchPageData,
} from './lib/page-data/fetch-page-data';
export {
  type CursorPagedListOptions,
  DEFAULT_PAGED_LIST,
  type PagedListValue,
  cursorPagedList,
} from './lib/apollo/cursor-paged-list';
export {
  CacheTypeName,
  PAGED_LIST_FIELDS,
  createCache,
  createTypePolicies,
  promotionBadgeCacheId,
  variantCacheId,
} from './lib/apollo/type-policies';
export {
  CATALOGUE_OPERATIONS,
  PLES_BY_CATEGORY_GID,
  PLES_FULL_TEXT_SEARCH,
  type PleEntity,
  type PleSortValue,
  type PleVariant,
  type PlesOptionsInput,
  type PlesPage,
} from './lib/apollo/operations';
export {
  type CreateApolloClientOptions,
  GRAPHQL_PATH,
  createApolloClient,
} from './lib/apollo/create-apollo-client';
