import { createContext, useContext, type ReactNode } from 'react';
import { DEFAULT_CURRENCY } from '@gio/domain-pricing';

const CurrencyContext = createContext<string>(DEFAULT_CURRENCY);

/**
 * The site's currency (from site configuration, storefront.md §9) for every price below it, so
 * that prices deep in tiles and sliders need not be handed it one by one.
 */
export function CurrencyProvider({
  currency,
  children,
}: {
  currency: string;
  children?: ReactNode;
}) {
  return <CurrencyContext.Provider value={currency}>{children}</CurrencyContext.Provider>;
}

/** The currency of the nearest CurrencyProvider, or the domain default when there is none. */
export function useCurrency(explicit?: string): string {
  const fromContext = useContext(CurrencyContext);
  return explicit ?? fromContext;
}
