import type { BrowserContext } from '@playwright/test';

interface ConsoleError {
  readonly text: string;
  readonly url: string;
}

/** Chromium's own report of a response with an error status, e.g. a page answered 404. */
const FAILED_RESOURCE = /^Failed to load resource: the server responded with a status of (\d{3})/;

/**
 * Collects every console error and uncaught page error of a browser context (all its pages), so
 * that a test fails on any of them. The one exception is declared per test: a page the test
 * expects to answer with an error status (the 404 page, maintenance's 503), whose status the
 * browser itself logs as "Failed to load resource"; the same message for any other resource
 * still fails the test.
 */
export class ConsoleGuard {
  private readonly errors: ConsoleError[] = [];
  private readonly pageErrors: string[] = [];
  /** Documents answered with an error status, by url. */
  private readonly errorDocuments = new Map<string, number>();
  private readonly expectedDocumentStatuses = new Set<number>();

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
      if (response.request().resourceType() === 'document' && response.status() >= 400) {
        this.errorDocuments.set(response.url(), response.status());
      }
    });
  }

  /** The test visits a page that answers `status` on purpose (a 404 page, a 503 maintenance screen). */
  expectDocumentStatus(status: number): void {
    this.expectedDocumentStatuses.add(status);
  }

  /** Every console error and page error, less the browser's report of an expected page status. */
  problems(): string[] {
    const unexpected = this.errors.filter((error) => {
      const status = FAILED_RESOURCE.exec(error.text)?.[1];
      if (status === undefined) return true;
      const documentStatus = this.errorDocuments.get(error.url);
      return documentStatus !== Number(status) || !this.expectedDocumentStatuses.has(documentStatus);
    });
    return [
      ...unexpected.map((error) => `console error: ${error.text}${error.url ? ` (${error.url})` : ''}`),
      ...this.pageErrors,
    ];
  }
}
