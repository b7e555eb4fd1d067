// Types for the federation bundler runtime's modules that ship without their own (its entry
// gathers them into `bundlerRuntime`, whose types these are); provided-libraries.ts imports them.
type BundlerRuntime = NonNullable<import('@module-federation/webpack-bundler-runtime').Federation['bundlerRuntime']>;

declare module '@module-federation/webpack-bundler-runtime/dist/consumes.js' {
  export const consumes: NonNullable<BundlerRuntime['consumes']>;
}
declare module '@module-federation/webpack-bundler-runtime/dist/getSharedFallbackGetter.js' {
  export const getSharedFallbackGetter: NonNullable<BundlerRuntime['getSharedFallbackGetter']>;
}
declare module '@module-federation/webpack-bundler-runtime/dist/init.js' {
  export const init: NonNullable<BundlerRuntime['init']>;
}
declare module '@module-federation/webpack-bundler-runtime/dist/installInitialConsumes.js' {
  export const installInitialConsumes: NonNullable<BundlerRuntime['installInitialConsumes']>;
}
declare module '@module-federation/webpack-bundler-runtime/dist/remotes.js' {
  export const remotes: NonNullable<BundlerRuntime['remotes']>;
}
