import type { ModuleCategoryView } from '@gio/contracts';
import { useId } from 'react';
import { Link } from 'react-router';
import './category-tiles.css';

/**
 * Size of a category tile's image (accounts.md §9: image sizes are fixed per usage); the demo
 * artwork is square. Set on the element so the grid keeps its place before the image arrives.
 */
export const CATEGORY_TILE_IMAGE = { width: 400, height: 400 };

export interface CategoryTilesProps {
  /** The module's title; shown as the heading, else only names the list. */
  title: string;
  showTitle: boolean;
  categories: readonly ModuleCategoryView[];
  /**
   * How many tiles, from the first, load their image at once: those on the first screen (design.md
   * Images: eager there, lazy below the fold). None by default.
   */
  eagerImages?: number;
}

/** Tiles of the first screen: two rows of three on a 360–600 px phone. */
export const FIRST_SCREEN_TILES = 6;

/**
 * Category links of a page module as image tiles (storefront.md §2 home page, category pages):
 * each tile is one link, named by the category, to that category's page. The picture is
 * decorative beside the name, so it has an empty alternative text.
 */
export function CategoryTiles({
  title,
  showTitle,
  categories,
  eagerImages = 0,
}: CategoryTilesProps) {
  const headingId = useId();
  return (
    <section
      className="sf-category-tiles"
      aria-labelledby={showTitle ? headingId : undefined}
      aria-label={showTitle ? undefined : title}
    >
      {showTitle && (
        <h2 id={headingId} className="sf-module__title">
          {title}
        </h2>
      )}
      <ul className="sf-category-tiles__list">
        {categories.map((category, index) => (
          <li key={category.id}>
            <Link to={category.path} className="sf-category-tile">
              {category.image ? (
                <img
                  className="sf-category-tile__image"
                  src={category.image}
                  alt=""
                  width={CATEGORY_TILE_IMAGE.width}
                  height={CATEGORY_TILE_IMAGE.height}
                  loading={index < eagerImages ? 'eager' : 'lazy'}
                  decoding="async"
                />
              ) : (
                <span className="sf-category-tile__image sf-category-tile__image--empty" />
              )}
              <span className="sf-category-tile__name">
                {category.displayName || category.name}
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
