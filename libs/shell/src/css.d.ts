// Components import their own plain CSS file for its side effect; Vite bundles it, jest maps it away.
declare module '*.css';
