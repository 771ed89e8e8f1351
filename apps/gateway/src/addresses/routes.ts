import { addressRoutes as routes } from '@gio/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { unauthorized } from '../accounts/account-error';
import { signedInUserId } from '../accounts/http';
import type { Database } from '../db/database';
import { defineRoute, type RouteOptions } from '../http/define-route';
import type { UserRepo } from '../users/user-repo';
import { validatePostalCode, type AddressOwner, type AddressService } from './address-service';

export interface AddressRouteDeps {
  readonly db: Database;
  readonly users: UserRepo;
  readonly addresses: AddressService;
  readonly options: RouteOptions;
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

  defineRoute(app, routes.createAddress, options, async ({ body, request }) => ({
    data: {
      addressCreationResult: await addresses.create(
        await owner(request),
        body.address,
        body.setAsDefaultAddress,
      ),
    },
  }));
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
