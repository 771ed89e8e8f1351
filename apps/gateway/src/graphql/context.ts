import type { CatalogueLoaders } from '../catalogue/loaders';
import type { CatalogueService } from '../catalogue/service';
import type { SearchService } from '../search/search-service';

/**
 * Per-request GraphQL context: fresh loaders every request (with the reference snapshot the
 * request started with, `loaders.reference`), shared services.
 */
export interface GraphqlContext {
  readonly loaders: CatalogueLoaders;
  readonly catalogue: CatalogueService;
  readonly search: SearchService;
}
