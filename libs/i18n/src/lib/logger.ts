/** Where i18n reports failed loads and missing keys; apps pass their structured logger. */
export interface I18nLogger {
  warn(message: string, details?: Record<string, unknown>): void;
  error(message: string, details?: Record<string, unknown>): void;
}

export const consoleLogger: I18nLogger = {
  warn: (message, details) => console.warn(message, details ?? {}),
  error: (message, details) => console.error(message, details ?? {}),
};
