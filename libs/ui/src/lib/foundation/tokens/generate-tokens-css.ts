import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { tokens } from './tokens';
import { renderTokensCss } from './tokens-css';

// Run by `nx run ui:tokens`; the token test fails until the generated file is committed.
const target = join(__dirname, 'tokens.css');
writeFileSync(target, renderTokensCss(tokens));
console.log(`Wrote ${target}`);
