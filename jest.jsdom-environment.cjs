// jsdom with Node's fetch family, for the React projects whose tests run a data router (the
// storefront, the account app, the shell library): react-router's data router builds a `Request` (with an
// AbortController signal) for every navigation, which jsdom does not provide. The classes must
// come from one realm, so the abort classes are Node's too.
const { TestEnvironment } = require('jest-environment-jsdom');

class JsdomWithFetchEnvironment extends TestEnvironment {
  constructor(config, context) {
    super(config, context);
    Object.assign(this.global, {
      Request,
      Response,
      Headers,
      AbortController,
      AbortSignal,
      ReadableStream,
      TextEncoder,
      TextDecoder,
    });
  }
}

module.exports = JsdomWithFetchEnvironment;
