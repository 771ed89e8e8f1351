import type { CheckoutData } from '@gio/contracts';
import type { JsonClient } from '@gio/data-access';
import type { CheckoutUpdate } from '@gio/domain-checkout';
import {
  applyUserCredits,
  createAddress,
  type CheckoutAddressInput,
  getCheckout,
  saveVatInformation,
  setBillingType,
  setDeliveryInfo,
  setLoyaltyInfo,
  setPurchaseOrderNumber,
  setStandardInstructions,
  setTelephone,
  type VatInformationInput,
} from '../api/checkout-api';

type Client = Pick<JsonClient, 'get' | 'post' | 'put' | 'delete'>;

/**
 * Sends one change of the checkout machine to its call (accounts.md §4 "Checkout calls", §7
 * "Checkout and promotions") and answers the checkout as the server now has it. A new address
 * is created first (POST /api/address) and then chosen; telephone and VAT details are saved on
 * the account and the checkout read again.
 *
 * The machine types its address and VAT drafts loosely (domain-checkout `AddressDraft`,
 * `VatInformation`); the step forms' rules (ADDRESS_FIELD_RULES, VAT_RULES) require every field
 * the contract requires before a draft reaches the machine, and the gateway's 400 would name a
 * missing one.
 */
export async function runCheckoutUpdate(
  client: Client,
  update: CheckoutUpdate,
): Promise<CheckoutData> {
  switch (update.kind) {
    case 'billing':
      return (await setBillingType(client, update.selection.type, update.selection.billingInfoId))
        .data;
    case 'userCredits':
      return (await applyUserCredits(client, update.apply)).data;
    case 'purchaseOrderNumber':
      return (await setPurchaseOrderNumber(client, update.purchaseOrderNumber)).data;
    case 'step':
      break;
  }
  const { submission } = update;
  switch (submission.step) {
    case 'address': {
      if ('shippingAddressId' in submission.payload) {
        return (
          await setDeliveryInfo(client, { shippingAddressId: submission.payload.shippingAddressId })
        ).data;
      }
      const created = await createAddress(
        client,
        submission.payload.address as CheckoutAddressInput,
      );
      const id = created.data.addressCreationResult.address.id;
      return (await setDeliveryInfo(client, { shippingAddressId: id })).data;
    }
    case 'telephone':
      await setTelephone(client, submission.payload.telephoneNumber);
      return (await getCheckout(client)).data;
    case 'vat':
      if ('vatNotNeeded' in submission.payload) {
        return (await setDeliveryInfo(client, { vatNotNeeded: true })).data;
      }
      await saveVatInformation(client, submission.payload.vatInformation as VatInformationInput);
      return (await getCheckout(client)).data;
    case 'express':
      return (
        await setDeliveryInfo(client, {
          expressDeliveryOptionId: submission.payload.deliveryOptionId,
        })
      ).data;
    case 'standard':
      return (await setStandardInstructions(client, submission.payload.deliveryInstructions)).data;
    case 'marketplace':
      return (await setDeliveryInfo(client, { marketplaceAddressId: submission.payload.addressId }))
        .data;
    case 'billing':
      // New cards are saved with POST /api/billing by the billing form and then chosen with
      // BILLING.SELECT; a provider token arrives here only from a wallet sheet.
      return (await setBillingType(client, submission.payload.newBillingInfo.type, null)).data;
    case 'loyalty':
      return (await setLoyaltyInfo(client, submission.payload)).data;
  }
}
