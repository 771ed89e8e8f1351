import type { BrowserContext } from '@playwright/test';

interface ConsoleError {
  readonly text: string;
  readonly url: string;
}

/** Chromium's own report of a response with an error status, e.g. a page answered 404. */
const FAILED_RESOURCE = /^Failed to load resource: the server responded with a status of (\d{3})/;

/** An API answer a test provokes on purpose: its url pattern and status. */
interface ExpectedResponse {
  readonly url: RegExp;
  readonly status: number;
}

/**
 * Collects every console error and uncaught page error of a browser context (all its pages), so
 * that a test fails on any of them. The exceptions are declared per test: a page the test
 * expects to answer with an error status (the 404 page, maintenance's 503), or an API call it
 * expects to be refused (a declined payment's 402), whose status the browser itself logs as
 * "Failed to load resource"; the same message for any other resource or status still fails the
 * test.
 */
export class ConsoleGuard {
  private readonly errors: ConsoleError[] = [];
  private readonly pageErrors: string[] = [];
  /** Documents answered with an error status, by url. */
  private readonly errorDocuments = new Map<string, number>();
  private readonly expectedDocumentStatuses = new Set<number>();
  /** Other resources answered with an error status, by url. */
  private readonly errorResponses = new Map<string, number>();
  private readonly expectedResponses: ExpectedResponse[] = [];

  constructor(context: BrowserContext) {
    context.on('console', (message) => {
      if (message.type() === 'error') {
        this.errors.push({ text: message.text(), url: message.location().url });
      }
    });
    context.on('weberror', (error) => {
      this.pageErrors.push(`uncaught ${error.error().stack ?? error.error().message}`);
    });
    context.on('response', (response) => {
      if (response.status() < 400) return;
      if (response.request().resourceType() === 'document') {
        this.errorDocuments.set(response.url(), response.status());
      } else {
        this.errorResponses.set(response.url(), response.status());
      }
    });
  }

  /** The test visits a page that answers `status` on purpose (a 404 page, a 503 maintenance screen). */
  expectDocumentStatus(status: number): void {
    this.expectedDocumentStatuses.add(status);
  }

  /**
   * The test provokes an API answer with `status` from a url matching `url` on purpose (e.g.
   * `allowResponse(/\/api\/checkout\/place-order$/, 402)` for a declined payment); only the
   * browser's report of that answer is ignored, never an error the page logs about it.
   */
  allowResponse(url: RegExp, status: number): void {
    this.expectedResponses.push({ url, status });
  }

  private isExpected(url: string, status: number): boolean {
    const documentStatus = this.errorDocuments.get(url);
    if (documentStatus !== undefined) {
      return documentStatus === status && this.expectedDocumentStatuses.has(status);
    }
    return (
      this.errorResponses.get(url) === status &&
      this.expectedResponses.some(
        (expected) => expected.status === status && expected.url.test(url),
      )
    );
  }

  /** Every console error and page error, less the browser's report of an expected status. */
  problems(): string[] {
    const unexpected = this.errors.filter((error) => {
      const status = FAILED_RESOURCE.exec(error.text)?.[1];
      return status === undefined || !this.isExpected(error.url, Number(status));
    });
    return [
      ...unexpected.map(
        (error) => `console error: ${error.text}${error.url ? ` (${error.url})` : ''}`,
      ),
      ...this.pageErrors,
    ];
  }
}
