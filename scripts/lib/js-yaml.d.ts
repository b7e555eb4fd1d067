// js-yaml ships no types (it comes with the toolchain's dependencies); the one function used here.
declare module 'js-yaml' {
  export function load(text: string): unknown;
}
