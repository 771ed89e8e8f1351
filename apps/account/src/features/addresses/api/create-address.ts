import { addressRoutes } from '@gio/contracts';
import { AddressType } from '@gio/domain-enums';
import { callRoute, type RouteClient } from '@gio/data-access';
import type { AddressDraft } from '../lib/address-draft';
import type { SavedAddress } from './list-addresses';

/**
 * POST /api/address from the address book: a city-district-ward address (type 1) of the scope
 * chosen. accounts.md §5: creation succeeds only when the answer carries the creation result,
 * which the contract's response schema requires.
 */
export async function createAddress(
  client: RouteClient<typeof addressRoutes.createAddress>,
  draft: AddressDraft,
): Promise<SavedAddress> {
  const { setAsDefault, ...address } = draft;
  const answer = await callRoute(client, addressRoutes.createAddress, {
    body: {
      address: { ...address, type: AddressType.CITY_DISTRICT_WARD, country: 'VN' },
      fromCheckout: false,
      setAsDefaultAddress: setAsDefault,
    },
  });
  return answer.data.addressCreationResult.address;
}
