// Types for the federation bundler runtime's modules that ship without their own (its entry
// gathers them into `bundlerRuntime`, whose types these are); provided-libraries.ts imports them.
type FederationBundlerRuntime = NonNullable<import('@module-federation/webpack-bundler-runtime').Federation['bundlerRuntime']>;

declare module '@module-federation/webpack-bundler-runtime/dist/consumes.js' {
  export const consumes: NonNullable<FederationBundlerRuntime['consumes']>;
}
declare module '@module-federation/webpack-bundler-runtime/dist/getSharedFallbackGetter.js' {
  export const getSharedFallbackGetter: NonNullable<FederationBundlerRuntime['getSharedFallbackGetter']>;
}
declare module '@module-federation/webpack-bundler-runtime/dist/init.js' {
  export const init: NonNullable<FederationBundlerRuntime['init']>;
}
declare module '@module-federation/webpack-bundler-runtime/dist/installInitialConsumes.js' {
  export const installInitialConsumes: NonNullable<FederationBundlerRuntime['installInitialConsumes']>;
}
declare module '@module-federation/webpack-bundler-runtime/dist/remotes.js' {
  export const remotes: NonNullable<FederationBundlerRuntime['remotes']>;
}
