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
/** An area catalogue's "first" section alone (the texts of the screen its tile opens). */
declare module '*.json?first' {
  interface Texts {
    [key: string]: string | Texts;
  }
  const catalogue: { first: Texts };
  export default catalogue;
}
