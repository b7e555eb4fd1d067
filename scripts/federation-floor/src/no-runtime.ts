// Stands in for every module of Module Federation's runtime in the floor build (../rsbuild.config.ts):
// nothing at all, so what is left of the shell's entry is what the federation's build plugin
// generates around its runtime. That build is measured, never run.
export {};
