import { screen } from '@testing-library/react';
import { expectStoriesAccessible, renderWithProviders } from '../../foundation/testing';
import { CurrencyProvider } from '../shared/currency';
import { Price } from './price';
import * as stories from './price.stories';

describe('Price stories', () => expectStoriesAccessible(stories));

/** Intl puts a no-break space between the amount and ₫; compare with ordinary spaces. */
const text = (element: Element) => (element.textContent ?? '').replace(/\s/g, ' ');

describe('Price', () => {
  it('formats VND in vi-VN', () => {
    const { container } = renderWithProviders(<Price price={2500000} currency="VND" />);
    expect(text(container)).toBe('2.500.000 ₫');
  });

  it('shows the free label for a zero price', () => {
    renderWithProviders(<Price price={0} currency="VND" />);
    expect(screen.getByText('Miễn phí')).toBeInTheDocument();
  });

  it('strikes the standard price through and names both prices for screen readers', () => {
    const { container } = renderWithProviders(
      <Price price={79000} standardPrice={99000} currency="VND" />,
    );
    const struck = container.querySelector('s');
    expect(struck).not.toBeNull();
    expect(text(struck!)).toBe('Giá gốc: 99.000 ₫');
    expect(text(container)).toContain('Giá hiện tại: 79.000 ₫');
  });

  it('shows the discount percent above 1.5 % and hides it otherwise', () => {
    const { container, rerender } = renderWithProviders(
      <Price price={79000} standardPrice={99000} currency="VND" />,
    );
    expect(text(container)).toContain('-20%');
    rerender(<Price price={98600} standardPrice={100000} currency="VND" />);
    expect(text(container)).not.toContain('%');
  });

  it('shows the unit price', () => {
    const { container } = renderWithProviders(
      <Price price={18000} unitPrice={36000} unitType="kg" currency="VND" />,
    );
    expect(text(container)).toContain('36.000 ₫/kg');
  });

  it('takes the currency from the nearest CurrencyProvider', () => {
    const { container } = renderWithProviders(
      <CurrencyProvider currency="USD">
        <Price price={1999} />
      </CurrencyProvider>,
    );
    expect(text(container)).toBe('19,99 US$');
  });

  it('speaks English when the language is English', () => {
    renderWithProviders(<Price price={0} currency="VND" />, { lng: 'en' });
    expect(screen.getByText('Free')).toBeInTheDocument();
  });
});
