// Each suite starts a server with its own database: PGlite needs a few seconds,
// more on a busy machine. (testTimeout in the project config would be ignored
// when Jest runs from the root with projects.)
jest.setTimeout(90_000);
