/**
 * Stands in for rc-util's React render (vite.config.ts points `rc-util/lib/React/render` here).
 * antd-mobile 5 would draw Toast and Dialog with it, but React 19 has no legacy render, and
 * lib/antd-setup.ts gives antd-mobile a createRoot-based one before anything is drawn, so this is
 * never called. Its code and the async helpers it brings cost Home's first screen 2.5 KB gzip.
 */
function neverCalled(): never {
  throw new Error("antd-mobile's legacy render was called: import '@/lib/antd-setup' first");
}

export const render = neverCalled;
export const unmount = neverCalled;
