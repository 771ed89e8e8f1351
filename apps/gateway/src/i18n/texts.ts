import { resources, type SupportedLanguage } from '@gio/i18n';
import { DEFAULT_LANGUAGE } from '@gio/i18n';

type Tree = { readonly [key: string]: string | Tree };

function lookup(tree: Tree, key: string): string | undefined {
  let node: string | Tree | undefined = tree;
  for (const part of key.split('.')) {
    if (node === undefined || typeof node === 'string') return undefined;
    node = node[part];
  }
  return typeof node === 'string' ? node : undefined;
}

/**
 * A translated text from the shared resources of `@gio/i18n` with `{{name}}` placeholders
 * filled: the server renders titles and labels from the same strings as the apps.
 */
export function text(
  namespace: 'common' | 'seo' | 'partner',
  key: string,
  values: Record<string, string> = {},
  language: SupportedLanguage = DEFAULT_LANGUAGE,
): string {
  const template =
    lookup(resources[language][namespace] as Tree, key) ?? lookup(resources.en[namespace] as Tree, key) ?? key;
  return template.replace(/\{\{\s*(\w+)\s*\}\}/g, (_match, name: string) => values[name] ?? '');
}
