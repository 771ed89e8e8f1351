import type { Meta, StoryObj } from '@storybook/react-vite';
import { contrastRatio } from './contrast';
import { contrastPairs, tokens } from './tokens';
import { cssVar, cssVarName } from './tokens-css';
import './tokens-docs.css';

/** The token reference a designer reads: every value, its custom property and its use. */
type Leaf = [path: string, value: string | number];

function leaves(tree: object, prefix: string): Leaf[] {
  return Object.entries(tree).flatMap(([key, value]) => {
    const path = `${prefix}.${key}`;
    return typeof value === 'object' ? leaves(value as object, path) : [[path, value] as Leaf];
  });
}

function ColourTable() {
  return (
    <section aria-labelledby="token-colours">
      <h2 id="token-colours">Màu sắc</h2>
      <table>
        <thead>
          <tr>
            <th scope="col">Mẫu</th>
            <th scope="col">Token</th>
            <th scope="col">Biến CSS</th>
            <th scope="col">Giá trị</th>
          </tr>
        </thead>
        <tbody>
          {leaves(tokens.color, 'color').map(([path, value]) => (
            <tr key={path}>
              <td>
                <span className="gio-token-docs__swatch" style={{ background: cssVar(path) }} />
              </td>
              <td>{path}</td>
              <td>
                <code>{cssVarName(path)}</code>
              </td>
              <td>
                <code>{value}</code>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}

function ContrastTable() {
  return (
    <section aria-labelledby="token-contrast">
      <h2 id="token-contrast">Độ tương phản (WCAG 2.2 AA)</h2>
      <table>
        <thead>
          <tr>
            <th scope="col">Mẫu</th>
            <th scope="col">Dùng cho</th>
            <th scope="col">Tỉ lệ</th>
            <th scope="col">Tối thiểu</th>
          </tr>
        </thead>
        <tbody>
          {contrastPairs.map((pair) => (
            <tr key={pair.use}>
              <td>
                <span className="gio-token-docs__sample" style={{ color: pair.fg, background: pair.bg }}>
                  Giỏ 123
                </span>
              </td>
              <td>{pair.use}</td>
              <td>{contrastRatio(pair.fg, pair.bg).toFixed(2)}:1</td>
              <td>{pair.min}:1</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}

function SpacingTable() {
  return (
    <section aria-labelledby="token-space">
      <h2 id="token-space">Khoảng cách</h2>
      <table>
        <tbody>
          {leaves(tokens.space, 'space').map(([path, value]) => (
            <tr key={path}>
              <th scope="row">
                <code>{cssVarName(path)}</code>
              </th>
              <td>
                <code>{value}</code>
              </td>
              <td>
                <span className="gio-token-docs__bar" style={{ width: cssVar(path) }} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}

function TypeScale() {
  return (
    <section aria-labelledby="token-type">
      <h2 id="token-type">Cỡ chữ</h2>
      <table>
        <tbody>
          {leaves(tokens.font.size, 'font.size').map(([path, value]) => (
            <tr key={path}>
              <th scope="row">
                <code>{cssVarName(path)}</code> ({value})
              </th>
              <td style={{ fontSize: cssVar(path), lineHeight: cssVar('font.lineHeight.tight') }}>Rau muống xào tỏi 25.000 ₫</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}

function RadiiAndShadows() {
  return (
    <section aria-labelledby="token-shape">
      <h2 id="token-shape">Bo góc và đổ bóng</h2>
      <table>
        <tbody>
          {leaves(tokens.radius, 'radius').map(([path, value]) => (
            <tr key={path}>
              <th scope="row">
                <code>{cssVarName(path)}</code> ({value})
              </th>
              <td>
                <span className="gio-token-docs__box" style={{ borderRadius: cssVar(path) }} />
              </td>
            </tr>
          ))}
          {leaves(tokens.shadow, 'shadow').map(([path]) => (
            <tr key={path}>
              <th scope="row">
                <code>{cssVarName(path)}</code>
              </th>
              <td>
                <span className="gio-token-docs__box" style={{ boxShadow: cssVar(path), border: 0 }} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}

function OtherTokens() {
  const rows = [...leaves(tokens.breakpoint, 'breakpoint'), ...leaves(tokens.size, 'size'), ...leaves(tokens.zIndex, 'zIndex'), ...leaves(tokens.motion, 'motion')];
  return (
    <section aria-labelledby="token-other">
      <h2 id="token-other">Điểm ngắt, kích thước, lớp và chuyển động</h2>
      <p>Điểm ngắt là chiều rộng tối thiểu; CSS viết thẳng giá trị px trong media query (min-width).</p>
      <table>
        <tbody>
          {rows.map(([path, value]) => (
            <tr key={path}>
              <th scope="row">
                <code>{cssVarName(path)}</code>
              </th>
              <td>
                <code>{typeof value === 'number' ? `${value}px` : value}</code>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}

function TokenReference({ section }: { section: 'all' | 'colour' | 'contrast' | 'space' | 'type' | 'shape' | 'other' }) {
  const show = (name: typeof section) => section === 'all' || section === name;
  return (
    <div className="gio-token-docs">
      {show('colour') && <ColourTable />}
      {show('contrast') && <ContrastTable />}
      {show('space') && <SpacingTable />}
      {show('type') && <TypeScale />}
      {show('shape') && <RadiiAndShadows />}
      {show('other') && <OtherTokens />}
    </div>
  );
}

const meta = {
  title: 'Nền tảng/Tokens',
  component: TokenReference,
  parameters: { layout: 'padded' },
  argTypes: {
    section: { control: 'select', options: ['all', 'colour', 'contrast', 'space', 'type', 'shape', 'other'] },
  },
  args: { section: 'all' },
} satisfies Meta<typeof TokenReference>;
export default meta;
type Story = StoryObj<typeof meta>;

export const AllTokens: Story = { name: 'Tất cả token' };
export const Colours: Story = { name: 'Màu sắc', args: { section: 'colour' } };
export const Contrast: Story = { name: 'Độ tương phản', args: { section: 'contrast' } };
export const Spacing: Story = { name: 'Khoảng cách', args: { section: 'space' } };
export const Typography: Story = { name: 'Cỡ chữ', args: { section: 'type' } };
export const Shape: Story = { name: 'Bo góc và đổ bóng', args: { section: 'shape' } };
