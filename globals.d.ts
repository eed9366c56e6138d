// Build-time constants defined by the webpack preset (and by jest for tests).
declare const __APP_NAME__: string;
declare const __APP_VERSION__: string;
declare const __SHARED_VERSION__: string;
declare module '*.css';
declare module '*.svg' {
  const url: string;
  export default url;
}
declare module '*.png' {
  const url: string;
  export default url;
}
declare module '*.woff2' {
  const url: string;
  export default url;
}
/** A catalogue's "login" section alone (the webpack preset's `?login` rule). */
declare module '*.json?login' {
  const catalogue: { login: Record<string, unknown> };
  export default catalogue;
}
/** A catalogue's "landing" section alone: the texts of an area's first screen (the same rule). */
declare module '*.json?landing' {
  const catalogue: { landing: Record<string, unknown> };
  export default catalogue;
}
