export * from './lib/json/types';
export * from './lib/json/errors';
export {
  DEFAULT_BLOCK_RELOAD_WINDOW_SECONDS,
  type ReloadStorage,
  mayReloadAfterBlock,
} from './lib/json/block-reload';
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
  type RouteAnswer,
  type RouteCall,
  type RouteClient,
  callRoute,
} from './lib/rest/call-route';
export { ContractDriftError } from './lib/rest/answer-check';
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
  PLES_BY_CLASSIFICATION,
  PLES_BY_SOFT_CATEGORY_TYPE,
  PLES_FULL_TEXT_SEARCH,
  VARIANT_RELATIONSHIPS,
  type ClassificationOptions,
  type FulfillmentFilter,
  type FulltextSearchOptions,
  type ListedPromotionBadgeFragment,
  type ListedVariantFragment,
  type PleEntity,
  type PleSort,
  type PleType,
  type PleVariant,
  type PlesByCategoryGidQuery,
  type PlesByCategoryGidQueryVariables,
  type PlesByClassificationQuery,
  type PlesByClassificationQueryVariables,
  type PlesBySoftCategoryTypeQuery,
  type PlesBySoftCategoryTypeQueryVariables,
  type PlesFullTextSearchQuery,
  type PlesFullTextSearchQueryVariables,
  type PlesOptions,
  type PlesPage,
  type PlesPageFieldsFragment,
  type SearchType,
  type VariantRelationshipsQuery,
  type VariantRelationshipsQueryVariables,
} from './lib/apollo/operations';
export { listedEntitiesOf, toListedVariant } from './lib/apollo/listed-entities';
export {
  type CreateApolloClientOptions,
  GRAPHQL_PATH,
  createApolloClient,
} from './lib/apollo/create-apollo-client';
export { stableStringify } from './lib/apollo/stable-stringify';
