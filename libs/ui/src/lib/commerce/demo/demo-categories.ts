import type { CategoryTreeNode } from '../category-tree/category-tree';

/** Demo category tree (storefront.md §3 Category) for stories and tests. */
export const demoCategories: CategoryTreeNode[] = [
  {
    gid: 'c-1',
    slug: 'rau-cu-qua',
    name: 'Rau củ quả',
    children: [
      { gid: 'c-11', slug: 'rau-an-la', name: 'Rau ăn lá' },
      { gid: 'c-12', slug: 'cu-qua', name: 'Củ, quả' },
      { gid: 'c-13', slug: 'nam', name: 'Nấm các loại' },
      { gid: 'c-14', slug: 'an-di', name: 'Danh mục ẩn', isVisible: false },
    ],
  },
  {
    gid: 'c-2',
    slug: 'thit-ca-trung',
    name: 'Thịt, cá, trứng',
    children: [
      {
        gid: 'c-21',
        slug: 'thit-heo',
        name: 'Thịt heo',
        children: [
          { gid: 'c-211', slug: 'ba-chi', name: 'Ba chỉ' },
          { gid: 'c-212', slug: 'suon', name: 'Sườn' },
        ],
      },
      { gid: 'c-22', slug: 'hai-san', name: 'Hải sản' },
      { gid: 'c-23', slug: 'trung', name: 'Trứng gà, trứng vịt' },
    ],
  },
  { gid: 'c-3', slug: 'gao-bot', name: 'Gạo, bột, đồ khô' },
  { gid: 'c-4', slug: 'do-uong', name: 'Đồ uống', displayName: 'Đồ uống các loại' },
];

export const demoCategoryHref = (category: CategoryTreeNode) =>
  `/products/${category.slug}/${category.gid}/${category.slug}`;
