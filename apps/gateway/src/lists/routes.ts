import { AppError } from '../http/app-error';
import { cartRoutes, favoriteRoutes, ListErrorCode, listRoutes } from '@gio/contracts';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/database';

import { signedInUserId } from '../session/signed-in';
import type { CartService } from '../carts/cart-service';
import { defineRoute, type RouteOptions } from '../http/define-route';
import type { FavoriteService } from './favorite-service';
import { linesForCart } from './list-filter';
import type { ShoppingListService } from './list-service';

export interface ListRouteDeps {
  readonly db: Database;
  readonly lists: ShoppingListService;
  readonly favorites: FavoriteService;
  readonly carts: CartService;
  readonly options: RouteOptions;
}

/** The list's id or gid, whichever the call sent. */
const refOf = (list: { shoppingListId?: string; gid?: string }): string =>
  list.shoppingListId ?? list.gid ?? '';

/**
 * accounts.md §7 "Lists, favourites and product data": the shopping-list and favourite calls,
 * the reads of their screens, and `POST /api/carts/add-list`, which puts a list's lines into the
 * cart through the cart service; 401 for a guest.
 */
export function registerListRoutes(app: FastifyInstance, deps: ListRouteDeps): void {
  const { lists, favorites, carts, options, db } = deps;

  defineRoute(app, listRoutes.lists, options, async ({ request }) => ({
    data: { shoppingLists: await lists.lists(signedInUserId(request), db) },
  }));
  defineRoute(app, listRoutes.list, options, async ({ params, request }) => ({
    data: { shoppingList: await lists.detail(signedInUserId(request), params.gid, db) },
  }));
  defineRoute(app, listRoutes.create, options, async ({ body, request }) => ({
    data: {
      shoppingList: await lists.create(signedInUserId(request), {
        listName: body.listName,
        reminder: body.reminder,
        lines: body.listVariant ?? [],
      }),
    },
  }));
  defineRoute(app, listRoutes.update, options, async ({ body, request }) => {
    const { listName, reminder, listVariant } = body.shoppingList;
    return {
      data: {
        shoppingList: await lists.update(
          signedInUserId(request),
          refOf(body.shoppingList),
          { listName, reminder },
          listVariant ?? [],
          'add',
        ),
      },
    };
  });
  defineRoute(app, listRoutes.replace, options, async ({ body, request }) => {
    const { listName, reminder, listVariant } = body.shoppingList;
    return {
      data: {
        shoppingList: await lists.update(
          signedInUserId(request),
          refOf(body.shoppingList),
          { listName, reminder },
          listVariant,
          'replace',
        ),
      },
    };
  });
  defineRoute(app, listRoutes.change, options, async ({ body, request }) => ({
    data: {
      shoppingList: await lists.change(
        signedInUserId(request),
        body.shoppingListId,
        body.listVariant,
      ),
    },
  }));
  defineRoute(app, listRoutes.delete, options, async ({ params, request }) => ({
    data: { shoppingLists: await lists.remove(signedInUserId(request), params.id) },
  }));

  defineRoute(app, cartRoutes.addList, options, async ({ body, request }) => {
    const lines = await lists.lines(signedInUserId(request), body.listId);
    const items = linesForCart(lines, body.filter);
    if (items.length === 0) {
      throw new AppError(
        400,
        ListErrorCode.SHOPPING_LIST_EMPTY,
        'Danh sách không có sản phẩm nào để thêm vào giỏ.',
        body.filter ? 'filter' : undefined,
      );
    }
    const owner = await carts.requireOwner(request);
    const added = await carts.addItems(owner, items, 'list');
    return { data: { cart: await carts.view(owner, db), items: added.items } };
  });

  defineRoute(app, favoriteRoutes.addFavorite, options, async ({ body, request }) => ({
    data: await favorites.add(signedInUserId(request), body.variantId),
  }));
  defineRoute(app, favoriteRoutes.removeFavorite, options, async ({ body, request }) => ({
    data: await favorites.remove(signedInUserId(request), body.variantId),
  }));
  defineRoute(app, favoriteRoutes.favorites, options, async ({ request }) => ({
    data: { favorites: await favorites.list(signedInUserId(request)) },
  }));
  defineRoute(app, favoriteRoutes.favoriteIds, options, async ({ request }) => ({
    data: { variantIds: await favorites.ids(signedInUserId(request)) },
  }));
}
