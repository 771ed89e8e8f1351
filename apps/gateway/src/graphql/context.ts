import type { SiteConfig } from '@gio/seed';
import type { CatalogueLoaders } from '../catalogue/loaders';
import type { CatalogueService } from '../catalogue/service';
import type { SearchService } from '../search/search-service';

/** Per-request GraphQL context: fresh loaders every request, shared services. */
export interface GraphqlContext {
  readonly loaders: CatalogueLoaders;
  readonly catalogue: CatalogueService;
  readonly search: SearchService;
  readonly site: () => Promise<SiteConfig>;
}
