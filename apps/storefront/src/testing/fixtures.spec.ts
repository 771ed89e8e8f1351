import { pageDataSchema } from '@gio/contracts';
import {
  categoryPageFixture,
  homeFixture,
  notFoundFixture,
  payloadFixture,
  productPageFixture,
  searchPageFixture,
  variantFixture,
} from './fixtures';

describe('page-data fixtures', () => {
  it.each([
    ['home', homeFixture()],
    ['category', categoryPageFixture()],
    ['product', productPageFixture()],
    ['search', searchPageFixture('sữa', payloadFixture([variantFixture()]))],
    ['empty search', searchPageFixture('', null)],
    ['not found', notFoundFixture('/nope')],
  ])('the %s fixture has the gateway contract shape', (_name, fixture) => {
    expect(pageDataSchema.safeParse(fixture).error).toBeUndefined();
  });
});
