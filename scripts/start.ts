// `npm start`: the production builds, each on its own port, with the local backend.
import { serveSite } from './lib/site';

async function main() {
  // The backend joins here once local-backend lands; without it the site runs unconfigured.
  const site = await serveSite(null);
  console.log(`\nDistrict Market is running at ${site.url}\n`);
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
