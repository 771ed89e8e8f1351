import { addressRoutes as routes } from '@gio/contracts';
import { AccountScope } from '@gio/domain-enums';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { unauthorized } from '../http/app-error';
import { signedInUserId } from '../session/signed-in';
import { ownerForUser } from '../carts/cart-owner';
import type { Database } from '../db/database';
import { defineRoute, type RouteOptions } from '../http/define-route';
import type { UserStore } from '../users/user-store';
import { validatePostalCode, type AddressOwner, type AddressService } from './address-service';

export interface AddressRouteDeps {
  readonly db: Database;
  readonly users: UserStore;
  readonly addresses: AddressService;
  readonly options: RouteOptions;
}

/** The account scope of the user's checkout: business for an organisation's shared cart. */
async function checkoutScope(db: Database, userId: string): Promise<AccountScope> {
  const cartOwner = await ownerForUser(db, userId, null);
  return cartOwner?.kind === 'organization' ? AccountScope.BUSINESS : AccountScope.PERSONAL;
}

/** accounts.md §7 "Addresses and billing": the address calls, each for the signed-in user only. */
export function registerAddressRoutes(app: FastifyInstance, deps: AddressRouteDeps): void {
  const { addresses, options } = deps;
  const owner = async (request: FastifyRequest): Promise<AddressOwner> => {
    const user = await deps.users.byId(deps.db, signedInUserId(request));
    if (!user) throw unauthorized();
    return {
      userId: user.id,
      organizationId: user.organization_id,
      clientViewType: user.client_view_type,
    };
  };

  defineRoute(app, routes.createAddress, options, async ({ body, request }) => {
    const addressOwner = await owner(request);
    // An address added at checkout is for the cart being ordered, which ships only to addresses
    // of its own scope (checkout-view `shippingAddresses`): the organisation's cart to business ones.
    const address = body.fromCheckout
      ? { ...body.address, accountScope: await checkoutScope(deps.db, addressOwner.userId) }
      : body.address;
    return {
      data: {
        addressCreationResult: await addresses.create(
          addressOwner,
          address,
          body.setAsDefaultAddress,
        ),
      },
    };
  });
  defineRoute(app, routes.listAddresses, options, async ({ query, request }) => ({
    data: await addresses.list(await owner(request), query),
  }));
  defineRoute(app, routes.defaultAddress, options, async ({ body, request }) => ({
    data: await addresses.makeDefault(
      await owner(request),
      body.id,
      body.changed,
      body.accountScope,
    ),
  }));
  defineRoute(app, routes.deleteAddress, options, async ({ params, request }) => ({
    data: await addresses.remove(await owner(request), params.id),
  }));
  // Public: the address form checks a postal code before anyone signs in.
  defineRoute(app, routes.validatePostalCode, options, async ({ params }) => ({
    data: validatePostalCode(params.postalCode),
  }));
}
