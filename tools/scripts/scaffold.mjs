// Creates the skeleton of a project (package.json, project.json, tsconfigs, jest, eslint, README).
// Usage: node tools/scripts/scaffold.mjs <dir> <name> <tags,comma> <env:node|jsdom> "<purpose>"
import fs from 'node:fs';
import path from 'node:path';

const [dir, name, tagList, env = 'node', purpose = ''] = process.argv.slice(2);
if (!dir || !name || !tagList) throw new Error('usage: scaffold <dir> <name> <tags> [env] [purpose]');
const tags = tagList.split(',');
const up = path.relative(dir, '.') || '.';
const isDomain = tags.includes('type:domain');
const write = (file, text) => {
  const full = path.join(dir, file);
  if (fs.existsSync(full)) return;
  fs.mkdirSync(path.dirname(full), { recursive: true });
  fs.writeFileSync(full, text);
};
const json = (v) => JSON.stringify(v, null, 2) + '\n';

write('package.json', json({
  name: `@gio/${name}`,
  version: '0.0.0',
  private: true,
  type: 'commonjs',
  exports: { '.': { types: './src/index.ts', default: './src/index.ts' }, './package.json': './package.json' },
}));
write('project.json', json({
  name,
  $schema: `${up}/node_modules/nx/schemas/project-schema.json`,
  sourceRoot: `${dir}/src`,
  projectType: dir.startsWith('apps/') ? 'application' : 'library',
  tags,
  targets: { typecheck: {} },
}));
const libTypes = isDomain ? [] : env === 'jsdom' ? [] : ['node'];
const lib = isDomain ? ['ES2023'] : env === 'jsdom' ? ['ES2023', 'DOM', 'DOM.Iterable'] : ['ES2023'];
write('tsconfig.json', json({
  extends: `${up}/tsconfig.base.json`,
  files: [],
  include: [],
  references: [{ path: './tsconfig.lib.json' }, { path: './tsconfig.spec.json' }],
}));
write('tsconfig.lib.json', json({
  extends: `${up}/tsconfig.base.json`,
  compilerOptions: { outDir: `${up}/dist/out-tsc/${dir}`, lib, types: libTypes },
  include: ['src/**/*.ts', 'src/**/*.tsx'],
  exclude: ['src/**/*.spec.ts', 'src/**/*.spec.tsx', 'src/**/*.test.ts', 'src/**/*.test.tsx', 'src/**/*.stories.tsx'],
}));
write('tsconfig.spec.json', json({
  extends: `${up}/tsconfig.base.json`,
  compilerOptions: {
    outDir: `${up}/dist/out-tsc/${dir}-spec`,
    lib: env === 'jsdom' ? ['ES2023', 'DOM', 'DOM.Iterable'] : ['ES2023'],
    types: ['jest', 'node'],
  },
  include: ['src/**/*.ts', 'src/**/*.tsx', 'jest.config.ts'],
}));
write('jest.config.ts', `export default {
  displayName: '${name}',
  preset: '${up}/jest.preset.js',
  testEnvironment: '${env}',
  coverageDirectory: '${up}/coverage/${dir}',
};
`);
write('eslint.config.mjs', `import baseConfig from '${up}/eslint.config.mjs';

export default [...baseConfig];
`);
write('src/index.ts', `export {};\n`);
const imports = {
  'type:domain': 'other `type:domain` libraries only, plus `xstate` and `zod`. Never React, Node built-ins or any I/O: clocks, random sources, storage, cookies and transports are passed in.',
  'type:contracts': '`type:domain` libraries and `zod`. No I/O.',
  'type:ui': '`type:domain`, `type:contracts`, `type:i18n` libraries, React and xstate. Never data access.',
  'type:i18n': '`type:domain` libraries and i18next.',
  'type:data-access': '`type:domain` and `type:contracts` libraries, @apollo/client.',
  'type:app': 'any library; never another app.',
  'type:seed': '`type:domain` and `type:contracts` libraries.',
  'type:tool': '`type:domain`, `type:contracts` and `type:seed` libraries.',
  'type:e2e': '`type:domain` and `type:contracts` libraries, Playwright.',
};
const tag = tags.find((t) => t.startsWith('type:'));
write('README.md', `# @gio/${name}

${purpose}

## May import

${imports[tag] ?? ''} Enforced by \`@nx/enforce-module-boundaries\` through the tags \`${tags.join('`, `')}\`.

## Commands

- \`npx nx test ${name}\`
- \`npx nx lint ${name}\`
- \`npx nx typecheck ${name}\`
`);
console.log('scaffolded', dir);
