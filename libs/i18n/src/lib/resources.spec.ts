import { MessageKey } from '@gio/domain-enums';
import { STATUS_LABEL_KEYS } from '@gio/domain-orders';
import { ValidationMessageKey } from '@gio/domain-validation';
import { NAMESPACES, SUPPORTED_LANGUAGES } from './languages';
import { resources, type TranslationTree } from './resources';

function leafKeys(tree: TranslationTree, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([key, value]) => {
    const path = prefix ? `${prefix}.${key}` : key;
    return typeof value === 'string' ? [path] : leafKeys(value, path);
  });
}

function lookup(tree: TranslationTree, path: string): string | TranslationTree | undefined {
  return path.split('.').reduce<string | TranslationTree | undefined>(
    (node, part) => (node && typeof node === 'object' ? node[part] : undefined),
    tree,
  );
}

const placeholders = (text: string) => [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]).sort();

describe('resources', () => {
  it('has exactly the supported languages and namespaces', () => {
    expect(Object.keys(resources).sort()).toEqual([...SUPPORTED_LANGUAGES].sort());
    for (const lng of SUPPORTED_LANGUAGES) {
      expect(Object.keys(resources[lng]).sort()).toEqual([...NAMESPACES].sort());
    }
  });

  describe.each(NAMESPACES)('namespace %s', (ns) => {
    const vi = leafKeys(resources.vi[ns]);
    const en = leafKeys(resources.en[ns]);

    it('has no key in Vietnamese that English lacks', () => {
      expect(vi.filter((key) => !en.includes(key))).toEqual([]);
    });

    it('has no key in English that Vietnamese lacks', () => {
      expect(en.filter((key) => !vi.includes(key))).toEqual([]);
    });

    it('has no empty string and the same placeholders in both languages', () => {
      for (const key of vi) {
        const viText = lookup(resources.vi[ns], key) as string;
        const enText = lookup(resources.en[ns], key) as string;
        expect({ key, empty: viText.trim() === '' || enText.trim() === '' }).toEqual({ key, empty: false });
        expect({ key, vars: placeholders(viText) }).toEqual({ key, vars: placeholders(enText) });
      }
    });
  });

  it('contains every message key the spec names', () => {
    for (const key of [...Object.values(MessageKey), ...Object.values(ValidationMessageKey)]) {
      expect({ key, vi: typeof lookup(resources.vi.common, key) }).toEqual({ key, vi: 'string' });
    }
    const cartMessages = [
      'cart.added',
      'cart.added_with_quantity',
      'cart.quantity_increased',
      'cart.quantity_decreased',
      'cart.removed',
      'cart.change_quantity_error',
      'cart.add_variant_error',
      'cart.remove_variant_error',
    ];
    for (const key of cartMessages) expect(typeof lookup(resources.vi.common, key)).toBe('string');
    expect(lookup(resources.vi.common, 'price.free')).toBe('Miễn phí');
  });

  it('labels every order and payment status of accounts.md §4 (the keys of @gio/domain-orders)', () => {
    for (const key of STATUS_LABEL_KEYS)
      expect({ key, vi: typeof lookup(resources.vi.common, key) }).toEqual({ key, vi: 'string' });
  });

  it('writes Vietnamese with its diacritics', () => {
    const text = leafKeys(resources.vi.common)
      .map((key) => lookup(resources.vi.common, key))
      .join(' ');
    expect(text).toMatch(/[ăâđêôơưáàảãạấầẩẫậắằẳẵặéèẻẽẹếềểễệíìỉĩịóòỏõọốồổỗộớờởỡợúùủũụứừửữựýỳỷỹỵ]/);
  });
});
