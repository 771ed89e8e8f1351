import type { ReorderLine } from '../lib/reorder-groups';

/** A product's name, linking to its storefront page (a full page load) while the catalogue has one. */
export function ProductName({ variant }: { variant: Pick<ReorderLine['variant'], 'name' | 'path'> }) {
  return variant.path ? <a href={variant.path}>{variant.name}</a> : <span>{variant.name}</span>;
}
