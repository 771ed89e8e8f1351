/** Stylesheets are side-effect imports that Vite bundles (the app and the UI kit import them). */
declare module '*.css';
