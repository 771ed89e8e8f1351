/** Demo brand list (Category brandTexts.list) for stories and tests: 14 brands, so 4 overflow. */
export const demoBrands = [
  'Vinamilk',
  'TH true MILK',
  'Trung Nguyên',
  'Acecook',
  'Masan',
  'Kinh Đô',
  'Sabeco',
  'Knorr',
  'Chinsu',
  'Vissan',
  'Ông Cua',
  'Nông trại Xanh',
  'Dalat Milk',
  'Cholimex',
];
