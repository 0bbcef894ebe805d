// Vite's `?inline` imports: a CSS file as a string (the apps' and this package's one style sheet each).
declare module '*.css?inline' {
  const css: string;
  export default css;
}
