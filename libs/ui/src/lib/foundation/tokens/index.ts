import './tokens.css';

export { tokens, contrastPairs } from './tokens';
export type { Tokens, BreakpointName } from './tokens';
export { cssVar, cssVarName } from './tokens-css';
export { contrastRatio } from './contrast';
