// The little of jsdom (which ships no types) the upload contract test uses: a window whose
// XMLHttpRequest plays the browser's, same-origin with the test server.
declare module 'jsdom' {
  export class JSDOM {
    constructor(html?: string, options?: { readonly url?: string });
    readonly window: {
      readonly XMLHttpRequest: typeof XMLHttpRequest;
      readonly Blob: typeof Blob;
      close(): void;
    };
  }
}
