import type { BrandCountView } from '@gio/contracts';
import { withBrandsParam } from '@gio/domain-search';
import { BrandFilter } from '@gio/ui';
import { useNavigate, useSearchParams } from 'react-router';

export interface CategoryBrandFilterProps {
  /** brandTexts.list of the payload. */
  brands: readonly BrandCountView[];
  /** brandTexts.selectedList: gids from the `brands` parameter. */
  selected: readonly string[];
  /** The list's first page: a new filter starts the list again. */
  basePath: string;
}

/**
 * Brand filter of category and search pages (storefront.md §2, §5): chosen brands go in the
 * `brands` query parameter joined by commas (removed when none remain, domain-search
 * `withBrandsParam`). The new query is a push navigation, so the gateway answers the filtered list.
 */
export function CategoryBrandFilter({ brands, selected, basePath }: CategoryBrandFilterProps) {
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  if (brands.length === 0) return null;
  const nameOf = new Map(brands.map((b) => [b.gid, b.name]));
  const gidOf = new Map(brands.map((b) => [b.name, b.gid]));
  const onChange = (names: string[]) => {
    const gids = names
      .map((name) => gidOf.get(name))
      .filter((gid): gid is string => gid !== undefined);
    const query = withBrandsParam(Object.fromEntries(searchParams), gids);
    const search = new URLSearchParams(query).toString();
    void navigate(`${basePath}${search ? `?${search}` : ''}`, { preventScrollReset: true });
  };
  return (
    <BrandFilter
      brands={brands.map((b) => b.name)}
      selected={selected
        .map((gid) => nameOf.get(gid))
        .filter((name): name is string => name !== undefined)}
      onChange={onChange}
    />
  );
}
