import type { CheckoutInfo } from '../src/lib/checkout-info';
import type { CheckoutUpdate } from '../src/lib/checkout-machine';
import {
  removePurchaseOrderNumber,
  selectBilling,
  setPurchaseOrderNumber,
  toggleUserCredits,
} from '../src/lib/payment-reducers';

/** Test-only: what a well-behaved server answers to each checkout update. */
export function fakeServer(info: CheckoutInfo, update: CheckoutUpdate): CheckoutInfo {
  switch (update.kind) {
    case 'billing':
      return selectBilling(info, update.selection);
    case 'userCredits':
      return toggleUserCredits(info, update.apply);
    case 'purchaseOrderNumber':
      return update.purchaseOrderNumber === null
        ? removePurchaseOrderNumber(info)
        : setPurchaseOrderNumber(info, update.purchaseOrderNumber);
    case 'step':
      break;
  }
  const { submission } = update;
  const delivery = info.selectedDelivery;
  switch (submission.step) {
    case 'address': {
      if ('shippingAddressId' in submission.payload) {
        return { ...info, selectedDelivery: { ...delivery, shippingAddressId: submission.payload.shippingAddressId } };
      }
      const created = { id: 'addr-new', ...submission.payload.address };
      return {
        ...info,
        shippingAddresses: [...info.shippingAddresses.filter((a) => a.id !== created.id), created],
        selectedDelivery: { ...delivery, shippingAddressId: created.id },
      };
    }
    case 'telephone':
      return { ...info, user: { ...info.user, telephoneNumber: submission.payload.telephoneNumber } };
    case 'vat':
      return 'vatNotNeeded' in submission.payload
        ? { ...info, vat: { information: info.vat.information, notNeeded: true } }
        : { ...info, vat: { information: submission.payload.vatInformation, notNeeded: false } };
    case 'express':
      return { ...info, selectedDelivery: { ...delivery, expressDeliveryOptionId: submission.payload.deliveryOptionId } };
    case 'standard':
      return {
        ...info,
        selectedDelivery: { ...delivery, standardOrderDeliveryInstructions: submission.payload.deliveryInstructions },
      };
    case 'marketplace':
      return { ...info, selectedDelivery: { ...delivery, marketplaceAddressId: submission.payload.addressId } };
    case 'billing': {
      const created = { id: 'bi-new', type: submission.payload.newBillingInfo.type };
      return selectBilling(
        { ...info, billingInfos: [...info.billingInfos.filter((b) => b.id !== created.id), created] },
        { type: created.type, billingInfoId: created.id },
      );
    }
    case 'loyalty':
      return 'memberId' in submission.payload
        ? { ...info, loyalty: { ...info.loyalty, memberId: submission.payload.memberId } }
        : { ...info, loyalty: { ...info.loyalty, selection: submission.payload.selection } };
  }
}
