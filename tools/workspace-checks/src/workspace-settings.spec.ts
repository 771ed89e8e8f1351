/** Nothing may phone home, and every Nx plugin runs at exactly Nx's version. */
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(__dirname, '../../..');
const readJson = (file: string) => JSON.parse(fs.readFileSync(path.join(root, file), 'utf8'));

describe('workspace settings', () => {
  it('keeps Nx Cloud and analytics off', () => {
    const nx = readJson('nx.json');
    expect(nx.neverConnectToCloud).toBe(true);
    expect(nx.analytics).toBe(false);
    expect(nx.nxCloudId).toBeUndefined();
    expect(nx.nxCloudAccessToken).toBeUndefined();
  });

  it('pins every @nx plugin to the exact nx version', () => {
    const pkg = readJson('package.json');
    const deps: Record<string, string> = { ...pkg.dependencies, ...pkg.devDependencies };
    const nxVersion = deps['nx'];
    expect(nxVersion).toMatch(/^\d+\.\d+\.\d+$/);
    const plugins = Object.entries(deps).filter(([name]) => name.startsWith('@nx/'));
    expect(plugins.length).toBeGreaterThan(0);
    for (const [name, version] of plugins) expect(`${name}@${version}`).toBe(`${name}@${nxVersion}`);
  });

  it('gives every project a README and a type tag', () => {
    const projectFiles = ['apps', 'libs', 'tools'].flatMap((top) => findProjectFiles(path.join(root, top)));
    expect(projectFiles.length).toBeGreaterThan(10);
    for (const file of projectFiles) {
      const project = JSON.parse(fs.readFileSync(file, 'utf8'));
      const dir = path.dirname(file);
      expect({ dir, readme: fs.existsSync(path.join(dir, 'README.md')) }).toEqual({ dir, readme: true });
      expect({ dir, typeTag: (project.tags ?? []).some((t: string) => t.startsWith('type:')) }).toEqual({
        dir,
        typeTag: true,
      });
    }
  });
});

function findProjectFiles(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (!entry.isDirectory() || entry.name === 'node_modules' || entry.name.startsWith('.')) return [];
    const sub = path.join(dir, entry.name);
    return fs.existsSync(path.join(sub, 'project.json')) ? [path.join(sub, 'project.json')] : findProjectFiles(sub);
  });
}
