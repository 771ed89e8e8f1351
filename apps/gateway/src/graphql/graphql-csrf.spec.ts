import { catalogueTypeDefs } from '@gio/contracts';
import { buildSchema } from 'graphql';

describe('/api/graphql and CSRF', () => {
  it('has no mutations, which is why its POSTs need the Origin check but not the session token', () => {
    // A Mutation type must first remove '/api/graphql' from the token exemption in registerAccounts.
    expect(buildSchema(catalogueTypeDefs).getMutationType()).toBeFalsy();
  });
});
