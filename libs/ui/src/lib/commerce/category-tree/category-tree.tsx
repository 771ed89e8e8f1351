import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CommerceLink } from '../shared/link';
import './category-tree.css';

/** The Category fields the tree reads (storefront.md §3 Category). */
export interface CategoryTreeNode {
  gid: string;
  slug: string;
  name: string;
  displayName?: string | null;
  isVisible?: boolean | null;
  children?: readonly CategoryTreeNode[] | null;
}

export interface CategoryTreeProps {
  /** The root's children: the top level of the tree. */
  categories: readonly CategoryTreeNode[];
  /** Link target of a category page (the app owns its routes). */
  getHref: (category: CategoryTreeNode) => string;
  /** gid of the category being viewed; its branch starts open and its link is marked current. */
  currentGid?: string | null;
  className?: string;
}

const labelOf = (category: CategoryTreeNode) => category.displayName || category.name;
const visible = (categories: readonly CategoryTreeNode[] | null | undefined) =>
  (categories ?? []).filter((category) => category.isVisible !== false);

/** gids of the categories on the path from the top to `gid` (inclusive), or [] when absent. */
function pathTo(categories: readonly CategoryTreeNode[], gid: string): string[] {
  for (const category of categories) {
    if (category.gid === gid) return [category.gid];
    const below = pathTo(category.children ?? [], gid);
    if (below.length > 0) return [category.gid, ...below];
  }
  return [];
}

/**
 * Left-hand category tree of category pages (storefront.md §2): a parent opens and closes its
 * children, and the first child of every parent is an 'All {category}' link to the parent page.
 * Hidden categories (isVisible false) are left out.
 */
export function CategoryTree({ categories, getHref, currentGid, className }: CategoryTreeProps) {
  const { t } = useTranslation('common');
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(
    () => new Set(currentGid ? pathTo(categories, currentGid) : []),
  );
  const toggle = (gid: string) =>
    setExpanded((previous) => {
      const next = new Set(previous);
      if (next.has(gid)) next.delete(gid);
      else next.add(gid);
      return next;
    });

  return (
    <nav
      aria-label={t('filters.categories')}
      className={['gio-category-tree', className].filter(Boolean).join(' ')}
    >
      <CategoryList
        categories={visible(categories)}
        depth={0}
        getHref={getHref}
        currentGid={currentGid}
        expanded={expanded}
        onToggle={toggle}
      />
    </nav>
  );
}

interface CategoryListProps {
  categories: readonly CategoryTreeNode[];
  depth: number;
  getHref: (category: CategoryTreeNode) => string;
  currentGid?: string | null;
  expanded: ReadonlySet<string>;
  onToggle: (gid: string) => void;
  id?: string;
  hidden?: boolean;
  parent?: CategoryTreeNode;
}

function CategoryList({ categories, depth, parent, id, hidden, ...shared }: CategoryListProps) {
  const { t } = useTranslation('common');
  return (
    <ul
      id={id}
      hidden={hidden}
      className={`gio-category-tree__list gio-category-tree__list--depth-${depth}`}
    >
      {parent ? (
        <li className="gio-category-tree__item gio-category-tree__item--all">
          <CategoryLink
            category={parent}
            label={t('filters.all_in_category', { category: labelOf(parent) })}
            getHref={shared.getHref}
            currentGid={shared.currentGid}
          />
        </li>
      ) : null}
      {categories.map((category) => (
        <CategoryItem key={category.gid} category={category} depth={depth} {...shared} />
      ))}
    </ul>
  );
}

function CategoryItem({
  category,
  depth,
  ...shared
}: Omit<CategoryListProps, 'categories' | 'parent' | 'id' | 'hidden'> & {
  category: CategoryTreeNode;
}) {
  const listId = useId();
  const children = visible(category.children);
  if (children.length === 0) {
    return (
      <li className="gio-category-tree__item">
        <CategoryLink
          category={category}
          label={labelOf(category)}
          getHref={shared.getHref}
          currentGid={shared.currentGid}
        />
      </li>
    );
  }
  const isOpen = shared.expanded.has(category.gid);
  return (
    <li className="gio-category-tree__item gio-category-tree__item--parent">
      <button
        type="button"
        className="gio-category-tree__toggle"
        aria-expanded={isOpen}
        aria-controls={listId}
        onClick={() => shared.onToggle(category.gid)}
      >
        <span>{labelOf(category)}</span>
        <span className="gio-category-tree__chevron" aria-hidden="true" />
      </button>
      <CategoryList
        id={listId}
        hidden={!isOpen}
        categories={children}
        depth={depth + 1}
        parent={category}
        {...shared}
      />
    </li>
  );
}

function CategoryLink({
  category,
  label,
  getHref,
  currentGid,
}: {
  category: CategoryTreeNode;
  label: string;
  getHref: (category: CategoryTreeNode) => string;
  currentGid?: string | null;
}) {
  const current = category.gid === currentGid;
  return (
    <CommerceLink
      className="gio-category-tree__link"
      href={getHref(category)}
      aria-current={current ? 'page' : undefined}
    >
      {label}
    </CommerceLink>
  );
}
