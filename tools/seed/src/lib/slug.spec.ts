import { SlugRegistry, slugify } from './slug';

describe('slugify', () => {
  it.each([
    ['Sữa tươi tiệt trùng Vinamilk 1L', 'sua-tuoi-tiet-trung-vinamilk-1l'],
    ['Đồ uống', 'do-uong'],
    ['Cá & hải sản', 'ca-hai-san'],
    ['Nước giặt OMO túi 3,6kg', 'nuoc-giat-omo-tui-3-6kg'],
    ["Jacob's Creek", 'jacob-s-creek'],
    ['  P/S  ', 'p-s'],
  ])('%s → %s', (text, slug) => {
    expect(slugify(text)).toBe(slug);
  });
});

describe('SlugRegistry', () => {
  it('numbers repeats in the order they are met and slugs like slugify', () => {
    const registry = new SlugRegistry();
    expect(registry.claim('Bia Sài Gòn')).toBe('bia-sai-gon');
    expect(registry.claim('Bia  Sài Gòn!')).toBe('bia-sai-gon-2');
    expect(registry.claim('bia sai gon')).toBe('bia-sai-gon-3');
    expect(registry.claim('Bia Sài Gòn 2')).toBe('bia-sai-gon-2-2');
    expect(registry.claim('Mì Hảo Hảo tôm chua cay gói 75g')).toBe(slugify('Mì Hảo Hảo tôm chua cay gói 75g'));
  });

  it('never hands out an empty slug', () => {
    expect(new SlugRegistry().claim('!!!')).toBe('muc');
  });
});
