import { addressRoutes, type AddressInput } from '@gio/contracts';
import { callRoute, type JsonClient } from '@gio/data-access';
import { AccountScope, AddressType } from '@gio/domain-enums';

/** POST /api/address for the business scope; 585 when the shop does not serve it (accounts.md §8). */
export async function createBusinessAddress(
  client: Pick<JsonClient, 'post'>,
  address: Omit<AddressInput, 'type' | 'accountScope' | 'country'>,
): Promise<void> {
  await callRoute(client, addressRoutes.createAddress, {
    body: {
      address: {
        ...address,
        type: AddressType.CITY_DISTRICT_WARD,
        accountScope: AccountScope.BUSINESS,
      },
      setAsDefaultAddress: true,
    },
  });
}
