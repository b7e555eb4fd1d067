// Serves the production builds (no rebuild) for the e2e suite; Ctrl-C or SIGTERM stops it.
import { serveSite } from './lib/site';

async function main() {
  const site = await serveSite(null);
  console.log(`composed site ready at ${site.url}`);
  const stop = async () => {
    await site.close();
    process.exit(0);
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
